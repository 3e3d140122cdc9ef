// Trust and safety: reporting a meal (signed-in users), and the admins' moderation of open reports.
import {
  DismissReportInput,
  LiftSuspensionInput,
  ModerationReportsInput,
  ReportMealInput,
  ResolveReportInput,
  SetReportedMealDisabledInput,
  SuspendCookInput,
  TakeDownWishInput,
} from '../../shared/schemas/moderation';
import * as moderation from '../services/moderation';
import { router } from '../trpc/init';
import { adminProcedure, authedProcedure } from '../trpc/procedures';

export const moderationRouter = router({
  report: authedProcedure
    .input(ReportMealInput)
    .mutation(({ ctx, input }) => moderation.reportMeal(ctx.deps, ctx.user, input)),

  reports: adminProcedure
    .input(ModerationReportsInput)
    .query(({ ctx, input }) => moderation.adminReports(ctx.deps, ctx.user, input)),
  setMealDisabled: adminProcedure
    .input(SetReportedMealDisabledInput)
    .mutation(({ ctx, input }) => moderation.setReportedMealDisabled(ctx.deps, ctx.user, input)),
  takeDownWish: adminProcedure
    .input(TakeDownWishInput)
    .mutation(({ ctx, input }) => moderation.takeDownReportedWish(ctx.deps, ctx.user, input)),
  suspendCook: adminProcedure
    .input(SuspendCookInput)
    .mutation(({ ctx, input }) => moderation.suspendCook(ctx.deps, ctx.user, input)),
  liftSuspension: adminProcedure
    .input(LiftSuspensionInput)
    .mutation(({ ctx, input }) => moderation.liftSuspension(ctx.deps, ctx.user, input)),
  resolve: adminProcedure
    .input(ResolveReportInput)
    .mutation(({ ctx, input }) => moderation.closeOpenReport(ctx.deps, ctx.user, { ...input, status: 'resolved' })),
  dismiss: adminProcedure
    .input(DismissReportInput)
    .mutation(({ ctx, input }) => moderation.closeOpenReport(ctx.deps, ctx.user, { ...input, status: 'dismissed' })),
});
