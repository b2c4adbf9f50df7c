import type { PlayerAggStatsRow, PlayerDataRow } from '@courtside/contract/schemas';
import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { TRIAL_PLAYERS_SCOPE } from '@/components/stats/states';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { PlayerStatsPage } from './PlayerStatsPage';

const COMPETITION = 38409;
const PLAYER = 11;

const BIO = {
  _id: 'bio',
  updated: '2025-03-01T00:00:00Z',
  competitionId: COMPETITION,
  playerId: PLAYER,
  personId: 501,
  teamId: 590616,
  teamMarket: 'Illinois',
  gender: 'MALE',
  fullName: 'Terrence Shannon',
  position: null,
  classYr: null,
  heightLabel: null,
  hometown: null,
  highSchool: null,
} as unknown as PlayerDataRow;

const SEASON_ROW = {
  _id: 'season',
  competitionId: COMPETITION,
  playerId: PLAYER,
  playerKey: 'p11',
  fullName: 'Terrence Shannon',
  scope: 'season',
  gp: 28,
  mins: 900,
  ptsScoredPg: 20,
} as unknown as PlayerAggStatsRow;

/** Answers each data endpoint named; the rest answer empty lists. */
function serve(replies: Record<string, JsonBodyType>) {
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice(apiUrl('/gs/').length).split('/')[0] ?? '';
      return HttpResponse.json(replies[endpoint] ?? []);
    }),
  );
}

function renderPlayer(view: string, tier: number) {
  signInForTest({
    user: testUser({ settings: { team: { teamId: 1, gender: 'MALE' } } }),
    tier: { value: tier, label: tier === 1 ? 'Basic: Free' : 'Plus', expiresAt: null },
  });
  return renderWithSession(
    [
      {
        path: '/stats/:competitionId/players/:playerId/:view',
        element: <PlayerStatsPage notFound={<p>page not found</p>} />,
      },
    ],
    { initialEntries: [`/stats/${COMPETITION}/players/${PLAYER}/${view}`] },
  );
}

const NOT_OPEN = 'Terrence Shannon is not among the players your free tier opens.';

describe('Player page and the free tier', () => {
  it("says what the free tier opens instead of 'no games' for a player outside it", async () => {
    serve({ players: [BIO], 'player-agg-stats': [] });
    renderPlayer('game-log', 1);
    expect(await screen.findByText(NOT_OPEN, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(new RegExp(TRIAL_PLAYERS_SCOPE.slice(0, 30)))).toBeVisible();
    expect(
      screen.queryByText('No games with play-by-play for this player'),
    ).not.toBeInTheDocument();
  });

  it('shows a trial player his statistics', async () => {
    serve({ players: [BIO], 'player-agg-stats': [SEASON_ROW] });
    renderPlayer('overview', 1);
    expect(
      await screen.findByRole('region', { name: 'Season line (per game)' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText(NOT_OPEN)).not.toBeInTheDocument();
  });

  it('keeps the data message for tiers that see every player', async () => {
    serve({ players: [BIO], 'player-agg-stats': [] });
    renderPlayer('game-log', 2);
    expect(
      await screen.findByText('No games with play-by-play for this player', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText(NOT_OPEN)).not.toBeInTheDocument();
  });
});
