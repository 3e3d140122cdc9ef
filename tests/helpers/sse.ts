// Reads a tRPC server-sent event stream over a real socket (node:http, so closing it really closes the socket,
// as a browser's EventSource does) and collects its data events.
import { request, type IncomingMessage } from 'node:http';

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
        events.push(JSON.parse(data));
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

export const isChangeFor =
  (mealId: string) =>
  (event: unknown): event is { json: { mealId: string; availablePortions: number } } =>
    typeof event === 'object' && event !== null && (event as { json?: { mealId?: string } }).json?.mealId === mealId;
