// The person's own data through createCaller: "Download my data" holds each kind of row the product keeps about
// them (and nobody else's), without secrets; erasing the account leaves no personal data in any table and no file
// in storage (docs/privacy.md).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import {
  accessRequests,
  auditLog,
  cookFollows,
  emailPrefs,
  handovers,
  mealFeedback,
  preorders,
  reports,
  waitlistEntries,
} from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError } from '../helpers/errors';
import { createMeal, createOffice, createUser, uniq } from '../helpers/factories';
import { addPhotos } from '../helpers/menu';

const world = useTestWorld();
const db = () => world.deps.database.db;

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
  const person = await createUser(db(), 'cook', { officeId: office.id, firstName, lastName, email });
  const colleague = await createUser(db(), 'cook', { officeId: office.id, firstName: 'Rasa', lastName: 'Petraitė' });
  const admin = await createUser(db(), 'admin', { officeId: office.id });

  const pastOwn = await createMeal(db(), { cookId: person.id, officeId: office.id, pickupDate: '2026-11-10' });
  const futureOwn = await createMeal(db(), { cookId: person.id, officeId: office.id, pickupDate: '2026-11-23' });
  const pastOther = await createMeal(db(), { cookId: colleague.id, officeId: office.id, pickupDate: '2026-11-11' });
  const futureOther = await createMeal(db(), { cookId: colleague.id, officeId: office.id, pickupDate: '2026-11-24' });
  const soldOut = await createMeal(db(), { cookId: colleague.id, officeId: office.id, pickupDate: '2026-11-25' });
  const photoName = uniq('photo');
  await addPhotos(db(), pastOwn.id, [photoName]);

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
    preorders: { owed: owed!, futureReservedByOther: futureReservedByOther!, eaten: eaten!, future: future! },
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

    // No secret of any kind: no password hash, session id or token hash anywhere in the file.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(text).not.toMatch(/argon2/);
    // Nobody else's reservations.
    expect(text).not.toContain(p.preorders.futureReservedByOther.id);
  });

  it('is refused without a session', async () => {
    await expectAppError(world.caller(null).account.exportData(), 'notAuthenticated');
  });
});
