// Following a cook: follow or unfollow from a meal card, the cooks the user follows, and the Cooks
// Directory of the user's own office.
import { NoInput } from '../../shared/schemas/common';
import { SetFollowInput } from '../../shared/schemas/follows';
import * as directory from '../services/directory';
import * as follows from '../services/follows';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const followsRouter = router({
  set: authedProcedure.input(SetFollowInput).mutation(({ ctx, input }) => follows.setFollow(ctx.deps, ctx.user, input)),
  mine: authedProcedure.input(NoInput).query(({ ctx }) => follows.mine(ctx.deps, ctx.user)),
  directory: authedProcedure.input(NoInput).query(({ ctx }) => directory.officeCooks(ctx.deps, ctx.user)),
});
