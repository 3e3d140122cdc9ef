// The shared answer for visitors and eaters: one per menu version and filter set (in any order), never unbounded.
import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '../../shared/enums';
import { menuMeals } from '../../server/services/menu';
import { useTestWorld } from '../helpers/context';
import { officeWorld } from '../helpers/menu';
import { createMeal } from '../helpers/factories';

const world = useTestWorld();

describe('shared menu answers', () => {
  it('share one answer for the same filters in any order, and stop sharing past a bounded number of filter sets', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook } = await officeWorld(world);
    await createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: '2026-11-21' });
    const read = (excludeAllergens: (typeof ALLERGENS)[number][]) =>
      menuMeals(world.deps, null, { slug: office.slug, day: 'tomorrow', excludeAllergens });

    expect(await read(['milk', 'gluten'])).toBe(await read(['gluten', 'milk', 'milk']));

    // Fill the bounded store with distinct filter sets, then a new one is built for every request.
    const pairs = ALLERGENS.flatMap((a, i) => ALLERGENS.slice(i + 1).map((b) => [a, b]));
    for (const pair of pairs.slice(0, 40)) await read(pair);
    const rare = ['lupin', 'molluscs', 'sesame', 'celery', 'fish'] as const;
    const first = await read([...rare]);
    expect(await read([...rare])).not.toBe(first);
    expect(await read([...rare])).toEqual(first);
  });
});
