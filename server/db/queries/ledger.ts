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
  p.id, ${period}::text as period_start, m.pickup_date::text as pickup_date, m.title as meal_title,
  x.first_name as person_first_name, x.last_name as person_last_name, x.email as person_email,
  p.quantity, m.price_cents, (${amount})::int as amount_cents, p.payment_status, p.paid_method,
  to_char(p.paid_at at time zone o.time_zone, 'YYYY-MM-DD HH24:MI') as paid_at_local`;

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
  const [row] = rowsOf<{
    id: string;
    status: PreorderStatus;
    paymentStatus: PaymentStatus;
    paidAt: string | Date | null;
    paidMethod: PaymentMethod | null;
  }>(
    await db.execute(sql`
      update preorders p
         set payment_status = 'paid', paid_at = ${now}::timestamptz, paid_method = ${input.method}::payment_method,
             updated_at = ${now}::timestamptz
        from meals m
       where p.id = ${input.preorderId} and m.id = p.meal_id and m.cook_id = ${input.cookId}
         and p.status = 'fulfilled' and p.payment_status = 'unpaid'
      returning p.id, p.status, p.payment_status as "paymentStatus", p.paid_at as "paidAt", p.paid_method as "paidMethod"`),
  );
  return row && { ...row, paidAt: toDate(row.paidAt) };
}

export interface CookLedgerPeriodRow {
  period_start: string;
  handed_out_portions: number;
  handed_out_cents: number;
  paid_portions: number;
  paid_cents: number;
  waived_portions: number;
  waived_cents: number;
  unpaid_portions: number;
  unpaid_cents: number;
  /** Still unpaid over every period of the cook (not only the ones returned). */
  outstanding_cents: number;
  outstanding_portions: number;
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
      select ${start}::text as period_start,
             coalesce(sum(p.quantity), 0)::int as handed_out_portions,
             coalesce(sum(${amount}), 0)::int as handed_out_cents,
             coalesce(sum(p.quantity) filter (where p.payment_status = 'paid'), 0)::int as paid_portions,
             coalesce(sum(${amount}) filter (where p.payment_status = 'paid'), 0)::int as paid_cents,
             coalesce(sum(p.quantity) filter (where p.payment_status = 'waived'), 0)::int as waived_portions,
             coalesce(sum(${amount}) filter (where p.payment_status = 'waived'), 0)::int as waived_cents,
             coalesce(sum(p.quantity) filter (where p.payment_status = 'unpaid'), 0)::int as unpaid_portions,
             coalesce(sum(${amount}) filter (where p.payment_status = 'unpaid'), 0)::int as unpaid_cents,
             (sum(coalesce(sum(${amount}) filter (where p.payment_status = 'unpaid'), 0)) over ())::int as outstanding_cents,
             (sum(coalesce(sum(p.quantity) filter (where p.payment_status = 'unpaid'), 0)) over ())::int as outstanding_portions
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
  period_start: string;
  pickup_date: string;
  meal_title: string;
  /** The eater (cook's ledger) or the cook (eater's ledger). */
  person_first_name: string;
  person_last_name: string;
  person_email: string;
  quantity: number;
  price_cents: number;
  amount_cents: number;
  payment_status: PaymentStatus;
  paid_method: PaymentMethod | null;
  /** 'YYYY-MM-DD HH:MM' in the meal's office time zone. */
  paid_at_local: string | null;
}

/**
 * The collected preorders of the cook's meals, one row each (oldest pickup first): the unpaid ones (the debts to
 * settle), or every one from `from` (a period start) on, for the CSV.
 */
export async function cookLedgerEntries(
  db: Executor,
  input: { cookId: string; period: LedgerPeriod; unpaidOnly: boolean; from: string | null; limit: number },
) {
  return rowsOf<LedgerEntryRow>(
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
  cook_id: string | null;
  cook_first_name: string | null;
  cook_last_name: string | null;
  cook_email: string | null;
  collected_portions: number;
  paid_portions: number;
  spent_cents: number;
  waived_cents: number;
  owed_portions: number;
  owed_cents: number;
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
             m.cook_id, c.first_name as cook_first_name, c.last_name as cook_last_name, c.email as cook_email,
             coalesce(sum(p.quantity), 0)::int as collected_portions,
             coalesce(sum(p.quantity) filter (where p.payment_status = 'paid'), 0)::int as paid_portions,
             coalesce(sum(${amount}) filter (where p.payment_status = 'paid'), 0)::int as spent_cents,
             coalesce(sum(${amount}) filter (where p.payment_status = 'waived'), 0)::int as waived_cents,
             coalesce(sum(p.quantity) filter (where p.payment_status = 'unpaid'), 0)::int as owed_portions,
             coalesce(sum(${amount}) filter (where p.payment_status = 'unpaid'), 0)::int as owed_cents
        from preorders p
        join meals m on m.id = p.meal_id
        join profiles c on c.user_id = m.cook_id
       where p.eater_id = ${eaterId} and p.status = 'fulfilled'
       group by grouping sets ((date_trunc('month', m.pickup_date::timestamp)), (m.cook_id, c.first_name, c.last_name, c.email))`),
  );
}

/** The eater's collected preorders, one row each (oldest pickup first), for the CSV. */
export async function eaterLedgerEntries(db: Executor, input: { eaterId: string; limit: number }) {
  return rowsOf<LedgerEntryRow>(
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
