// menu.live over real server-sent events: a reservation reaches an open menu, and a leaving client is
// forgotten. On PostgreSQL: two server instances on one database, a reserve on one reaches a menu on the other.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { secondInstance, useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { officeWorld, pickupDayWorld } from '../helpers/menu';
import { isChangeFor, openSse, portionsIn, subscriptionUrl } from '../helpers/sse';

const world = useTestWorld();

describe('menu.live over HTTP', () => {
  it('pushes a reservation to an open menu and forgets a client that leaves', async () => {
    const { office, caller, meal } = await pickupDayWorld(world, 8);
    const app = await buildApp(world.deps, { logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const menu = await openSse(subscriptionUrl(base, 'menu.live', { slug: office.slug }));
      await expect.poll(() => world.deps.realtime.subscriberCount(office.id)).toBe(1);
      await caller.preorders.reserve({ mealId: meal.id, quantity: 3 });
      const event = await menu.waitFor(isChangeFor(meal.id));
      expect(portionsIn(event, meal.id)).toBe(5);
      menu.close();
      await expect.poll(() => world.deps.realtime.subscriberCount(office.id)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('ends open streams when the server shuts down, so closing does not hang', async () => {
    const { office } = await officeWorld(world);
    const app = await buildApp(world.deps, { logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const menu = await openSse(subscriptionUrl(base, 'menu.live', { slug: office.slug }));
    await expect.poll(() => world.deps.realtime.subscriberCount(office.id)).toBe(1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    menu.close();
    await expect.poll(() => world.deps.realtime.subscriberCount(office.id)).toBe(0);
  });
});

// Two instances need a real server: PGlite lives inside one process.
describe.skipIf(!onPostgres())('two server instances on one PostgreSQL database', () => {
  it('pushes a reserve made on instance A to a menu subscriber on instance B', async () => {
    const { office, caller, meal } = await pickupDayWorld(world, 9);

    const { deps: depsB, app: appB, close } = await secondInstance(world);
    const baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
    try {
      const menuOnB = await openSse(subscriptionUrl(baseB, 'menu.live', { slug: office.slug }));
      await expect.poll(() => depsB.realtime.subscriberCount(office.id)).toBe(1);
      // Instance A is this test world's dependencies (its own pool and LISTEN connection).
      await caller.preorders.reserve({ mealId: meal.id, quantity: 4 });
      const event = await menuOnB.waitFor(isChangeFor(meal.id));
      expect(portionsIn(event, meal.id)).toBe(5);
      // B's cached menu was patched by the same notification.
      await expect
        .poll(
          async () =>
            (
              await appB.inject({
                url: `/trpc/menu.meals?input=${encodeURIComponent(JSON.stringify({ json: { slug: office.slug } }))}`,
              })
            ).json().result.data.json[0].availablePortions,
        )
        .toBe(5);
      menuOnB.close();
    } finally {
      await close();
    }
  });
});
