// Pay-up: a cook's payment details (IBAN and holder, a payment link), the instructions an eater gets to pay one
// reservation (the amount, a short reference, and the EPC QR code's text, server/domain/epc-qr.ts), the eater's
// "I paid", and the cook's confirm or reject. Payment details reach only an eater with a reservation from that cook:
// the instructions are read through the eater's own preorder.
import { DomainError } from '../../shared/errors';
import { displayName } from '../../shared/people';
import type { AuthUser } from '../auth/auth-user';
import {
  claimPayment,
  confirmClaimedPayment,
  findCookPaymentState,
  findPaymentDetails,
  findPaymentFacts,
  markNotCollected,
  notCollectedRefusal,
  rejectClaimedPayment,
  updatePaymentDetails,
  type PaymentDetailsRow,
} from '../db/queries/payments';
import type { AppDeps } from '../deps';
import { epcPayload } from '../domain/epc-qr';

const toDetails = (row: PaymentDetailsRow) => ({
  iban: row.iban ?? undefined,
  holder: row.holder ?? undefined,
  link: row.link ?? undefined,
});

export async function paymentDetails(deps: AppDeps, user: AuthUser, _input?: null) {
  return toDetails(await findPaymentDetails(deps.database.db, user.id));
}

/** Fields left out stay; an empty one is removed (the schema has checked and normalised the rest). */
export async function setPaymentDetails(
  deps: AppDeps,
  user: AuthUser,
  input: { iban?: string | undefined; holder?: string | undefined; link?: string | undefined },
) {
  const change = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);
  const row = await updatePaymentDetails(
    deps.database.db,
    user.id,
    { iban: change(input.iban), holder: change(input.holder), link: change(input.link) },
    deps.clock.now(),
  );
  return toDetails(row);
}

/** "LB-1A2B3C4D": short enough to type, and it names the reservation to the cook (the first 8 of its id). */
export const paymentReference = (preorderId: string) => `LB-${preorderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * What the eater pays for their reservation and how: the amount, the reference, the cook's details, and the EPC QR
 * code's exact text when the cook has an IBAN. Another person's preorder is NOT_FOUND; a cancelled one has nothing
 * to pay.
 */
export async function paymentInstructions(deps: AppDeps, user: AuthUser, input: { preorderId: string }) {
  const facts = await findPaymentFacts(deps.database.db, input.preorderId, user.id);
  if (!facts) throw new DomainError('notFound');
  if (facts.status === 'cancelled') throw new DomainError('invalidTransition');
  const amountCents = facts.quantity * facts.priceCents;
  const reference = paymentReference(facts.id);
  const cook = displayName({ firstName: facts.cookFirstName, lastName: facts.cookLastName, email: '' });
  const holder = facts.holder ?? undefined;
  return {
    amountCents,
    reference,
    cook,
    iban: facts.iban ?? undefined,
    holder,
    link: facts.link ?? undefined,
    epcPayload: facts.iban
      ? epcPayload({
          name: holder ?? cook,
          iban: facts.iban,
          amountCents,
          text: `${reference} ${facts.mealTitle}`,
        })
      : undefined,
    paymentStatus: facts.paymentStatus,
    claimedAt: facts.paymentStatus === 'unpaid' ? facts.paymentClaimedAt : null,
    rejectedAt: facts.paymentRejectedAt,
  };
}

/** The eater says they paid (by transfer or app): once, until the cook confirms or rejects it. */
export async function claimPaid(deps: AppDeps, user: AuthUser, input: { preorderId: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  if (await claimPayment(db, { preorderId: input.preorderId, eaterId: user.id, now })) {
    return { id: input.preorderId, claimedAt: now };
  }
  const facts = await findPaymentFacts(db, input.preorderId, user.id);
  if (!facts) throw new DomainError('notFound');
  if (facts.paymentStatus !== 'unpaid') throw new DomainError('paymentAlreadySettled');
  if (facts.paymentClaimedAt) throw new DomainError('paymentAlreadyClaimed');
  throw new DomainError('invalidTransition');
}

async function whyNot(deps: AppDeps, user: AuthUser, preorderId: string): Promise<never> {
  const state = await findCookPaymentState(deps.database.db, user.id, preorderId);
  if (!state) throw new DomainError('notFound');
  if (state.paymentStatus !== 'unpaid') throw new DomainError('paymentAlreadySettled');
  if (!state.claimed) throw new DomainError('paymentNotClaimed');
  throw new DomainError('invalidTransition');
}

/** The cook confirms the claimed payment: paid by transfer or app, now; once. */
export async function confirmPaid(
  deps: AppDeps,
  user: AuthUser,
  input: { preorderId: string; method: 'bank_transfer' | 'mobile_app' },
) {
  const row = await confirmClaimedPayment(deps.database.db, {
    preorderId: input.preorderId,
    cookId: user.id,
    method: input.method,
    now: deps.clock.now(),
  });
  return row ?? whyNot(deps, user, input.preorderId);
}

/** The cook did not find the payment: the claim goes, and the eater sees it was not found. */
export async function rejectPaid(deps: AppDeps, user: AuthUser, input: { preorderId: string }) {
  const rejected = await rejectClaimedPayment(deps.database.db, {
    preorderId: input.preorderId,
    cookId: user.id,
    now: deps.clock.now(),
  });
  return rejected ? { id: input.preorderId } : whyNot(deps, user, input.preorderId);
}

/**
 * A no-show: after the pickup window the cook marks an uncollected reservation "not collected". It closes, the eater
 * sees it on their activity, and it stays owed (the ledger's debts) unless the cook waives it.
 */
export async function notCollected(deps: AppDeps, user: AuthUser, input: { preorderId: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await markNotCollected(db, { preorderId: input.preorderId, cookId: user.id, now });
  if (row) return row;
  throw new DomainError(await notCollectedRefusal(db, { preorderId: input.preorderId, cookId: user.id, now }));
}
