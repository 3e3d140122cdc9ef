// tRPC instance: superjson (dates survive the wire), the error formatter, the SSE client's reconnect after
// inactivity. tRPC's own ping is off: it races every event of every stream against a fresh timer; the streams hear
// one shared heartbeat instead (server/realtime/heartbeat.ts), well within the inactivity allowed here.
import { initTRPC } from '@trpc/server';
import type { Context } from './context';
import { formatError } from './errors';
import { transformer } from './transformer';

export const t = initTRPC.context<Context>().create({
  transformer,
  // Never send stacks, whatever NODE_ENV says.
  isDev: false,
  errorFormatter: ({ shape, error }) => formatError(error, shape),
  sse: {
    ping: { enabled: false },
    client: { reconnectAfterInactivityMs: 120_000 },
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
