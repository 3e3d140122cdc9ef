import { publicProcedure } from '../trpc/procedures';
import { router } from '../trpc/init';
import { readinessReport } from '../services/system';

export const systemRouter = router({
  readiness: publicProcedure.query(({ ctx }) => readinessReport(ctx.deps)),
});
