import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComponentGallerySection } from './ComponentGallerySection';
import { renderSandbox } from './sandbox-page.test-utils';

describe('ComponentGallerySection', () => {
  it('renders every data state', () => {
    renderSandbox(<ComponentGallerySection />);
    for (const label of [
      'Loading sample table',
      'Loading sample chart',
      'Loading sample screen',
      'Loading pending sample',
    ]) {
      expect(screen.getByRole('status', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText('No games for this team yet.')).toBeVisible();
    expect(screen.getByText('No sample rows')).toBeVisible();
    expect(screen.getByText('The box score could not be loaded.')).toBeVisible();
    expect(screen.getByText('The sample list could not be loaded.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    // The content state's list and the stats table both name the sample teams.
    expect(screen.getAllByText('Sample Ridge').length).toBeGreaterThanOrEqual(2);
  });

  it('renders the tier gate, simulated-data marks, buttons, alerts and a table', () => {
    renderSandbox(<ComponentGallerySection />);
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Upgrade to / })).toBeVisible();
    expect(screen.getAllByText(/Simulated data/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('note')).toHaveTextContent('Simulated data.');
    for (const name of ['primary', 'secondary', 'outline-danger', 'link']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByRole('button', { name: 'disabled' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Offense' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Your settings were saved.')).toHaveClass('alert-success');
    expect(screen.getByText('The request could not be completed. Try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('table', { name: /Sample teams/ })).toBeVisible();
  });
});
