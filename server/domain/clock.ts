// Time is a dependency: services and rules take it from the request context, so tests can set it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
