// Shared rendering and assertions for the sandbox tests.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { createTestQueryClient } from '@/lib/api/test-support';

export function renderSandbox(page: ReactElement, initialPath = '/development-sandbox') {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialPath]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** One h1, then headings that never skip a level, and finished text. */
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
