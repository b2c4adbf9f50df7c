// Test doubles for the icons feature: fake packs (so tests never load the real megabytes of
// icons), a controllable IntersectionObserver, and element sizes (jsdom has no layout, and the
// virtualizer renders no rows into a box of height 0).
import { GenIcon, type IconType } from 'react-icons';
import { vi } from 'vitest';
import type { IconPackDefinition, IconPackModule } from './api/icon-pack-registry';

const fakeIcon: IconType = GenIcon({
  tag: 'svg',
  attr: { viewBox: '0 0 24 24' },
  child: [{ tag: 'circle', attr: { cx: '12', cy: '12', r: '10' }, child: [] }],
});

/** A pack module whose exports are the given names, each a real react-icons component. */
export function fakePackModule(names: readonly string[]): IconPackModule {
  return Object.fromEntries(names.map((name) => [name, fakeIcon]));
}

/** Numbered icon names: `Xx0001`, `Xx0002`, … (zero-padded so they sort in numeric order). */
export function numberedIconNames(prefix: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => `${prefix}${String(index + 1).padStart(4, '0')}`,
  );
}

/** A pack loader that never settles: the pack stays 'loading'. */
export const pendingLoad = (): Promise<IconPackModule> => new Promise(() => undefined);

/** The real ten packs with their real titles and order, but test loaders instead of imports. */
export function packsWithLoaders(
  packs: readonly IconPackDefinition[],
  loaderFor: (pack: IconPackDefinition) => () => Promise<IconPackModule>,
): IconPackDefinition[] {
  return packs.map((pack) => ({ ...pack, load: vi.fn(loaderFor(pack)) }));
}

/** Gives every element this inner size, as a browser would for the icon grid's scroll box. */
export function mockElementSize(width: number, height: number): void {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

/**
 * Installs an IntersectionObserver that reports nothing until a test calls `intersect(element)`.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function mockIntersectionObserver() {
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    readonly targets = new Set<Element>();

    constructor(
      readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      this.rootMargin = options?.rootMargin ?? '0px';
      observers.add(this);
    }
    observe(target: Element): void {
      this.targets.add(target);
    }
    unobserve(target: Element): void {
      this.targets.delete(target);
    }
    disconnect(): void {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    /** Whether any live observer watches the element. */
    isObserved: (element: Element) =>
      [...observers].some((observer) => observer.targets.has(element)),
    /** The root margins of the live observers. */
    rootMargins: () => [...observers].map((observer) => observer.rootMargin),
    /** Reports the element as within the observers' root margin. */
    intersect(element: Element): void {
      for (const observer of [...observers]) {
        if (!observer.targets.has(element)) continue;
        const rect = element.getBoundingClientRect();
        const entry: IntersectionObserverEntry = {
          target: element,
          isIntersecting: true,
          intersectionRatio: 1,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: performance.now(),
        };
        observer.callback([entry], observer);
      }
    },
  };
}
