// The person's own data: download it, erase the account (docs/privacy.md).
import { NoInput } from '../../shared/schemas/common';
import * as account from '../services/account';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const accountRouter = router({
  exportData: authedProcedure.input(NoInput).query(({ ctx }) => account.exportData(ctx.deps, ctx.user)),
});
