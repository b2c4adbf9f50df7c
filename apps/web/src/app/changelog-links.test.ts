/**
 * Every entry of the product change log opens a page that exists: a navbar screen the route
 * table has, or a path the route table answers with a screen rather than the not-found page.
 * The what's-new page links each entry, so a change log naming a missing screen would send
 * returning users to a dead end.
 */
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXISTING_NAV_SCREENS } from '@/components/layout/existing-screens';
import { changeHref } from '@/features/new-app/content/changelog';
import { PRODUCT_CHANGES } from '@/features/new-app/content/product-changelog';
import { createAppRoutes } from './routes';

const NOW = new Date('2026-12-07T12:00:00Z');

function screenPathOf(href: string): string | undefined {
  const pathname = new URL(href, 'https://courtside.test').pathname;
  return matchRoutes(createAppRoutes(), pathname)?.at(-1)?.route.path;
}

describe('the product change log', () => {
  it('has entries', () => {
    expect(PRODUCT_CHANGES.length).toBeGreaterThan(10);
  });

  it.each(PRODUCT_CHANGES.map((entry) => [entry.date, entry.title, entry] as const))(
    '%s %s links to a screen that exists',
    (_date, _title, entry) => {
      if (entry.target.kind === 'nav') expect(EXISTING_NAV_SCREENS).toContain(entry.target.key);
      const path = screenPathOf(changeHref(entry.target, NOW));
      expect(path).toBeDefined();
      expect(path).not.toBe('*');
    },
  );

  it('would catch a link to a missing page', () => {
    expect(screenPathOf('/tools/no-such-tool')).toBe('*');
  });
});
