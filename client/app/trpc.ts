// The tRPC client, created once: batched HTTP for queries and mutations (at most 10 per batch, the server's
// limit), server-sent events for subscriptions, superjson so dates survive the wire.
import { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { TRPCClientError, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers/_app';
import { QUERY_CACHE_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from '../../shared/constants';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc', transformer: superjson }),
        false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 10 }),
      }),
    ],
  });
}

/** Client errors (4xx) are answers, not outages: retrying them only delays the message. */
const isClientError = (error: unknown) =>
  error instanceof TRPCClientError && typeof error.data?.httpStatus === 'number' && error.data.httpStatus < 500;

/** How long an answer counts as fresh (no refetch when a component mounts). */
export const QUERY_STALE_MS = 15_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_MS,
        staleTime: QUERY_STALE_MS,
        retry: (failures, error) => !isClientError(error) && failures < QUERY_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS),
      },
      mutations: { retry: false },
    },
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
export const createQueryUtils = (queryClient: QueryClient, client: TrpcClient) =>
  createTRPCQueryUtils<AppRouter>({ queryClient, client });
export type QueryUtils = ReturnType<typeof createQueryUtils>;
