// One POST of a push or a channel post through the guarded client (server/outbound/guarded-client.ts), read as the
// queue reads outcomes: 2xx sent; a refused destination, a redirect or another 4xx failed at once (the same request
// would not fare better); 429, 5xx and no answer are thrown, so the queue tries again after its backoff.
import { DestinationRefused, guardedRequest, type OutboundRequest } from './guarded-client';
import type { OutboundDeps, Outcome } from './queue';

/** The outcome, with the receiver's status when it answered (a push sender reads 404 and 410 itself). */
export type Posted = Outcome & { answered?: number };

export async function post(
  deps: Pick<OutboundDeps, 'production' | 'timeoutMs'>,
  receiver: string,
  request: OutboundRequest,
): Promise<Posted> {
  let answered: number;
  try {
    answered = (await guardedRequest(request, { production: deps.production ?? true, timeoutMs: deps.timeoutMs }))
      .status;
  } catch (error) {
    if (error instanceof DestinationRefused) return { status: 'failed', reason: error.message };
    throw error;
  }
  if (answered >= 200 && answered < 300) return { status: 'sent', answered };
  if (answered === 429 || answered >= 500) throw new Error(`the ${receiver} answered ${answered}`);
  return { status: 'failed', reason: `the ${receiver} answered ${answered}`, answered };
}
