// The demo world (docs/demo.md): three weeks of an office's lunches around the moment of seeding, lived through the
// app's own services on a clock the builder moves. Every step is planned first as an event at an instant; the events
// then run in time order, each with the clock at its instant, and those after the seeding moment do not run. So the
// world obeys every rule the services enforce (cutoff, capacity, payment states, who may do what), dates are relative
// to the seeding moment, and one seed gives one world. Only the frame is written directly: organizations, offices,
// people (no sign-up mail for the demo), drawn photos and the demo office channel, whose address the services refuse
// to save on purpose (server/domain/outbound.ts, isDemoDestination).
import { CreateMealInput, CreateSeriesInput } from '../../shared/schemas/meals';
import { SetPaymentDetailsInput } from '../../shared/schemas/profile';
import { PostWishInput } from '../../shared/schemas/wishes';
import { addDays, isoWeekday, localDate, zonedInstant } from '../../shared/office-time';
import { DomainError } from '../../shared/errors';
import type { AdminActor, AuthUser } from '../auth/auth-user';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { replaceMealPhotos } from '../db/queries/cook';
import { createMailer } from '../email/transport';
import { insertAccessRequest } from '../db/queries/leads';
import { upsertOfficeChannel } from '../db/queries/office-channels';
import { insertOffice, insertOrganization } from '../db/queries/organizations';
import { insertUsersWithProfiles } from '../db/queries/users';
import type { AppDeps } from '../deps';
import type { StoredPhoto } from '../db/schema/meals';
import { DEMO_CHANNEL_URL } from '../domain/outbound';
import * as conditionalMeals from '../services/conditional-meals';
import * as cook from '../services/cook';
import * as draws from '../services/draws';
import * as feedback from '../services/feedback';
import * as follows from '../services/follows';
import * as handovers from '../services/handovers';
import * as ledger from '../services/ledger';
import * as mealMessages from '../services/meal-messages';
import * as mealSeries from '../services/meal-series';
import * as moderation from '../services/moderation';
import * as notifications from '../services/notifications';
import * as payments from '../services/payments';
import * as preorders from '../services/preorders';
import * as regulars from '../services/regulars';
import * as waitlist from '../services/waitlist';
import * as wishes from '../services/wishes';
import { avatarDataUrl } from './avatars';
import {
  DEMO_ACCOUNTS,
  DEMO_OFFICES,
  DEMO_ORGANIZATIONS,
  DEMO_PEOPLE,
  type OfficeKey,
  type OrganizationKey,
} from './cast';
import { DISHES, FIXED_MEALS, REPERTOIRE, type DishKey } from './dishes';
import { seededRandom, type Random } from './random';

export const DEMO_PASSWORD = 'lunchbox-demo';
/** The world `npm start` and `npm run cli -- seed` build. */
export const DEMO_SEED = 41;
/** Days of history before the seeding day, and days of menus after it. */
export const DEMO_PAST_DAYS = 14;
export const DEMO_FUTURE_DAYS = 7;

const HOUR = 3_600_000;
const MINUTE = 60_000;
const PICKUPS: [string, string][] = [
  ['11:30', '12:30'],
  ['12:00', '13:00'],
  ['12:30', '13:30'],
];

export interface DemoWorldOptions {
  seed?: number;
  /** Draws and stores a photo per dish (skipped by tests that do not look at photos). */
  photos?: boolean;
}

export interface DemoWorldSummary {
  people: number;
  meals: number;
  /** Planned steps that ran, and those a service refused (the world keeps to the rules rather than forcing them). */
  steps: number;
  refusals: Record<string, number>;
}

interface PlannedMeal {
  key: string;
  office: OfficeKey;
  cook: string;
  date: string;
  dish: DishKey;
  portions: number;
  pickup: [string, string];
  cutoffTime: string;
  publishAt: Date;
  id?: string;
}

interface Reservation {
  id: string;
  eater: string;
  state: 'reserved' | 'cancelled' | 'collected' | 'notCollected';
}

interface Step {
  at: Date;
  run: () => Promise<unknown>;
}

/**
 * Builds the world into an empty database (the caller checks that it is), in one transaction: all or nothing (a
 * failed seed leaves the database empty for the next start), and one commit instead of hundreds. Each service's own
 * transaction becomes a savepoint inside it.
 */
export function buildDemoWorld(deps: AppDeps, options: DemoWorldOptions = {}): Promise<DemoWorldSummary> {
  return deps.database.db.transaction((tx) => {
    const db = tx as unknown as Database;
    // E-mails a step sends at once go to the outbox in this transaction, never to an SMTP server: the demo's
    // addresses are made up.
    const mailer = createMailer({ ...deps.env, SMTP_URL: undefined }, db);
    return build({ ...deps, mailer, database: { ...deps.database, db } }, options);
  });
}

async function build(deps: AppDeps, options: DemoWorldOptions): Promise<DemoWorldSummary> {
  const random = seededRandom(options.seed ?? DEMO_SEED);
  const seededAt = deps.clock.now();
  const worldClock = { at: seededAt, now: () => worldClock.at };
  const act: AppDeps = { ...deps, clock: worldClock };
  // Drawn while the frame is written and the steps run (sharp works on its own threads), attached once they are done.
  const photos = options.photos ? drawPhotos(deps) : Promise.resolve(new Map<DishKey, StoredPhoto>());
  const frame = await buildFrame(deps, seededAt, random, seededRandom((options.seed ?? DEMO_SEED) + 96));

  const steps: Step[] = [];
  const at = (when: Date, run: () => Promise<unknown>) => steps.push({ at: when, run });
  const user = (email: string) => frame.users.get(email)!;
  const office = (key: OfficeKey) => frame.offices[key];
  const dayOf = (key: OfficeKey, offset: number) => addDays(localDate(seededAt, office(key).timeZone), offset);
  const instant = (key: OfficeKey, date: string, time: string) => zonedInstant(date, time, office(key).timeZone);
  const people = (key: OfficeKey, role: 'eater' | 'cook') =>
    DEMO_PEOPLE.filter((p) => p.office === key && p.role === role).map((p) => p.email);

  // The demo accounts the browser tests share keep out of the world's upcoming days (tests/e2e/ count their
  // portions, follows and debts), but for the eater's one upcoming pickup and the cook's meal of today.
  const DEMO_EATER = 'eater@example.com';
  const IEVA = 'ieva.zukauskiene@example.com';
  const sharedAccounts = new Set(['eater@example.com', 'cook@example.com', 'cook2@example.com', 'super@example.com']);

  // --- The meals: the first demo's fixed ones, then each cook's weekdays.
  const meals: PlannedMeal[] = [];
  const plan = (meal: Omit<PlannedMeal, 'key' | 'publishAt' | 'cutoffTime'> & { cutoffTime?: string }) => {
    const offset = daysBetween(dayOf(meal.office, 0), meal.date);
    // Past meals are published two mornings before; upcoming ones in the day before the seeding moment.
    const publishAt =
      offset < 0
        ? new Date(instant(meal.office, addDays(meal.date, -2), '09:00').getTime() + meals.length * MINUTE)
        : new Date(seededAt.getTime() - 26 * HOUR + meals.length * MINUTE);
    const planned = { cutoffTime: '10:30', ...meal, key: `${meal.cook}/${meal.date}/${meal.dish}`, publishAt };
    meals.push(planned);
    return planned;
  };
  for (const fixed of FIXED_MEALS) {
    plan({
      office: fixed.office,
      cook: fixed.cook,
      date: dayOf(fixed.office, fixed.dayOffset),
      dish: fixed.dish,
      portions: fixed.portions,
      pickup: fixed.pickup,
      // Ordering closes when the pickup window opens, so they can be tried at any hour of the day before.
      cutoffTime: fixed.pickup[0],
    });
  }
  for (const key of Object.keys(DEMO_OFFICES) as OfficeKey[]) {
    for (const cookEmail of people(key, 'cook')) {
      const repertoire = REPERTOIRE[cookEmail]!;
      for (let offset = -DEMO_PAST_DAYS; offset <= DEMO_FUTURE_DAYS; offset++) {
        const date = dayOf(key, offset);
        // Tomorrow keeps the first demo's menus; Kaunas keeps today empty (its visitors see the sample menu).
        if (offset === 1 && key !== 'london') continue;
        if (offset === 0 && key === 'kaunas') continue;
        const today =
          offset === 0 &&
          ['cook@example.com', 'mantas.vasiliauskas@example.com', 'priya.shah@example.net'].includes(cookEmail);
        if (!today && (isoWeekday(date) > 5 || !random.chance(0.35))) continue;
        plan({
          office: key,
          cook: cookEmail,
          date,
          dish: repertoire[(offset + DEMO_PAST_DAYS) % repertoire.length]!,
          portions: today ? 10 : random.int(5, 10),
          pickup: random.pick(PICKUPS),
        });
      }
    }
  }

  // Meals a story below publishes itself, outside the planned ones: their photos are attached with the others'.
  const storyMeals: { id: string; dish: DishKey }[] = [];

  // --- Steps before any meal: payment details, regulars, follows.
  const start = new Date(seededAt.getTime() - (DEMO_PAST_DAYS + 2) * 24 * HOUR);
  for (const [email, holder] of [
    ['cook@example.com', 'Rasa Petraitė'],
    ['ieva.zukauskiene@example.com', 'Ieva Žukauskienė'],
    ['priya.shah@example.net', 'Priya Shah'],
  ] as const) {
    at(start, () =>
      payments.setPaymentDetails(
        act,
        user(email),
        SetPaymentDetailsInput.parse({ iban: 'LT12 1000 0111 0100 1000', holder, link: 'https://revolut.me/demo' }),
      ),
    );
  }
  const regularsOf: [string, string, number[]][] = [
    ['gintare.balciunaite@example.com', 'ieva.zukauskiene@example.com', [1, 2, 3, 4, 5]],
    ['paulius.navickas@example.com', 'ieva.zukauskiene@example.com', [2, 4]],
    ['amelia.hughes@example.net', 'priya.shah@example.net', [1, 3, 5]],
  ];
  for (const [eater, cookEmail, weekdays] of regularsOf) {
    at(start, () => regulars.subscribe(act, user(eater), { cookId: user(cookEmail).id, weekdays, quantity: 1 }));
  }
  // Gintarė is away for three days of the coming week: Ieva's meals then are not reserved for her.
  at(new Date(seededAt.getTime() - 3 * 24 * HOUR), () =>
    regulars.addAbsence(act, user('gintare.balciunaite@example.com'), {
      from: dayOf('vilnius', 3),
      to: dayOf('vilnius', 5),
    }),
  );
  for (const key of Object.keys(DEMO_OFFICES) as OfficeKey[]) {
    const cooks = people(key, 'cook');
    for (const eater of people(key, 'eater').filter((email) => !sharedAccounts.has(email))) {
      for (const followed of random.sample(cooks, random.int(0, 2))) {
        // Only a cook who has cooked may be followed (server/db/queries/follows.ts): a few days ago, not at the start.
        at(new Date(seededAt.getTime() - 5 * 24 * HOUR), () =>
          follows.setFollow(act, user(eater), { cookId: user(followed).id, follow: true }),
        );
      }
    }
  }

  // --- The wish board (docs/features.md "Wish board"): what colleagues would like cooked, backed by others. The demo
  // eater's own wish lets them withdraw one; Kaunas keeps an empty board.
  const wishSteps: {
    office: OfficeKey;
    by: string;
    title: string;
    daysAgo: number;
    backers: string[];
    days?: number[];
    price?: number;
  }[] = [
    {
      office: 'vilnius',
      by: 'greta.sakalauskaite@example.com',
      title: 'Vegetable lasagne',
      daysAgo: 3,
      backers: ['lukas.ramanauskas@example.com', 'monika.rimkute@example.com', 'dovydas.zemaitis@example.com'],
      days: [2, 9],
      price: 650,
    },
    {
      office: 'vilnius',
      by: DEMO_EATER,
      title: 'Kibinai with lamb',
      daysAgo: 2,
      backers: ['karolis.urbonas@example.com'],
    },
    {
      office: 'vilnius',
      by: 'ugne.lukosiute@example.com',
      title: 'Thai green curry',
      daysAgo: 1,
      backers: [],
      price: 700,
    },
  ];
  for (const wish of wishSteps) {
    at(new Date(seededAt.getTime() - wish.daysAgo * 24 * HOUR), async () => {
      const { id } = await wishes.post(
        act,
        user(wish.by),
        PostWishInput.parse({
          slug: DEMO_OFFICES[wish.office].slug,
          title: wish.title,
          ...(wish.days
            ? { fromDate: dayOf(wish.office, wish.days[0]!), toDate: dayOf(wish.office, wish.days[1]!) }
            : {}),
          ...(wish.price ? { maxPriceCents: wish.price } : {}),
        }),
      );
      for (const [index, backer] of wish.backers.entries())
        await wishes.back(act, user(backer), { wishId: id, quantity: 1 + (index % 2) });
    });
  }

  // --- A past fair draw (docs/features.md "Fair draw"): Ieva's falafel three days ago, shared by a draw the day
  // before. Its seed comes from a generator of its own, so the rest of the world draws exactly what it did before.
  const drawDay = dayOf('vilnius', -3);
  const drawOpens = instant('vilnius', addDays(drawDay, -2), '08:00');
  const drawCloses = instant('vilnius', addDays(drawDay, -1), '15:00');
  const drawMeal = { id: '' };
  at(drawOpens, async () => {
    const dish = DISHES.falafel;
    const created = await cook.create(
      act,
      user(IEVA),
      CreateMealInput.parse({
        title: dish.title,
        description: dish.description,
        priceCents: dish.priceCents,
        totalPortions: 4,
        pickupDate: drawDay,
        pickupStart: '12:00',
        pickupEnd: '13:00',
        cutoffDate: addDays(drawDay, -1),
        cutoffTime: '18:00',
        dietaryTags: dish.tags,
        allergens: dish.allergens,
        drawUntil: { date: addDays(drawDay, -1), time: '15:00' },
      }),
    );
    drawMeal.id = created.id;
    storyMeals.push({ id: created.id, dish: 'falafel' });
  });
  const drawEntrants = people('vilnius', 'eater').filter((email) => !sharedAccounts.has(email));
  for (const [index, eater] of drawEntrants.slice(0, 5).entries()) {
    // Nothing to enter when the office was closed that day (the cook's create was refused).
    at(new Date(drawOpens.getTime() + (index + 1) * HOUR), async () => {
      if (drawMeal.id) await draws.enter(act, user(eater), { mealId: drawMeal.id, quantity: 1 + (index % 2) });
    });
  }
  const drawSeeds = seededRandom((options.seed ?? DEMO_SEED) + 64);
  at(new Date(drawCloses.getTime() + MINUTE), () => draws.runDueDraws(act, () => drawSeeds.int(0, 2 ** 32 - 1)));

  // --- Conditional meals (docs/features.md "Conditional meals"), Mantas's, outside the planned meals so the rest of
  // the world is drawn as before: ramen on the next weekday after tomorrow, short of its minimum so far (the eater's
  // week menu says "Goes ahead at 6: 3 so far"), and green curry on a weekday last week, which went ahead in the
  // statement of its fourth reservation and was collected. Colleagues only: the shared accounts' upcoming days stay
  // empty (tests/e2e/).
  const MANTAS = 'mantas.vasiliauskas@example.com';
  const weekdayFrom = (offset: number, step: 1 | -1) => {
    while (isoWeekday(dayOf('vilnius', offset)) > 5) offset += step;
    return dayOf('vilnius', offset);
  };
  const colleagues = people('vilnius', 'eater').filter((email) => !sharedAccounts.has(email));
  const conditional = [
    {
      dish: 'ramen',
      date: weekdayFrom(2, 1),
      minimum: 6,
      eaters: colleagues.slice(-3),
      publishAt: new Date(seededAt.getTime() - 26 * HOUR),
    },
    { dish: 'greenCurry', date: weekdayFrom(-4, -1), minimum: 4, eaters: colleagues.slice(5, 10), publishAt: null },
  ] as const;
  for (const story of conditional) {
    const publishAt = story.publishAt ?? instant('vilnius', addDays(story.date, -2), '09:00');
    const cutoff = instant('vilnius', story.date, '10:30');
    const pickupStart = instant('vilnius', story.date, '12:00');
    const meal = { id: '' };
    at(publishAt, async () => {
      const dish = DISHES[story.dish];
      const created = await cook.create(
        act,
        user(MANTAS),
        CreateMealInput.parse({
          title: dish.title,
          description: dish.description,
          priceCents: dish.priceCents,
          totalPortions: 8,
          minimumPortions: story.minimum,
          pickupDate: story.date,
          pickupStart: '12:00',
          pickupEnd: '13:00',
          cutoffDate: null,
          cutoffTime: '10:30',
          dietaryTags: dish.tags,
          allergens: dish.allergens,
        }),
      );
      meal.id = created.id;
      storyMeals.push({ id: created.id, dish: story.dish });
    });
    const window = Math.min(cutoff.getTime(), seededAt.getTime()) - publishAt.getTime();
    const reserved: { eater: string; id: string }[] = [];
    story.eaters.forEach((eater, index) =>
      at(new Date(publishAt.getTime() + ((index + 1) / (story.eaters.length + 1)) * window), async () => {
        if (!meal.id) return;
        reserved.push({ eater, id: (await preorders.reserve(act, user(eater), { mealId: meal.id, quantity: 1 })).id });
      }),
    );
    // The minute tick after the cutoff settles what is still unsettled (nothing, when the minimum was met).
    at(new Date(cutoff.getTime() + MINUTE), () => conditionalMeals.settleConditionalMeals(act));
    at(new Date(pickupStart.getTime() + 10 * MINUTE), async () => {
      for (const row of reserved) await cook.markCollected(act, user(MANTAS), { preorderId: row.id, method: 'cash' });
    });
  }

  // --- Each meal: published, reserved, then what happened to each reservation.
  // The reservations each step made, and what became of them, as the steps go.
  const reservations = new Map<string, Reservation[]>();
  const reservationsOf = (meal: PlannedMeal) => reservations.get(meal.key) ?? [];
  const ownOpen = (meal: PlannedMeal, eater: string) =>
    reservationsOf(meal).find((row) => row.eater === eater && row.state === 'reserved');
  const reserveNow = async (meal: PlannedMeal, eater: string, quantity: number) => {
    const row = await preorders.reserve(act, user(eater), { mealId: meal.id!, quantity });
    reservations.set(meal.key, [...reservationsOf(meal), { id: row.id, eater, state: 'reserved' }]);
  };
  const reserve = (meal: PlannedMeal, eater: string, quantity: number, when: Date) =>
    at(when, () => reserveNow(meal, eater, quantity));
  const fixedKeys = new Set(meals.slice(0, FIXED_MEALS.length).map((meal) => meal.key));
  for (const meal of meals) {
    const tz = office(meal.office).timeZone;
    const cookUser = () => user(meal.cook);
    const dish = DISHES[meal.dish];
    at(meal.publishAt, async () => {
      const created = await cook.create(
        act,
        cookUser(),
        CreateMealInput.parse({
          title: dish.title,
          description: dish.description,
          priceCents: dish.priceCents,
          totalPortions: meal.portions,
          pickupDate: meal.date,
          pickupStart: meal.pickup[0],
          pickupEnd: meal.pickup[1],
          cutoffDate: null,
          cutoffTime: meal.cutoffTime,
          dietaryTags: dish.tags,
          allergens: dish.allergens,
        }),
      );
      meal.id = created.id;
    });
    // The first demo's meals of tomorrow stay as they were: every portion free for the browser tests.
    if (fixedKeys.has(meal.key)) continue;

    const cutoff = zonedInstant(meal.date, meal.cutoffTime, tz);
    const pickupStart = zonedInstant(meal.date, meal.pickup[0], tz);
    const pickupEnd = zonedInstant(meal.date, meal.pickup[1], tz);
    const upcoming = pickupEnd > seededAt;
    const lastChance = Math.min(cutoff.getTime(), seededAt.getTime()) - 5 * MINUTE;
    const window = lastChance - meal.publishAt.getTime();
    const eaters = people(meal.office, 'eater')
      .concat(people(meal.office, 'cook'))
      .filter((email) => email !== meal.cook && (!upcoming || !sharedAccounts.has(email)))
      // The demo eater's part in Ieva's meals is told below, on purpose.
      .filter((email) => email !== DEMO_EATER || meal.cook !== IEVA);
    // Some portions stay free on upcoming days, for whoever tries the demo.
    const takers = random.sample(eaters, Math.min(eaters.length, random.int(2, meal.portions - (upcoming ? 3 : 0))));
    takers.forEach((eater, index) => {
      const when = new Date(meal.publishAt.getTime() + ((index + 1) / (takers.length + 1)) * window);
      reserve(meal, eater, random.chance(0.15) ? 2 : 1, when);
      if (upcoming) return;
      plannedOutcome(meal, eater, index, { cutoff, pickupStart, pickupEnd });
    });
    if (!upcoming) {
      // Feedback in the afternoon, from about a third of those who collected.
      at(new Date(pickupEnd.getTime() + 3 * HOUR), async () => {
        for (const row of reservationsOf(meal).filter((r) => r.state === 'collected')) {
          if (!random.chance(0.35)) continue;
          const rating = random.chance(0.85) ? 'up' : 'down';
          const note = rating === 'up' ? random.pick(PRAISE) : random.pick(CRITICISM);
          await attempt(() =>
            feedback.leave(act, user(row.eater), {
              preorderId: row.id,
              rating,
              ...(note ? { note } : {}),
              reportFoodSafety: false,
            }),
          );
        }
      });
    }
  }

  /** What became of one reservation of a past meal: collected and paid in one of the ways, or not. */
  function plannedOutcome(
    meal: PlannedMeal,
    eater: string,
    index: number,
    times: { cutoff: Date; pickupStart: Date; pickupEnd: Date },
  ) {
    // A step on this eater's reservation, if it is still open; `next` is its state after the step.
    const on = (run: (id: string) => Promise<unknown>, next?: Reservation['state']) => async () => {
      const row = ownOpen(meal, eater) ?? reservationsOf(meal).find((r) => r.eater === eater);
      if (!row) return;
      await run(row.id);
      if (next) row.state = next;
    };
    const collect = (run: (id: string) => Promise<unknown>) => on(run, 'collected');
    const collectedToPayLater = () =>
      at(
        collectAt,
        collect((id) => cook.markCollected(act, user(meal.cook), { preorderId: id, payLater: true })),
      );
    const roll = random.next();
    const collectAt = new Date(times.pickupStart.getTime() + (index + 1) * 3 * MINUTE);
    // The demo eater owes Ieva (for the pay-up QR), never Rasa (tests/e2e/ledger.spec.ts settles Rasa's debts).
    const mayOwe = eater !== DEMO_EATER;
    if (roll < 0.06) {
      at(
        new Date(times.cutoff.getTime() - 20 * MINUTE),
        on((id) => preorders.cancel(act, user(eater), { preorderId: id }), 'cancelled'),
      );
    } else if (roll < 0.11 && mayOwe) {
      at(
        new Date(times.pickupEnd.getTime() + 30 * MINUTE),
        on((id) => payments.notCollected(act, user(meal.cook), { preorderId: id }), 'notCollected'),
      );
    } else if (roll < 0.5 || !mayOwe) {
      at(
        collectAt,
        collect((id) => cook.markCollected(act, user(meal.cook), { preorderId: id, method: 'cash' })),
      );
    } else if (roll < 0.76) {
      // "I paid" by transfer the same afternoon, confirmed by the cook the next morning, or not confirmed yet.
      collectedToPayLater();
      at(
        new Date(times.pickupEnd.getTime() + 2 * HOUR),
        on((id) => payments.claimPaid(act, user(eater), { preorderId: id })),
      );
      if (roll < 0.68) {
        at(
          new Date(times.pickupEnd.getTime() + 20 * HOUR),
          on((id) => payments.confirmPaid(act, user(meal.cook), { preorderId: id, method: 'bank_transfer' })),
        );
      }
    } else if (roll < 0.81) {
      at(
        collectAt,
        collect((id) => cook.waive(act, user(meal.cook), { preorderId: id })),
      );
    } else {
      // Owed, or paid later through a payment app and settled from the cook's ledger two days on.
      collectedToPayLater();
      if (roll < 0.9) {
        at(
          new Date(times.pickupEnd.getTime() + 48 * HOUR),
          on((id) => ledger.settlePayment(act, user(meal.cook), { preorderId: id, method: 'mobile_app' })),
        );
      }
    }
  }

  // --- The stories a newcomer should find.
  const findMeal = (cookEmail: string, offset: number, office: OfficeKey) =>
    meals.find((meal) => meal.cook === cookEmail && meal.date === dayOf(office, offset) && !fixedKeys.has(meal.key));
  const soon = (minutesBefore: number) => new Date(seededAt.getTime() - minutesBefore * MINUTE);

  // The demo eater's upcoming pickup: Rasa's meal of today.
  const rasaToday = findMeal('cook@example.com', 0, 'vilnius')!;
  reserve(rasaToday, DEMO_EATER, 1, new Date(rasaToday.publishAt.getTime() + 2 * HOUR));
  // "It's in the kitchen", when the seeding moment is past its pickup start.
  const rasaPickup = zonedInstant(rasaToday.date, rasaToday.pickup[0], office('vilnius').timeZone);
  at(new Date(rasaPickup.getTime() - 5 * MINUTE), () =>
    mealMessages.announceReady(act, user('cook@example.com'), {
      mealId: rasaToday.id!,
      note: 'On the second shelf of the fridge.',
    }),
  );

  // The demo eater's debt: Ieva's last two meals, one collected to pay later, one said paid and not yet confirmed.
  const ievaPast = meals.filter((meal) => meal.cook === IEVA && meal.date < dayOf('vilnius', 0)).slice(-2);
  for (const [index, meal] of ievaPast.entries()) {
    const tz = office('vilnius').timeZone;
    const pickupStart = zonedInstant(meal.date, meal.pickup[0], tz);
    const pickupEnd = zonedInstant(meal.date, meal.pickup[1], tz);
    reserve(meal, DEMO_EATER, 1, new Date(meal.publishAt.getTime() + 30 * MINUTE));
    const own = () => ownOpen(meal, DEMO_EATER)!;
    at(new Date(pickupStart.getTime() + 5 * MINUTE), async () => {
      const row = own();
      await cook.markCollected(act, user(IEVA), { preorderId: row.id, payLater: true });
      row.state = 'collected';
    });
    if (index === 1) {
      at(new Date(pickupEnd.getTime() + HOUR), () =>
        payments.claimPaid(act, user(DEMO_EATER), {
          preorderId: reservationsOf(meal).find((r) => r.eater === DEMO_EATER)!.id,
        }),
      );
    }
  }

  // Sold out, with a waitlist: Ieva's next meal fills up (Jonas, cook2, holds two portions: the README's tour has him
  // cancel them so that the demo eater, waiting second, is promoted); one eater cancels and the first waiting is
  // promoted, the second still waits.
  const sellOut = meals.find(
    (meal) => meal.cook === 'ieva.zukauskiene@example.com' && daysBetween(dayOf('vilnius', 0), meal.date) >= 2,
  );
  if (sellOut) {
    sellOut.portions = 5;
    const waiting = ['monika.rimkute@example.com', 'karolis.urbonas@example.com'];
    const fill = new Date(sellOut.publishAt.getTime() + 3 * HOUR);
    at(fill, async () => {
      const left = await portionsLeft(sellOut);
      const takers = people('vilnius', 'eater').filter((e) => !sharedAccounts.has(e) && !waiting.includes(e));
      for (const eater of takers.slice(0, Math.max(0, left - 2))) await attempt(() => reserveNow(sellOut, eater, 1));
      await reserveNow(sellOut, 'cook2@example.com', 2);
    });
    waiting.forEach((eater, index) =>
      at(new Date(fill.getTime() + (index + 1) * 10 * MINUTE), () =>
        waitlist.join(act, user(eater), { mealId: sellOut.id!, quantity: 1 }),
      ),
    );
    at(new Date(fill.getTime() + 2 * HOUR), async () => {
      const first = reservationsOf(sellOut).find(
        (row) => row.state === 'reserved' && row.eater !== 'cook2@example.com',
      );
      if (!first) return;
      await preorders.cancel(act, user(first.eater), { preorderId: first.id });
      first.state = 'cancelled';
    });
  }

  // Withdrawn: Mantas cannot cook on his last planned day; his eaters are told why.
  const withdrawn = [...meals]
    .reverse()
    .find((meal) => meal.cook === 'mantas.vasiliauskas@example.com' && meal.date > dayOf('vilnius', 1));
  if (withdrawn) {
    at(soon(90), () =>
      cook.withdraw(act, user(withdrawn.cook), { id: withdrawn.id!, reason: 'The oven at home broke down, sorry!' }),
    );
  }

  // Handed over: an eater of Mantas's next meal cannot come and offers the portion to a colleague, who takes it.
  const handedOver = meals.find(
    (meal) => meal.cook === 'mantas.vasiliauskas@example.com' && meal.date > dayOf('vilnius', 1) && meal !== withdrawn,
  );
  if (handedOver) {
    at(soon(80), async () => {
      const taker = 'matas.jonaitis@example.com';
      const row = reservationsOf(handedOver).find((r) => r.state === 'reserved' && r.eater !== taker);
      if (!row) return;
      const offer = await handovers.offer(act, user(row.eater), { preorderId: row.id, toUserId: user(taker).id });
      worldClock.at = soon(70);
      await handovers.take(act, user(taker), { handoverId: offer.id });
    });
  }

  // Last call: Mantas's meal of today, while its pickup window is open; what nobody collected goes up for grabs.
  const mantasToday = findMeal('mantas.vasiliauskas@example.com', 0, 'vilnius');
  if (mantasToday) {
    const end = zonedInstant(mantasToday.date, mantasToday.pickup[1], office('vilnius').timeZone);
    if (end > seededAt) at(soon(2), () => handovers.lastCall(act, user(mantasToday.cook), { id: mantasToday.id! }));
  }

  // A weekly series: Priya's Wednesday dal, set up a week ago for three weeks.
  at(new Date(seededAt.getTime() - 8 * 24 * HOUR), () => {
    const dal = DISHES.dal;
    return mealSeries.createSeries(
      act,
      user('priya.shah@example.net'),
      CreateSeriesInput.parse({
        title: `${dal.title} (Wednesdays)`,
        description: dal.description,
        priceCents: dal.priceCents,
        totalPortions: 8,
        pickupStart: '12:30',
        pickupEnd: '13:30',
        cutoffTime: '18:00',
        dietaryTags: dal.tags,
        allergens: dal.allergens,
        weekdays: [3],
        weeks: 3,
      }),
    );
  });

  // Moderation: Darius's meal is reported for food safety, taken off the menus and the report resolved; a London
  // meal has an open report (the Kaunas one below is the first demo's, which the browser tests use).
  const darius = meals.find((meal) => meal.cook === 'darius.butkus@example.com' && meal.date > dayOf('kaunas', 1));
  const admin = frame.actors.demo;
  if (darius) {
    at(soon(240), async () => {
      const { id: report } = await moderation.reportMeal(act, user('tadas.petrauskas@example.com'), {
        mealId: darius.id!,
        reason: 'foodSafety',
        note: 'The listing says the wrong allergens: there was egg in it.',
      });
      worldClock.at = soon(200);
      await moderation.setReportedMealDisabled(act, admin, { reportId: report, disabled: true });
      worldClock.at = soon(180);
      await moderation.closeOpenReport(act, admin, {
        reportId: report,
        status: 'resolved',
        notes:
          'Checked with Darius: the allergens were wrong. The meal stays off the menu; he will publish it again with eggs listed.',
      });
    });
  }
  const tomMeal = meals.find((meal) => meal.cook === 'tom.fletcher@example.net' && meal.date > dayOf('london', 0));
  if (tomMeal) {
    at(soon(150), () =>
      moderation.reportMeal(act, user('oliver.patel@example.net'), {
        mealId: tomMeal.id!,
        reason: 'misleading',
        note: 'The photo shows a much bigger portion than last time.',
      }),
    );
  }
  const risotto = meals.find((meal) => meal.dish === 'risotto' && fixedKeys.has(meal.key))!;
  at(soon(120), () =>
    moderation.reportMeal(act, user('ruta.adomaitiene@example.com'), {
      mealId: risotto.id!,
      reason: 'misleading',
      note: 'The photo shows parmesan shavings, but my portion had none and the description says nothing about it.',
    }),
  );

  // Read and unread: most people read their notifications yesterday; what came since is unread.
  for (const person of DEMO_PEOPLE) {
    if (person.office && random.chance(0.6))
      at(new Date(seededAt.getTime() - 20 * HOUR), () =>
        notifications.markRead(act, user(person.email), { all: true }),
      );
  }

  // --- Run the plan in time order, up to the seeding moment.
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  let ran = 0;
  const refusals: Record<string, number> = {};
  for (const step of steps) {
    if (step.at > seededAt) continue;
    worldClock.at = step.at;
    if (await attempt(step.run, refusals)) ran++;
    // PGlite answers in promises alone, so without a turn of the event loop the photos (sharp's callbacks) would
    // wait for the last step, and be drawn after it instead of meanwhile (docs/demo.md, how long it takes).
    await new Promise(setImmediate);
  }
  worldClock.at = seededAt;
  const drawn = await photos;
  for (const meal of [...meals, ...storyMeals]) {
    const photo = drawn.get(meal.dish);
    if (meal.id && photo) await replaceMealPhotos(deps.database.db, meal.id, [{ ...photo, id: crypto.randomUUID() }]);
  }
  await insertAccessRequest(deps.database.db, {
    userId: null,
    email: 'office.manager@example.org',
    officeGuess: 'Klaipėda, 20-50',
    note: JSON.stringify({
      name: 'Austėja Mockutė',
      role: 'Office manager',
      phone: '+370 600 12345',
      cookingInterest: 'few',
      currentSetup: 'delivery',
      startTimeframe: 'next-month',
      submittedAt: seededAt.toISOString(),
    }),
    now: seededAt,
  });
  return { people: DEMO_PEOPLE.length, meals: meals.filter((meal) => meal.id).length, steps: ran, refusals };

  async function portionsLeft(meal: PlannedMeal) {
    const row = await cook.get(act, user(meal.cook), { id: meal.id! });
    return row.availablePortions;
  }
}

/**
 * Runs a planned step; a rule of the product refusing it is an answer, not a failure: counted in `refusals` by its
 * code (false).
 */
async function attempt(run: () => Promise<unknown>, refusals?: Record<string, number>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (refusals) refusals[error.code] = (refusals[error.code] ?? 0) + 1;
    return false;
  }
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5;

const PRAISE = ['Delicious, thank you!', 'Tasted like home.', 'Generous portion.', 'Please make it again!', ''];
const CRITICISM = ['A bit too salty for me.', 'Was cold by the time I got it.', ''];

interface Frame {
  users: Map<string, AuthUser>;
  offices: Record<OfficeKey, { id: string; timeZone: string }>;
  actors: Record<OrganizationKey, AdminActor>;
}

/**
 * A version 4 UUID drawn from the seeded generator: people's ids decide orders the app keeps stable by id (a fair
 * draw's entrants: server/domain/draws.ts), so the same seed must give the same ids for the same world.
 */
function seededUuid(ids: Random) {
  const hex = Array.from({ length: 32 }, () => ids.int(0, 15).toString(16)).join('');
  const variant = '89ab'[ids.int(0, 3)];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Organizations, offices, people and the demo channel: written directly, in one transaction. */
async function buildFrame(deps: AppDeps, seededAt: Date, random: Random, ids: Random): Promise<Frame> {
  // One hash for everyone (the same password), worked out on the thread pool while the organizations are written.
  const hashing = hashPassword(DEMO_PASSWORD);
  // The demo accounts joined last: the admin's list of people (newest first) starts with them.
  const joined = (index: number) =>
    new Date(seededAt.getTime() - (index < DEMO_ACCOUNTS.length ? 30 : 60) * 24 * HOUR - index * MINUTE);
  return deps.database.db.transaction(async (tx) => {
    const organizations = {} as Record<OrganizationKey, string>;
    for (const [key, org] of Object.entries(DEMO_ORGANIZATIONS) as [
      OrganizationKey,
      (typeof DEMO_ORGANIZATIONS)[OrganizationKey],
    ][]) {
      organizations[key] = (await insertOrganization(tx, { name: org.name, allowedEmailDomains: [org.domain] })).id;
    }
    const offices = {} as Frame['offices'];
    for (const [key, office] of Object.entries(DEMO_OFFICES) as [OfficeKey, (typeof DEMO_OFFICES)[OfficeKey]][]) {
      const row = await insertOffice(tx, {
        organizationId: organizations[office.organization],
        name: office.name,
        slug: office.slug,
        subdomain: office.subdomain,
        timeZone: office.timeZone,
      });
      offices[key] = { id: row.id, timeZone: row.timeZone };
    }
    const officeOf = (person: (typeof DEMO_PEOPLE)[number]) => (person.office ? offices[person.office].id : null);
    const passwordHash = await hashing;
    // Everyone in two statements; ids and avatars drawn in the cast's order, as they were one by one.
    const created = await insertUsersWithProfiles(
      tx,
      DEMO_PEOPLE.map((person, index) => ({
        id: seededUuid(ids),
        email: person.email,
        passwordHash,
        emailVerifiedAt: joined(index),
        firstName: person.firstName,
        lastName: person.lastName,
        avatarUrl: person.office ? avatarDataUrl(person, random) : null,
        locale: person.locale,
        role: person.role,
        officeId: officeOf(person),
        createdAt: joined(index),
      })),
    );
    const users = new Map<string, AuthUser>();
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      users.set(person.email, {
        id: created[index]!.id,
        email: person.email,
        role: person.role,
        officeId: officeOf(person),
        suspendedUntil: null,
        sessionId: 'demo-seed',
      });
    }
    // London Studio's channel posts tomorrow's menu every morning, to an address that can never be reached. Not
    // Vilnius HQ's or Kaunas's: the browser tests set those up themselves (tests/e2e/office-channel.spec.ts, a11y).
    await upsertOfficeChannel(tx, {
      officeId: offices.london.id,
      kind: 'slack',
      url: DEMO_CHANNEL_URL,
      menuAt: '10:00',
      lastCallMinutes: 30,
      newMeals: false,
      locale: 'en',
      updatedAt: seededAt,
    });
    const actor = (email: string, organizationId: string | null): AdminActor => ({
      ...users.get(email)!,
      organizationId,
    });
    return {
      users,
      offices,
      actors: {
        demo: actor('admin@example.com', organizations.demo),
        northwind: actor('olivia.bennett@example.net', organizations.northwind),
      },
    };
  });
}

/** One drawn photo per dish, stored like an upload (server/services/photos.ts), shared by that dish's meals. */
async function drawPhotos(deps: AppDeps) {
  const { plateJpeg } = await import('../services/demo-photos');
  const { encodePhoto, storeVariants } = await import('../services/photos');
  // One at a time: the upload decode queue (server/services/photos.ts) refuses more than a few waiting.
  const entries: [DishKey, StoredPhoto][] = [];
  for (const [index, key] of (Object.keys(DISHES) as DishKey[]).entries()) {
    const photo = await encodePhoto(await plateJpeg(960, 720, DISHES[key].hue, index + 1));
    await storeVariants(deps.storage, photo);
    entries.push([key, { imageKey: photo.imageKey, width: photo.width, height: photo.height, hasMedium: true }]);
  }
  return new Map<DishKey, StoredPhoto>(entries);
}
