/**
 * Every link of the help pages opens a page the route table serves: an app path that matches a
 * screen rather than the not-found route, or an anchor on the page itself (or the footer's
 * contact form, which the shell puts on every page).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '@/features/help/components/AboutPage';
import { FaqPage } from '@/features/help/components/FaqPage';
import { GettingStartedPage } from '@/features/help/components/GettingStartedPage';
import { SiteGuidePage } from '@/features/help/components/SiteGuidePage';
import { createAppRoutes } from './routes';

const NOW = new Date('2026-12-07T17:00:00Z');
const ORIGIN = 'https://courtside.test';
/** Anchors the shell renders around every page. */
const SHELL_ANCHORS = new Set(['contact-us', 'main-content']);

const PAGES: ReadonlyArray<[string, ReactElement]> = [
  ['/about', <AboutPage key="about" />],
  ['/site-guide', <SiteGuidePage key="guide" now={NOW} />],
  ['/getting-started', <GettingStartedPage key="start" now={NOW} />],
  ['/faq', <FaqPage key="faq" now={NOW} />],
];

function screenPathOf(pathname: string): string | undefined {
  return matchRoutes(createAppRoutes(), pathname)?.at(-1)?.route.path;
}

describe('help page links', () => {
  it.each(PAGES)('%s is served by the route table', (pagePath) => {
    expect(screenPathOf(pagePath)).toBe(pagePath.slice(1));
  });

  it.each(PAGES)('every link of %s resolves to a served page or anchor', (pagePath, page) => {
    render(<MemoryRouter initialEntries={[pagePath]}>{page}</MemoryRouter>);
    const hrefs = [...document.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('mailto:'));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      const url = new URL(href, `${ORIGIN}${pagePath}`);
      expect(url.origin, href).toBe(ORIGIN);
      const path = screenPathOf(url.pathname);
      expect(path, href).toBeDefined();
      expect(path, href).not.toBe('*');
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor !== '' && url.pathname === pagePath && !SHELL_ANCHORS.has(anchor)) {
        expect(document.getElementById(anchor), href).not.toBeNull();
      }
    }
  });

  it('links into the FAQ name answers that exist', () => {
    const faq = render(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqPage now={NOW} />
      </MemoryRouter>,
    );
    const faqIds = new Set([...document.querySelectorAll('[id]')].map((element) => element.id));
    faq.unmount();
    for (const [pagePath, page] of PAGES) {
      const view = render(<MemoryRouter initialEntries={[pagePath]}>{page}</MemoryRouter>);
      for (const link of document.querySelectorAll('a[href^="/faq#"]')) {
        const anchor = (link.getAttribute('href') ?? '').split('#')[1] ?? '';
        expect(faqIds, `${pagePath} → /faq#${anchor}`).toContain(anchor);
      }
      view.unmount();
    }
  });

  it('would catch a link to a missing page', () => {
    expect(screenPathOf('/help/no-such-page')).toBe('*');
  });
});
