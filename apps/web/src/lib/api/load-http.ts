/**
 * The app's axios instance, fetched on first use. The shell renders a visitor without a session
 * before making any request, so keeping axios out of the entry chunk takes ~21 kB of gzipped
 * JavaScript off that first render; the shell's data-status check (and, for signed-in visitors,
 * the session check) loads it in parallel.
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
