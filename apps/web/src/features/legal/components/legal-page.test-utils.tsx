// Shared assertions for the legal page tests: every legal page must have the same complete shape.
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';

export function renderLegalPage(page: ReactElement, initialPath = '/') {
  return render(<MemoryRouter initialEntries={[initialPath]}>{page}</MemoryRouter>);
}

/**
 * Checks the h1, the revision date, and that the table of contents links to every numbered
 * section and only to sections that exist, in the same order.
 */
export function expectCompleteLegalDocument(title: string): void {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Last updated: November 21, 2026')).toBeInTheDocument();

  const contents = screen.getByRole('navigation', { name: 'Table of contents' });
  const links = within(contents).getAllByRole('link');
  const sectionHeadings = screen.getAllByRole('heading', { level: 2 });
  expect(links.length).toBeGreaterThanOrEqual(8);
  expect(links).toHaveLength(sectionHeadings.length);

  links.forEach((link, index) => {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    const section = document.getElementById(href.slice(1));
    expect(section, `section for ${href}`).not.toBeNull();
    expect(section?.tagName).toBe('SECTION');
    expect(sectionHeadings[index]).toHaveTextContent(`${index + 1}. ${link.textContent ?? ''}`);
    expect(section).toContainElement(sectionHeadings[index] ?? null);
  });
}

/** Real, finished text: no filler or placeholders left in the document. */
export function expectNoPlaceholders(): void {
  expect(document.body.textContent).not.toMatch(/lorem ipsum|\[insert|\bTODO\b|\bTBD\b/i);
}
