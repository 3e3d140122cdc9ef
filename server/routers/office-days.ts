// Office days (docs/features.md, "Office days and forecast"): one's usual weekdays in the office and whether the
// daily menu e-mail comes on days one is not in. The cook's forecast is meals.forecast.
import { NoInput } from '../../shared/schemas/common';
import { SetOfficeDaysInput } from '../../shared/schemas/office-days';
import * as officeDays from '../services/office-days';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const officeDaysRouter = router({
  get: authedProcedure.input(NoInput).query(({ ctx }) => officeDays.officeDays(ctx.deps, ctx.user)),
  set: authedProcedure
    .input(SetOfficeDaysInput)
    .mutation(({ ctx, input }) => officeDays.saveOfficeDays(ctx.deps, ctx.user, input)),
});
