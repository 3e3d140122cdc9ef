// The real server for npm run bench:streams, plus one thing production lacks: on SIGUSR2 it collects garbage and
// prints its memory (V8 heap and RSS) as one JSON line, so the benchmark can tell memory kept from memory merely
// not yet returned to the system. Start it with --expose-gc.
import { loadEnv } from '../../server/env';
import { startServer } from '../../server/main';

await startServer(loadEnv());
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss, external } = process.memoryUsage();
  process.stdout.write(
    `${JSON.stringify({ heapUsedMb: heapUsed / 2 ** 20, rssMb: rss / 2 ** 20, externalMb: external / 2 ** 20 })}\n`,
  );
});
