import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, type TrialPlayer } from '@courtside/contract';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import {
  NO_TRIAL_PLAYERS_HERE,
  PlayerDataState,
  TRIAL_PLAYERS_SCOPE,
  playerAccessOf,
  type DataStateQuery,
} from '.';

const succeeded = <T,>(data: T): DataStateQuery<T> => ({
  data,
  status: 'success',
  error: null,
  refetch: () => undefined,
});

const forbidden: DataStateQuery<string[]> = {
  data: undefined,
  status: 'error',
  error: Object.assign(new Error('"player-agg-stats" needs tier 1'), { status: 403 }),
  refetch: () => undefined,
};

function renderState(query: DataStateQuery<string[]>, tier?: number) {
  if (tier !== undefined) {
    signInForTest({
      user: testUser(),
      tier: { value: tier, label: `Tier ${tier}`, expiresAt: null },
    });
  }
  return renderWithSession([
    {
      path: '/',
      element: (
        <PlayerDataState
          feature="Player stats"
          query={query}
          skeleton={<p>loading</p>}
          emptyMessage="No players in the data"
        >
          {(rows) => (
            <ul>
              {rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </PlayerDataState>
      ),
    },
  ]);
}

describe('playerAccessOf', () => {
  it('maps tiers to what they see of players', () => {
    expect([0, 1, 2, 3, 7].map(playerAccessOf)).toEqual(['none', 'trial', 'all', 'all', 'all']);
  });
});

describe('PlayerDataState', () => {
  it('says the free tier emptied the list, with the way to every player', async () => {
    renderState(succeeded([]), 1);
    expect(await screen.findByText(NO_TRIAL_PLAYERS_HERE)).toBeVisible();
    expect(screen.queryByText('No players in the data')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to see every player.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose your team' })).toBeVisible();
  });

  it('notes above a cut-down list what the free tier shows', async () => {
    renderState(succeeded(['Ann']), 1);
    expect(await screen.findByText('Ann')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(TRIAL_PLAYERS_SCOPE);
  });

  it('is a plain DataState for tiers that see every player', async () => {
    renderState(succeeded([]), 2);
    expect(await screen.findByText('No players in the data')).toBeVisible();
    renderState(succeeded(['Ann']), 2);
    expect(await screen.findByText('Ann')).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the sign-up prompt, not an error to retry, for a 403', async () => {
    renderState(forbidden);
    expect(await screen.findByRole('region', { name: 'Player stats is locked' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});

describe('the free tier note names the trial players', () => {
  const players: TrialPlayer[] = [
    {
      playerId: 7,
      competitionId: 41097,
      fullName: 'Ann Own',
      for: 'user',
      teamId: 21,
      teamName: 'Duke',
    },
    { playerId: 9, competitionId: 36045, fullName: 'Fay Featured', for: 'all' },
  ];

  it('reads the list only once the disclosure is opened, and links each player', async () => {
    let requests = 0;
    server.use(
      http.get(apiUrl(ACCOUNT_API.trialPlayers), () => {
        requests += 1;
        return HttpResponse.json(players);
      }),
    );
    renderState(succeeded(['Ann']), 1);
    const note = await screen.findByRole('note');
    expect(requests).toBe(0);
    await userEvent.click(within(note).getByText('Your trial players'));
    const own = await within(note).findByRole('list', { name: "Your team's trial players" });
    expect(within(own).getByRole('link', { name: 'Ann Own' })).toHaveAttribute(
      'href',
      '/stats/41097/players/7/overview',
    );
    expect(own).toHaveTextContent('Ann Own (M25-26, Duke)');
    const featured = within(note).getByRole('list', { name: 'Featured trial players' });
    expect(within(featured).getByRole('link', { name: 'Fay Featured' })).toHaveAttribute(
      'href',
      '/stats/36045/players/9/overview',
    );
    expect(featured).toHaveTextContent('Fay Featured (M23-24)');
    expect(requests).toBe(1);
  });

  it("says so when the list can't be read", async () => {
    server.use(
      http.get(apiUrl(ACCOUNT_API.trialPlayers), () =>
        HttpResponse.json({ msg: 'No data yet.' }, { status: 503 }),
      ),
    );
    renderState(succeeded([]), 1);
    await userEvent.click(await screen.findByText('Your trial players'));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
