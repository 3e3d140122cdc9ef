// The cook's meals: list, read, create, edit, publish, withdraw, cook again, photo order, the day's figures, and
// the cook's word to a meal's eaters ("It's in the kitchen", a short message).
// Photos are uploaded over HTTP (server/http/meal-photos.ts); everything else is here.
import { NoInput } from '../../shared/schemas/common';
import {
  CreateMealInput,
  CreateSeriesInput,
  DuplicateMealInput,
  MealIdInput,
  MineMealsInput,
  RemovePhotoInput,
  ReorderPhotosInput,
  SetMealActiveInput,
  StopSeriesInput,
  UpdateMealInput,
  WithdrawMealInput,
} from '../../shared/schemas/meals';
import { AnnounceReadyInput, MessageEatersInput } from '../../shared/schemas/notifications';
import { ForecastInput } from '../../shared/schemas/office-days';
import { DrawMealInput } from '../../shared/schemas/draws';
import * as cook from '../services/cook';
import * as draws from '../services/draws';
import * as handovers from '../services/handovers';
import * as mealMessages from '../services/meal-messages';
import * as mealSeries from '../services/meal-series';
import * as officeDays from '../services/office-days';
import { router } from '../trpc/init';
import { authedProcedure, roleProcedure } from '../trpc/procedures';

const cookProcedure = roleProcedure('cook');

export const mealsRouter = router({
  /** Who is in the cook's office on each day ahead, counts under 5 as null (server/domain/forecast.ts). */
  forecast: cookProcedure
    .input(ForecastInput)
    .query(({ ctx, input }) => officeDays.forecast(ctx.deps, ctx.user, input)),

  mine: cookProcedure.input(MineMealsInput).query(({ ctx, input }) => cook.mine(ctx.deps, ctx.user, input)),

  get: cookProcedure.input(MealIdInput).query(({ ctx, input }) => cook.get(ctx.deps, ctx.user, input)),

  create: cookProcedure.input(CreateMealInput).mutation(({ ctx, input }) => cook.create(ctx.deps, ctx.user, input)),

  /** The same meal on chosen weekdays for 1 to 8 weeks, each day its own meal (server/services/meal-series.ts). */
  createSeries: cookProcedure
    .input(CreateSeriesInput)
    .mutation(({ ctx, input }) => mealSeries.createSeries(ctx.deps, ctx.user, input)),

  /** Withdraws this meal and the later meals of its series. */
  stopSeries: cookProcedure
    .input(StopSeriesInput)
    .mutation(({ ctx, input }) => mealSeries.stopSeries(ctx.deps, ctx.user, input)),

  update: cookProcedure.input(UpdateMealInput).mutation(({ ctx, input }) => cook.update(ctx.deps, ctx.user, input)),

  setActive: cookProcedure
    .input(SetMealActiveInput)
    .mutation(({ ctx, input }) => cook.setActive(ctx.deps, ctx.user, input)),

  // Before the pickup window ends: the meal's uncollected reservations up for grabs (server/services/handovers.ts).
  lastCall: cookProcedure
    .input(MealIdInput)
    .mutation(({ ctx, input }) => handovers.lastCall(ctx.deps, ctx.user, input)),

  withdraw: cookProcedure
    .input(WithdrawMealInput)
    .mutation(({ ctx, input }) => cook.withdraw(ctx.deps, ctx.user, input)),

  duplicate: cookProcedure
    .input(DuplicateMealInput)
    .mutation(({ ctx, input }) => cook.duplicate(ctx.deps, ctx.user, input)),

  setPhotos: cookProcedure
    .input(ReorderPhotosInput)
    .mutation(({ ctx, input }) => cook.setPhotos(ctx.deps, ctx.user, input)),

  removePhoto: cookProcedure
    .input(RemovePhotoInput)
    .mutation(({ ctx, input }) => cook.removePhoto(ctx.deps, ctx.user, input)),

  announceReady: cookProcedure
    .input(AnnounceReadyInput)
    .mutation(({ ctx, input }) => mealMessages.announceReady(ctx.deps, ctx.user, input)),

  messageEaters: cookProcedure
    .input(MessageEatersInput)
    .mutation(({ ctx, input }) => mealMessages.messageEaters(ctx.deps, ctx.user, input)),

  dashboard: cookProcedure.input(NoInput).query(({ ctx }) => cook.dashboard(ctx.deps, ctx.user)),

  /** A fair draw's record and its replay: the meal's cook and the organization's admins only (server/services/draws.ts). */
  drawRecord: authedProcedure.input(DrawMealInput).query(({ ctx, input }) => draws.record(ctx.deps, ctx.user, input)),
});
