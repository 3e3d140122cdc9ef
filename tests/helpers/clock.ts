import type { Clock } from '../../server/domain/clock';

/** A clock tests set and move; every service reads time through the context's clock. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2026-11-20T09:00:00Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string) {
    this.current = new Date(instant);
  }

  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** A clock stopped at `instant`: for a job run as if at one moment, without moving the test's own clock. */
export const stoppedAt = (instant: Date | string): Clock => ({ now: () => new Date(instant) });
