import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInForTest, renderWithSession, testUser } from '@/lib/session/session-test-support';
import {
  ChartSkeleton,
  DataState,
  EmptyState,
  ErrorState,
  SimulatedDataBadge,
  SimulatedDataBanner,
  TableSkeleton,
  TierGate,
  UpgradePrompt,
  type DataStateQuery,
} from '.';

describe('skeletons', () => {
  it('announce what is loading and have the shape of a table or a chart', () => {
    render(
      <>
        <TableSkeleton label="Loading player stats" rows={3} columns={4} />
        <ChartSkeleton label="Loading shot chart" aspectRatio={50 / 54} />
      </>,
    );
    const table = screen.getByRole('status', { name: 'Loading player stats' });
    expect(table.querySelectorAll('.stats-skeleton__row')).toHaveLength(4);
    expect(table.querySelectorAll('.stats-skeleton__row .placeholder')).toHaveLength(16);
    expect(screen.getByRole('status', { name: 'Loading shot chart' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows its message', () => {
    render(<EmptyState message="No play-by-play for this game" />);
    expect(screen.getByText('No play-by-play for this game')).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('shows the error and retries with the query refetch, disabled while it runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const refetch = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ErrorState
        title="The box score could not be loaded."
        error={{ message: 'No response received from server.' }}
        onRetry={refetch}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The box score could not be loaded.');
    expect(alert).toHaveTextContent('No response received from server.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

describe('simulated data marks', () => {
  it('say the numbers come from the simulator', () => {
    render(
      <>
        <SimulatedDataBadge />
        <SimulatedDataBanner />
      </>,
    );
    expect(
      screen.getByText('Simulated data', { exact: false, selector: '.badge' }),
    ).toHaveTextContent(
      "Simulated data: These statistics come from Courtside's demo league simulator",
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      "Simulated data. These statistics come from Courtside's demo league simulator, not from real games.",
    );
  });
});

describe('DataState', () => {
  const base: DataStateQuery<number[]> = {
    data: undefined,
    status: 'pending',
    error: null,
    refetch: vi.fn(),
  };
  const renderState = (query: DataStateQuery<number[]>) =>
    render(
      <DataState query={query} skeleton={<TableSkeleton />} emptyMessage="No games yet">
        {(rows) => <p>{rows.length} games</p>}
      </DataState>,
    );

  it('shows the skeleton, the error, the empty state or the content', () => {
    const { unmount } = renderState(base);
    expect(screen.getByRole('status', { name: 'Loading table' })).toBeInTheDocument();
    unmount();
    const failed = renderState({ ...base, status: 'error', error: { message: 'Boom' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    failed.unmount();
    const empty = renderState({ ...base, status: 'success', data: [] });
    expect(screen.getByText('No games yet')).toBeInTheDocument();
    empty.unmount();
    renderState({ ...base, status: 'success', data: [1, 2] });
    expect(screen.getByText('2 games')).toBeInTheDocument();
  });
});

function renderPrompt(props: Parameters<typeof UpgradePrompt>[0]) {
  const router = createMemoryRouter([{ path: '/', element: <UpgradePrompt {...props} /> }]);
  render(<RouterProvider router={router} />);
}

describe('UpgradePrompt', () => {
  it('names the tier that opens the content and links to subscribing to it', () => {
    renderPrompt({
      feature: 'Lineups and on/off',
      requiredTier: 2,
      currentTier: 1,
      isSignedIn: true,
    });
    expect(screen.getByRole('region', { name: 'Lineups and on/off is locked' })).toHaveTextContent(
      'Lineups and on/off is part of Plus.',
    );
    expect(screen.getByText('Your plan: Basic: Free.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute(
      'href',
      '/my-account/subscribe/2',
    );
  });

  it('asks visitors to sign up, and unverified users to verify, for the free tier', () => {
    renderPrompt({
      feature: 'Conference stats',
      requiredTier: 1,
      currentTier: 0,
      isSignedIn: false,
    });
    expect(
      screen.getByText('Conference stats needs a free, verified account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });

  it('sends signed-in unverified users to the verification email', () => {
    renderPrompt({
      feature: 'Conference stats',
      requiredTier: 1,
      currentTier: 0,
      isSignedIn: true,
    });
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/send-verification-email',
    );
  });
});

describe('TierGate', () => {
  it('shows the content to tiers that open it and the prompt to the others', async () => {
    signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });
    renderWithSession([
      {
        path: '/',
        element: (
          <>
            <TierGate feature="Live games" requiredTier={2}>
              <p>Live content</p>
            </TierGate>
            <TierGate feature="Transfer portal" requiredTier={3}>
              <p>Portal content</p>
            </TierGate>
          </>
        ),
      },
    ]);
    expect(await screen.findByText('Live content')).toBeInTheDocument();
    expect(screen.queryByText('Portal content')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/my-account/subscribe/3',
    );
  });
});
