import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppFooter, type AppFooterProps } from './AppFooter';

function renderFooter(props: AppFooterProps = {}) {
  const router = createMemoryRouter([{ path: '*', element: <AppFooter {...props} /> }]);
  render(<RouterProvider router={router} />);
}

describe('AppFooter', () => {
  it('links to the three legal pages', () => {
    renderFooter();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(legal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(legal.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', '/disclaimer');
    expect(legal.getAllByRole('link')).toHaveLength(3);
  });

  it('shows the copyright line and that Courtside is not affiliated with the NCAA', () => {
    renderFooter({ year: 2026 });
    expect(screen.getByText(/© 2026 Courtside/)).toBeInTheDocument();
    expect(screen.getByText(/not affiliated with.*NCAA/)).toBeInTheDocument();
  });

  it('has no contact form until one is supplied, and shows it in its slot', () => {
    renderFooter();
    expect(screen.queryByRole('region', { name: 'Contact Us' })).not.toBeInTheDocument();
    renderFooter({ contactForm: <form aria-label="Contact form" /> });
    const slot = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(slot).getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    // The subscription page links to #contact-us.
    expect(slot).toHaveAttribute('id', 'contact-us');
  });
});
