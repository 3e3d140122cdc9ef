// Regulars and absences (docs/decisions/048-regulars.md): the eater's standing orders with cooks of their office,
// the absences that pause them, and for cooks how many regulars a day would bring.
import { NoInput } from '../../shared/schemas/common';
import {
  AddAbsenceInput,
  RegularsCountInput,
  RemoveAbsenceInput,
  SubscribeRegularInput,
  UnsubscribeRegularInput,
} from '../../shared/schemas/regulars';
import * as regulars from '../services/regulars';
import { router } from '../trpc/init';
import { authedProcedure, roleProcedure } from '../trpc/procedures';

const cookProcedure = roleProcedure('cook');

export const regularsRouter = router({
  subscribe: authedProcedure
    .input(SubscribeRegularInput)
    .mutation(({ ctx, input }) => regulars.subscribe(ctx.deps, ctx.user, input)),
  unsubscribe: authedProcedure
    .input(UnsubscribeRegularInput)
    .mutation(({ ctx, input }) => regulars.unsubscribe(ctx.deps, ctx.user, input)),
  mine: authedProcedure.input(NoInput).query(({ ctx }) => regulars.mine(ctx.deps, ctx.user)),
  countFor: cookProcedure
    .input(RegularsCountInput)
    .query(({ ctx, input }) => regulars.countFor(ctx.deps, ctx.user, input)),
});

export const absencesRouter = router({
  add: authedProcedure
    .input(AddAbsenceInput)
    .mutation(({ ctx, input }) => regulars.addAbsence(ctx.deps, ctx.user, input)),
  remove: authedProcedure
    .input(RemoveAbsenceInput)
    .mutation(({ ctx, input }) => regulars.removeAbsence(ctx.deps, ctx.user, input)),
  list: authedProcedure.input(NoInput).query(({ ctx }) => regulars.absences(ctx.deps, ctx.user)),
});
