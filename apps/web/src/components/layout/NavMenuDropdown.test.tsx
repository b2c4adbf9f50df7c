import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavMenuDropdown } from './NavMenuDropdown';

const LINKS = [
  { label: 'Shot Charts', to: '/tools/shot-charts' },
  { label: 'Bar Charts', to: '/tools/bar-charts' },
];

function renderMenu() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <NavMenuDropdown id="nav-menu-tools" title="Tools" links={LINKS} />
          <button type="button">elsewhere</button>
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole('button', { name: 'Tools' });
const list = () => document.querySelector('[aria-labelledby="nav-menu-tools"]');

describe('NavMenuDropdown', () => {
  it('opens and closes from its button, announcing the state', async () => {
    renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(list()).not.toHaveClass('show');
    expect(screen.queryByRole('link', { name: 'Shot Charts' })).not.toBeInTheDocument();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toHaveClass('show');
    expect(toggle()).toHaveAttribute('aria-controls', list()?.id);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderMenu();
    await userEvent.click(toggle());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Shot Charts' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes on a click elsewhere and when focus leaves it', async () => {
    renderMenu();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle());
    await userEvent.tab(); // Shot Charts
    await userEvent.tab(); // Bar Charts
    await userEvent.tab(); // out of the menu
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while a pointer press moves focus, so the click can land first', async () => {
    renderMenu();
    await userEvent.click(toggle());
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    fireEvent.pointerDown(elsewhere);
    fireEvent.focusOut(toggle(), { relatedTarget: elsewhere });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerUp(elsewhere);
    fireEvent.click(elsewhere);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates and closes when an entry is chosen', async () => {
    const router = renderMenu();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('link', { name: 'Bar Charts' }));
    expect(router.state.location.pathname).toBe('/tools/bar-charts');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
