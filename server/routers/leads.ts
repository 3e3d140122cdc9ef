// The landing page's access-request wizard (public).
import { LeadInput } from '../../shared/schemas/leads';
import { submitLead } from '../services/leads';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

export const leadsRouter = router({
  submit: publicProcedure.input(LeadInput).mutation(({ ctx, input }) => submitLead(ctx.deps, ctx.visitor, input)),
});
