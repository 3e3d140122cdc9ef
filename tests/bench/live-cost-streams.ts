// The stream holder of npm run bench:live (tests/bench/live-cost.ts), a process of its own so that its CPU is not
// the server's: opens the menu.live streams it is told to (BENCH_BASE, BENCH_SLUGS_FILE: a file of a JSON list, one slug per
// stream), and on each line on stdin prints one JSON line: streams open, and the updates (not heartbeats) heard.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createInterface } from 'node:readline';

const base = process.env.BENCH_BASE!;
const slugs = JSON.parse(readFileSync(process.env.BENCH_SLUGS_FILE!, 'utf8')) as string[];
let open = 0;
let updates = 0;
let heartbeats = 0;

function openStream(slug: string) {
  const input = encodeURIComponent(JSON.stringify({ json: { slug } }));
  const req = request(`${base}/trpc/menu.live?input=${input}`, {
    headers: { accept: 'text/event-stream' },
    agent: false,
  });
  req.on('error', () => {});
  req.on('response', (res) => {
    let counted = false;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      if (!counted && chunk.includes('connected')) {
        counted = true;
        open++;
      }
      // One update per data line of a portions or changed event (the text may be escaped: no quotes matched).
      for (let at = chunk.indexOf('data: '); at !== -1; at = chunk.indexOf('data: ', at + 6)) {
        const end = chunk.indexOf('\n', at);
        const line = chunk.slice(at, end === -1 ? undefined : end);
        if (line.includes('portions') || line.includes('changed')) updates++;
        else if (line.includes('heartbeat')) heartbeats++;
      }
    });
    res.on('error', () => {});
  });
  req.end();
}

for (let i = 0; i < slugs.length; i++) {
  openStream(slugs[i]!);
  if (i % 200 === 199) await new Promise((resolve) => setTimeout(resolve, 20));
}
createInterface({ input: process.stdin }).on('line', () => {
  process.stdout.write(`${JSON.stringify({ open, updates, heartbeats })}\n`);
});
