/**
 * The accounts code reads the time only through a Clock, so tests can move time forward to
 * expire tokens, trials and rate-limit windows without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const MS_PER_DAY = 24 * 60 * 60 * 1000;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
