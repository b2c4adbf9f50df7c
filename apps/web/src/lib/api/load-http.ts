/**
 * The app's axios instance, fetched on first use. The shell makes no request for a visitor
 * without a session, so keeping axios out of the entry chunk saves every such visitor ~21 kB of
 * gzipped JavaScript; signed-in visitors load it at once, in parallel with the session check.
 */
import type { AxiosInstance } from 'axios';

let loading: Promise<AxiosInstance> | undefined;

export function loadHttp(): Promise<AxiosInstance> {
  loading ??= import('./http').then((module) => module.http);
  // A failed chunk load must not stick: the next caller tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The given client (tests) or the app's own, loaded on demand. */
export function clientOrDefault(client: AxiosInstance | undefined): Promise<AxiosInstance> {
  return client === undefined ? loadHttp() : Promise.resolve(client);
}
