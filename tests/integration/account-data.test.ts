// The person's own data through createCaller: "Download my data" holds each kind of row the product keeps about
// them (and nobody else's), without secrets; erasing the account leaves no personal data in any table and no file
// in storage (docs/privacy.md).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { createSession } from '../../server/auth/sessions';
import { rowsOf } from '../../server/db/client';
import { photoVariantKeys } from '../../server/storage';
import {
  accessRequests,
  auditLog,
  absences,
  cookFollows,
  regularSubscriptions,
  emailPrefs,
  handovers,
  mealFeedback,
  emailEvents,
  meals,
  preorders,
  profiles,
  reports,
  users,
  waitlistEntries,
  notificationPrefs,
  pushSubscriptions,
} from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError } from '../helpers/errors';
import { createMeal, createOffice, createUser, uniq } from '../helpers/factories';
import { addPhotos } from '../helpers/menu';

const world = useTestWorld();
const db = () => world.deps.database.db;
const PASSWORD = 'correct horse battery staple 9';
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(PASSWORD));

/**
 * A person with one row of every kind: they cook (a past meal with a photo, collected and unpaid by a colleague;
 * a future meal reserved by a colleague), eat (a past collected reservation with feedback, a future one), report,
 * follow, wait, hand over, asked for access, have sessions, preferences, a calendar link and an audit entry.
 */
async function personWithEverything() {
  world.clock.set('2026-11-20T09:00:00Z');
  const office = await createOffice(db());
  const firstName = `Zebulon${randomBytes(3).toString('hex')}`;
  const lastName = `Quux${randomBytes(3).toString('hex')}`;
  const email = `${uniq('person')}@example.com`;
  const person = await createUser(db(), 'cook', {
    officeId: office.id,
    firstName,
    lastName,
    email,
    passwordHash: await passwordHash(),
  });
  const colleague = await createUser(db(), 'cook', { officeId: office.id, firstName: 'Rasa', lastName: 'Petraitė' });
  const admin = await createUser(db(), 'admin', { officeId: office.id });

  const pastOwn = await createMeal(db(), { cookId: person.id, officeId: office.id, pickupDate: '2026-11-10' });
  const futureOwn = await createMeal(db(), { cookId: person.id, officeId: office.id, pickupDate: '2026-11-23' });
  const pastOther = await createMeal(db(), { cookId: colleague.id, officeId: office.id, pickupDate: '2026-11-11' });
  const futureOther = await createMeal(db(), { cookId: colleague.id, officeId: office.id, pickupDate: '2026-11-24' });
  const soldOut = await createMeal(db(), { cookId: colleague.id, officeId: office.id, pickupDate: '2026-11-25' });
  const photoName = uniq('photo');
  await addPhotos(db(), pastOwn.id, [photoName]);
  for (const key of Object.values(photoVariantKeys(`meals/${photoName}`))) {
    await world.deps.storage.put(key, Buffer.from('webp'), 'image/webp');
  }

  const [owed] = await db()
    .insert(preorders)
    .values({ mealId: pastOwn.id, eaterId: colleague.id, quantity: 2, status: 'fulfilled' })
    .returning();
  const [futureReservedByOther] = await db()
    .insert(preorders)
    .values({ mealId: futureOwn.id, eaterId: colleague.id, quantity: 1 })
    .returning();
  const [eaten] = await db()
    .insert(preorders)
    .values({ mealId: pastOther.id, eaterId: person.id, quantity: 1, status: 'fulfilled' })
    .returning();
  const [future] = await db()
    .insert(preorders)
    .values({ mealId: futureOther.id, eaterId: person.id, quantity: 1 })
    .returning();
  // Rows inserted directly: the portions left are brought in line with the reservations by hand.
  await db().execute(sql`
    update meals m set available_portions = m.total_portions - coalesce(
      (select sum(quantity) from preorders p where p.meal_id = m.id and p.status in ('reserved', 'active')), 0)
     where m.office_id = ${office.id}`);
  await db()
    .insert(mealFeedback)
    .values({ preorderId: eaten!.id, mealId: pastOther.id, cookId: colleague.id, rating: 'up', note: 'Tasty' });
  await db()
    .insert(reports)
    .values({ reason: 'other', note: 'A note', targetType: 'meal', targetId: pastOther.id, reporterId: person.id });
  await db().insert(emailPrefs).values({ userId: person.id, marketing: true });
  await createSession(db(), person.id, world.clock.now());
  await db().insert(cookFollows).values({ followerId: person.id, cookId: colleague.id });
  await db().insert(cookFollows).values({ followerId: colleague.id, cookId: person.id });
  await db()
    .insert(regularSubscriptions)
    .values({ eaterId: person.id, cookId: colleague.id, weekdays: [2], quantity: 1 });
  await db()
    .insert(regularSubscriptions)
    .values({ eaterId: colleague.id, cookId: person.id, weekdays: [4], quantity: 1 });
  await db().insert(absences).values({ userId: person.id, fromDate: '2026-12-01', toDate: '2026-12-05' });
  await db()
    .update(profiles)
    .set({
      diet: ['vegan'],
      paymentIban: 'LT121000011101001000',
      paymentHolder: `${firstName} ${lastName}`,
      paymentLink: 'https://pay.example/zebulon',
    })
    .where(eq(profiles.userId, person.id));
  await db().insert(notificationPrefs).values({ userId: person.id, kind: 'mealReady', push: false, email: false });
  await db()
    .insert(pushSubscriptions)
    .values({
      userId: person.id,
      endpoint: `https://push.example/send/${person.id}`,
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
    });
  await db()
    .insert(pushSubscriptions)
    .values({
      userId: colleague.id,
      endpoint: `https://push.example/send/${colleague.id}`,
      p256dh: 'C'.repeat(87),
      auth: 'D'.repeat(22),
    });
  await db().insert(notificationPrefs).values({ userId: colleague.id, kind: 'mealReady', push: true, email: false });
  // Between two other people: the colleague collected (and owes for) a third cook's meal.
  const stranger = await createUser(db(), 'cook', { officeId: office.id });
  const strangersMeal = await createMeal(db(), { cookId: stranger.id, officeId: office.id, pickupDate: '2026-11-12' });
  const [othersCollected] = await db()
    .insert(preorders)
    .values({ mealId: strangersMeal.id, eaterId: colleague.id, quantity: 1, status: 'fulfilled' })
    .returning();
  await db().insert(waitlistEntries).values({ mealId: soldOut.id, eaterId: person.id, quantity: 1 });
  await db()
    .insert(handovers)
    .values({
      preorderId: future!.id,
      mealId: futureOther.id,
      fromEaterId: person.id,
      expiresAt: new Date('2026-11-24T10:00:00Z'),
    });
  await db()
    .insert(accessRequests)
    .values({ email, userId: person.id, officeGuess: 'HQ', note: `{"name":"${firstName} ${lastName}"}` });
  await db()
    .insert(auditLog)
    .values({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.setRole',
      targetType: 'user',
      targetId: person.id,
      targetLabel: email,
      before: { role: 'eater', email },
      after: { role: 'cook' },
    });
  await world.caller(person).calendar.createLink();
  return {
    office,
    person,
    colleague,
    admin,
    firstName,
    lastName,
    email,
    photoName,
    meals: { pastOwn, futureOwn, pastOther, futureOther, soldOut },
    preorders: {
      owed: owed!,
      futureReservedByOther: futureReservedByOther!,
      eaten: eaten!,
      future: future!,
      othersCollected: othersCollected!,
    },
    strangersMeal,
  };
}

describe('account.exportData', () => {
  it('holds each kind of row about the person, with photo links and without secrets', async () => {
    const p = await personWithEverything();
    const data = await world.caller(p.person).account.exportData();

    expect(data.profile).toMatchObject({
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      role: 'cook',
      officeName: p.office.name,
      calendarLinkExists: true,
    });
    expect(data.reservations.map((r) => r.id).sort()).toEqual([p.preorders.eaten.id, p.preorders.future.id].sort());
    expect(data.meals.map((m) => m.id).sort()).toEqual([p.meals.pastOwn.id, p.meals.futureOwn.id].sort());
    const withPhoto = data.meals.find((m) => m.id === p.meals.pastOwn.id)!;
    expect(withPhoto.photos).toHaveLength(1);
    expect(withPhoto.photos[0]!.card).toMatch(new RegExp(`^https?://.+/uploads/meals/${p.photoName}-card\\.webp$`));
    // Both sides of the ledger: what they owe or paid as an eater, what they are owed as a cook.
    expect(data.ledgerLines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ preorderId: p.preorders.eaten.id, side: 'eater', otherPerson: 'Rasa Petraitė' }),
        expect.objectContaining({ preorderId: p.preorders.owed.id, side: 'cook', amountCents: 1100 }),
      ]),
    );
    expect(data.feedbackGiven).toEqual([expect.objectContaining({ rating: 'up', note: 'Tasty' })]);
    expect(data.reportsMade).toEqual([expect.objectContaining({ reason: 'other', note: 'A note' })]);
    expect(data.emailPreferences).toMatchObject({ marketing: true, transactional: true });
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual(['createdAt', 'expiresAt']);
    expect(data.follows.following).toEqual([expect.objectContaining({ cookId: p.colleague.id })]);
    expect(data.follows.followerCount).toBe(1);
    expect(data.waitlistPlaces).toEqual([expect.objectContaining({ mealId: p.meals.soldOut.id, status: 'waiting' })]);
    expect(data.handovers).toEqual([expect.objectContaining({ preorderId: p.preorders.future.id, offeredByMe: true })]);
    expect(data.accessRequests).toEqual([expect.objectContaining({ email: p.email, officeGuess: 'HQ' })]);
    expect(data.auditEntries).toEqual([expect.objectContaining({ action: 'user.setRole', after: { role: 'cook' } })]);
    expect(data.profile).toMatchObject({ diet: ['vegan'], paymentIban: 'LT121000011101001000' });
    expect(data.notificationPreferences).toEqual([expect.objectContaining({ kind: 'mealReady', push: false })]);
    expect(data.pushDevices).toEqual([
      expect.objectContaining({ endpoint: `https://push.example/send/${p.person.id}` }),
    ]);
    expect(JSON.stringify(data.pushDevices)).not.toContain('A'.repeat(22));
    expect(data.regulars.standingOrders).toEqual([
      expect.objectContaining({ cookId: p.colleague.id, weekdays: [2], quantity: 1 }),
    ]);
    expect(data.regulars.absences).toEqual([expect.objectContaining({ from: '2026-12-01', to: '2026-12-05' })]);

    // No secret of any kind: no password hash, session id or token hash anywhere in the file.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(text).not.toMatch(/argon2/);
    // Nobody else's reservations, ledger lines or devices: not the colleague's reservation of the person's future
    // meal (the person sees it as the cook, not in their data), not a collected reservation and its ledger line
    // between two other people, not the colleague's push device.
    expect(text).not.toContain(p.preorders.futureReservedByOther.id);
    expect(text).not.toContain(p.preorders.othersCollected.id);
    expect(text).not.toContain(p.strangersMeal.id);
    expect(data.ledgerLines.map((line) => line.preorderId)).not.toContain(p.preorders.othersCollected.id);
    expect(text).not.toContain(`https://push.example/send/${p.colleague.id}`);
    expect(text).not.toContain('C'.repeat(87));
  });

  it('is refused without a session', async () => {
    await expectAppError(world.caller(null).account.exportData(), 'notAuthenticated');
  });
});

/** Every column of every table, as text, that contains one of the strings: `table.column` names. */
async function columnsContaining(needles: string[]) {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db().execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [row] = rowsOf<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from ${sql.identifier(table)}
               where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
        ),
      );
      if (row!.n > 0) found.push(`${table}.${column} has ${needle}`);
    }
  }
  return found;
}

const storedFile = (key: string) => existsSync(join(resolve(world.deps.env.STORAGE_DIR), key));

describe('account.delete', () => {
  it('a wrong password is refused with a clear 4xx and changes nothing', async () => {
    const p = await personWithEverything();
    const before = await world.caller(p.person).account.exportData();
    await expectAppError(
      world.caller(p.person).account.delete({ password: 'not my password at all' }),
      'wrongPassword',
    );
    await expectAppError(world.caller(p.person).account.delete({}), 'wrongPassword');
    const after = await world.caller(p.person).account.exportData();
    expect({ ...after, exportedAt: null }).toEqual({ ...before, exportedAt: null });
    expect(storedFile(`meals/${p.photoName}-card.webp`)).toBe(true);
  });

  it('erases the person: no e-mail or name in any column of any table, no file in storage; the ledger keeps what is owed', async () => {
    const p = await personWithEverything();
    // An e-mail still queued to them, and one their address was in.
    await db()
      .insert(emailEvents)
      .values({
        templateCode: 'RESERVATION_CONFIRMATION',
        recipientUserId: p.person.id,
        recipientEmail: p.email,
        idempotencyKey: uniq('key'),
      });
    expect(await columnsContaining([p.email, p.firstName, p.lastName])).not.toEqual([]);

    const result = await world.caller(p.person).account.delete({ password: PASSWORD });
    expect(result).toEqual({ cancelledReservations: 1, withdrawnMeals: 1 });

    expect(await columnsContaining([p.email, p.firstName, p.lastName])).toEqual([]);
    for (const key of Object.values(photoVariantKeys(`meals/${p.photoName}`))) expect(storedFile(key)).toBe(false);

    // The future meal is withdrawn and its eater told; the person's future reservation is cancelled.
    const [future] = await db().select().from(meals).where(eq(meals.id, p.meals.futureOwn.id));
    expect(future!.withdrawnAt).not.toBeNull();
    const [theirs] = await db().select().from(preorders).where(eq(preorders.id, p.preorders.future.id));
    expect(theirs!.status).toBe('cancelled');
    const told = await db().select().from(emailEvents).where(eq(emailEvents.recipientUserId, p.colleague.id));
    expect(told.map((e) => e.templateCode)).toContain('RESERVATION_CANCELLED');

    // The colleague still owes the erased cook: the line stays, the cook is "Deleted user" (a blank profile).
    const [owed] = await db().select().from(preorders).where(eq(preorders.id, p.preorders.owed.id));
    expect(owed).toMatchObject({ status: 'fulfilled', paymentStatus: 'unpaid' });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, p.person.id));
    expect(profile).toMatchObject({
      firstName: '',
      lastName: '',
      email: '',
      avatarUrl: null,
      diet: [],
      paymentIban: null,
      paymentHolder: null,
      paymentLink: null,
    });
    expect(profile!.deletedAt).not.toBeNull();
    // Their devices and choices go too (an endpoint or a preference names nobody, but is theirs).
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.person.id))).toEqual([]);
    expect(await db().select().from(notificationPrefs).where(eq(notificationPrefs.userId, p.person.id))).toEqual([]);
    // The colleague's own rows are untouched by the erasure.
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.colleague.id)),
    ).toHaveLength(1);
    // No standing order for or from them, and no absences (docs/decisions/048-regulars.md).
    const standing = await db()
      .select()
      .from(regularSubscriptions)
      .where(or(eq(regularSubscriptions.eaterId, p.person.id), eq(regularSubscriptions.cookId, p.person.id)));
    expect(standing).toEqual([]);
    expect(await db().select().from(absences).where(eq(absences.userId, p.person.id))).toEqual([]);
  });

  it('the old credentials no longer sign in, the session is over, and the address can sign up anew', async () => {
    const p = await personWithEverything();
    await world.caller(p.person).account.delete({ password: PASSWORD });
    await expectAppError(world.caller(null).auth.signIn({ email: p.email, password: PASSWORD }), 'invalidCredentials');
    const left = rowsOf(await db().execute(sql`select 1 from sessions where user_id = ${p.person.id}`));
    expect(left).toEqual([]);
    expect(
      await world.caller(null).auth.signUp({
        fullName: 'New Person',
        email: p.email,
        password: 'another long passphrase 42',
        locale: 'en',
      }),
    ).toEqual({ status: 'confirmationSent' });
    const [identity] = await db().select().from(users).where(eq(users.id, p.person.id));
    expect(identity!.passwordHash).toBeNull();
  });

  it('a Google-only account is erased after a fresh sign-in only', async () => {
    world.clock.set('2026-11-20T09:00:00Z');
    const person = await createUser(db(), 'eater', { firstName: 'Goo', lastName: 'Gle' });
    await createSession(db(), person.id, world.clock.now());
    const [session] = rowsOf<{ id: string }>(
      await db().execute(sql`update sessions set created_at = ${'2026-11-20T09:00:00Z'}::timestamptz
                              where user_id = ${person.id} returning id`),
    );
    const me = { ...person, sessionId: session!.id };
    world.clock.set('2026-11-20T09:11:00Z');
    await expectAppError(world.caller(me).account.delete({}), 'reauthenticationRequired');
    world.clock.set('2026-11-20T09:09:00Z');
    expect(await world.caller(me).account.delete({})).toEqual({ cancelledReservations: 0, withdrawnMeals: 0 });
  });

  it('is refused without a session', async () => {
    await expectAppError(world.caller(null).account.delete({ password: 'x' }), 'notAuthenticated');
  });
});

describe('admin.eraseUser', () => {
  it('an admin erases an eater on request (audited without the name); not themselves, not an admin, not as eater', async () => {
    const p = await personWithEverything();
    const eater = await createUser(db(), 'eater', { officeId: p.office.id, firstName: 'Asked', lastName: 'Forit' });
    await expectAppError(world.caller(p.colleague).admin.eraseUser({ userId: eater.id }), 'unauthorized');
    await expectAppError(world.caller(p.admin).admin.eraseUser({ userId: p.admin.id }), 'ownRole');
    const other = await createUser(db(), 'admin', { officeId: p.office.id });
    await expectAppError(world.caller(p.admin).admin.eraseUser({ userId: other.id }), 'roleChangeNotAllowed');
    // The users page offers the button only where the rules allow it.
    const listed = async (id: string) =>
      (await world.caller(p.admin).admin.users({ office: p.office.id })).items.find((row) => row.id === id)!;
    expect(await listed(eater.id)).toMatchObject({ canErase: true, erased: false });
    expect(await listed(other.id)).toMatchObject({ canErase: false });

    expect(await world.caller(p.admin).admin.eraseUser({ userId: eater.id })).toEqual({
      cancelledReservations: 0,
      withdrawnMeals: 0,
    });
    const entries = await db().select().from(auditLog).where(eq(auditLog.targetId, eater.id));
    expect(entries).toEqual([expect.objectContaining({ action: 'user.erase', actorId: p.admin.id, targetLabel: '' })]);
    expect(await columnsContaining([eater.email, 'Forit'])).toEqual([]);
    await expectAppError(world.caller(p.admin).admin.eraseUser({ userId: eater.id }), 'notFound');
    // Listed as erased, with nothing left to change.
    expect(await listed(eater.id)).toMatchObject({ erased: true, canErase: false, canChangeOffice: false });
  });

  it('never erases the last admin of an organization: not by a super admin, not by themselves', async () => {
    const office = await createOffice(db(), {});
    const only = await createUser(db(), 'admin', { officeId: office.id, passwordHash: await passwordHash() });
    const superAdmin = await createUser(db(), 'super_admin');
    await expectAppError(world.caller(superAdmin).admin.eraseUser({ userId: only.id }), 'lastOrganizationAdmin');
    await expectAppError(world.caller(only).account.delete({ password: PASSWORD }), 'lastOrganizationAdmin');
    // With a second admin, either may go.
    await createUser(db(), 'admin', { officeId: office.id });
    await world.caller(superAdmin).admin.eraseUser({ userId: only.id });
  });
});
