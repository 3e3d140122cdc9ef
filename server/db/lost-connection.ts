// A transaction whose connection dies must not be rolled back on that connection. postgres.js 3.4.9 (the newest)
// answers a transaction callback's failure with ROLLBACK (or ROLLBACK TO SAVEPOINT) on the transaction's connection;
// when the failure is the connection closing, that connection has no socket any more, the ROLLBACK's write runs on
// the next turn of the event loop and throws a TypeError no caller can catch: the process dies (upstream
// porsager/postgres issues 1154 and 1208). A database failover does exactly this to every transaction in flight
// (docs/decisions/070-transaction-on-a-lost-connection.md). PostgreSQL has already rolled such a transaction back,
// and postgres.js rejects the transaction's promise itself when its connection closes, so the callback's failure is
// left unsettled instead: nothing more is written to the dead connection, and the caller still hears the error.
import type postgres from 'postgres';
import { isConnectionLost } from './errors';

/** How long a callback that failed with a lost connection waits to see the connection close before failing normally. */
const CLOSE_GRACE_MS = 1_000;

type Work = (client: postgres.Sql) => unknown;

/** `client`, with `begin` (and `savepoint` on its transactions) guarded against a connection lost mid-transaction. */
export function guardTransactions(client: postgres.Sql): postgres.Sql {
  return guarded(client, 'begin', () => false);
}

function guarded(client: postgres.Sql, method: 'begin' | 'savepoint', outerGone: () => boolean): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== method) return Reflect.get(target, property, receiver);
      return (...args: unknown[]) => {
        const work = args.pop() as Work;
        let closed = false;
        const gone = () => closed || outerGone();
        const start = Reflect.get(target, method, receiver) as (...all: unknown[]) => Promise<unknown>;
        const outcome = start(...args, (tx: postgres.Sql) =>
          settleUnlessGone(() => work(guarded(tx, 'savepoint', gone)), gone),
        );
        // postgres.js rejects `begin` as soon as the transaction's connection closes (its own `onclose`).
        outcome.catch((error: unknown) => {
          if (isConnectionLost(error)) closed = true;
        });
        return outcome;
      };
    },
  });
}

async function settleUnlessGone(work: () => unknown, gone: () => boolean): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    // A server ending the session says so just before it closes the connection: wait for the close.
    for (const until = Date.now() + CLOSE_GRACE_MS; !gone() && Date.now() < until;)
      await new Promise((done) => setTimeout(done, 20));
    if (gone()) return new Promise<never>(() => {});
    throw error;
  }
}
