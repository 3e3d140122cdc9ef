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
  wishPortions,
  withdrawWish,
} from '../db/queries/wishes';
import { insertNotifications } from '../db/queries/notifications';
import { enqueueChannelPost } from '../db/queries/office-channels';
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
    // The office's channel hears of it when it posts what is new (its `newMeals` switch), written when sent
    // (server/outbound/channel-sender.ts, newWishMessage).
    await enqueueChannelPost(tx, {
      officeId: office.id,
      payload: { post: 'newWish', wishId: wish.id },
      idempotencyKey: `newWish:${wish.id}`,
      at: now,
      newOnly: true,
    });
    return { id: wish.id };
  });
}

/**
 * "Me too": backs a wish with some portions, or changes how many. The author hears of a colleague's backing once per
 * backer (its dedupe key), without the backer's name: the board shows counts only, and names are for the cook who
 * claims it (server/services/conditional-meals.ts).
 */
export async function back(deps: AppDeps, user: AuthUser, input: BackWishInput) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const wish = await findWishOnBoard(tx, { wishId: input.wishId, officeId: officeOf(user), now });
    if (!wish) throw new DomainError('notFound');
    await upsertBacking(tx, { wishId: wish.id, userId: user.id, quantity: input.quantity, now });
    if (wish.authorId !== user.id) {
      await insertNotifications(tx, [
        {
          userId: wish.authorId,
          kind: 'wishBacked',
          mealId: null,
          payload: { wishTitle: wish.title, portions: await wishPortions(tx, wish.id) },
          dedupeKey: `wishBacked:${wish.id}:${user.id}`,
          createdAt: now,
        },
      ]);
    }
    return { wishId: wish.id, quantity: input.quantity };
  });
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
