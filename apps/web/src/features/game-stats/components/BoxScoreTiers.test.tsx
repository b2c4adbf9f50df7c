import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_TRIAL_PLAYERS_HERE, TRIAL_PLAYERS_SCOPE } from '@/components/stats/states';
import { renderWithSession, signInForTest, testUser } from '@/lib/session/session-test-support';
import { HOME_ID, COMPETITION_ID, GAME_ID, playerLines, teamLines } from '../testing/game-fixtures';
import { serveGame } from '../testing/game-page-fixtures';
import { GameStatsPage } from './GameStatsPage';

const TOTALS_ONLY = /its source has team totals only/;

function renderBoxScore(tier: number) {
  signInForTest({
    user: testUser({ settings: { team: { teamId: HOME_ID, gender: 'MALE' } } }),
    tier: { value: tier, label: tier === 1 ? 'Basic: Free' : 'Plus', expiresAt: null },
  });
  return renderWithSession(
    [{ path: '/stats/:competitionId/games/:gameId/:view', element: <GameStatsPage /> }],
    { initialEntries: [`/stats/${COMPETITION_ID}/games/${GAME_ID}/overview`] },
  );
}

describe('Box score players and the tier', () => {
  it('tells a free user that the tier, not the source, left no player lines', async () => {
    serveGame({ 'team-game-stats': teamLines, 'player-game-stats': [] });
    renderBoxScore(1);
    expect(await screen.findByText(NO_TRIAL_PLAYERS_HERE, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByText(TOTALS_ONLY)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to see every player.' })).toBeVisible();
  });

  it("shows a free user's trial lines under a note, without partial totals", async () => {
    const homeOnly = playerLines.filter((line) => line.teamId === HOME_ID);
    serveGame({ 'team-game-stats': teamLines, 'player-game-stats': homeOnly });
    renderBoxScore(1);
    const home = await screen.findByRole(
      'region',
      { name: 'Home State players' },
      { timeout: 3000 },
    );
    expect(within(home).getByRole('link', { name: 'Hank Home' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(TRIAL_PLAYERS_SCOPE);
    expect(
      within(screen.getByRole('region', { name: 'Away U players' })).getByText(
        'None of Away U’s players is open on your free tier.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Home State totals' })).not.toBeInTheDocument();
  });

  it('keeps the source message for tiers that see every player', async () => {
    serveGame({ 'team-game-stats': teamLines, 'player-game-stats': [] });
    renderBoxScore(2);
    expect(await screen.findByText(TOTALS_ONLY, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
