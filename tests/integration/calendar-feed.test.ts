// The calendar feed: the secret link (made and shown once, stored as its hash, replaced, revoked), and the feed itself read back with an
// iCalendar parser (ical.js), field by field: an eater's pickups (meal, cook, window in the office's time zone,
// kitchen, price and payment; a cancelled reservation as a cancelled event) and a cook's cooking (portions
// reserved), in the user's language. Unknown and malformed tokens are 404 alike.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTestWorld } from '../helpers/context';
import { createMeal, createOffice, createUser } from '../helpers/factories';
import { useTestApp } from '../helpers/http';
import { officeWorld } from '../helpers/menu';
import { hashToken } from '../../server/auth/tokens';
import { profiles } from '../../server/db/schema';
import { eq } from 'drizzle-orm';

const world = useTestWorld();
const http = useTestApp(world);
const NOW = '2026-11-20T10:00:00Z';

async function fetchFeed(url: string) {
  const response = await http.app.inject({ method: 'GET', url: new URL(url).pathname });
  return response;
}

function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        location: event.location,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: vevent.getFirstPropertyValue('status'),
        url: vevent.getFirstPropertyValue('url'),
      };
    }),
  };
}

describe('calendar link', () => {
  it('is made on request (shown that once), replaced (the old one stops) and revoked', async () => {
    world.clock.set(NOW);
    const user = await createUser(world.deps.database.db, 'eater');
    const caller = world.caller(user);
    expect(await caller.calendar.link()).toEqual({ active: false, url: null });
    const first = await caller.calendar.createLink();
    expect(first.url).toMatch(/^http:\/\/localhost:\d+\/calendar\/[a-z2-7]{32}\.ics$/);
    // Only the secret's SHA-256 is stored, so the link cannot be read back: the profile says it is on.
    expect(await caller.calendar.link()).toEqual({ active: true, url: null });
    const token = first.url!.match(/([a-z2-7]{32})\.ics$/)![1]!;
    const [stored] = await world.deps.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(stored!.calendarTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await fetchFeed(first.url!)).statusCode).toBe(200);

    const second = await caller.calendar.createLink();
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url!)).statusCode).toBe(404);
    expect((await fetchFeed(second.url!)).statusCode).toBe(200);

    expect(await caller.calendar.revokeLink()).toEqual({ active: false, url: null });
    expect(await caller.calendar.link()).toEqual({ active: false, url: null });
    expect((await fetchFeed(second.url!)).statusCode).toBe(404);
  });

  it('answers an unknown or malformed token with 404, the same way', async () => {
    for (const path of [
      '/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
      '/calendar/not-a-token.ics',
      '/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const response = await http.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toBe('Not found');
    }
  });
});

describe('calendar feed', () => {
  it("lists an eater's pickups with every field, in the office's time zone; a cancelled one as cancelled", async () => {
    world.clock.set(NOW);
    const { db, office, cook, eater, caller } = await officeWorld(world);
    const soup = await createMeal(db, {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-21',
      title: 'Beet soup',
      priceCents: 450,
      pickupStart: '12:00',
      pickupEnd: '13:00',
    });
    const stew = await createMeal(db, {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-23',
      title: 'Lentil stew',
      priceCents: 500,
    });
    const kept = await caller.preorders.reserve({ mealId: soup.id, quantity: 2 });
    const dropped = await caller.preorders.reserve({ mealId: stew.id, quantity: 1 });
    await caller.preorders.cancel({ preorderId: dropped.id });
    await world.caller(cook).preorders.markCollected({ preorderId: kept.id });
    const { url } = await caller.calendar.createLink();

    const response = await fetchFeed(url!);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = eventsOf(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Vilnius');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lunchbox');
    expect(events).toHaveLength(2);
    const [soupEvent, stewEvent] = events;
    expect(soupEvent).toEqual({
      uid: `preorder-${kept.id}@lunchbox`,
      summary: 'Lunch: Beet soup',
      description: `2 × Beet soup by Rasa Petraitė\nPickup 12:00 PM–1:00 PM in the kitchen of ${office.name}\n€9.00, paid`,
      location: `Kitchen, ${office.name}`,
      // 12:00 in Vilnius in November (UTC+2).
      start: '2026-11-21T10:00:00.000Z',
      end: '2026-11-21T11:00:00.000Z',
      status: 'CONFIRMED',
      url: expect.stringMatching(/\/activity$/),
    });
    expect(stewEvent).toMatchObject({
      uid: `preorder-${dropped.id}@lunchbox`,
      summary: 'Lunch: Lentil stew',
      status: 'CANCELLED',
      start: '2026-11-23T10:30:00.000Z',
      end: '2026-11-23T11:30:00.000Z',
    });
    expect(stewEvent!.description).toContain('€5.00, to pay the cook at pickup');
    // Only the owner's reservations: the feed names no other eater.
    expect(response.body).not.toContain(eater.email);
  });

  it("lists a cook's meals with the portions reserved, in the cook's language, in another office's time zone", async () => {
    world.clock.set(NOW);
    const db = world.deps.database.db;
    const office = await createOffice(db, { timeZone: 'America/New_York' });
    const cook = await createUser(db, 'cook', { officeId: office.id, firstName: 'Ona' });
    await db.update(profiles).set({ locale: 'lt' }).where(eq(profiles.userId, cook.id));
    const eater = await createUser(db, 'eater', { officeId: office.id });
    const meal = await createMeal(db, {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-21',
      title: 'Pancakes',
      totalPortions: 8,
      pickupStart: '12:00',
      pickupEnd: '13:00',
    });
    await world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 3 });
    const { url } = await world.caller(cook).calendar.createLink();

    const { calendar, events } = eventsOf((await fetchFeed(url!)).body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    expect(events).toEqual([
      {
        uid: `meal-${meal.id}@lunchbox`,
        summary: 'Gaminate: Pancakes',
        description: `Rezervuota porcijų: 3 iš 8\nAtsiėmimas 12:00–13:00 biuro ${office.name} virtuvėje`,
        location: `Virtuvė, ${office.name}`,
        // 12:00 in New York in November (UTC-5).
        start: '2026-11-21T17:00:00.000Z',
        end: '2026-11-21T18:00:00.000Z',
        status: 'CONFIRMED',
        url: expect.stringMatching(/\/cook\/preorders$/),
      },
    ]);
  });
});
