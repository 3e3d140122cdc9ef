// The cash ledger: settling a collected, unpaid preorder later, the cook's figures per week or month,
// the eater's per month and per cook, and the rows of the CSV exports. Amounts are quantity x the meal's price in
// cents (the price is locked while anyone has reserved). Periods go by the meal's pickup date; weeks are ISO weeks
// (date_trunc('week') starts on Monday). Each ledger's totals are one statement (sum ... filter (where ...)).
// Every read and write is scoped to the user in SQL: another cook's preorder matches nothing.
import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus, PreorderStatus } from '../../../shared/enums';
import type { LedgerPeriod } from '../../../shared/schemas/ledger';
import { rowsOf, toDate, type Executor } from '../client';

/** The start of the meal's period ('YYYY-MM-DD'): Monday of its ISO week, or the first of its month. */
const periodStart = (period: LedgerPeriod) =>
  period === 'week'
    ? sql`date_trunc('week', m.pickup_date::timestamp)::date`
    : sql`date_trunc('month', m.pickup_date::timestamp)::date`;

const amount = sql`p.quantity * m.price_cents`;

/** One CSV row's columns; `x` is the other person (the eater for a cook's file, the cook for an eater's). */
const entryColumns = (period: SQL) => sql`
  p.id, ${period}::text as "periodStart", m.pickup_date::text as "pickupDate", m.title as "mealTitle",
  x.first_name as "personFirstName", x.last_name as "personLastName", x.email as "personEmail",
  p.quantity, m.price_cents as "priceCents", (${amount})::int as "amountCents", p.payment_status as "paymentStatus",
  p.paid_method as "paidMethod", p.payment_claimed_at as "paymentClaimedAt",
  to_char(p.paid_at at time zone o.time_zone, 'YYYY-MM-DD HH24:MI') as "paidAtLocal"`;

/** Entry rows with their instants as Date (both drivers). */
const entryRows = (result: unknown) =>
  rowsOf<Omit<LedgerEntryRow, 'paymentClaimedAt'> & { paymentClaimedAt: string | Date | null }>(result).map(
    (row): LedgerEntryRow => ({ ...row, paymentClaimedAt: toDate(row.paymentClaimedAt) }),
  );

/**
 * A collected (fulfilled), unpaid preorder of the cook's meal becomes paid now, by `method`: one conditional
 * statement, so doing it twice at once has effect once. Undefined when nothing changed. The PAYMENT_RECEIPT
 * e-mail is queued by the preorders trigger on the change to paid.
 */
export async function settleCookDebt(
  db: Executor,
  input: { preorderId: string; cookId: string; method: PaymentMethod; now: Date },
) {
  const now = input.now.toISOString();
  return updateCooksPreorder(
    db,
    input,
    sql`payment_status = 'paid', paid_at = ${now}::timestamptz, paid_method = ${input.method}::payment_method,
        updated_at = ${now}::timestamptz`,
    sql`p.status = 'fulfilled' and p.payment_status = 'unpaid'`,
  );
}

/**
 * One conditional UPDATE of a preorder of the cook's meal (`p`, its meal `m`): sets `set` where `condition` holds;
 * answers its status and payment after, or undefined when nothing changed (not theirs, or the condition failed).
 */
export async function updateCooksPreorder(
  db: Executor,
  input: { preorderId: string; cookId: string },
  set: SQL,
  condition: SQL,
) {
  const [row] = rowsOf<{
    id: string;
    status: PreorderStatus;
    paymentStatus: PaymentStatus;
    paidAt: string | Date | null;
    paidMethod: PaymentMethod | null;
  }>(
    await db.execute(sql`
      update preorders p
         set ${set}
        from meals m
       where p.id = ${input.preorderId} and m.id = p.meal_id and m.cook_id = ${input.cookId}
         and ${condition}
      returning p.id, p.status, p.payment_status as "paymentStatus", p.paid_at as "paidAt", p.paid_method as "paidMethod"`),
  );
  return row && { ...row, paidAt: toDate(row.paidAt) };
}

export interface CookLedgerPeriodRow {
  periodStart: string;
  handedOutPortions: number;
  handedOutCents: number;
  paidPortions: number;
  paidCents: number;
  waivedPortions: number;
  waivedCents: number;
  unpaidPortions: number;
  unpaidCents: number;
  /** Still unpaid over every period of the cook (not only the ones returned). */
  outstandingCents: number;
  outstandingPortions: number;
}

/**
 * The cook's collected portions per period, newest first, at most `limit` periods with activity: handed out
 * (fulfilled), paid, waived and still unpaid, portions and cents of each; plus what is outstanding overall (a
 * window over every period, computed before the limit). One statement.
 */
export async function cookLedgerPeriods(db: Executor, input: { cookId: string; period: LedgerPeriod; limit: number }) {
  const start = periodStart(input.period);
  return rowsOf<CookLedgerPeriodRow>(
    await db.execute(sql`
      select ${start}::text as "periodStart",
             coalesce(sum(p.quantity), 0)::int as "handedOutPortions",
             coalesce(sum(${amount}), 0)::int as "handedOutCents",
             coalesce(sum(p.quantity) filter (where p.payment_status = 'paid'), 0)::int as "paidPortions",
             coalesce(sum(${amount}) filter (where p.payment_status = 'paid'), 0)::int as "paidCents",
             coalesce(sum(p.quantity) filter (where p.payment_status = 'waived'), 0)::int as "waivedPortions",
             coalesce(sum(${amount}) filter (where p.payment_status = 'waived'), 0)::int as "waivedCents",
             coalesce(sum(p.quantity) filter (where p.payment_status = 'unpaid'), 0)::int as "unpaidPortions",
             coalesce(sum(${amount}) filter (where p.payment_status = 'unpaid'), 0)::int as "unpaidCents",
             (sum(coalesce(sum(${amount}) filter (where p.payment_status = 'unpaid'), 0)) over ())::int as "outstandingCents",
             (sum(coalesce(sum(p.quantity) filter (where p.payment_status = 'unpaid'), 0)) over ())::int as "outstandingPortions"
        from preorders p
        join meals m on m.id = p.meal_id
       where p.cook_id = ${input.cookId} and p.status = 'fulfilled'
       group by 1
       order by 1 desc
       limit ${input.limit}`),
  );
}

export interface LedgerEntryRow {
  id: string;
  periodStart: string;
  pickupDate: string;
  mealTitle: string;
  /** The eater (cook's ledger) or the cook (eater's ledger). */
  personFirstName: string;
  personLastName: string;
  personEmail: string;
  quantity: number;
  priceCents: number;
  amountCents: number;
  paymentStatus: PaymentStatus;
  paidMethod: PaymentMethod | null;
  /** When the eater said "I paid" (by transfer or app) and the cook has not confirmed or rejected it yet. */
  paymentClaimedAt: Date | null;
  /** 'YYYY-MM-DD HH:MM' in the meal's office time zone. */
  paidAtLocal: string | null;
}

/**
 * The collected preorders of the cook's meals, one row each (oldest pickup first): the unpaid ones (the debts to
 * settle), or every one from `from` (a period start) on, for the CSV.
 */
export async function cookLedgerEntries(
  db: Executor,
  input: { cookId: string; period: LedgerPeriod; unpaidOnly: boolean; from: string | null; limit: number },
) {
  return entryRows(
    await db.execute(sql`
      select ${entryColumns(periodStart(input.period))}
        from preorders p
        join meals m on m.id = p.meal_id
        join offices o on o.id = m.office_id
        join profiles x on x.user_id = p.eater_id
       where p.cook_id = ${input.cookId} and p.status = 'fulfilled'
         ${input.unpaidOnly ? sql`and p.payment_status = 'unpaid'` : sql``}
         ${input.from ? sql`and m.pickup_date >= ${input.from}::date` : sql``}
       order by m.pickup_date, p.created_at, p.id
       limit ${input.limit}`),
  );
}

export interface EaterLedgerRow {
  /** Set on the per-month rows ('YYYY-MM-01'), null on the per-cook rows. */
  month: string | null;
  /** Set on the per-cook rows, null on the per-month rows. */
  cookId: string | null;
  cookFirstName: string | null;
  cookLastName: string | null;
  cookEmail: string | null;
  collectedPortions: number;
  paidPortions: number;
  spentCents: number;
  waivedCents: number;
  owedPortions: number;
  owedCents: number;
}

/**
 * What the eater collected, per month of the pickup date and per cook, in one statement (two grouping sets): paid
 * (spent), waived, and still owed (collected, unpaid).
 */
export async function eaterLedgerGroups(db: Executor, eaterId: string) {
  return rowsOf<EaterLedgerRow>(
    await db.execute(sql`
      select case when grouping(date_trunc('month', m.pickup_date::timestamp)) = 0
                  then date_trunc('month', m.pickup_date::timestamp)::date::text end as month,
             m.cook_id as "cookId", c.first_name as "cookFirstName", c.last_name as "cookLastName", c.email as "cookEmail",
             coalesce(sum(p.quantity), 0)::int as "collectedPortions",
             coalesce(sum(p.quantity) filter (where p.payment_status = 'paid'), 0)::int as "paidPortions",
             coalesce(sum(${amount}) filter (where p.payment_status = 'paid'), 0)::int as "spentCents",
             coalesce(sum(${amount}) filter (where p.payment_status = 'waived'), 0)::int as "waivedCents",
             coalesce(sum(p.quantity) filter (where p.payment_status = 'unpaid'), 0)::int as "owedPortions",
             coalesce(sum(${amount}) filter (where p.payment_status = 'unpaid'), 0)::int as "owedCents"
        from preorders p
        join meals m on m.id = p.meal_id
        join profiles c on c.user_id = m.cook_id
       where p.eater_id = ${eaterId} and p.status = 'fulfilled'
       group by grouping sets ((date_trunc('month', m.pickup_date::timestamp)), (m.cook_id, c.first_name, c.last_name, c.email))`),
  );
}

/** The eater's collected preorders, one row each (oldest pickup first), for the CSV. */
export async function eaterLedgerEntries(db: Executor, input: { eaterId: string; limit: number }) {
  return entryRows(
    await db.execute(sql`
      select ${entryColumns(periodStart('month'))}
        from preorders p
        join meals m on m.id = p.meal_id
        join offices o on o.id = m.office_id
        join profiles x on x.user_id = m.cook_id
       where p.eater_id = ${input.eaterId} and p.status = 'fulfilled'
       order by m.pickup_date, p.created_at, p.id
       limit ${input.limit}`),
  );
}
