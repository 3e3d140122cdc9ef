// tRPC over Fastify without the Fetch round trip. tRPC's own Fastify adapter turns every request into an undici
// Request (URL, Headers, body stream, linked AbortControllers it aborts when the socket's response closes) and
// streams the Response back chunk by chunk; on the hot menu read that conversion cost more than the procedure.
//
// - Queries over GET and mutations over POST (single or batched) are answered here with tRPC's own public pieces:
//   the procedures, getTRPCErrorFromUnknown, getErrorShape, getHTTPStatusCode and transformTRPCResponse, so
//   status, body and headers are what tRPC's resolveResponse gives (a test compares the two). A shared plain
//   answer is turned into JSON text once (server/trpc/transformer.ts).
// - Everything else (subscriptions over SSE, streamed batches, malformed requests and their errors) goes to
//   resolveResponse with a minimal request over Fastify's.
// Either way the work is aborted only when the client leaves before the answer, and JSON is sent whole.
import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyRouter,
  type AnyTRPCProcedure,
  type TRPCError,
} from '@trpc/server';
import { getHTTPStatusCode, resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { plainJsonText } from '../services/plain-json';

type ResolveOptions<TRouter extends AnyRouter> = Parameters<typeof resolveResponse<TRouter>>[0];

export interface TRPCHandlerOptions<TRouter extends AnyRouter> {
  prefix: string;
  router: TRouter;
  createContext: (opts: {
    req: FastifyRequest;
    res: FastifyReply;
  }) => ReturnType<ResolveOptions<TRouter>['createContext']>;
  maxBatchSize?: number;
  responseMeta?: ResolveOptions<TRouter>['responseMeta'];
  onError?: (
    opts: Omit<Parameters<NonNullable<ResolveOptions<TRouter>['onError']>>[0], 'req'> & { req: FastifyRequest },
  ) => void;
}

/** The headers tRPC reads (content type, accept, last-event-id), straight from Node's lower-cased header object. */
class RequestHeaders {
  constructor(private readonly raw: FastifyRequest['headers']) {}
  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
  has(name: string) {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/**
 * The part of Fetch's Request that resolveResponse reads. The body arrives already read by Fastify's JSON parser
 * (a string, within the body limit); other content types never get here (Fastify answers 415). The URL's origin is
 * a constant: tRPC only reads the path's search parameters, and a Host header must not be able to make it throw.
 */
class TRPCRequest {
  readonly headers: RequestHeaders;
  readonly url: string;
  readonly method: string;
  constructor(
    private readonly req: FastifyRequest,
    readonly signal: AbortSignal,
  ) {
    this.headers = new RequestHeaders(req.headers);
    this.url = `http://trpc.invalid${req.url}`;
    this.method = req.method;
  }
  get body() {
    return null;
  }
  async text() {
    return typeof this.req.body === 'string' ? this.req.body : '';
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/** A request whose every call is a known query (GET) or mutation (POST) with well-formed input, to run here. */
interface CallBatch {
  type: 'query' | 'mutation';
  isBatchCall: boolean;
  calls: { path: string; procedure: AnyTRPCProcedure; batchIndex: number }[];
  rawInputs: unknown[];
}

/** The request as a batch of calls to answer here, or null when resolveResponse should take it (and its errors). */
function callBatch(
  req: FastifyRequest<{ Params: { path: string } }>,
  router: AnyRouter,
  maxBatchSize: number | undefined,
): CallBatch | null {
  const type = req.method === 'GET' ? 'query' : req.method === 'POST' ? 'mutation' : null;
  if (!type || req.headers['trpc-accept'] !== undefined) return null;
  // tRPC picks its input reader by content type; only JSON (or none, on GET) is the reader used here.
  const contentType = req.headers['content-type'];
  if (contentType !== undefined && !contentType.startsWith('application/json')) return null;
  const query = req.query as Record<string, unknown>;
  if (query.connectionParams !== undefined) return null;
  const isBatchCall = query.batch === '1';
  const paths = isBatchCall ? req.params.path.split(',') : [req.params.path];
  if (maxBatchSize !== undefined && paths.length > maxBatchSize) return null;
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  const calls: CallBatch['calls'] = [];
  for (const [batchIndex, path] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (procedure?._def.type !== type) return null;
    calls.push({ path, procedure, batchIndex });
  }
  // A query's input is the `input` parameter (optional); a mutation's is the JSON body (Fastify kept it as text).
  const text = type === 'query' ? query.input : req.body;
  if (text !== undefined && typeof text !== 'string') return null;
  if (type === 'mutation' && text === undefined) return null;
  let inputs: unknown;
  try {
    inputs = text === undefined ? undefined : JSON.parse(text);
  } catch {
    return null;
  }
  if (!isBatchCall) return { type, isBatchCall, calls, rawInputs: [inputs] };
  if (inputs !== undefined && (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs))) return null;
  const record = (inputs ?? {}) as Record<string, unknown>;
  return {
    type,
    isBatchCall,
    calls,
    rawInputs: paths.map((_, index) => (Object.hasOwn(record, index) ? record[index] : undefined)),
  };
}

/**
 * tRPC's headers of a JSON answer with responseMeta's added as tRPC adds them: a Headers object's entries are
 * appended (so `vary` grows and every cookie is kept), a record's strings replace and its lists append.
 */
function answerHeaders(extra: Headers | Record<string, string | string[] | undefined> | undefined) {
  const headers = new Headers([
    ['vary', 'trpc-accept, accept'],
    ['content-type', 'application/json'],
  ]);
  if (extra instanceof Headers) {
    for (const [name, value] of extra) headers.append(name, value);
  } else if (extra) {
    for (const [name, value] of Object.entries(extra)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (typeof value === 'string') headers.set(name, value);
    }
  }
  return headers;
}

/** Copies Fetch headers onto the reply; several Set-Cookie headers stay several (a plain copy keeps the last). */
function copyHeaders(reply: FastifyReply, headers: Headers) {
  for (const [name, value] of headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export function registerTRPC<TRouter extends AnyRouter>(app: FastifyInstance, options: TRPCHandlerOptions<TRouter>) {
  const { prefix, createContext, onError, ...resolveOptions } = options;
  const { router, responseMeta, maxBatchSize } = options;
  const config = router._def._config;

  /** Runs a batch of calls as resolveResponse would, and sends the answer. */
  async function answerCalls(req: FastifyRequest, reply: FastifyReply, batch: CallBatch, signal: AbortSignal) {
    // Inputs are deserialized once, when the first procedure asks (as tRPC does).
    let inputs: unknown[] | undefined;
    const readInputs = () =>
      (inputs ??= batch.rawInputs.map((raw) =>
        raw === undefined ? undefined : config.transformer.input.deserialize(raw),
      ));
    const calls = batch.calls.map((call) => ({
      ...call,
      getRawInput: async () => readInputs()[call.batchIndex],
      result: () => inputs?.[call.batchIndex],
    }));
    const info = {
      accept: null,
      type: batch.type,
      isBatchCall: batch.isBatchCall,
      calls,
      connectionParams: null,
      signal,
      url: null,
    };

    let ctx: Awaited<ReturnType<typeof createContext>> | undefined;
    let ctxError: TRPCError | undefined;
    try {
      ctx = await createContext({ req, res: reply });
    } catch (cause) {
      ctxError = getTRPCErrorFromUnknown(cause);
    }
    const outcomes = await Promise.all(
      calls.map(async (call) => {
        try {
          if (ctxError) throw ctxError;
          const data: unknown = await call.procedure({
            path: call.path,
            getRawInput: call.getRawInput,
            ctx,
            type: batch.type,
            signal,
            batchIndex: call.batchIndex,
          });
          return { ok: true as const, data };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          onError?.({
            error,
            path: call.path,
            input: call.result(),
            ctx,
            type: batch.type,
            req,
          });
          return { ok: false as const, error };
        }
      }),
    );

    const untransformed = outcomes.map((outcome, index) =>
      outcome.ok
        ? { result: { data: outcome.data } }
        : {
            error: getErrorShape({
              config,
              ctx,
              error: outcome.error,
              input: calls[index]!.result(),
              path: calls[index]!.path,
              type: batch.type,
            }),
          },
    );
    const errors = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error]));
    const meta =
      responseMeta?.({
        ctx,
        info,
        paths: calls.map((call) => call.path),
        type: batch.type,
        data: untransformed,
        errors,
        eagerGeneration: false,
      }) ?? {};
    const texts = untransformed.map((item) => {
      const text = item.result ? plainJsonText(item.result.data) : undefined;
      return text !== undefined
        ? `{"result":{"data":{"json":${text}}}}`
        : JSON.stringify(transformTRPCResponse(config, item));
    });

    reply
      .code(meta.status ?? getHTTPStatusCode(batch.isBatchCall ? untransformed : untransformed[0]!))
      .header('cache-control', 'no-store');
    copyHeaders(reply, answerHeaders(meta.headers));
    // A Buffer, as the Content-Type stays tRPC's own (Fastify would add a charset to a string).
    return reply.send(Buffer.from(batch.isBatchCall ? `[${texts.join(',')}]` : texts[0]!));
  }

  app.register(async (scope) => {
    // tRPC reads JSON bodies itself: keep them as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.all<{ Params: { path: string } }>(`${prefix}/:path`, async (req, reply) => {
      const aborted = new AbortController();
      const raw = reply.raw;
      // The client left before the answer was complete (an open subscription, a slow query): stop the work.
      raw.once('close', () => {
        if (!raw.writableFinished) aborted.abort();
      });
      const batch = callBatch(req, router, maxBatchSize);
      if (batch) return answerCalls(req, reply, batch, aborted.signal);

      const response = await resolveResponse<TRouter>({
        ...resolveOptions,
        req: new TRPCRequest(req, aborted.signal) as unknown as Request,
        path: req.params.path,
        error: null,
        createContext: () => createContext({ req, res: reply }),
        onError: onError && ((opts) => onError({ ...opts, req })),
      });

      reply.code(response.status).header('cache-control', 'no-store');
      copyHeaders(reply, response.headers);
      if (!response.body) return reply.send(null);
      // Server-sent events and streamed batches (trpc-accept: application/jsonl) go out as they come; everything
      // else is one JSON document, sent whole with its length.
      const streamed =
        response.headers.has('transfer-encoding') ||
        response.headers.get('content-type')?.startsWith('text/event-stream');
      return reply.send(streamed ? response.body : Buffer.from(await response.arrayBuffer()));
    });
  });
}
