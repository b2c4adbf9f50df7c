// Shared rendering and assertions for the help page tests.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';

/** A fixed clock, so dated links (the scoreboard opens today) are the same on every run. */
export const HELP_TEST_NOW = new Date('2026-12-07T17:00:00Z');

export function renderHelpPage(page: ReactElement, initialPath = '/') {
  return render(<MemoryRouter initialEntries={[initialPath]}>{page}</MemoryRouter>);
}

/** One h1, then h2s and h3s that never skip a level, and finished text. */
export function expectOrderedHeadingsAndFinishedText(): void {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined) expect(level).toBeLessThanOrEqual(previous + 1);
  });
  expect(document.body.textContent).not.toMatch(
    /lorem ipsum|\[insert|\bTODO\b|\bTBD\b|coming soon/i,
  );
}

/** Every in-page contents link names a section of the page; there are at least `minLinks`. */
export function expectContentsLinksResolve(minLinks = 3): void {
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const links = contents.querySelectorAll('a');
  expect(links.length).toBeGreaterThanOrEqual(minLinks);
  links.forEach((link) => {
    const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
    expect(document.getElementById(id), `section ${id}`).not.toBeNull();
  });
}
