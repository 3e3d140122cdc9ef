// Hand a reservation to a colleague: the pure rules of making an offer and of when it runs out. No I/O.
import type { PreorderStatus } from '../../shared/enums';

export interface OfferFacts {
  status: PreorderStatus;
  withdrawn: boolean;
  pickupStartAt: Date;
  pickupEndAt: Date;
  hasOpenOffer: boolean;
}

/** Why this reservation cannot be offered now, or null. Offers work until the pickup window ends. */
export function offerRefusal(facts: OfferFacts, now: Date) {
  if (facts.status !== 'reserved' && facts.status !== 'active') return 'invalidTransition' as const;
  if (facts.withdrawn) return 'mealWithdrawn' as const;
  if (now.getTime() >= facts.pickupEndAt.getTime()) return 'pickupEnded' as const;
  if (facts.hasOpenOffer) return 'alreadyOffered' as const;
  return null;
}

/**
 * An offer not taken by the pickup start falls back to the offerer; one made during the pickup window stays open
 * until the window ends.
 */
export const offerExpiry = (facts: Pick<OfferFacts, 'pickupStartAt' | 'pickupEndAt'>, now: Date) =>
  now.getTime() < facts.pickupStartAt.getTime() ? facts.pickupStartAt : facts.pickupEndAt;
