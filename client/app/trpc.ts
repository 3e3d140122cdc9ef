// The tRPC client, created once: batched HTTP for queries and mutations (at most 10 per batch, the server's
// limit), server-sent events for subscriptions, superjson so dates survive the wire. The writes of
// shared/idempotency.ts go alone, each user action with a fresh Idempotency-Key that its retries reuse, so a retry
// after a lost answer or a lost instance cannot reserve twice (docs/decisions/037-idempotent-writes.md).
import { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import {
  TRPCClientError,
  httpBatchLink,
  httpLink,
  httpSubscriptionLink,
  retryLink,
  splitLink,
  type Operation,
  type TRPCLink,
} from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers/_app';
import { QUERY_CACHE_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from '../../shared/constants';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_MUTATIONS, newIdempotencyKey } from '../../shared/idempotency';
import { unwrapSerializedText } from '../../shared/serialized-envelope';

export const trpc = createTRPCReact<AppRouter>();

const keyOf = (op: Operation) =>
  typeof op.context.idempotencyKey === 'string' ? (op.context.idempotencyKey as string) : undefined;

/** Gives each idempotent write a fresh key, once: the links after it (the retries) see the same operation. */
export const idempotencyKeyLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    next(
      op.type === 'mutation' && IDEMPOTENT_MUTATIONS.has(op.path) && !keyOf(op)
        ? { ...op, context: { ...op.context, idempotencyKey: newIdempotencyKey() } }
        : op,
    );

/**
 * Attempts of one idempotent write when no answer came (network) or a proxy or instance failed (5xx): with waits of
 * 0.5, 1, then 2 s, about 15 s, longer than a database failover keeps the app answering 503 (docs/benchmarks.md).
 * Giving up sooner made users press again, and a second press is a new action with a new key: if the first had
 * committed unanswered, that reserved twice.
 */
export const WRITE_ATTEMPTS = 10;

/** Retried only with a key (the server then answers a repeat with the first answer) and only without an answer. */
export const shouldRetryWrite = ({ op, error, attempts }: { op: Operation; error: unknown; attempts: number }) => {
  if (!keyOf(op) || attempts >= WRITE_ATTEMPTS) return false;
  // A phone that knows it is offline hears so at once rather than after the whole wait.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : 0;
  return typeof status !== 'number' || status === 0 || status >= 500;
};

/** Queries and mutations: idempotent writes keyed, retried and sent alone; the rest batched. */
export const requestLinks = (terminal: {
  single: TRPCLink<AppRouter>;
  batch: TRPCLink<AppRouter>;
  retryDelayMs?: (attempt: number) => number;
}): TRPCLink<AppRouter>[] => [
  idempotencyKeyLink,
  retryLink({
    retry: shouldRetryWrite,
    retryDelayMs: terminal.retryDelayMs ?? ((attempt) => Math.min(250 * 2 ** attempt, 2000)),
  }),
  // One request per write: the header belongs to the whole HTTP request, not to one call of a batch.
  splitLink({ condition: (op) => keyOf(op) !== undefined, true: terminal.single, false: terminal.batch }),
];

/** superjson, reading a live update the server serialized once for all its streams (shared/serialized-envelope.ts). */
const streamTransformer = {
  serialize: (value: unknown) => superjson.serialize(value),
  deserialize: (value: unknown) =>
    superjson.deserialize(unwrapSerializedText(value) as Parameters<typeof superjson.deserialize>[0]),
};

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc', transformer: streamTransformer }),
        false: requestLinks({
          single: httpLink({
            url: '/trpc',
            transformer: superjson,
            headers: ({ op }) => ({ [IDEMPOTENCY_HEADER]: keyOf(op)! }),
          }),
          batch: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 10 }),
        }),
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
