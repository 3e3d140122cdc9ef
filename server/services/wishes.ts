// The wish board (docs/features.md "Wish board"): colleagues say what they would like a cook to make and back each
// other's wishes with the portions they would take. Only the office's own people see or touch its board.
import { WISH_LIMITS } from '../../shared/constants';
import { DomainError } from '../../shared/errors';
import { localDate } from '../../shared/office-time';
import type { BackWishInput, ListWishes, PostWish } from '../../shared/schemas/wishes';
import type { AuthUser } from '../auth/auth-user';
import {
  deleteBacking,
  findWishOnBoard,
  insertWish,
  listWishes,
  lockAndCountOpenWishes,
  upsertBacking,
  withdrawWish,
} from '../db/queries/wishes';
import type { AppDeps } from '../deps';
import { wishDaysAllowed, wishExpiresAt } from '../domain/wishes';
import { menuOffice } from './menu';

/** The office a slug names, when it is the user's own. */
async function ownOffice(deps: AppDeps, user: AuthUser, slug: string) {
  const office = await menuOffice(deps, slug);
  if (office.id !== user.officeId) throw new DomainError('wishOtherOffice');
  return office;
}

/** The user's office, for a wish named by id (another office's wish reads as missing). */
function officeOf(user: AuthUser) {
  if (!user.officeId) throw new DomainError('notFound');
  return user.officeId;
}

export async function post(deps: AppDeps, user: AuthUser, input: PostWish) {
  const office = await ownOffice(deps, user, input.slug);
  const now = deps.clock.now();
  if (!wishDaysAllowed(input, localDate(now, office.timeZone))) throw new DomainError('wishDaysInvalid');
  return deps.database.db.transaction(async (tx) => {
    const open = await lockAndCountOpenWishes(tx, { authorId: user.id, officeId: office.id, now });
    if (open >= WISH_LIMITS.openPerAuthor) throw new DomainError('wishesLimit');
    const wish = await insertWish(tx, {
      officeId: office.id,
      authorId: user.id,
      title: input.title,
      fromDate: input.fromDate ?? null,
      toDate: input.toDate ?? null,
      maxPriceCents: input.maxPriceCents ?? null,
      expiresAt: wishExpiresAt(now),
      createdAt: now,
    });
    await upsertBacking(tx, { wishId: wish.id, userId: user.id, quantity: input.quantity, now });
    return { id: wish.id };
  });
}

/** "Me too": backs a wish with some portions, or changes how many. */
export async function back(deps: AppDeps, user: AuthUser, input: BackWishInput) {
  const now = deps.clock.now();
  const wish = await findWishOnBoard(deps.database.db, { wishId: input.wishId, officeId: officeOf(user), now });
  if (!wish) throw new DomainError('notFound');
  await upsertBacking(deps.database.db, { wishId: wish.id, userId: user.id, quantity: input.quantity, now });
  return { wishId: wish.id, quantity: input.quantity };
}

/** Stops backing; not backing it already is no error. */
export async function unback(deps: AppDeps, user: AuthUser, input: { wishId: string }) {
  await deleteBacking(deps.database.db, { wishId: input.wishId, userId: user.id });
  return { wishId: input.wishId, quantity: 0 };
}

/** The author takes their wish off the board. */
export async function withdraw(deps: AppDeps, user: AuthUser, input: { wishId: string }) {
  const withdrawn = await withdrawWish(deps.database.db, {
    wishId: input.wishId,
    authorId: user.id,
    now: deps.clock.now(),
  });
  if (!withdrawn) throw new DomainError('notFound');
  return { wishId: input.wishId };
}

/** The office's board, most wanted (or newest) first, with counts and what the reader backs. */
export async function list(deps: AppDeps, user: AuthUser, input: ListWishes) {
  const office = await ownOffice(deps, user, input.slug);
  const rows = await listWishes(deps.database.db, {
    officeId: office.id,
    readerId: user.id,
    now: deps.clock.now(),
    sort: input.sort,
  });
  return rows.map(({ authorId, claimedBy, ...row }) => ({
    ...row,
    mine: authorId === user.id,
    /** The reader claimed it: they may see its backers' names (wishes.backers). */
    claimedByMe: claimedBy === user.id,
  }));
}
