import * as admin from '../services/admin';
import { NoInput } from '../../shared/schemas/common';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const adminRouter = router({
  stats: adminProcedure.input(NoInput).query(({ ctx }) => admin.dashboardStats(ctx.db)),
});
