// Time is a dependency: services and rules take it from the request context, so tests can set it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` at the real instant `setAt` (by default now) and runs on from there at the real pace.
 * The browser tests give `setAt`, so the server and the pages, which start their clocks seconds apart, read alike.
 */
export function clockFrom(start: Date, realNow: () => number = Date.now, setAt: number = realNow()): Clock {
  const offset = start.getTime() - setAt;
  return { now: () => new Date(realNow() + offset) };
}

/**
 * The process's clock: the real one, or under test one starting at TEST_CLOCK_START (server/env.ts), so the
 * browser tests do not depend on the time of day they run at (playwright.config.ts).
 */
export const processClock = (testStart: Date | undefined, testSetAt?: number): Clock =>
  testStart ? clockFrom(testStart, Date.now, testSetAt) : systemClock;
