import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevelopmentSandboxPage } from './DevelopmentSandboxPage';
import { expectOrderedHeadingsAndFinishedText, renderSandbox } from './sandbox-page.test-utils';

describe('DevelopmentSandboxPage', () => {
  it('has its three sections under one h1, anchor-linked, with the tab title', () => {
    renderSandbox(<DevelopmentSandboxPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Developer sandbox' })).toBeVisible();
    for (const title of [
      'Stat registry',
      'Endpoint catalog and request builder',
      'Component gallery',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = contents.querySelectorAll('a');
    expect(links).toHaveLength(3);
    links.forEach((link) => {
      const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
      expect(document.getElementById(id), `section ${id}`).not.toBeNull();
    });
    expectOrderedHeadingsAndFinishedText();
    expect(document.title).toBe('Developer sandbox · Courtside');
  });

  it('says the server checks the request builder as usual', () => {
    renderSandbox(<DevelopmentSandboxPage />);
    expect(screen.getByText(/the server\s+checks them as usual/)).toBeVisible();
  });
});
