/** The one source of "now" for the server, so tests can pin time instead of racing the wall clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
