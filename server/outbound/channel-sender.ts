// The office channel sender of the delivery queue (server/outbound/queue.ts): one post to an office's chat channel
// (docs/decisions/043-office-channels.md). The channel's URL, kind and language are read at send time, so a post
// goes where the channel points now; a meal's post is written only then, and skipped once the meal is off the menu.
// Sent through the guarded client like a push (server/outbound/post.ts), in the JSON each kind of webhook takes.
import type { Locale, OfficeChannelKind } from '../../shared/enums';
import { formatCalendarDate, formatPrice } from '../../shared/format';
import type { Executor } from '../db/client';
import type { ClaimedDelivery } from '../db/queries/deliveries';
import { channelMeal, channelWish, officeChannelOf } from '../db/queries/office-channels';
import { channelTexts, menuLine, type ChannelMessage } from '../domain/channel-text';
import { post } from './post';
import type { OutboundDeps, Outcome } from './queue';

export type ChannelDeps = Pick<OutboundDeps, 'db' | 'now' | 'production' | 'timeoutMs'>;

export async function sendChannelPost(deps: ChannelDeps, delivery: ClaimedDelivery): Promise<Outcome> {
  const channel = delivery.officeId ? await officeChannelOf(deps.db, delivery.officeId) : undefined;
  if (!channel) return { status: 'skipped', reason: 'the office has no channel any more' };
  if (delivery.payload.post === 'newWish') {
    const wishMessage = await newWishMessage(deps.db, String(delivery.payload.wishId), channel.locale, deps.now());
    if (!wishMessage) return { status: 'skipped', reason: 'the wish is no longer on the board' };
    return postTo(deps, channel, wishMessage);
  }
  const message =
    typeof delivery.payload.mealId !== 'string'
      ? (delivery.payload.message as ChannelMessage)
      : delivery.payload.post === undefined
        ? await newMealMessage(deps.db, delivery.payload.mealId, channel.locale)
        : await mealEventMessage(deps.db, delivery.payload as MealEventPost, channel.locale);
  if (!message) return { status: 'skipped', reason: 'the meal is no longer on the menu' };
  return postTo(deps, channel, message);
}

function postTo(deps: ChannelDeps, channel: { url: string; kind: OfficeChannelKind }, message: ChannelMessage) {
  return post(deps, 'webhook', {
    url: channel.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(webhookBody(channel.kind, message)),
  });
}

/** The JSON body each kind of incoming webhook takes. */
export function webhookBody(kind: OfficeChannelKind, message: ChannelMessage): unknown {
  const text = [`*${message.title}*`, ...message.lines.map((line) => `• ${line}`)].join('\n');
  switch (kind) {
    case 'slack':
      // Slack incoming webhooks: `text` is the notification's fallback, `blocks` the message (mrkdwn).
      return {
        text: message.title,
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: message.title.slice(0, 150) } },
          { type: 'section', text: { type: 'mrkdwn', text: message.lines.map((line) => `• ${line}`).join('\n') } },
        ],
      };
    case 'mattermost':
      // Mattermost incoming webhooks: Markdown `text`.
      return { text: [`#### ${message.title}`, ...message.lines.map((line) => `- ${line}`)].join('\n') };
    case 'teams':
      // A Teams workflow ("When a Teams webhook request is received") posts the attached Adaptive Card.
      return {
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            contentUrl: null,
            content: {
              $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
              type: 'AdaptiveCard',
              version: '1.4',
              body: [
                { type: 'TextBlock', text: message.title, weight: 'Bolder', size: 'Medium', wrap: true },
                ...message.lines.map((line) => ({
                  type: 'TextBlock',
                  text: `• ${line}`,
                  wrap: true,
                  spacing: 'Small',
                })),
              ],
            },
          },
        ],
      };
    default:
      return { text };
  }
}

/**
 * The post for a meal just published (queued by the meals trigger, server/db/sql/enqueue_new_meal_post.sql), in the
 * channel's language as it is when sent, its line marked as the menu's are (a minimum still to reach, a draw still to
 * run); null once it is off the menu.
 */
export async function newMealMessage(db: Executor, mealId: string, locale: Locale): Promise<ChannelMessage | null> {
  const meal = await channelMeal(db, mealId);
  if (!meal || !meal.onMenu) return null;
  return {
    title: channelTexts(locale)('newMealTitle', {
      office: meal.officeName,
      date: formatCalendarDate(meal.pickupDate, locale, 'long'),
    }),
    lines: [menuLine(meal, locale, meal.timeZone)],
  };
}

/**
 * The post for a wish just put on the board (queued by server/services/wishes.ts), in the channel's language when
 * sent: what the board shows of it, never its author (the board names nobody); null once it is off the board.
 */
export async function newWishMessage(
  db: Executor,
  wishId: string,
  locale: Locale,
  now: Date,
): Promise<ChannelMessage | null> {
  const wish = await channelWish(db, wishId, now);
  if (!wish) return null;
  const t = channelTexts(locale);
  const marks: string[] = [];
  const days = [...new Set([wish.fromDate, wish.toDate].filter((day): day is string => day !== null))];
  if (days.length > 0) {
    marks.push(t('wishDays', { days: days.map((day) => formatCalendarDate(day, locale)).join('–') }));
  }
  if (wish.maxPriceCents !== null) marks.push(t('wishPrice', { price: formatPrice(wish.maxPriceCents, locale) }));
  const line = t('wishLine', { title: wish.title, portions: wish.portions });
  return {
    title: t('newWishTitle', { office: wish.officeName }),
    lines: [marks.length === 0 ? line : t('markedLine', { line, marks: marks.join('; ') })],
  };
}

/**
 * What a meal's event posts: a conditional meal settled (queued by server/db/sql/enqueue_meal_condition_post.sql) or
 * a draw run (server/services/draws.ts). The figures are as they were at the event; the words are the channel's
 * language now. A draw's post is skipped once the meal is off the menu; a called-off meal is off it by then.
 */
type MealEventPost =
  | {
      post: 'mealCondition';
      mealId: string;
      outcome: 'goesAhead' | 'calledOff';
      minimum: number;
      committed: number;
      left: number;
    }
  | { post: 'drawn'; mealId: string; winners: number; left: number };

export async function mealEventMessage(
  db: Executor,
  event: MealEventPost,
  locale: Locale,
): Promise<ChannelMessage | null> {
  const meal = await channelMeal(db, event.mealId);
  if (!meal) return null;
  const t = channelTexts(locale);
  const facts = {
    office: meal.officeName,
    title: meal.title,
    date: formatCalendarDate(meal.pickupDate, locale, 'long'),
  };
  if (event.post === 'drawn') {
    if (!meal.onMenu) return null;
    return { title: t('drawnTitle', facts), lines: [t('drawnLine', event)] };
  }
  const [title, line] =
    event.outcome === 'goesAhead' ? ['goesAheadTitle', 'goesAheadLine'] : ['calledOffTitle', 'calledOffLine'];
  return { title: t(title, facts), lines: [t(line, event)] };
}
