// The transaction guard (server/db/lost-connection.ts) over a stand-in for postgres.js's `begin`: a callback that
// failed because its connection closed stays unsettled (nothing is rolled back on the dead connection), while a
// failure on a connection that is still open goes back to postgres.js as usual, to be rolled back there.
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { guardTransactions } from '../../server/db/lost-connection';

const lost = () => Object.assign(new Error('closed'), { code: 'CONNECTION_CLOSED' });

/** A `begin` that runs the callback and, like postgres.js, rejects at once when the connection closes. */
function standIn(closes: boolean) {
  const settled: string[] = [];
  const client = {
    begin: (work: (tx: unknown) => Promise<unknown>) =>
      new Promise((resolve, reject) => {
        work({}).then(
          (value) => (settled.push('resolved'), resolve(value)),
          (error: unknown) => (settled.push('rejected: rolled back'), reject(error)),
        );
        if (closes) setTimeout(() => reject(lost()), 10);
      }),
  } as unknown as postgres.Sql;
  return { client: guardTransactions(client), settled };
}

describe('a transaction callback that fails with a lost connection', () => {
  it('is left unsettled when the connection closed, and the caller hears the close', async () => {
    const { client, settled } = standIn(true);
    await expect(client.begin(() => Promise.reject(lost()))).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await new Promise((done) => setTimeout(done, 1_200));
    expect(settled).toEqual([]);
  });

  it('fails as usual after a moment when the connection stayed open', async () => {
    const { client, settled } = standIn(false);
    await expect(client.begin(() => Promise.reject(lost()))).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(settled).toEqual(['rejected: rolled back']);
  });

  it('passes every other failure and every success straight through', async () => {
    const { client, settled } = standIn(false);
    await expect(client.begin(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    await expect(client.begin(() => Promise.resolve(7))).resolves.toBe(7);
    expect(settled).toEqual(['rejected: rolled back', 'resolved']);
  });
});
