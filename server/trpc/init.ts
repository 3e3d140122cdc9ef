// tRPC instance: superjson (dates survive the wire), the error formatter, SSE keep-alive pings.
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
    ping: { enabled: true, intervalMs: 25_000 },
    client: { reconnectAfterInactivityMs: 60_000 },
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
