// Following a cook: follow or stop following a colleague who cooks, and the cooks one follows. The menu
// marks their meals on the client (the shared, cached menu answer carries no per-user data), and the e-mail
// schedule sends a daily digest of their new meals (queueFollowedCooksDigests).
import { DomainError } from '../../shared/errors';
import type { SetFollowInput } from '../../shared/schemas/follows';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../deps';
import { followCook, listFollowedCooks, unfollowCook } from '../db/queries/follows';

/** Idempotent both ways; following is only for a cook of one's own office who has cooked, and not oneself. */
export async function setFollow(deps: AppDeps, user: AuthUser, input: SetFollowInput) {
  const db = deps.database.db;
  const now = deps.clock.now();
  if (!input.follow) {
    await unfollowCook(db, { followerId: user.id, cookId: input.cookId });
    return { cookId: input.cookId, following: false };
  }
  const refusal = await followCook(db, { followerId: user.id, officeId: user.officeId, cookId: input.cookId, now });
  if (refusal) throw new DomainError(refusal);
  return { cookId: input.cookId, following: true };
}

export async function mine(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  return (await listFollowedCooks(db, user.id)).map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    followedAt: new Date(row.followedAt),
  }));
}
