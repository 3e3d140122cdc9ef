// Reads a tRPC server-sent event stream over a real socket (node:http, so closing it really closes the socket,
// as a browser's EventSource does) and collects its data events.
import { request, type IncomingMessage } from 'node:http';
import { unwrapSerializedText } from '../../shared/serialized-envelope';

export interface SseReader {
  events: unknown[];
  waitFor<T>(match: (event: unknown) => event is T, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const events: unknown[] = [];
  const waiters = new Set<() => void>();
  const req = request(url, { headers: { accept: 'text/event-stream', ...headers } });
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
  if (res.statusCode !== 200) throw new Error(`SSE ${url} answered ${res.statusCode}`);
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('');
      if (!data) continue;
      try {
        // A live update serialized once for all streams arrives as the text of its envelope.
        events.push(unwrapSerializedText(JSON.parse(data)));
      } catch {
        events.push(data);
      }
      for (const wake of waiters) wake();
    }
  });
  res.on('error', () => {});
  return {
    events,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found !== undefined) return found as never;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => req.destroy(),
  };
}

/** The tRPC subscription URL for a superjson input. */
export const subscriptionUrl = (base: string, path: string, input: unknown) =>
  `${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

interface PortionsEnvelope {
  json: { kind: 'portions'; meals: { mealId: string; availablePortions: number }[] };
}

/** A menu update that carries a meal's portions. */
export const isChangeFor =
  (mealId: string) =>
  (event: unknown): event is PortionsEnvelope =>
    typeof event === 'object' &&
    event !== null &&
    (event as Partial<PortionsEnvelope>).json?.meals?.some((meal) => meal.mealId === mealId) === true;

/** The portions a menu update gives a meal. */
export const portionsIn = (event: PortionsEnvelope, mealId: string) =>
  event.json.meals.find((meal) => meal.mealId === mealId)?.availablePortions;
