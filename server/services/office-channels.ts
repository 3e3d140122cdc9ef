// An office's chat channel (docs/decisions/043-office-channels.md): admins set an incoming-webhook URL (Slack,
// Microsoft Teams workflow webhook or Mattermost) and what to post there; the URL is a secret (shown back only
// masked, audited without it). Posts are queued in the delivery queue and written and sent by its channel sender
// (server/outbound/channel-sender.ts), which reads the URL at send time and reaches it only through the guarded
// client. Posts are in the channel's language (server/domain/channel-text.ts).
import { DomainError } from '../../shared/errors';
import { Cron } from 'croner';
import type { Locale } from '../../shared/enums';
import { formatCalendarDate, formatTimeOfDay } from '../../shared/format';
import { addDays, localDate, zonedInstant } from '../../shared/office-time';
import type { SetOfficeChannelInput } from '../../shared/schemas/admin';
import type { AdminActor } from '../auth/auth-user';
import { findClosedDay } from '../db/queries/closed-days';
import { findOffice } from '../db/queries/admin';
import { enqueueWebhook } from '../db/queries/deliveries';
import { findMenuOffice } from '../db/queries/menu';
import {
  channelMenu,
  deleteOfficeChannel,
  mealsClosingOn,
  officeChannelOf,
  scheduledChannels,
  upsertOfficeChannel,
} from '../db/queries/office-channels';
import type { AppDeps } from '../deps';
import { channelTexts, localTime, menuLine, type ChannelMessage } from '../domain/channel-text';
import { checkDestination } from '../outbound/guarded-client';
import { recordAudit } from './audit';

/** The admin, whose organization's offices alone they see (docs/decisions/039-admins-scoped-to-their-organization.md). */
type Actor = Pick<AdminActor, 'id' | 'email' | 'role' | 'organizationId'>;

/** `https://hooks.slack.com/…wxyz`: enough to recognise a URL, never enough to use it. */
export const maskUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}/…${url.slice(-4)}`;
};

export async function officeChannel(
  deps: Pick<AppDeps, 'database'>,
  actor: Pick<AdminActor, 'organizationId'>,
  input: { officeId: string },
) {
  const db = deps.database.db;
  if (!(await findOffice(db, input.officeId, actor.organizationId))) throw new DomainError('officeNotFound');
  const row = await officeChannelOf(db, input.officeId);
  return row
    ? {
        kind: row.kind,
        url: maskUrl(row.url),
        menuAt: row.menuAt?.slice(0, 5) ?? null,
        lastCallMinutes: row.lastCallMinutes,
        newMeals: row.newMeals,
        locale: row.locale,
      }
    : null;
}

export async function setOfficeChannel(
  deps: Pick<AppDeps, 'database' | 'clock' | 'env'>,
  actor: Actor,
  input: SetOfficeChannelInput,
) {
  const production = deps.env.NODE_ENV === 'production';
  if (input.url !== undefined) {
    // The URL rule and where its host leads now; checked again before every post (server/outbound/guarded-client.ts).
    await checkDestination(input.url, { production }).catch(() => {
      throw new DomainError('webhookUrlNotAllowed');
    });
  }
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const office = await findOffice(tx, input.officeId, actor.organizationId, true);
    if (!office) throw new DomainError('officeNotFound');
    const before = await officeChannelOf(tx, office.id);
    // Without a URL the stored one stays: it was checked when it was set (and is checked again before every post).
    const url = input.url ?? before?.url;
    if (!url) throw new DomainError('webhookUrlRequired');
    const values = {
      officeId: office.id,
      kind: input.kind,
      url,
      menuAt: input.menuAt ?? null,
      lastCallMinutes: input.lastCallMinutes ?? null,
      newMeals: input.newMeals ?? false,
      locale: input.locale ?? before?.locale ?? 'en',
      updatedAt: now,
    };
    await upsertOfficeChannel(tx, values);
    const shown = (row: typeof values) => ({
      ...row,
      url: maskUrl(row.url),
      updatedAt: undefined,
      officeId: undefined,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'office.setChannel',
        targetType: 'office',
        targetId: office.id,
        targetLabel: office.name,
        before: before ? shown({ ...before, menuAt: before.menuAt, updatedAt: now }) : null,
        after: shown(values),
      },
      now,
    );
  });
  return officeChannel(deps, actor, { officeId: input.officeId });
}

export async function removeOfficeChannel(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  actor: Actor,
  input: { officeId: string },
) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const office = await findOffice(tx, input.officeId, actor.organizationId, true);
    if (!office) throw new DomainError('officeNotFound');
    const removed = await deleteOfficeChannel(tx, office.id);
    if (!removed) throw new DomainError('notFound');
    await recordAudit(
      tx,
      actor,
      {
        action: 'office.removeChannel',
        targetType: 'office',
        targetId: office.id,
        targetLabel: office.name,
        before: removed,
      },
      now,
    );
    return { removed: true };
  });
}

/** Tomorrow's menu of the office (in its time zone), or null on a closed day. */
async function tomorrowMenuMessage(
  deps: Pick<AppDeps, 'database'>,
  office: { id: string; name: string; timeZone: string },
  now: Date,
  locale: Locale,
) {
  const db = deps.database.db;
  const t = channelTexts(locale);
  const date = addDays(localDate(now, office.timeZone), 1);
  if (await findClosedDay(db, office.id, date)) return null;
  const meals = await channelMenu(db, office.id, date);
  return {
    date,
    message: {
      title: t('menuTitle', { office: office.name, date: formatCalendarDate(date, locale, 'long') }),
      lines: meals.length === 0 ? [t('menuEmpty')] : meals.map((meal) => menuLine(meal, locale, office.timeZone)),
    } satisfies ChannelMessage,
  };
}

/**
 * Posts tomorrow's menu to the office's channel now (`npm run cli -- post-menu --office <slug>`); answers what was
 * queued. Nothing on a closed day or without a channel.
 */
export async function postMenuNow(deps: Pick<AppDeps, 'database' | 'clock'>, input: { officeSlug: string }) {
  const db = deps.database.db;
  const office = await findMenuOffice(db, input.officeSlug);
  if (!office) throw new DomainError('officeNotFound');
  const channel = await officeChannelOf(db, office.id);
  if (!channel) return { queued: false as const, reason: 'no channel' };
  const now = deps.clock.now();
  const menu = await tomorrowMenuMessage(deps, office, now, channel.locale);
  if (!menu) return { queued: false as const, reason: 'closed day' };
  await enqueueWebhook(db, {
    officeId: office.id,
    payload: { message: menu.message },
    idempotencyKey: `menu:${office.id}:${menu.date}:now:${now.getTime()}`,
    at: now,
  });
  return { queued: true as const, date: menu.date };
}

/** A scheduled post is sent only within this long after it came due (a server that was down skips it). */
const POST_WINDOW_MS = 60 * 60_000;

/**
 * The minute job (server/main.ts): tomorrow's menu at each channel's `menuAt` of the office's day, and a last call
 * `lastCallMinutes` before the day's first cutoff, each once a day (its idempotency key), never on a closed day.
 */
export async function runChannelTick(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const db = deps.database.db;
  const now = deps.clock.now();
  for (const channel of await scheduledChannels(db)) {
    const office = { id: channel.officeId, name: channel.name, timeZone: channel.timeZone };
    const today = localDate(now, office.timeZone);
    if (channel.menuAt) {
      const due = zonedInstant(today, channel.menuAt.slice(0, 5), office.timeZone);
      if (due <= now && now.getTime() < due.getTime() + POST_WINDOW_MS) {
        const menu = await tomorrowMenuMessage(deps, office, now, channel.locale);
        if (menu) {
          await enqueueWebhook(db, {
            officeId: office.id,
            payload: { message: menu.message },
            idempotencyKey: `menu:${office.id}:${menu.date}`,
            at: now,
          });
        }
      }
    }
    if (channel.lastCallMinutes && !(await findClosedDay(db, office.id, today))) {
      const open = (await mealsClosingOn(db, office.id, today)).filter(
        (meal) => meal.closesAt > now && meal.availablePortions > 0,
      );
      const first = open.reduce<Date | null>((min, meal) => (!min || meal.closesAt < min ? meal.closesAt : min), null);
      if (first && first.getTime() - channel.lastCallMinutes * 60_000 <= now.getTime()) {
        const t = channelTexts(channel.locale);
        const time = formatTimeOfDay(localTime(first, office.timeZone), channel.locale);
        await enqueueWebhook(db, {
          officeId: office.id,
          payload: {
            message: {
              title: t('lastCallTitle', { office: office.name, time }),
              lines: open.map((meal) => t('lastCallLine', { title: meal.title, count: meal.availablePortions })),
            } satisfies ChannelMessage,
          },
          idempotencyKey: `lastCall:${office.id}:${today}`,
          at: now,
        });
      }
    }
  }
}

export function startChannelTick(deps: Pick<AppDeps, 'database' | 'clock'>, onError: (error: unknown) => void) {
  const job = new Cron('* * * * *', { protect: true, catch: onError }, async () => {
    await runChannelTick(deps);
  });
  return () => job.stop();
}
