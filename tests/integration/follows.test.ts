// Following a cook through createCaller and the e-mail schedule: who may follow whom (a cook of one's
// own office who has cooked, not oneself), idempotent follow and unfollow, the menu answer without per-user data,
// and the daily digest of new meals: from 16:00 local, at most one per person and day however many ticks, only
// with the marketing preference on, only meals of followed cooks published in the day before and still open, and
// with one-click unsubscribe that turns marketing off.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { cookFollows, emailEvents, emailPrefs, profiles, unsubscribeTokens } from '../../server/db/schema';
import { dispatchEmails } from '../../server/outbound/dispatch';
import { queueScheduledEmails } from '../../server/email/schedule';
import type { MailMessage } from '../../server/email/transport';
import { stoppedAt } from '../helpers/clock';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createMeal, createOffice, createUser } from '../helpers/factories';
import { useTestApp } from '../helpers/http';
import { officeWorld, setMeal } from '../helpers/menu';

const world = useTestWorld();
const server = useTestApp(world);
const db = () => world.deps.database.db;

/** A cook of the office with one meal on the menu (only cooks who have cooked may be followed). */
async function cookWithMeal(officeId: string, firstName = 'Jonas') {
  const cook = await createUser(db(), 'cook', { officeId, firstName, lastName: 'Kazlauskas' });
  await createMeal(db(), {
    cookId: cook.id,
    officeId,
    pickupDate: '2026-11-21',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
  return cook;
}

describe('follows.set and follows.mine', () => {
  it('an eater follows a cook of the office, twice changes nothing, and unfollows (also twice)', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-21' });
    expect(await w.caller.follows.mine()).toEqual([]);

    expect(await w.caller.follows.set({ cookId: w.cook.id, follow: true })).toEqual({
      cookId: w.cook.id,
      following: true,
    });
    expect(await w.caller.follows.set({ cookId: w.cook.id, follow: true })).toEqual({
      cookId: w.cook.id,
      following: true,
    });
    const mine = await w.caller.follows.mine();
    expect(mine).toEqual([
      { id: w.cook.id, firstName: 'Rasa', lastName: 'Petraitė', followedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    expect(await db().select().from(cookFollows).where(eq(cookFollows.followerId, w.eater.id))).toHaveLength(1);

    expect(await w.caller.follows.set({ cookId: w.cook.id, follow: false })).toEqual({
      cookId: w.cook.id,
      following: false,
    });
    expect(await w.caller.follows.set({ cookId: w.cook.id, follow: false })).toEqual({
      cookId: w.cook.id,
      following: false,
    });
    expect(await w.caller.follows.mine()).toEqual([]);
  });

  it('a cook may follow another cook; the list is per follower', async () => {
    const w = await officeWorld(world);
    const other = await cookWithMeal(w.office.id, 'Eglė');
    await world.caller(w.cook).follows.set({ cookId: other.id, follow: true });
    expect((await world.caller(w.cook).follows.mine()).map((c) => c.id)).toEqual([other.id]);
    expect(await w.caller.follows.mine()).toEqual([]);
  });

  it('refuses a cook of another office, oneself, someone who never cooked, an unknown id and a follower without an office', async () => {
    const w = await officeWorld(world);
    const elsewhere = await createOffice(db());
    const foreignCook = await cookWithMeal(elsewhere.id);
    await expectAppError(w.caller.follows.set({ cookId: foreignCook.id, follow: true }), 'officeMismatch');

    const ownCook = await cookWithMeal(w.office.id);
    await expectAppError(world.caller(ownCook).follows.set({ cookId: ownCook.id, follow: true }), 'followSelf');

    const neverCooked = await createUser(db(), 'cook', { officeId: w.office.id });
    await expectAppError(w.caller.follows.set({ cookId: neverCooked.id, follow: true }), 'notFound');
    const colleague = await createUser(db(), 'eater', { officeId: w.office.id });
    await expectAppError(w.caller.follows.set({ cookId: colleague.id, follow: true }), 'notFound');
    await expectAppError(
      w.caller.follows.set({ cookId: '00000000-0000-4000-8000-000000000000', follow: true }),
      'notFound',
    );

    const homeless = await createUser(db(), 'eater');
    await expectAppError(world.caller(homeless).follows.set({ cookId: ownCook.id, follow: true }), 'noOffice');

    await expectBadRequest(w.caller.follows.set({ cookId: 'not-a-uuid', follow: true }));
    await expectAppError(world.caller(null).follows.mine(), 'notAuthenticated');
    expect(await db().select().from(cookFollows).where(eq(cookFollows.followerId, w.eater.id))).toHaveLength(0);
  });

  it('the shared menu answer carries no follow data: a follower gets the same answer as a visitor', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-21' });
    await w.caller.follows.set({ cookId: w.cook.id, follow: true });
    const asFollower = await w.caller.menu.meals({ slug: w.office.slug, day: 'tomorrow' });
    const asVisitor = await world.caller(null).menu.meals({ slug: w.office.slug, day: 'tomorrow' });
    expect(asFollower).toEqual(asVisitor);
    expect(asFollower[0]!.cook.id).toBe(w.cook.id);
    expect(JSON.stringify(asFollower)).not.toMatch(/follow/i);
  });
});

// Vilnius is UTC+2 in December: 16:00 local is 14:00Z.
const DAY1_BEFORE = '2026-12-01T13:55:00Z'; // 15:55 local
const DAY1_DIGEST = '2026-12-01T14:05:00Z'; // 16:05 local
const DAY2_DIGEST = '2026-12-02T14:00:00Z'; // 16:00 local

/** An office whose eater follows two cooks (not a third), all with meals published on 2026-12-01. */
async function digestScene(marketing = true) {
  const w = await officeWorld(world);
  await db().insert(emailPrefs).values({ userId: w.eater.id, marketing });
  await createMeal(db(), {
    cookId: w.cook.id,
    officeId: w.office.id,
    pickupDate: '2026-11-21',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
  const jonas = await cookWithMeal(w.office.id, 'Jonas');
  const unfollowed = await cookWithMeal(w.office.id, 'Eglė');
  world.clock.set('2026-11-30T12:00:00Z');
  await w.caller.follows.set({ cookId: w.cook.id, follow: true });
  await w.caller.follows.set({ cookId: jonas.id, follow: true });
  await w.caller.follows.set({ cookId: unfollowed.id, follow: true });
  await w.caller.follows.set({ cookId: unfollowed.id, follow: false });
  const meal = (
    cookId: string,
    title: string,
    createdAt: string,
    extra: Partial<Parameters<typeof createMeal>[1]> = {},
  ) =>
    createMeal(db(), {
      cookId,
      officeId: w.office.id,
      title,
      pickupDate: '2026-12-03',
      cutoffDate: '2026-12-02',
      cutoffTime: '18:00',
      priceCents: 550,
      createdAt: new Date(createdAt),
      ...extra,
    });
  return { ...w, jonas, unfollowed, meal };
}

/** Both instances tick at each moment. */
async function tick(...moments: string[]) {
  for (const at of moments) {
    const deps = { database: world.deps.database, clock: stoppedAt(at) };
    await queueScheduledEmails(deps);
    await queueScheduledEmails(deps);
  }
}

const digestsTo = async (userId: string) =>
  db()
    .select()
    .from(emailEvents)
    .where(and(eq(emailEvents.templateCode, 'FOLLOWED_COOKS_DIGEST'), eq(emailEvents.recipientUserId, userId)));

/** Sends what is due at `at` and answers the digests to `email` (the daily menu may go out too). */
async function sendDue(at: string, email: string) {
  const sent: MailMessage[] = [];
  await dispatchEmails({
    db: db(),
    mailer: { provider: 'outbox', send: async (m) => void sent.push(m) },
    origin: 'https://lunch.example',
    now: () => new Date(Date.parse(at) + 60_000),
  });
  return sent.filter((m) => m.to === email && /^(New from cooks you follow|Naujienos iš virėjų)/.test(m.subject));
}

describe('the followed cooks digest', () => {
  it('one per person and day from 16:00 local, however many ticks and meals, listing only new meals of followed cooks', async () => {
    const s = await digestScene();
    await s.meal(s.cook.id, 'Rasa soup', '2026-12-01T08:00:00Z');
    await s.meal(s.jonas.id, 'Jonas curry', '2026-11-30T14:30:00Z', { priceCents: 700 }); // 16:30 local the day before
    await s.meal(s.cook.id, 'Rasa pie', '2026-12-01T13:00:00Z', { pickupDate: '2026-12-04' });
    await s.meal(s.unfollowed.id, 'Unfollowed stew', '2026-12-01T09:00:00Z');
    await s.meal(s.cook.id, 'Old news', '2026-11-30T13:00:00Z'); // 15:00 local the day before: yesterday's digest
    const closed = await s.meal(s.cook.id, 'Closed already', '2026-12-01T09:00:00Z', {
      pickupDate: '2026-12-01',
      cutoffDate: '2026-12-01',
      cutoffTime: '10:00',
    });
    const hidden = await s.meal(s.cook.id, 'Switched off', '2026-12-01T09:00:00Z');
    await setMeal(db(), hidden.id, { isActive: false });
    const disabled = await s.meal(s.jonas.id, 'Disabled by moderation', '2026-12-01T09:00:00Z');
    await setMeal(db(), disabled.id, { isSoftDisabled: true });
    await s.meal(s.cook.id, 'Too late for today', '2026-12-01T14:02:00Z'); // 16:02 local: tomorrow's digest
    expect(closed.id).toBeTruthy();

    await tick(DAY1_BEFORE);
    expect(await digestsTo(s.eater.id)).toHaveLength(0);
    await tick(DAY1_DIGEST, '2026-12-01T15:00:00Z', '2026-12-01T21:55:00Z');
    const events = await digestsTo(s.eater.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.idempotencyKey).toBe(`FOLLOWED_COOKS_DIGEST:${s.eater.id}:2026-12-01`);
    expect((events[0]!.payload as { digestMealIds: string[] }).digestMealIds).toHaveLength(3);

    const [mail] = await sendDue('2026-12-01T21:55:00Z', s.eater.email);
    expect(mail!.subject).toContain(s.office.name);
    expect(mail!.text).toContain('Jonas curry · Jonas Kazlauskas · Thursday, December 3, 2026 · €7.00');
    expect(mail!.text).toContain('Rasa soup · Rasa Petraitė');
    expect(mail!.text).toContain('Rasa pie');
    for (const absent of [
      'Unfollowed stew',
      'Old news',
      'Closed already',
      'Switched off',
      'Disabled by moderation',
      'Too late for today',
    ]) {
      expect(mail!.text).not.toContain(absent);
    }
    expect(mail!.text).toContain(`https://lunch.example/${s.office.slug}/menu?day=week`);

    // The next day lists what came after yesterday's 16:00, once.
    await tick(DAY2_DIGEST, '2026-12-02T20:00:00Z');
    const [, next] = (await digestsTo(s.eater.id)).sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey));
    expect(next!.idempotencyKey).toBe(`FOLLOWED_COOKS_DIGEST:${s.eater.id}:2026-12-02`);
    const [second] = await sendDue('2026-12-02T20:00:00Z', s.eater.email);
    expect(second!.text).toContain('Too late for today');
    expect(second!.text).not.toContain('Rasa soup');
    expect(await digestsTo(s.eater.id)).toHaveLength(2);
  });

  it('nothing without new meals, nothing with the marketing preference off, nothing for an unfollowed cook', async () => {
    const quiet = await digestScene();
    await quiet.meal(quiet.cook.id, 'Last week', '2026-11-24T09:00:00Z');
    await quiet.meal(quiet.unfollowed.id, 'Not followed', '2026-12-01T09:00:00Z');
    const off = await digestScene(false);
    await off.meal(off.cook.id, 'Nobody asked', '2026-12-01T09:00:00Z');
    await tick(DAY1_DIGEST, '2026-12-01T20:00:00Z');
    expect(await digestsTo(quiet.eater.id)).toHaveLength(0);
    expect(await digestsTo(off.eater.id)).toHaveLength(0);
    // The unfollowed cook's follower would have had one (the scene is not empty by accident).
    await world.caller(quiet.eater).follows.set({ cookId: quiet.unfollowed.id, follow: true });
    await tick('2026-12-01T20:05:00Z');
    expect(await digestsTo(quiet.eater.id)).toHaveLength(1);
  });

  it('the e-mail carries one-click unsubscribe, and that link turns marketing off (no digest the next day)', async () => {
    const s = await digestScene();
    await s.meal(s.jonas.id, 'Dumplings', '2026-12-01T09:00:00Z');
    await tick(DAY1_DIGEST);
    const [mail] = await sendDue(DAY1_DIGEST, s.eater.email);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = mail!.headers!['List-Unsubscribe']!.match(/^<([^>]+)>/)![1]!;
    // The e-mail's own preference link: only its hash is stored.
    const token = oneClick.match(/^https:\/\/lunch\.example\/u\/([a-z2-7]{32})\/unsubscribe$/)![1]!;
    const stored = await db().select().from(unsubscribeTokens).where(eq(unsubscribeTokens.userId, s.eater.id));
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await server.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const [prefs] = await db().select().from(emailPrefs).where(eq(emailPrefs.userId, s.eater.id));
    expect(prefs).toMatchObject({ marketing: false, transactional: true });

    await s.meal(s.jonas.id, 'More dumplings', '2026-12-02T09:00:00Z');
    await tick(DAY2_DIGEST);
    expect(await digestsTo(s.eater.id)).toHaveLength(1);
  });

  it('a digest queued while marketing was on is skipped if it is turned off before sending, and in Lithuanian lists lt dates and prices', async () => {
    const s = await digestScene();
    await s.meal(s.jonas.id, 'Cepelinai', '2026-12-01T09:00:00Z', { priceCents: 650 });
    await tick(DAY1_DIGEST);
    await db().update(emailPrefs).set({ marketing: false }).where(eq(emailPrefs.userId, s.eater.id));
    expect(await sendDue(DAY1_DIGEST, s.eater.email)).toHaveLength(0);
    expect((await digestsTo(s.eater.id))[0]).toMatchObject({ status: 'skipped' });

    const lt = await digestScene();
    await db().update(profiles).set({ locale: 'lt' }).where(eq(profiles.userId, lt.eater.id));
    await lt.meal(lt.jonas.id, 'Cepelinai', '2026-12-01T09:00:00Z', { priceCents: 650 });
    await tick(DAY1_DIGEST);
    const [mail] = await sendDue(DAY1_DIGEST, lt.eater.email);
    expect(mail!.subject).toContain('Naujienos iš virėjų');
    expect(mail!.text).toMatch(/Cepelinai · Jonas Kazlauskas · .*gruodžio 3.* · 6,50\s€/);
  });
});
