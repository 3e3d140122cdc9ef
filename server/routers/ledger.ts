// The cash ledger: the cook's figures per week or month and who owes them, the eater's spending and
// debts, and both as CSV files. Settling a debt is preorders.settlePayment (it changes a preorder).
import { NoInput } from '../../shared/schemas/common';
import { CookLedgerCsvInput, CookLedgerInput, EaterLedgerCsvInput } from '../../shared/schemas/ledger';
import * as ledger from '../services/ledger';
import { router } from '../trpc/init';
import { authedProcedure, roleProcedure } from '../trpc/procedures';

export const ledgerRouter = router({
  cook: roleProcedure('cook')
    .input(CookLedgerInput)
    .query(({ ctx, input }) => ledger.cookLedger(ctx.deps, ctx.user, input)),
  cookCsv: roleProcedure('cook')
    .input(CookLedgerCsvInput)
    .query(({ ctx, input }) => ledger.cookLedgerCsv(ctx.deps, ctx.user, input)),
  // Anyone who collects meals (cooks and admins reserve too).
  eater: authedProcedure.input(NoInput).query(({ ctx }) => ledger.eaterLedger(ctx.deps, ctx.user)),
  eaterCsv: authedProcedure
    .input(EaterLedgerCsvInput)
    .query(({ ctx, input }) => ledger.eaterLedgerCsv(ctx.deps, ctx.user, input)),
});
