// Pay-up: the cook's payment details, what an eater needs to pay one reservation, and the "I paid" / confirm /
// reject steps. Each step is one conditional UPDATE scoped to its person in SQL (the eater for "I paid", the cook
// for confirm and reject), so doing one twice, even at the same moment, has effect once, and another person's
// preorder matches nothing.
import { eq, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus, PreorderStatus } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { pickupEndAt } from '../fragments';
import { profiles } from '../schema';

export interface PaymentDetailsRow {
  iban: string | null;
  holder: string | null;
  link: string | null;
}

export async function findPaymentDetails(db: Executor, userId: string): Promise<PaymentDetailsRow> {
  const [row] = await db
    .select({ iban: profiles.paymentIban, holder: profiles.paymentHolder, link: profiles.paymentLink })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? { iban: null, holder: null, link: null };
}

/** Sets the fields given (null removes one), leaves the others; answers the details as they are now. */
export async function updatePaymentDetails(
  db: Executor,
  userId: string,
  changes: { iban?: string | null; holder?: string | null; link?: string | null },
  now: Date,
) {
  const [row] = await db
    .update(profiles)
    .set({
      ...(changes.iban !== undefined && { paymentIban: changes.iban }),
      ...(changes.holder !== undefined && { paymentHolder: changes.holder }),
      ...(changes.link !== undefined && { paymentLink: changes.link }),
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId))
    .returning({ iban: profiles.paymentIban, holder: profiles.paymentHolder, link: profiles.paymentLink });
  return row ?? { iban: null, holder: null, link: null };
}

export interface PaymentFactsRow {
  id: string;
  quantity: number;
  priceCents: number;
  mealTitle: string;
  status: PreorderStatus;
  paymentStatus: PaymentStatus;
  paymentClaimedAt: Date | null;
  paymentRejectedAt: Date | null;
  cookFirstName: string;
  cookLastName: string;
  iban: string | null;
  holder: string | null;
  link: string | null;
}

/** The eater's own preorder with its cook's payment details; undefined for anyone else's (or none). */
export async function findPaymentFacts(db: Executor, preorderId: string, eaterId: string) {
  const [row] = rowsOf<
    Omit<PaymentFactsRow, 'paymentClaimedAt' | 'paymentRejectedAt'> & {
      paymentClaimedAt: string | Date | null;
      paymentRejectedAt: string | Date | null;
    }
  >(
    await db.execute(sql`
      select p.id, p.quantity, m.price_cents as "priceCents", m.title as "mealTitle", p.status,
             p.payment_status as "paymentStatus", p.payment_claimed_at as "paymentClaimedAt",
             p.payment_rejected_at as "paymentRejectedAt", c.first_name as "cookFirstName",
             c.last_name as "cookLastName", c.payment_iban as iban, c.payment_holder as holder, c.payment_link as link
        from preorders p
        join meals m on m.id = p.meal_id
        join profiles c on c.user_id = m.cook_id
       where p.id = ${preorderId} and p.eater_id = ${eaterId}`),
  );
  return (
    row && {
      ...row,
      paymentClaimedAt: toDate(row.paymentClaimedAt),
      paymentRejectedAt: toDate(row.paymentRejectedAt),
    }
  );
}

/** The eater's "I paid": only on their own open or collected, unpaid preorder not already claimed. */
export async function claimPayment(db: Executor, input: { preorderId: string; eaterId: string; now: Date }) {
  const now = input.now.toISOString();
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      update preorders
         set payment_claimed_at = ${now}::timestamptz, payment_rejected_at = null, updated_at = ${now}::timestamptz
       where id = ${input.preorderId} and eater_id = ${input.eaterId}
         and status in ('reserved', 'active', 'fulfilled') and payment_status = 'unpaid'
         and payment_claimed_at is null
      returning id`),
  );
  return row !== undefined;
}

/**
 * The cook confirms a claimed payment: paid now by `method`, the claim kept as when the eater said so. Only an
 * unpaid, claimed preorder of the cook's own meal; the preorders trigger queues the PAYMENT_RECEIPT e-mail.
 */
export async function confirmClaimedPayment(
  db: Executor,
  input: { preorderId: string; cookId: string; method: PaymentMethod; now: Date },
) {
  const now = input.now.toISOString();
  const [row] = rowsOf<{ id: string; paymentStatus: PaymentStatus; paidAt: string | Date; paidMethod: PaymentMethod }>(
    await db.execute(sql`
      update preorders
         set payment_status = 'paid', paid_at = ${now}::timestamptz, paid_method = ${input.method}::payment_method,
             updated_at = ${now}::timestamptz
       where id = ${input.preorderId} and cook_id = ${input.cookId}
         and status in ('reserved', 'active', 'fulfilled') and payment_status = 'unpaid'
         and payment_claimed_at is not null
      returning id, payment_status as "paymentStatus", paid_at as "paidAt", paid_method as "paidMethod"`),
  );
  return row && { ...row, paidAt: toDate(row.paidAt) };
}

/** The cook did not find the payment: the claim is withdrawn (the eater may claim again), the time kept. */
export async function rejectClaimedPayment(db: Executor, input: { preorderId: string; cookId: string; now: Date }) {
  const now = input.now.toISOString();
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      update preorders
         set payment_claimed_at = null, payment_rejected_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
       where id = ${input.preorderId} and cook_id = ${input.cookId}
         and payment_status = 'unpaid' and payment_claimed_at is not null
      returning id`),
  );
  return row !== undefined;
}

/** A preorder of the cook's meal (status, payment, claim), or undefined when it is not theirs. */
export async function findCookPaymentState(db: Executor, cookId: string, preorderId: string) {
  const [row] = rowsOf<{ status: PreorderStatus; paymentStatus: PaymentStatus; claimed: boolean }>(
    await db.execute(sql`
      select status, payment_status as "paymentStatus", payment_claimed_at is not null as claimed
        from preorders where id = ${preorderId} and cook_id = ${cookId}`),
  );
  return row;
}

/**
 * "Not collected": an open preorder of the cook's meal whose pickup window has ended (in the office's zone) is closed
 * as a no-show; its payment stays as it is (unpaid is still owed, in the ledger, until settled or waived). One
 * conditional statement: once. Answers the row, or undefined when nothing changed (see notCollectedRefusal).
 */
export async function markNotCollected(db: Executor, input: { preorderId: string; cookId: string; now: Date }) {
  const now = input.now.toISOString();
  const [row] = rowsOf<{
    id: string;
    status: PreorderStatus;
    paymentStatus: PaymentStatus;
    notCollectedAt: string | Date;
  }>(
    await db.execute(sql`
      update preorders p
         set status = 'fulfilled', not_collected_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        from meals m join offices o on o.id = m.office_id
       where p.id = ${input.preorderId} and m.id = p.meal_id and p.cook_id = ${input.cookId}
         and p.status in ('reserved', 'active') and ${now}::timestamptz >= ${pickupEndAt('m', 'o')}
      returning p.id, p.status, p.payment_status as "paymentStatus", p.not_collected_at as "notCollectedAt"`),
  );
  return row && { ...row, notCollectedAt: toDate(row.notCollectedAt) };
}

/** Why "not collected" changed nothing: not the cook's (undefined), already closed, or the window not over yet. */
export async function notCollectedRefusal(db: Executor, input: { preorderId: string; cookId: string; now: Date }) {
  const [row] = rowsOf<{ open: boolean; over: boolean }>(
    await db.execute(sql`
      select p.status in ('reserved', 'active') as open, ${input.now.toISOString()}::timestamptz >= ${pickupEndAt('m', 'o')} as over
        from preorders p join meals m on m.id = p.meal_id join offices o on o.id = m.office_id
       where p.id = ${input.preorderId} and p.cook_id = ${input.cookId}`),
  );
  if (!row) return 'notFound' as const;
  return row.open ? ('pickupNotOver' as const) : ('invalidTransition' as const);
}
