// The person's own data: download it, erase the account (docs/privacy.md).
import { DeleteAccountInput } from '../../shared/schemas/account';
import { NoInput } from '../../shared/schemas/common';
import * as account from '../services/account';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const accountRouter = router({
  exportData: authedProcedure.input(NoInput).query(({ ctx }) => account.exportData(ctx.deps, ctx.user)),

  delete: authedProcedure.input(DeleteAccountInput).mutation(async ({ ctx, input }) => {
    const result = await account.deleteOwnAccount(ctx.deps, ctx.user, input);
    ctx.cookies.clear();
    return result;
  }),
});
