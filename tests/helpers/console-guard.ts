// Every test fails on an unexpected console.error: an error printed and ignored is a bug the assertions missed.
// A test that expects one (for example a startup error printed by design) calls expectConsoleError(pattern).
import { afterEach, beforeEach, vi } from 'vitest';

let printed: string[] = [];
let expected: RegExp[] = [];
let spy: { mockRestore(): void } | undefined;

/** Allows console.error lines matching `pattern` in the current test. */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

beforeEach(() => {
  printed = [];
  expected = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    printed.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
});

afterEach(() => {
  // A test's own vi.restoreAllMocks() may have restored it already; restoring twice is harmless.
  spy?.mockRestore();
  const unexpected = printed.filter((line) => !expected.some((pattern) => pattern.test(line)));
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${unexpected.join('\n---\n').slice(0, 4000)}`);
  }
});
