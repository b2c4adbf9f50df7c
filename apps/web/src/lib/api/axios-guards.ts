/**
 * Axios's own type guards, by the same duck-typed checks axios uses, so code that only inspects
 * errors (banners, error mapping) does not import axios itself: importing a value from 'axios'
 * pulls the whole library (~21 kB gzip) into that module's chunk, the entry chunk included.
 */
import type { AxiosError } from 'axios';

export function isAxiosError<T = unknown>(value: unknown): value is AxiosError<T> {
  return typeof value === 'object' && value !== null && 'isAxiosError' in value
    ? value.isAxiosError === true
    : false;
}

/** A request cancelled through its AbortSignal or CancelToken (axios marks it __CANCEL__). */
export function isCancel(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '__CANCEL__' in value
    ? value.__CANCEL__ === true
    : false;
}
