// The cash ledger. A cook records how a collected preorder was paid (cash, bank transfer, payment app)
// or that it is paid later, and settles such a debt afterwards; the cook sees per week or month what was handed
// out, paid, waived and is still unpaid, and who owes what; an eater sees what they spent per month and what they
// still owe to whom. Both export their collected preorders as CSV in their language (server/domain/csv.ts).
import enLedger from '../../locales/en/ledger.json';
import ltLedger from '../../locales/lt/ledger.json';
import { DomainError } from '../../shared/errors';
import { DEFAULT_TIME_ZONE, type Locale, type PaymentMethod, type PaymentStatus } from '../../shared/enums';
import { displayName } from '../../shared/people';
import { LEDGER_MAX_PERIODS, type LedgerPeriod } from '../../shared/schemas/ledger';
import type { AuthUser } from '../auth/auth-user';
import { findCookPreorder } from '../db/queries/cook';
import {
  cookLedgerEntries,
  cookLedgerPeriods,
  eaterLedgerEntries,
  eaterLedgerGroups,
  settleCookDebt,
  type LedgerEntryRow,
} from '../db/queries/ledger';
import { findProfile } from '../db/queries/users';
import type { AppDeps } from '../deps';
import { csvAmount, toCsv } from '../domain/csv';
import { localDate } from '../../shared/office-time';

/** The unpaid list shows the oldest debts first, up to this many. */
const UNPAID_LIST_MAX = 200;
/** A CSV holds at most this many preorders (years of lunches for one person). */
const CSV_MAX_ROWS = 10_000;

const TEXTS: Record<Locale, typeof enLedger> = { en: enLedger, lt: ltLedger };

/** A collected, unpaid preorder of the cook's meal is paid now, by `method`: once. */
export async function settlePayment(
  deps: AppDeps,
  user: AuthUser,
  input: { preorderId: string; method: PaymentMethod },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await settleCookDebt(db, { preorderId: input.preorderId, cookId: user.id, method: input.method, now });
  if (row) {
    return row;
  }
  const current = await findCookPreorder(db, user.id, input.preorderId);
  if (!current) throw new DomainError('notFound');
  if (current.paymentStatus !== 'unpaid') throw new DomainError('paymentAlreadySettled');
  // Reserved (not collected yet) or cancelled: "mark collected" is the way for the first, nothing for the second.
  throw new DomainError('invalidTransition');
}

const toEntry = (row: LedgerEntryRow) => ({
  id: row.id,
  pickupDate: row.pickupDate,
  mealTitle: row.mealTitle,
  person: displayName({ firstName: row.personFirstName, lastName: row.personLastName, email: row.personEmail }),
  quantity: row.quantity,
  priceCents: row.priceCents,
  amountCents: row.amountCents,
  paymentStatus: row.paymentStatus,
  paidMethod: row.paidMethod,
  /** The eater said "I paid" and the cook has not confirmed or rejected it yet. */
  paymentClaimed: row.paymentStatus === 'unpaid' && row.paymentClaimedAt !== null,
});

/** The cook's ledger: per period (newest first, up to 12 with activity), what is outstanding, and who owes it. */
export async function cookLedger(deps: AppDeps, user: AuthUser, input: { period: LedgerPeriod }) {
  const db = deps.database.db;
  const [periods, unpaid] = await Promise.all([
    cookLedgerPeriods(db, { cookId: user.id, period: input.period, limit: LEDGER_MAX_PERIODS }),
    cookLedgerEntries(db, {
      cookId: user.id,
      period: input.period,
      unpaidOnly: true,
      from: null,
      limit: UNPAID_LIST_MAX + 1,
    }),
  ]);
  return {
    period: input.period,
    periods: periods.map((row) => ({
      start: row.periodStart,
      handedOut: { portions: row.handedOutPortions, cents: row.handedOutCents },
      paid: { portions: row.paidPortions, cents: row.paidCents },
      waived: { portions: row.waivedPortions, cents: row.waivedCents },
      unpaid: { portions: row.unpaidPortions, cents: row.unpaidCents },
    })),
    outstanding: { portions: periods[0]?.outstandingPortions ?? 0, cents: periods[0]?.outstandingCents ?? 0 },
    unpaid: unpaid.slice(0, UNPAID_LIST_MAX).map(toEntry),
    unpaidTruncated: unpaid.length > UNPAID_LIST_MAX,
  };
}
export type CookLedger = Awaited<ReturnType<typeof cookLedger>>;

/** The eater's ledger: per month (newest first) collected, spent, free and owed; and what they owe per cook. */
export async function eaterLedger(deps: AppDeps, user: AuthUser, _input?: null) {
  const rows = await eaterLedgerGroups(deps.database.db, user.id);
  const months = rows
    .filter((row) => row.month !== null)
    .sort((a, b) => (a.month! < b.month! ? 1 : -1))
    .map((row) => ({
      month: row.month!,
      collectedPortions: row.collectedPortions,
      spentCents: row.spentCents,
      waivedCents: row.waivedCents,
      owedPortions: row.owedPortions,
      owedCents: row.owedCents,
    }));
  const owed = rows
    .filter((row) => row.month === null && row.owedCents > 0)
    .map((row) => ({
      cookId: row.cookId!,
      cook: displayName({ firstName: row.cookFirstName, lastName: row.cookLastName, email: row.cookEmail }),
      portions: row.owedPortions,
      cents: row.owedCents,
    }))
    .sort((a, b) => b.cents - a.cents || a.cook.localeCompare(b.cook));
  return {
    months,
    owed,
    totalOwedCents: owed.reduce((sum, row) => sum + row.cents, 0),
    totalSpentCents: months.reduce((sum, row) => sum + row.spentCents, 0),
  };
}
export type EaterLedger = Awaited<ReturnType<typeof eaterLedger>>;

/** The CSV's language (asked for, else the profile's) and the date of its file name (the office's today). */
async function csvContext(deps: AppDeps, user: AuthUser, locale: Locale | undefined) {
  const now = deps.clock.now();
  const profile = await findProfile(deps.database.db, user.id);
  return {
    locale: locale ?? profile?.locale ?? 'en',
    today: localDate(now, profile?.officeTimeZone ?? DEFAULT_TIME_ZONE),
  };
}

/** One CSV row per preorder; `personHeader` names the other side (the eater for a cook, the cook for an eater). */
function entriesCsv(rows: LedgerEntryRow[], locale: Locale, periodHeader: string, personHeader: string) {
  const texts = TEXTS[locale].csv;
  const words = TEXTS[locale];
  const header = [
    periodHeader,
    texts.date,
    texts.meal,
    personHeader,
    texts.quantity,
    texts.amount,
    texts.payment,
    texts.method,
    texts.paidAt,
  ];
  const body = rows.map((row) => [
    row.periodStart,
    row.pickupDate,
    row.mealTitle,
    displayName({ firstName: row.personFirstName, lastName: row.personLastName, email: row.personEmail }),
    row.quantity,
    csvAmount(row.amountCents, locale),
    words.payment[row.paymentStatus satisfies PaymentStatus],
    row.paidMethod ? words.method[row.paidMethod] : '',
    row.paidAtLocal ?? '',
  ]);
  return toCsv(header, body, locale);
}

/** The cook's collected preorders of the periods the ledger shows (the last 12 with activity), as a CSV file. */
export async function cookLedgerCsv(
  deps: AppDeps,
  user: AuthUser,
  input: { period: LedgerPeriod; locale?: Locale | undefined },
) {
  const db = deps.database.db;
  const { locale, today } = await csvContext(deps, user, input.locale);
  const periods = await cookLedgerPeriods(db, { cookId: user.id, period: input.period, limit: LEDGER_MAX_PERIODS });
  const oldest = periods.at(-1)?.periodStart ?? null;
  const rows = oldest
    ? await cookLedgerEntries(db, {
        cookId: user.id,
        period: input.period,
        unpaidOnly: false,
        from: oldest,
        limit: CSV_MAX_ROWS,
      })
    : [];
  const texts = TEXTS[locale].csv;
  return {
    filename: `ledger-${input.period}-${today}.csv`,
    content: entriesCsv(rows, locale, input.period === 'week' ? texts.week : texts.month, texts.eater),
  };
}

/** The eater's collected preorders, as a CSV file. */
export async function eaterLedgerCsv(deps: AppDeps, user: AuthUser, input: { locale?: Locale | undefined }) {
  const { locale, today } = await csvContext(deps, user, input.locale);
  const rows = await eaterLedgerEntries(deps.database.db, { eaterId: user.id, limit: CSV_MAX_ROWS });
  const texts = TEXTS[locale].csv;
  return { filename: `my-lunches-${today}.csv`, content: entriesCsv(rows, locale, texts.month, texts.cook) };
}
