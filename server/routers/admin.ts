import * as admin from '../services/admin';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const adminRouter = router({
  stats: adminProcedure.query(({ ctx }) => admin.dashboardStats(ctx.db)),
});
