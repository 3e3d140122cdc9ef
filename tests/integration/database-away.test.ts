// A database that is away for a moment (a restart, a failover: server/db/errors.ts isDatabaseUnavailable) is answered
// 503 databaseUnavailable with Retry-After, which clients retry, never as an unexpected 500; once it is back the same
// call answers. On PostgreSQL, through a TCP proxy that cuts every connection.
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/cookies';
import { createSession } from '../../server/auth/sessions';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { secondInstance, useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createOffice, createUser } from '../helpers/factories';
import { cuttableProxy } from '../helpers/proxy';

const world = useTestWorld();

describe('isDatabaseUnavailable', () => {
  it('knows a lost connection, a server shutting down and a standby refusing writes, also wrapped', () => {
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '08006', '57P01', '57P03', '25006'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: { code: '25006' } }))).toBe(true);
  });

  it('leaves every other error unexpected', () => {
    for (const error of [new Error('bug'), Object.assign(new Error('x'), { code: '23505' }), { code: '42P01' }, null])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.skipIf(!onPostgres())('a call while the database is away (PostgreSQL)', () => {
  it('is answered 503 databaseUnavailable with Retry-After, and answers again once it is back', async () => {
    const office = await createOffice(world.deps.database.db);
    const user = await createUser(world.deps.database.db, 'eater', { officeId: office.id });
    const proxy = await cuttableProxy(Number(new URL(world.database.url!).port || 5432));
    const url = new URL(world.database.url!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const instance = await secondInstance(world, url.toString());
    const call = () =>
      instance.app.inject({
        url: `/trpc/menu.office?input=${encodeURIComponent(JSON.stringify({ json: { slug: office.slug } }))}`,
      });
    try {
      proxy.cut();
      const away = await call();
      expect(away.statusCode).toBe(503);
      expect(away.headers['retry-after']).toBe('2');
      expect(away.json().error.json.data).toMatchObject({ appCode: 'databaseUnavailable' });
      expect(away.json().error.json.data.errorId).toBeUndefined();
      // Signed in, the session is looked up before any procedure runs: the same 503, not an unexpected 500.
      const { token } = await createSession(world.deps.database.db, user.id, world.clock.now());
      const signedIn = await instance.app.inject({
        url: `/trpc/preorders.mine?input=${encodeURIComponent(JSON.stringify({ json: null }))}`,
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.headers['retry-after']).toBe('2');
      expect(signedIn.json().error.json.data).toMatchObject({ appCode: 'databaseUnavailable' });
      proxy.restore();
      await expect.poll(async () => (await call()).statusCode, { timeout: 20_000 }).toBe(200);
    } finally {
      proxy.restore();
      await instance.close();
      await proxy.close();
    }
  });
});
