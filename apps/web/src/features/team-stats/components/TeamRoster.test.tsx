import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRIAL_PLAYERS_SCOPE } from '@/components/stats/states';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import { playerAggRow, renderTeamPage, serveData, teamAggRow } from '../team-stats.test-utils';

const NO_PBP_MESSAGE = 'No player statistics for this team (players come from play-by-play games)';

function serveRoster(players: unknown[]) {
  return serveData({
    'team-agg-stats': () => [teamAggRow({}), teamAggRow({ isOffense: false })],
    'team-game-stats': () => [],
    'player-agg-stats': () => players,
  });
}

const signInTier = (value: number, settings = {}) =>
  signInForTest({
    user: testUser({ settings }),
    tier: { value, label: value === 1 ? 'Basic: Free' : 'Plus', expiresAt: null },
  });

describe('TeamRoster and the tier', () => {
  it('tells a free user that the tier, not the data, emptied the roster', async () => {
    signInTier(1, { team: { teamId: 1, gender: 'MALE' } });
    serveRoster([]);
    renderTeamPage('roster');
    expect(
      await screen.findByText('None of these players is open on your free tier.'),
    ).toBeVisible();
    expect(screen.queryByText(NO_PBP_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(TRIAL_PLAYERS_SCOPE.slice(0, 30)))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to see every player.' })).toHaveAttribute(
      'href',
      '/my-account/subscribe/2',
    );
    // A team is saved: no need to point to the settings.
    expect(screen.queryByRole('link', { name: 'Choose your team' })).not.toBeInTheDocument();
  });

  it('points a free user without a team to the settings', async () => {
    signInTier(1);
    serveRoster([]);
    renderTeamPage('roster');
    expect(await screen.findByRole('link', { name: 'Choose your team' })).toHaveAttribute(
      'href',
      '/my-account/settings',
    );
  });

  it('says above a cut-down roster what the free tier shows', async () => {
    signInTier(1, { team: { teamId: 1, gender: 'MALE' } });
    serveRoster([playerAggRow({})]);
    renderTeamPage('roster');
    const table = await screen.findByRole('table', { name: 'Illinois players' });
    expect(within(table).getByRole('link', { name: 'Terrence Shannon' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(TRIAL_PLAYERS_SCOPE);
  });

  it('keeps the data message for tiers that see every player', async () => {
    signInTier(2);
    serveRoster([]);
    renderTeamPage('roster');
    expect(await screen.findByText(NO_PBP_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
