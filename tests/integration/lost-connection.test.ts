// A transaction whose connection dies mid-statement (a failover, a network cut) fails its caller and nothing else:
// postgres.js would roll it back on the dead connection and crash the process from a timer
// (server/db/lost-connection.ts). On PostgreSQL, through a TCP proxy that cuts every connection.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { isConnectionLost } from '../../server/db/errors';
import { offices } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createOrganization } from '../helpers/factories';
import { cuttableProxy } from '../helpers/proxy';

const world = useTestWorld();

describe('isConnectionLost', () => {
  it('knows a closed or reset connection and a session the server ended, not a standby or a server starting', () => {
    for (const code of ['CONNECTION_CLOSED', 'ECONNRESET', '08006', '57P01'])
      expect(isConnectionLost(Object.assign(new Error('x'), { code })), code).toBe(true);
    for (const code of ['25006', '57P03', '23505'])
      expect(isConnectionLost(Object.assign(new Error('x'), { code })), code).toBe(false);
  });
});

describe.skipIf(!onPostgres())('a transaction whose connection is cut (PostgreSQL)', () => {
  const uncaught: unknown[] = [];
  const hear = (error: unknown) => uncaught.push(error);
  afterEach(() => {
    process.off('uncaughtException', hear);
  });

  for (const nested of [false, true]) {
    it(`fails its caller, writes nothing and leaves the process and the pool working${nested ? ' (in a savepoint)' : ''}`, async () => {
      process.on('uncaughtException', hear);
      const proxy = await cuttableProxy(Number(new URL(world.database.url!).port || 5432));
      const url = new URL(world.database.url!);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const handle: DatabaseHandle = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 });
      const organization = await createOrganization(world.deps.database.db, []);
      const slug = `cut-${nested ? 'savepoint' : 'transaction'}-${Date.now()}`;
      try {
        let started!: () => void;
        const running = new Promise<void>((done) => (started = done));
        const transaction = handle.db.transaction(async (outer) => {
          const body = async (tx: typeof outer) => {
            await tx.insert(offices).values({ organizationId: organization.id, name: slug, slug });
            started();
            await tx.execute(sql`select pg_sleep(30)`);
          };
          if (nested) await outer.transaction(body);
          else await body(outer);
        });
        const failure = transaction.then(
          () => undefined,
          (error: unknown) => error,
        );
        await running;
        proxy.cut();
        expect(isConnectionLost(await failure)).toBe(true);
        // The ROLLBACK postgres.js would write to the dead connection throws on the next turns of the event loop.
        await new Promise((done) => setTimeout(done, 1_500));
        expect(uncaught).toEqual([]);

        proxy.restore();
        await expect
          .poll(
            () =>
              handle.ping().then(
                () => 'up',
                () => 'down',
              ),
            { timeout: 20_000 },
          )
          .toBe('up');
        await expect(handle.db.execute(sql`select 2 as two`)).resolves.toBeDefined();
        const written = await world.deps.database.db.select().from(offices).where(eq(offices.slug, slug));
        expect(written).toEqual([]);
      } finally {
        proxy.restore();
        await handle.close();
        await proxy.close();
      }
    });
  }
});
