/** Code-split screens: React.lazy with the time-out and reload-once rule of §4. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithReloadOnce, type ReloadOnceOptions } from './load-with-reload-once';

/**
 * A lazily loaded screen. `load` resolves to the component itself (not a module), so a screen
 * module can keep named exports: `lazyScreen(() => import('./X').then((m) => m.XPage))`.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options?: ReloadOnceOptions,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await loadWithReloadOnce(load, options) }));
}
