import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  render(<RouterProvider router={router} />);
}

describe('HomePage', () => {
  it('says what Courtside covers and for whom', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Men's and women's college basketball, by the numbers.",
    );
    expect(screen.getByText(/from 2018-19 to 2025-26/)).toBeInTheDocument();
    expect(screen.getByText(/Divisions I–III/)).toBeInTheDocument();
    for (const audience of ['Fans', 'Analysts', 'Media', 'Team staff']) {
      expect(screen.getByRole('heading', { name: audience })).toBeInTheDocument();
    }
    for (const area of ['Shot charts', 'Transfer portal', 'NIL predictions', 'Brackets']) {
      expect(screen.getByRole('heading', { name: area })).toBeInTheDocument();
    }
  });

  it('links only to pages that exist: the legal pages and the icon reference', () => {
    renderHome();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(['/disclaimer', '/icons', '/privacy-policy', '/terms-of-use']);
    const openToday = screen.getByRole('region', { name: 'Open today' });
    expect(within(openToday).getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
  });

  it('describes stats areas and tools without linking to them', () => {
    renderHome();
    const tools = screen.getByRole('region', { name: 'Analytics tools' });
    expect(within(tools).queryAllByRole('link')).toHaveLength(0);
    expect(within(tools).getAllByRole('listitem')).toHaveLength(14);
  });
});
