// The bound on open live menus (server-sent event streams of menu.live), checked before tRPC answers: a client
// over its address's share or the server's total hears HTTP 429 with Retry-After, as the docs promise, instead of
// a 200 stream whose first event is the error (an EventSource cannot tell that from a working stream). The place
// is taken here, handed to the subscription through the request's context, and given back when the response
// closes, whatever tRPC did with the request. A hook rather than code in a tRPC handler, so it holds with any
// adapter that serves /trpc.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE } from '../../shared/errors';
import { LIVE_RETRY_AFTER_SECONDS, type RealtimeHub, type StreamSlot } from '../realtime/hub';
import { messageFor } from '../trpc/errors';

/** Places taken for requests still open, by their raw request. */
const slots = new WeakMap<object, StreamSlot>();

/** The place taken for this request's live stream, if it is one. */
export const liveStreamSlot = (req: FastifyRequest): StreamSlot | undefined => slots.get(req.raw);

/** tRPC's JSON-RPC code for TOO_MANY_REQUESTS, so tRPC clients read the answer as they read tRPC's own errors. */
const TOO_MANY_REQUESTS_RPC_CODE = -32029;

export function registerLiveStreamLimit(app: FastifyInstance, hub: RealtimeHub, path: string) {
  const body = JSON.stringify({
    error: {
      json: {
        message: messageFor('tooManyLiveStreams'),
        code: TOO_MANY_REQUESTS_RPC_CODE,
        data: {
          code: ERROR_CATALOGUE.tooManyLiveStreams,
          httpStatus: 429,
          path: path.split('/').pop(),
          appCode: 'tooManyLiveStreams',
          details: { retryAfterSeconds: LIVE_RETRY_AFTER_SECONDS },
        },
      },
    },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.url.split('?')[0] !== path) return;
    const slot = hub.reserve(req.ip);
    if (!slot) {
      return reply
        .code(429)
        .header('retry-after', String(LIVE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(body);
    }
    slots.set(req.raw, slot);
    reply.raw.once('close', () => {
      slots.delete(req.raw);
      slot.release();
    });
  });
}
