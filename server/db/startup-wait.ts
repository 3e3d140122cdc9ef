// An instance started while the database is away for a moment (a failover under way, PostgreSQL restarting) waits
// for it instead of exiting: its supervisor would only start it again into the same outage. Seen in the failover
// run: an instance started 5 s after the primary died met the new primary still refusing writes (25006) in its
// migration step and exited (docs/benchmarks.md).
import { isDatabaseUnavailable } from './errors';

/** How long start-up waits for the database before giving up (then the process exits, as before). */
export const STARTUP_WAIT_MS = 60_000;
const RETRY_MS = 1_000;

export async function whenDatabaseAnswers<T>(
  step: () => Promise<T>,
  onWait: (error: unknown) => void,
  waitMs = STARTUP_WAIT_MS,
  retryMs = RETRY_MS,
): Promise<T> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + retryMs > until) throw error;
      onWait(error);
      await new Promise((done) => setTimeout(done, retryMs));
    }
  }
}
