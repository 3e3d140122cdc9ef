// The app over a primary and its standby (pg_auto_failover, docs/operations.md) reaches whichever is primary through
// one URL listing both hosts with target_session_attrs=primary: the driver skips a host that does not answer.
// Here the first host is a port nobody listens on, as after the primary died; queries and LISTEN go to the second.
// The failover itself (a primary killed mid-rush) is `npm run bench:cluster -- --failover`.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { freePort } from '../helpers/pgbouncer';

const world = useTestWorld();

describe.skipIf(!onPostgres())('a database URL listing several hosts', () => {
  it('reaches the host that answers as the primary, for queries and for LISTEN', async () => {
    const real = new URL(world.database.url!);
    const dead = await freePort();
    const both = new URL(world.database.url!);
    both.host = `127.0.0.1:${dead}`;
    const url = both
      .toString()
      .replace(`127.0.0.1:${dead}`, `127.0.0.1:${dead},${real.host}`)
      .concat(both.search ? '&' : '?', 'target_session_attrs=primary');
    const database = await openDatabase({ kind: 'postgres', url, listenUrl: url, poolMax: 2 });
    try {
      const [row] = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        name: string;
      }[];
      expect(row!.name).toBe(real.pathname.slice(1));
      const heard: string[] = [];
      const unlisten = await database.listen('multi_host_check', (payload) => heard.push(payload));
      await world.deps.database.db.execute(sql`select pg_notify('multi_host_check', 'from the primary')`);
      await expect.poll(() => heard).toEqual(['from the primary']);
      await unlisten();
    } finally {
      await database.close();
    }
  });
});
