import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  CONFERENCES,
  competitionRow,
  findMarks,
  markNames,
  playerRow,
  renderScatter,
  serveData,
} from '../scatter.test-utils';

/**
 * Threes per game played (30 games): Ann 90 → 3, Bea 45 → 1.5, Cy 1 → 0.03 (1-for-1, the best
 * 3P% and far under the standard 1 3PA per game).
 */
const PLAYERS = [
  playerRow({ playerId: 11, fullName: 'Ann Guard', usagePct: 0.25, fg3Pct: 0.4, fga3: 90 }),
  playerRow({ playerId: 12, fullName: 'Bea Forward', usagePct: 0.2, fg3Pct: 0.35, fga3: 45 }),
  playerRow({ playerId: 13, fullName: 'Cy Center', usagePct: 0.15, fg3Pct: 1, fga3: 1 }),
];

function servePlayers() {
  return serveData({
    competitions: () => [competitionRow()],
    'competition-conferences': () => CONFERENCES,
    'player-agg-stats': () => PLAYERS,
    'player-agg-stats-public': () => PLAYERS.map(({ fga3: _fga3, ...row }) => row),
  });
}

const signInPlus = () =>
  signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });

const playerRequests = (requests: readonly string[]) =>
  requests.filter((path) => path.includes('player-agg-stats'));

describe('Player scatter: shot attempts qualifier', () => {
  it('leaves the 1-for-1 shooter off a 3P% chart for tier 2 and asks for the attempts', async () => {
    signInPlus();
    const requests = servePlayers();
    const { container } = renderScatter('/tools/player-scatter?y=fg3Pct&qualified=false');
    expect(markNames(await findMarks('Players'))).toEqual([
      'Ann Guard, Alpha · G, USG%: 25.0%, 3P%: 40.0%',
      'Bea Forward, Alpha · G, USG%: 20.0%, 3P%: 35.0%',
    ]);
    expect(playerRequests(requests)).toEqual([
      `/gs/player-agg-stats?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,position,gp,minsPg,usagePct,fg3Pct,fga3`,
    ]);
    expect(screen.getByLabelText('Minimum 3PA per game')).toHaveValue('');
    expect(container.textContent).toContain('1+ 3PA per game (1 player left out)');
  });

  it('plots him with no minimum, the minimum kept in the URL', async () => {
    const user = userEvent.setup();
    signInPlus();
    servePlayers();
    const { router } = renderScatter('/tools/player-scatter?y=fg3Pct&qualified=false');
    expect(await findMarks('Players')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Minimum 3PA per game'), '0');
    expect(new URLSearchParams(router.state.location.search).get('minAttempts')).toBe('0');
    await waitFor(async () => expect(await findMarks('Players')).toHaveLength(3));
  });

  it('reads a minimum from the URL', async () => {
    signInPlus();
    servePlayers();
    renderScatter('/tools/player-scatter?y=fg3Pct&qualified=false&minAttempts=2');
    expect(markNames(await findMarks('Players'))).toEqual([
      'Ann Guard, Alpha · G, USG%: 25.0%, 3P%: 40.0%',
    ]);
    expect(screen.getByLabelText('Minimum 3PA per game')).toHaveValue('2');
  });

  it('asks for no attempts when no axis is a shooting percentage', async () => {
    signInPlus();
    const requests = servePlayers();
    renderScatter('/tools/player-scatter?y=bpm&qualified=false');
    await screen.findByText(/None of the 3 players/, {}, { timeout: 5000 });
    expect(playerRequests(requests)).toEqual([
      `/gs/player-agg-stats?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,position,gp,minsPg,usagePct,bpm`,
    ]);
    expect(screen.queryByLabelText(/Minimum .*A per game/)).toBeNull();
  });

  it('tells a reader of the public rows that only the minutes qualifier applies', async () => {
    const requests = servePlayers();
    renderScatter('/tools/player-scatter?y=fg3Pct');
    expect(await findMarks('Players')).toHaveLength(3);
    expect(
      screen.getByText(/Shot attempts are not in the free player list, so only the minutes/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Minimum 3PA per game')).toBeNull();
    expect(playerRequests(requests)).toEqual([
      `/gs/player-agg-stats-public?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,position,gp,minsPg,usagePct,fg3Pct&isQualified=true`,
    ]);
  });
});
