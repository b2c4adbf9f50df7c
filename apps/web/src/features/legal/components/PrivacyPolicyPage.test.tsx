import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectCompleteLegalDocument,
  expectNoPlaceholders,
  renderLegalPage,
} from './legal-page.test-utils';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

describe('PrivacyPolicyPage', () => {
  it('renders the title, date, and a contents list that links to every section', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    expectCompleteLegalDocument('Privacy Policy');
    expectNoPlaceholders();
  });

  it('names the session token storage and the password hashing', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    expect(screen.getByText('auth-token')).toBeInTheDocument();
    expect(screen.getByText(/argon2id/)).toBeInTheDocument();
    expect(screen.getByText(/We never see or store your\s+full card number/)).toBeInTheDocument();
    expect(screen.getByText(/We do not use advertising/)).toBeInTheDocument();
    expect(screen.getByText(/while you are signed in, the app records each page/)).toBeVisible();
  });

  it('explains how to unsubscribe from onboarding emails with a link to /unsubscribe', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('link', { name: 'unsubscribe page' })).toHaveAttribute(
      'href',
      '/unsubscribe',
    );
  });

  it('scrolls to the section named in the URL fragment', () => {
    // jsdom has no scrollIntoView: stub it for this test and put the original state back after.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      renderLegalPage(<PrivacyPolicyPage />, '/privacy-policy#your-rights');
      expect(scrolled).toEqual([document.getElementById('your-rights')]);
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
