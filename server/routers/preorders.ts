// Reservations: reserve, cancel, the eater's list and the dashboard's upcoming ones.
import { NoInput } from '../../shared/schemas/common';
import { CancelPreorderInput, ReserveInput } from '../../shared/schemas/menu';
import { ForCookInput, PreorderIdInput } from '../../shared/schemas/meals';
import { MarkCollectedInput, SettlePaymentInput } from '../../shared/schemas/ledger';
import { ConfirmPaymentInput, PreorderPaymentInput } from '../../shared/schemas/profile';
import * as cook from '../services/cook';
import * as ledger from '../services/ledger';
import * as payments from '../services/payments';
import * as preorders from '../services/preorders';
import { router } from '../trpc/init';
import { authedProcedure, roleProcedure } from '../trpc/procedures';

export const preordersRouter = router({
  reserve: authedProcedure
    .input(ReserveInput)
    .mutation(({ ctx, input }) => preorders.reserve(ctx.deps, ctx.user, input)),

  cancel: authedProcedure
    .input(CancelPreorderInput)
    .mutation(({ ctx, input }) => preorders.cancel(ctx.deps, ctx.user, input)),

  mine: authedProcedure.input(NoInput).query(({ ctx }) => preorders.mine(ctx.deps, ctx.user)),

  upcoming: authedProcedure.input(NoInput).query(({ ctx }) => preorders.upcoming(ctx.deps, ctx.user)),

  // The cook's side: preorders of their own meals.
  forCook: roleProcedure('cook')
    .input(ForCookInput)
    .query(({ ctx, input }) => cook.forCook(ctx.deps, ctx.user, input)),

  // Paid now (cash unless `method` says otherwise), or collected now and paid later (`payLater`, see the ledger).
  markCollected: roleProcedure('cook')
    .input(MarkCollectedInput)
    .mutation(({ ctx, input }) => cook.markCollected(ctx.deps, ctx.user, input)),

  /** A collected preorder paid later is paid now (the cash ledger). */
  settlePayment: roleProcedure('cook')
    .input(SettlePaymentInput)
    .mutation(({ ctx, input }) => ledger.settlePayment(ctx.deps, ctx.user, input)),

  waive: roleProcedure('cook')
    .input(PreorderIdInput)
    .mutation(({ ctx, input }) => cook.waive(ctx.deps, ctx.user, input)),

  // Pay-up (server/services/payments.ts): the eater's instructions and "I paid", the cook's confirm or reject.
  paymentInstructions: authedProcedure
    .input(PreorderPaymentInput)
    .query(({ ctx, input }) => payments.paymentInstructions(ctx.deps, ctx.user, input)),

  claimPaid: authedProcedure
    .input(PreorderPaymentInput)
    .mutation(({ ctx, input }) => payments.claimPaid(ctx.deps, ctx.user, input)),

  confirmPaid: roleProcedure('cook')
    .input(ConfirmPaymentInput)
    .mutation(({ ctx, input }) => payments.confirmPaid(ctx.deps, ctx.user, input)),

  rejectPaid: roleProcedure('cook')
    .input(PreorderPaymentInput)
    .mutation(({ ctx, input }) => payments.rejectPaid(ctx.deps, ctx.user, input)),

  // After the pickup window: a reservation nobody collected (server/services/payments.ts, notCollected).
  markNotCollected: roleProcedure('cook')
    .input(PreorderPaymentInput)
    .mutation(({ ctx, input }) => payments.notCollected(ctx.deps, ctx.user, input)),
});
