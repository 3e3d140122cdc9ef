// The profile's own settings beyond auth.updateProfile: the cook's payment details (pay-up).
import { NoInput } from '../../shared/schemas/common';
import { SetPaymentDetailsInput } from '../../shared/schemas/profile';
import * as payments from '../services/payments';
import { router } from '../trpc/init';
import { roleProcedure } from '../trpc/procedures';

export const profileRouter = router({
  paymentDetails: roleProcedure('cook')
    .input(NoInput)
    .query(({ ctx }) => payments.paymentDetails(ctx.deps, ctx.user)),

  setPaymentDetails: roleProcedure('cook')
    .input(SetPaymentDetailsInput)
    .mutation(({ ctx, input }) => payments.setPaymentDetails(ctx.deps, ctx.user, input)),
});
