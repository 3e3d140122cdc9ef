// The office's chat channel (docs/decisions/043-office-channels.md): admins set a webhook URL that is shown back
// only masked and audited without it; tomorrow's menu is posted through the delivery queue to a local receiver in
// each kind's format (Slack blocks, Mattermost Markdown, a Teams workflow's Adaptive Card); nothing on a closed
// day; URLs that are not https or name a private address are refused and change nothing; a 500 is retried.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveries, meals, officeChannels, wishes } from '../../server/db/schema';
import { formatCalendarDate, formatPrice, formatTimeOfDay } from '../../shared/format';
import { dispatchDeliveries } from '../../server/outbound/dispatch';
import { postMenuNow, runChannelTick } from '../../server/services/office-channels';
import { runWaitlistAndOffersTick } from '../../server/services/waitlist-and-offers-tick';
import { vapidKeys } from '../../server/services/push';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createMeal, createOffice, createUser } from '../helpers/factories';
import { mealFields } from '../helpers/menu';
import { startListener } from '../helpers/listener';
import { startPushService, type PushService } from '../helpers/push-service';

const world = useTestWorld();
const NOW = '2026-11-20T10:00:00Z';
let receiver: PushService;
beforeAll(async () => {
  receiver = await startPushService();
});
afterAll(() => receiver.close());

const db = () => world.deps.database.db;
const dispatch = () =>
  dispatchDeliveries({ db: db(), now: () => world.clock.now(), vapid: () => vapidKeys(world.deps), production: false });

async function setup(path: string) {
  world.clock.set(NOW);
  const office = await createOffice(db(), { timeZone: 'Europe/Vilnius' });
  const cook = await createUser(db(), 'cook', { officeId: office.id, firstName: 'Rasa', lastName: 'Petraitė' });
  await createMeal(db(), {
    cookId: cook.id,
    officeId: office.id,
    pickupDate: '2026-11-21',
    cutoffDate: '2026-11-21',
    cutoffTime: '10:00',
    totalPortions: 4,
    title: 'Cepelinai',
  });
  // An admin of the office's organization (docs/decisions/039-admins-scoped-to-their-organization.md).
  const admin = world.caller(await createUser(db(), 'admin', { officeId: office.id }));
  return { office, admin, url: `${receiver.origin}${path}` };
}

const received = (path: string) => receiver.received.filter((r) => r.path === path);

describe('office channels', () => {
  it('posts tomorrow’s menu in each kind’s format; the URL is shown only masked and audited masked', async () => {
    for (const kind of ['slack', 'mattermost', 'teams'] as const) {
      const path = `/hook/${kind}/secret-token-${kind}`;
      const { office, admin, url } = await setup(path);
      const shown = await admin.admin.setOfficeChannel({ officeId: office.id, kind, url, menuAt: '16:00' });
      expect(shown).toMatchObject({ kind, menuAt: '16:00', newMeals: false });
      expect(shown!.url).not.toContain('secret-token');
      expect(shown!.url).toBe(`${receiver.origin}/…${url.slice(-4)}`);
      const [audit] = await db()
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.targetId, office.id));
      expect(JSON.stringify(audit)).not.toContain('secret-token');

      expect(await postMenuNow(world.deps, { officeSlug: office.slug })).toEqual({ queued: true, date: '2026-11-21' });
      expect((await dispatch()).sent).toBe(1);
      const [post] = received(path);
      expect(post!.headers['content-type']).toBe('application/json');
      const body = JSON.parse(post!.body.toString());
      const text = JSON.stringify(body);
      expect(text).toContain('Cepelinai by Rasa Petraitė');
      expect(text).toContain('Saturday, November 21, 2026');
      if (kind === 'slack') expect(body.blocks[0]).toMatchObject({ type: 'header' });
      if (kind === 'mattermost') expect(body.text).toMatch(/^#### /);
      if (kind === 'teams') {
        expect(body).toMatchObject({ type: 'message' });
        expect(body.attachments[0]).toMatchObject({
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: { type: 'AdaptiveCard' },
        });
      }
    }
  });

  it('posts nothing on a closed day', async () => {
    const path = '/hook/closed';
    const { office, admin, url } = await setup(path);
    await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url });
    await admin.admin.closeDay({ officeId: office.id, date: '2026-11-21', label: 'Holiday' });
    expect(await postMenuNow(world.deps, { officeSlug: office.slug })).toEqual({ queued: false, reason: 'closed day' });
  });

  it('retries a post the receiver answers 500, and sends nothing once the channel is removed', async () => {
    const path = '/hook/flaky';
    receiver.answer.set(path, 500);
    const { office, admin, url } = await setup(path);
    await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'mattermost', url });
    await postMenuNow(world.deps, { officeSlug: office.slug });
    expect(await dispatch()).toMatchObject({ retried: 1 });
    const [row] = await db()
      .select({ status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.officeId, office.id));
    expect(row?.status).toBe('pending');
    expect(await admin.admin.removeOfficeChannel({ officeId: office.id })).toEqual({ removed: true });
    expect(await admin.admin.officeChannel({ officeId: office.id })).toBeNull();
  });

  it('keeps the stored URL when an edit leaves it out, and refuses a new channel without one', async () => {
    const path = '/hook/kept/secret-kept';
    const { office, admin, url } = await setup(path);
    await expectAppError(
      admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', menuAt: '16:00' }),
      'webhookUrlRequired',
    );
    expect(await db().select().from(officeChannels).where(eq(officeChannels.officeId, office.id))).toEqual([]);
    await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url });
    const shown = await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'mattermost', newMeals: true });
    expect(shown).toMatchObject({ kind: 'mattermost', newMeals: true, url: `${receiver.origin}/…${url.slice(-4)}` });
    const [row] = await db().select().from(officeChannels).where(eq(officeChannels.officeId, office.id));
    expect(row?.url).toBe(url);
  });

  it('refuses URLs that are not https or name a private, loopback or link-local address, changing nothing', async () => {
    const { office, admin } = await setup('/hook/none');
    for (const url of [
      'http://hooks.example.com/x',
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://192.168.1.20/hook',
      'https://user:pw@hooks.slack.com/x',
    ]) {
      await expectAppError(
        admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url }),
        'webhookUrlNotAllowed',
      );
    }
    await expectBadRequest(admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url: 'not a url' }));
    await expectBadRequest(
      admin.admin.setOfficeChannel({ officeId: office.id, kind: 'discord' as 'slack', url: 'https://x.example' }),
    );
    expect(await db().select().from(officeChannels).where(eq(officeChannels.officeId, office.id))).toEqual([]);
  });

  it('refuses plain http and credentials by the URL rule itself, with no name to look up', async () => {
    const { office, admin } = await setup('/hook/literal');
    for (const url of ['http://8.8.8.8/hook', 'https://user:pw@8.8.8.8/x']) {
      await expectAppError(
        admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url }),
        'webhookUrlNotAllowed',
      );
    }
    expect(await db().select().from(officeChannels).where(eq(officeChannels.officeId, office.id))).toEqual([]);
  });

  it('refuses a loopback URL in any notation, and a stored one is never connected to', async () => {
    const listener = await startListener();
    try {
      const { office, admin } = await setup('/hook/loopback');
      const urls = [
        `https://[::ffff:127.0.0.1]:${listener.port}/hook`,
        `https://[::ffff:7f00:1]:${listener.port}/hook`,
        `https://[::127.0.0.1]:${listener.port}/hook`,
        `https://0x7f.1:${listener.port}/hook`,
      ];
      for (const url of urls) {
        await expectAppError(
          admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url }),
          'webhookUrlNotAllowed',
        );
      }
      expect(await db().select().from(officeChannels).where(eq(officeChannels.officeId, office.id))).toEqual([]);
      // A URL stored before this rule (or written in SQL) is checked again when it is posted to.
      await db().insert(officeChannels).values({ officeId: office.id, kind: 'slack', url: urls[1]! });
      await postMenuNow(world.deps, { officeSlug: office.slug });
      expect(await dispatch()).toMatchObject({ failed: 1, sent: 0, retried: 0 });
      expect(listener.connections).toHaveLength(0);
    } finally {
      await listener.close();
    }
  });

  /** A meal of the office on 2026-11-20, its cutoff at 12:30 (the menu and last-call posts' day). */
  const soupTomorrow = async (officeId: string) =>
    createMeal(db(), {
      cookId: (await createUser(db(), 'cook', { officeId })).id,
      officeId,
      pickupDate: '2026-11-20',
      cutoffDate: '2026-11-20',
      cutoffTime: '12:30',
      totalPortions: 3,
      title: 'Šaltibarščiai',
    });

  it('posts tomorrow’s menu at menuAt and a last call before the first cutoff, each once a day', async () => {
    const path = '/hook/scheduled';
    const { office, admin, url } = await setup(path);
    await soupTomorrow(office.id);
    await admin.admin.setOfficeChannel({
      officeId: office.id,
      kind: 'mattermost',
      url,
      menuAt: '16:00',
      lastCallMinutes: 30,
    });
    const posts = async () => {
      await runChannelTick(world.deps);
      await dispatch();
      return received(path).map((r) => JSON.parse(r.body.toString()).text as string);
    };
    // 11:59 in Vilnius (UTC+2): 31 minutes before the 12:30 cutoff: nothing yet.
    world.clock.set('2026-11-20T09:59:00Z');
    expect(await posts()).toEqual([]);
    world.clock.set('2026-11-20T10:00:00Z');
    const lastCall = await posts();
    expect(lastCall).toHaveLength(1);
    expect(lastCall[0]).toContain('last call, ordering closes at 12:30 PM');
    expect(lastCall[0]).toContain('Šaltibarščiai: 3 left');
    world.clock.set('2026-11-20T10:05:00Z');
    expect(await posts()).toHaveLength(1);
    // 15:59, then 16:00 in Vilnius: tomorrow's menu, once.
    world.clock.set('2026-11-20T13:59:00Z');
    expect(await posts()).toHaveLength(1);
    world.clock.set('2026-11-20T14:00:00Z');
    const withMenu = await posts();
    expect(withMenu).toHaveLength(2);
    expect(withMenu[1]).toContain('Cepelinai by Rasa Petraitė');
    world.clock.set('2026-11-20T14:30:00Z');
    expect(await posts()).toHaveLength(2);
  });

  it('posts a meal once when it is published, if the channel asks for new meals', async () => {
    const path = '/hook/new-meals';
    const { office, admin, url } = await setup(path);
    await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url, newMeals: true });
    const cook = await createUser(db(), 'cook', { officeId: office.id, firstName: 'Ona', lastName: 'Kairė' });
    const meal = await createMeal(db(), {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-23',
      cutoffTime: '10:00',
      totalPortions: 2,
      title: 'Kibinai',
    });
    // The factory's meal is stamped by the database's clock, ahead of the test clock.
    const later = () =>
      dispatchDeliveries({
        db: db(),
        now: () => new Date(Date.now() + 60_000),
        vapid: () => vapidKeys(world.deps),
        production: false,
      });
    await later();
    const posts = received(path).map((r) => JSON.stringify(JSON.parse(r.body.toString())));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain('new on the menu');
    expect(posts[0]).toContain('Kibinai by Ona Kairė');
    // Changing the published meal posts nothing more.
    await db().update(meals).set({ title: 'Kibinai with lamb' }).where(eq(meals.id, meal.id));
    await later();
    expect(received(path)).toHaveLength(1);
  });

  it('writes every kind of post in the channel’s language: menu, last call and new meal in Lithuanian', async () => {
    const path = '/hook/lt';
    const { office, admin, url } = await setup(path);
    await soupTomorrow(office.id);
    const shown = await admin.admin.setOfficeChannel({
      officeId: office.id,
      kind: 'mattermost',
      url,
      menuAt: '16:00',
      lastCallMinutes: 30,
      newMeals: true,
      locale: 'lt',
    });
    expect(shown).toMatchObject({ locale: 'lt' });
    const [audit] = await db().select({ after: auditLog.after }).from(auditLog).where(eq(auditLog.targetId, office.id));
    expect(audit?.after).toMatchObject({ locale: 'lt' });
    const texts = () => received(path).map((r) => JSON.parse(r.body.toString()).text as string);

    // The last call, 30 minutes before the 12:30 cutoff in Vilnius.
    world.clock.set('2026-11-20T10:00:00Z');
    await runChannelTick(world.deps);
    await dispatch();
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toContain(`paskutinis kvietimas, užsakymai baigiasi ${formatTimeOfDay('12:30', 'lt')}`);
    expect(texts()[0]).toContain('Šaltibarščiai: liko porcijų: 3');
    expect(texts()[0]).not.toContain('last call');

    // Tomorrow's menu at 16:00 in Vilnius.
    world.clock.set('2026-11-20T14:00:00Z');
    await runChannelTick(world.deps);
    await dispatch();
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toContain(`valgiaraštis, ${formatCalendarDate('2026-11-21', 'lt', 'long')}`);
    expect(texts()[1]).toContain('Cepelinai, gamina Rasa Petraitė');
    expect(texts()[1]).toContain('atsiėmimas');
    expect(texts()[1]).not.toContain(' by ');

    // A meal published now: written in Lithuanian when it is sent.
    const cook = await createUser(db(), 'cook', { officeId: office.id, firstName: 'Ona', lastName: 'Kairė' });
    await createMeal(db(), {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-23',
      cutoffTime: '10:00',
      totalPortions: 2,
      priceCents: 450,
      title: 'Kibinai',
    });
    await dispatchDeliveries({
      db: db(),
      now: () => new Date(Date.now() + 60_000),
      vapid: () => vapidKeys(world.deps),
      production: false,
    });
    expect(texts()).toHaveLength(3);
    expect(texts()[2]).toContain(`naujas patiekalas valgiaraštyje, ${formatCalendarDate('2026-11-23', 'lt', 'long')}`);
    expect(texts()[2]).toContain(`Kibinai, gamina Ona Kairė, ${formatPrice(450, 'lt')}`);

    // An edit that leaves the language out keeps it.
    expect(await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack' })).toMatchObject({ locale: 'lt' });
  });

  it('refuses a language it does not have, changing nothing', async () => {
    const { office, admin, url } = await setup('/hook/bad-locale');
    await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url, locale: 'lt' });
    const audits = async () => (await db().select().from(auditLog).where(eq(auditLog.targetId, office.id))).length;
    const before = await audits();
    await expectBadRequest(
      admin.admin.setOfficeChannel({ officeId: office.id, kind: 'mattermost', locale: 'de' as 'lt' }),
    );
    const [row] = await db().select().from(officeChannels).where(eq(officeChannels.officeId, office.id));
    expect(row).toMatchObject({ kind: 'slack', locale: 'lt' });
    expect(await audits()).toBe(before);
  });
});

// Conditional meals and fair draws in the channel (docs/features.md "Office chat channels"): each event posted once,
// even with two instances' ticks at once, and the menu post marking what is still to be decided.
describe('office channels hear conditional meals and draws', () => {
  async function kitchen(path: string, channel: { locale: 'en' | 'lt'; menuAt?: string; newMeals?: boolean }) {
    const { office, admin, url } = await setup(path);
    await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'mattermost', url, ...channel });
    const cook = world.caller(
      await createUser(db(), 'cook', { officeId: office.id, firstName: 'Ona', lastName: 'Kairė' }),
    );
    const eaters = await Promise.all([1, 2].map(() => createUser(db(), 'eater', { officeId: office.id })));
    const [first, second] = eaters.map((eater) => world.caller(eater)) as [
      ReturnType<typeof world.caller>,
      ReturnType<typeof world.caller>,
    ];
    const texts = () => received(path).map((r) => JSON.parse(r.body.toString()).text as string);
    const ticks = async (at: string) => {
      world.clock.set(at);
      await Promise.all([runWaitlistAndOffersTick(world.deps), runWaitlistAndOffersTick(world.deps)]);
      await dispatch();
    };
    return { office, cook, first, second, texts, ticks };
  }
  const SATURDAY = formatCalendarDate('2026-11-21', 'en', 'long');

  it('posts a meal going ahead, a draw’s result and a meal called off at its cutoff, each once', async () => {
    const k = await kitchen('/hook/events', { locale: 'en' });
    const ahead = await k.cook.meals.create(mealFields({ title: 'Kugelis', totalPortions: 6, minimumPortions: 2 }));
    const short = await k.cook.meals.create(mealFields({ title: 'Blynai', totalPortions: 6, minimumPortions: 4 }));
    const drawn = await k.cook.meals.create(
      mealFields({ title: 'Falafel', totalPortions: 3, drawUntil: { date: '2026-11-20', time: '15:00' } }),
    );
    await k.first.preorders.reserve({ mealId: ahead.id, quantity: 1 });
    await k.second.preorders.reserve({ mealId: ahead.id, quantity: 1 });
    await k.first.preorders.reserve({ mealId: short.id, quantity: 1 });
    await k.first.draws.enter({ mealId: drawn.id, quantity: 2 });
    await k.second.draws.enter({ mealId: drawn.id, quantity: 2 });
    await dispatch();
    expect(k.texts()).toEqual([
      `#### ${k.office.name}: Kugelis goes ahead on ${SATURDAY}\n- 2 portions reserved, at least 2 were needed. Portions left: 4`,
    ]);

    // 15:00 in Vilnius: the draw runs on one instance; one of two entrants of two portions fits in three.
    await k.ticks('2026-11-20T13:00:30Z');
    expect(k.texts()).toHaveLength(2);
    expect(k.texts()[1]).toBe(
      `#### ${k.office.name}: Falafel for ${SATURDAY} is drawn\n- Winners: 1. Portions left, first come, first served: 1`,
    );

    // The 18:00 cutoff: Blynai is called off; Kugelis, settled already, is not posted again.
    await k.ticks('2026-11-20T16:00:30Z');
    await k.ticks('2026-11-20T16:01:30Z');
    expect(k.texts()).toHaveLength(3);
    expect(k.texts()[2]).toBe(
      `#### ${k.office.name}: Blynai on ${SATURDAY} is called off\n- Only 1 of the 4 portions needed were reserved by the cutoff; nobody owes anything.`,
    );
  });

  it('marks a conditional meal and a meal in a draw in the menu post, and writes every post in the channel’s language', async () => {
    const k = await kitchen('/hook/events-lt', { locale: 'lt', menuAt: '16:00' });
    const conditional = await k.cook.meals.create(
      mealFields({ title: 'Kugelis', totalPortions: 6, minimumPortions: 2 }),
    );
    await k.cook.meals.create(
      mealFields({ title: 'Falafelis', totalPortions: 3, drawUntil: { date: '2026-11-20', time: '17:00' } }),
    );
    await k.first.preorders.reserve({ mealId: conditional.id, quantity: 1 });
    world.clock.set('2026-11-20T14:00:00Z');
    await runChannelTick(world.deps);
    await dispatch();
    const [menu] = k.texts();
    expect(menu).toContain(`(bus gaminamas, jei bus užsakyta bent 2, kol kas 1)`);
    expect(menu).toContain(`(burtai iki ${formatTimeOfDay('17:00', 'lt')})`);
    // The same meal for an English channel's menu would say so in English (server/domain/channel-text.ts).
    expect(menu).not.toContain('goes ahead');

    await k.second.preorders.reserve({ mealId: conditional.id, quantity: 1 });
    await dispatch();
    expect(k.texts()[1]).toContain(`Kugelis bus gaminamas, ${formatCalendarDate('2026-11-21', 'lt', 'long')}`);
    expect(k.texts()[1]).toContain('Užsakyta porcijų: 2, reikėjo bent 2. Liko porcijų: 4');
    await k.ticks('2026-11-20T15:00:30Z');
    expect(k.texts()[2]).toContain('ištraukti burtai, Falafelis');
    expect(k.texts()[2]).toContain('Laimėjo: 0. Liko porcijų, kas pirmas, tas gauna: 3');
  });

  it('marks a new conditional meal and a new meal in a draw as the menu does', async () => {
    const k = await kitchen('/hook/new-marked', { locale: 'en', newMeals: true });
    await k.cook.meals.create(mealFields({ title: 'Kugelis', totalPortions: 6, minimumPortions: 2 }));
    await k.cook.meals.create(
      mealFields({ title: 'Falafel', totalPortions: 3, drawUntil: { date: '2026-11-20', time: '15:00' } }),
    );
    await k.cook.meals.create(mealFields({ title: 'Blynai' }));
    await dispatch();
    // Sent in no set order: sorted by title.
    const lines = k
      .texts()
      .map((text) => text.split('\n- ')[1]!)
      .sort()
      .reverse();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Kugelis by Ona Kairė, .* \(goes ahead at 2, 0 so far\)$/);
    expect(lines[1]).toMatch(
      new RegExp(`^Falafel by Ona Kairė, .* \\(draw until ${formatTimeOfDay('15:00', 'en')}\\)$`),
    );
    expect(lines[2]).toMatch(/^Blynai by Ona Kairė, [^(]*$/);
  });
});

describe('office channels hear new wishes', () => {
  async function wishOffice(path: string, channel: { newMeals: boolean; locale?: 'en' | 'lt' } | null) {
    const { office, admin, url } = await setup(path);
    if (channel) await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'mattermost', url, ...channel });
    const author = await createUser(db(), 'eater', { officeId: office.id, firstName: 'Aistė', lastName: 'Noraitė' });
    return { office, wisher: world.caller(author) };
  }
  const texts = (path: string) => received(path).map((r) => JSON.parse(r.body.toString()).text as string);
  const wish = {
    title: 'Šaltibarščiai',
    fromDate: '2026-11-23',
    toDate: '2026-11-24',
    maxPriceCents: 500,
    quantity: 2,
  };

  it('posts a new wish once, as the board shows it: without its author', async () => {
    const { office, wisher } = await wishOffice('/hook/wishes', { newMeals: true });
    await wisher.wishes.post({ slug: office.slug, ...wish });
    await wisher.wishes.post({ slug: office.slug, title: 'Kibinai' });
    await dispatch();
    await dispatch();
    const days = ['2026-11-23', '2026-11-24'].map((day) => formatCalendarDate(day, 'en')).join('–');
    // Sent in no set order.
    expect(texts('/hook/wishes').sort()).toEqual([
      `#### ${office.name}: a new wish on the board\n- Kibinai, portions wanted so far: 1`,
      `#### ${office.name}: a new wish on the board\n- Šaltibarščiai, portions wanted so far: 2 (for ${days}; up to ${formatPrice(500, 'en')} a portion)`,
    ]);
    expect(JSON.stringify(receiver.received.map((r) => r.body.toString()))).not.toMatch(/Aistė|Noraitė/);
  });

  it('writes it in the channel’s language, and skips a wish withdrawn or expired before it is sent', async () => {
    const { office, wisher } = await wishOffice('/hook/wishes-lt', { newMeals: true, locale: 'lt' });
    await wisher.wishes.post({ slug: office.slug, ...wish });
    const gone = await wisher.wishes.post({ slug: office.slug, title: 'Kibinai' });
    await wisher.wishes.withdraw({ wishId: gone.id });
    const expired = await wisher.wishes.post({ slug: office.slug, title: 'Cepelinai' });
    await db()
      .update(wishes)
      .set({ expiresAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(wishes.id, expired.id));
    await dispatch();
    expect(texts('/hook/wishes-lt')).toEqual([
      `#### ${office.name}: naujas noras lentoje\n- Šaltibarščiai; kol kas norima porcijų: 2 (dienos: ${['2026-11-23', '2026-11-24'].map((day) => formatCalendarDate(day, 'lt')).join('–')}; iki ${formatPrice(500, 'lt')} už porciją)`,
    ]);
  });

  it('posts nothing for an office whose channel does not post what is new, nor for one without a channel', async () => {
    for (const [path, channel] of [
      ['/hook/wishes-off', { newMeals: false }],
      ['/hook/wishes-none', null],
    ] as const) {
      const { office, wisher } = await wishOffice(path, channel);
      await wisher.wishes.post({ slug: office.slug, ...wish });
      const queued = await db().select().from(deliveries).where(eq(deliveries.officeId, office.id));
      expect(queued).toEqual([]);
      await dispatch();
      expect(received(path)).toEqual([]);
    }
  });
});
