import { publicProcedure } from '../trpc/procedures';
import { NoInput } from '../../shared/schemas/common';
import { router } from '../trpc/init';
import { readinessReport } from '../services/system';

export const systemRouter = router({
  readiness: publicProcedure.input(NoInput).query(({ ctx }) => readinessReport(ctx.deps, ctx.user)),
});
