// The cash ledger through createCaller: both ledgers' totals against sums computed here by hand on
// generated data (random quantities, prices and outcomes over five months, other cooks and eaters whose data must
// not leak in), collected-and-paid by each method, pay later then settle, settling twice (also at the same
// moment), someone else's preorder, and the CSV files (formula injection neutralised, the Lithuanian decimal comma
// and separator, translated headers).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../shared/enums';
import { emailEvents, preorders, profiles } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createMeal, createUser } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';

const world = useTestWorld();
const NOW = '2026-11-20T10:00:00Z';

/** A small deterministic generator (mulberry32), so a failure can be replayed with the seed in its message. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
/** Monday of the ISO week of a date. */
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;

async function setup() {
  world.clock.set(NOW);
  const ctx = await officeWorld(world);
  return { ...ctx, cookCaller: world.caller(ctx.cook) };
}

async function reserved(mealId: string, eaterId: string, quantity: number) {
  const [row] = await world.deps.database.db
    .insert(preorders)
    .values({ mealId, eaterId, quantity })
    .returning({ id: preorders.id });
  return row!.id;
}

const receiptEvents = async (preorderId: string) =>
  world.deps.database.db.$count(
    emailEvents,
    and(
      eq(emailEvents.templateCode, 'PAYMENT_RECEIPT'),
      eq(emailEvents.idempotencyKey, `PAYMENT_RECEIPT:${preorderId}`),
    ),
  );

type Outcome = 'open' | 'cancelled' | 'paid' | 'waived' | 'later' | 'laterSettled';
interface Generated {
  cookId: string;
  eaterId: string;
  pickupDate: string;
  priceCents: number;
  quantity: number;
  outcome: Outcome;
}

describe('the ledgers against hand-computed sums', () => {
  it('sums handed out, paid, waived and unpaid per week and month, and what each eater spent and owes to whom', async () => {
    const seed = 20261120;
    const rand = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const { db, office, cook, eater } = await setup();
    const otherCook = await createUser(db, 'cook', { officeId: office.id, firstName: 'Jonas', lastName: 'Kitas' });
    const otherEater = await createUser(db, 'eater', { officeId: office.id });
    const cooks = [cook, otherCook];
    const eaters = [eater, otherEater];
    const generated: Generated[] = [];
    // About 20 weeks (more than the 12 periods the cook's ledger shows), several meals a week.
    for (let day = 0; day < 140; day += 1 + Math.floor(rand() * 4)) {
      const pickupDate = addDays('2026-07-01', day);
      for (const c of cooks) {
        if (rand() < 0.35) continue;
        const priceCents = 50 + Math.floor(rand() * 4951);
        const meal = await createMeal(db, {
          cookId: c.id,
          officeId: office.id,
          pickupDate,
          priceCents,
          totalPortions: 50,
        });
        for (const e of eaters) {
          if (rand() < 0.3) continue;
          const quantity = 1 + Math.floor(rand() * 4);
          const outcome = pick([
            'open',
            'cancelled',
            'paid',
            'paid',
            'waived',
            'later',
            'later',
            'laterSettled',
          ] as const);
          const id = await reserved(meal.id, e.id, quantity);
          const caller = world.caller(c);
          const method = pick(['cash', 'bank_transfer', 'mobile_app'] as const);
          if (outcome === 'cancelled')
            await db.update(preorders).set({ status: 'cancelled' }).where(eq(preorders.id, id));
          if (outcome === 'paid') await caller.preorders.markCollected({ preorderId: id, method });
          if (outcome === 'waived') await caller.preorders.waive({ preorderId: id });
          if (outcome === 'later' || outcome === 'laterSettled')
            await caller.preorders.markCollected({ preorderId: id, payLater: true });
          if (outcome === 'laterSettled') await caller.preorders.settlePayment({ preorderId: id, method });
          generated.push({ cookId: c.id, eaterId: e.id, pickupDate, priceCents, quantity, outcome });
        }
      }
    }
    expect(
      generated.filter((g) => g.cookId === cook.id && g.outcome === 'later').length,
      `seed ${seed}`,
    ).toBeGreaterThan(3);

    // The cook: every period with a collected portion, newest first, the last 12.
    for (const period of ['week', 'month'] as const) {
      const startOf = period === 'week' ? mondayOf : monthOf;
      const expected = new Map<
        string,
        { handedOut: [number, number]; paid: [number, number]; waived: [number, number]; unpaid: [number, number] }
      >();
      let outstanding = 0;
      let outstandingPortions = 0;
      for (const g of generated.filter(
        (g) => g.cookId === cook.id && g.outcome !== 'open' && g.outcome !== 'cancelled',
      )) {
        const key = startOf(g.pickupDate);
        const entry = expected.get(key) ?? { handedOut: [0, 0], paid: [0, 0], waived: [0, 0], unpaid: [0, 0] };
        const add = (slot: [number, number]) => {
          slot[0] += g.quantity;
          slot[1] += g.quantity * g.priceCents;
        };
        add(entry.handedOut);
        if (g.outcome === 'paid' || g.outcome === 'laterSettled') add(entry.paid);
        if (g.outcome === 'waived') add(entry.waived);
        if (g.outcome === 'later') {
          add(entry.unpaid);
          outstanding += g.quantity * g.priceCents;
          outstandingPortions += g.quantity;
        }
        expected.set(key, entry);
      }
      const periods = [...expected.entries()]
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .slice(0, 12)
        .map(([start, e]) => ({
          start,
          handedOut: { portions: e.handedOut[0], cents: e.handedOut[1] },
          paid: { portions: e.paid[0], cents: e.paid[1] },
          waived: { portions: e.waived[0], cents: e.waived[1] },
          unpaid: { portions: e.unpaid[0], cents: e.unpaid[1] },
        }));
      const ledger = await world.caller(cook).ledger.cook({ period });
      expect(ledger.periods, `${period}, seed ${seed}`).toEqual(periods);
      expect(ledger.outstanding, `${period}, seed ${seed}`).toEqual({
        portions: outstandingPortions,
        cents: outstanding,
      });
      if (period === 'week') expect(expected.size, 'more weeks than the ledger shows').toBeGreaterThan(12);
      // Who owes what: exactly the cook's pay-later preorders not settled, oldest first.
      const owed = generated.filter((g) => g.cookId === cook.id && g.outcome === 'later');
      expect(ledger.unpaid.map((u) => u.amountCents).reduce((a, b) => a + b, 0)).toBe(outstanding);
      expect(ledger.unpaid).toHaveLength(owed.length);
      expect(ledger.unpaid.map((u) => u.pickupDate)).toEqual(owed.map((g) => g.pickupDate).sort());
    }

    // The eater: per month collected, spent, free and owed; and owed per cook (the other eater's never counted).
    const mine = generated.filter((g) => g.eaterId === eater.id && g.outcome !== 'open' && g.outcome !== 'cancelled');
    const months = new Map<
      string,
      {
        month: string;
        collectedPortions: number;
        spentCents: number;
        waivedCents: number;
        owedPortions: number;
        owedCents: number;
      }
    >();
    const owedTo = new Map<string, { portions: number; cents: number }>();
    for (const g of mine) {
      const month = monthOf(g.pickupDate);
      const entry = months.get(month) ?? {
        month,
        collectedPortions: 0,
        spentCents: 0,
        waivedCents: 0,
        owedPortions: 0,
        owedCents: 0,
      };
      const cents = g.quantity * g.priceCents;
      entry.collectedPortions += g.quantity;
      if (g.outcome === 'paid' || g.outcome === 'laterSettled') entry.spentCents += cents;
      if (g.outcome === 'waived') entry.waivedCents += cents;
      if (g.outcome === 'later') {
        entry.owedPortions += g.quantity;
        entry.owedCents += cents;
        const to = owedTo.get(g.cookId) ?? { portions: 0, cents: 0 };
        to.portions += g.quantity;
        to.cents += cents;
        owedTo.set(g.cookId, to);
      }
      months.set(month, entry);
    }
    const ledger = await world.caller(eater).ledger.eater();
    expect(ledger.months, `seed ${seed}`).toEqual([...months.values()].sort((a, b) => (a.month < b.month ? 1 : -1)));
    expect(ledger.months.length).toBeGreaterThanOrEqual(5);
    expect(
      Object.fromEntries(ledger.owed.map((o) => [o.cookId, { portions: o.portions, cents: o.cents }])),
      `seed ${seed}`,
    ).toEqual(Object.fromEntries(owedTo));
    const names = new Map([
      [cook.id, 'Rasa Petraitė'],
      [otherCook.id, 'Jonas Kitas'],
    ]);
    expect(ledger.owed.map((o) => o.cook).sort()).toEqual([...owedTo.keys()].map((id) => names.get(id)).sort());
    expect(ledger.totalOwedCents).toBe([...owedTo.values()].reduce((sum, o) => sum + o.cents, 0));
    expect(ledger.totalSpentCents).toBe(
      mine
        .filter((g) => g.outcome === 'paid' || g.outcome === 'laterSettled')
        .reduce((s, g) => s + g.quantity * g.priceCents, 0),
    );

    // Someone with nothing collected has empty ledgers.
    const newcomer = await createUser(db, 'cook', { officeId: office.id });
    expect(await world.caller(newcomer).ledger.cook({ period: 'month' })).toMatchObject({
      periods: [],
      outstanding: { portions: 0, cents: 0 },
      unpaid: [],
    });
    expect(await world.caller(newcomer).ledger.eater()).toEqual({
      months: [],
      owed: [],
      totalOwedCents: 0,
      totalSpentCents: 0,
    });
  }, 120_000);

  it('puts a Sunday in the week of the Monday before it, and the 1st of a month in that month', async () => {
    const { eater, cookCaller, cookMeal } = await setup();
    for (const pickupDate of ['2026-11-15', '2026-11-16', '2026-11-01', '2026-10-31']) {
      const meal = await cookMeal({ pickupDate, priceCents: 100 });
      await cookCaller.preorders.markCollected({ preorderId: await reserved(meal.id, eater.id, 1) });
    }
    const weeks = await cookCaller.ledger.cook({ period: 'week' });
    expect(weeks.periods.map((p) => [p.start, p.paid.cents])).toEqual([
      ['2026-11-16', 100],
      ['2026-11-09', 100],
      ['2026-10-26', 200],
    ]);
    const months = await cookCaller.ledger.cook({ period: 'month' });
    expect(months.periods.map((p) => [p.start, p.paid.cents])).toEqual([
      ['2026-11-01', 300],
      ['2026-10-01', 100],
    ]);
  });
});

describe('collected and paid by a method, or paid later and settled', () => {
  it('records the method of a payment at collection; cash when none is given', async () => {
    const { eater, cookCaller, caller, cookMeal } = await setup();
    const meal = await cookMeal({ pickupDate: '2026-11-20', priceCents: 450 });
    const methods: (PaymentMethod | undefined)[] = ['bank_transfer', 'mobile_app', 'cash', undefined];
    for (const method of methods) {
      const id = await reserved(meal.id, eater.id, 1);
      const result = await cookCaller.preorders.markCollected({ preorderId: id, ...(method ? { method } : {}) });
      expect(result).toMatchObject({
        status: 'fulfilled',
        paymentStatus: 'paid',
        paidMethod: method ?? 'cash',
        paidAt: world.clock.now(),
      });
      expect((await caller.preorders.mine()).find((p) => p.id === id)).toMatchObject({
        paymentStatus: 'paid',
        paidMethod: method ?? 'cash',
      });
      expect(await receiptEvents(id)).toBe(1);
    }
    await expectBadRequest(
      cookCaller.preorders.markCollected({
        preorderId: await reserved(meal.id, eater.id, 1),
        method: 'bitcoin' as PaymentMethod,
      }),
    );
    await expectBadRequest(cookCaller.preorders.settlePayment({ preorderId: 'not-an-id', method: 'cash' }));
  });

  it('pay later: collected and unpaid, owed in both ledgers; settled later by bank transfer, with the receipt then', async () => {
    const { db, cook, eater, cookCaller, caller, cookMeal } = await setup();
    const meal = await cookMeal({ pickupDate: '2026-11-20', priceCents: 625, title: 'Pay-later pie' });
    const id = await reserved(meal.id, eater.id, 2);
    expect(
      await cookCaller.preorders.markCollected({ preorderId: id, payLater: true, method: 'mobile_app' }),
    ).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'unpaid',
      paidAt: null,
      paidMethod: null,
    });
    expect(await receiptEvents(id)).toBe(0);
    const owing = await cookCaller.ledger.cook({ period: 'week' });
    expect(owing.outstanding).toEqual({ portions: 2, cents: 1250 });
    expect(owing.unpaid).toEqual([
      {
        id,
        pickupDate: '2026-11-20',
        mealTitle: 'Pay-later pie',
        person: 'Test eater',
        quantity: 2,
        priceCents: 625,
        amountCents: 1250,
        paymentStatus: 'unpaid',
        paidMethod: null,
        paymentClaimed: false,
      },
    ]);
    expect(await caller.ledger.eater()).toMatchObject({
      owed: [{ cookId: cook.id, cook: 'Rasa Petraitė', portions: 2, cents: 1250 }],
      totalOwedCents: 1250,
      totalSpentCents: 0,
    });
    // Collected already: "mark collected" again is the wrong step, and the cook's preorders list shows it fulfilled.
    await expectAppError(cookCaller.preorders.markCollected({ preorderId: id }), 'invalidTransition');

    world.clock.advance(3 * 86_400_000);
    expect(await cookCaller.preorders.settlePayment({ preorderId: id, method: 'bank_transfer' })).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'paid',
      paidMethod: 'bank_transfer',
      paidAt: world.clock.now(),
    });
    expect(await receiptEvents(id)).toBe(1);
    expect((await caller.preorders.mine()).find((p) => p.id === id)).toMatchObject({
      paymentStatus: 'paid',
      paidMethod: 'bank_transfer',
      paidAt: world.clock.now(),
    });
    const settled = await cookCaller.ledger.cook({ period: 'week' });
    expect(settled.outstanding).toEqual({ portions: 0, cents: 0 });
    expect(settled.unpaid).toEqual([]);
    expect(settled.periods[0]).toMatchObject({
      handedOut: { portions: 2, cents: 1250 },
      paid: { portions: 2, cents: 1250 },
      unpaid: { portions: 0, cents: 0 },
    });
    expect(await caller.ledger.eater()).toMatchObject({ owed: [], totalOwedCents: 0, totalSpentCents: 1250 });

    // Twice: already settled, nothing changes.
    await expectAppError(
      cookCaller.preorders.settlePayment({ preorderId: id, method: 'cash' }),
      'paymentAlreadySettled',
    );
    const [row] = await db.select({ method: preorders.paidMethod }).from(preorders).where(eq(preorders.id, id));
    expect(row!.method).toBe('bank_transfer');
  });

  it("refuses to settle a reserved, cancelled, waived or someone else's preorder, with the right code", async () => {
    const { db, office, eater, cookCaller, cookMeal } = await setup();
    const meal = await cookMeal({ pickupDate: '2026-11-20' });
    const open = await reserved(meal.id, eater.id, 1);
    await expectAppError(cookCaller.preorders.settlePayment({ preorderId: open, method: 'cash' }), 'invalidTransition');
    const cancelled = await reserved(meal.id, eater.id, 1);
    await db.update(preorders).set({ status: 'cancelled' }).where(eq(preorders.id, cancelled));
    await expectAppError(
      cookCaller.preorders.settlePayment({ preorderId: cancelled, method: 'cash' }),
      'invalidTransition',
    );
    const waived = await reserved(meal.id, eater.id, 1);
    await cookCaller.preorders.waive({ preorderId: waived });
    await expectAppError(
      cookCaller.preorders.settlePayment({ preorderId: waived, method: 'cash' }),
      'paymentAlreadySettled',
    );

    // Another cook (same office) and an unknown id: not found; the debt stays.
    const later = await reserved(meal.id, eater.id, 1);
    await cookCaller.preorders.markCollected({ preorderId: later, payLater: true });
    const other = await createUser(db, 'cook', { officeId: office.id });
    await expectAppError(
      world.caller(other).preorders.settlePayment({ preorderId: later, method: 'cash' }),
      'notFound',
    );
    await expectAppError(world.caller(other).preorders.markCollected({ preorderId: open, payLater: true }), 'notFound');
    await expectAppError(
      cookCaller.preorders.settlePayment({ preorderId: '00000000-0000-4000-8000-000000000000', method: 'cash' }),
      'notFound',
    );
    const [row] = await db.select({ payment: preorders.paymentStatus }).from(preorders).where(eq(preorders.id, later));
    expect(row!.payment).toBe('unpaid');
    // Neither the other cook's ledger nor their unpaid list sees it.
    expect((await world.caller(other).ledger.cook({ period: 'week' })).unpaid).toEqual([]);
  });

  it('settles once when asked twice at the same moment', async () => {
    const { eater, cookCaller, cookMeal } = await setup();
    const meal = await cookMeal({ pickupDate: '2026-11-20', totalPortions: 20 });
    for (let i = 0; i < 5; i++) {
      const id = await reserved(meal.id, eater.id, 1);
      await cookCaller.preorders.markCollected({ preorderId: id, payLater: true });
      const results = await Promise.allSettled([
        cookCaller.preorders.settlePayment({ preorderId: id, method: 'cash' }),
        cookCaller.preorders.settlePayment({ preorderId: id, method: 'mobile_app' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((failed.reason as { cause?: { code?: string } }).cause?.code).toBe('paymentAlreadySettled');
      expect(await receiptEvents(id)).toBe(1);
    }
  });
});

describe('CSV exports', () => {
  async function csvWorld() {
    const { db, cook, eater, cookCaller, caller, cookMeal } = await setup();
    await db.update(profiles).set({ firstName: 'Ona, the', lastName: 'Eater' }).where(eq(profiles.userId, eater.id));
    const evil = await cookMeal({ pickupDate: '2026-11-19', priceCents: 1250, title: '=HYPERLINK("x")' });
    const plain = await cookMeal({ pickupDate: '2026-11-20', priceCents: 480, title: 'Cepelinai' });
    const paid = await reserved(evil.id, eater.id, 1);
    world.clock.set('2026-11-19T10:05:00Z');
    await cookCaller.preorders.markCollected({ preorderId: paid, method: 'bank_transfer' });
    world.clock.set(NOW);
    const later = await reserved(plain.id, eater.id, 2);
    await cookCaller.preorders.markCollected({ preorderId: later, payLater: true });
    await reserved(plain.id, eater.id, 1); // not collected: not in the files
    return { db, cook, eater, cookCaller, caller };
  }

  const lines = (content: string) =>
    content
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);

  it("the cook's file in English: comma separated, decimal point, formula neutralised, fields quoted", async () => {
    const { cookCaller } = await csvWorld();
    const file = await cookCaller.ledger.cookCsv({ period: 'week', locale: 'en' });
    expect(file.filename).toBe('ledger-week-2026-11-20.csv');
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    expect(lines(file.content)).toEqual([
      'Week from,Pickup date,Meal,Eater,Quantity,Amount (EUR),Payment,Method,Paid at',
      `2026-11-16,2026-11-19,"'=HYPERLINK(""x"")","Ona, the Eater",1,12.50,Paid,Bank transfer,2026-11-19 12:05`,
      '2026-11-16,2026-11-20,Cepelinai,"Ona, the Eater",2,9.60,Not paid yet,,',
    ]);
  });

  it("the cook's file in Lithuanian (the profile's language when none is asked): semicolons and decimal commas", async () => {
    const { db, cook, cookCaller } = await csvWorld();
    await db.update(profiles).set({ locale: 'lt' }).where(eq(profiles.userId, cook.id));
    const file = await cookCaller.ledger.cookCsv({ period: 'month' });
    const [header, ...rows] = lines(file.content);
    expect(header).toBe('Mėnuo;Atsiėmimo data;Patiekalas;Valgytojas;Kiekis;Suma (EUR);Mokėjimas;Būdas;Apmokėta');
    expect(rows.slice(-2)).toEqual([
      `2026-11-01;2026-11-19;"'=HYPERLINK(""x"")";Ona, the Eater;1;12,50;Apmokėta;Banko pavedimu;2026-11-19 12:05`,
      '2026-11-01;2026-11-20;Cepelinai;Ona, the Eater;2;9,60;Dar neapmokėta;;',
    ]);
  });

  it("the eater's file: every collected preorder with its cook, in the language asked for", async () => {
    const { caller } = await csvWorld();
    const file = await caller.ledger.eaterCsv({ locale: 'lt' });
    expect(file.filename).toBe('my-lunches-2026-11-20.csv');
    expect(lines(file.content)).toEqual([
      'Mėnuo;Atsiėmimo data;Patiekalas;Virėjas;Kiekis;Suma (EUR);Mokėjimas;Būdas;Apmokėta',
      `2026-11-01;2026-11-19;"'=HYPERLINK(""x"")";Rasa Petraitė;1;12,50;Apmokėta;Banko pavedimu;2026-11-19 12:05`,
      '2026-11-01;2026-11-20;Cepelinai;Rasa Petraitė;2;9,60;Dar neapmokėta;;',
    ]);
    expect(lines((await caller.ledger.eaterCsv({ locale: 'en' })).content)[0]).toBe(
      'Month,Pickup date,Meal,Cook,Quantity,Amount (EUR),Payment,Method,Paid at',
    );
    await expectBadRequest(caller.ledger.eaterCsv({ locale: 'de' as 'en' }));
  });
});
