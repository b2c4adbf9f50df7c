import { screen, waitFor, within } from '@testing-library/react';
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

/** 300 field-goal attempts in 30 games each: 10 per game, over the standard 5. */
const PLAYERS = [
  playerRow({
    playerId: 11,
    fullName: 'Ann Guard',
    usagePct: 0.25,
    fgPct: 0.45,
    bpm: 4.2,
    fga: 300,
  }),
  playerRow({
    playerId: 12,
    fullName: 'Bea Forward',
    teamMarket: 'Beta',
    position: 'F',
    usagePct: 0.18,
    fgPct: 0.52,
    bpm: 1.1,
    fga: 300,
  }),
  playerRow({
    playerId: 13,
    fullName: 'Cat Center',
    position: 'C',
    minsPg: 12,
    usagePct: 0.15,
    fgPct: 0.6,
    bpm: -0.5,
    fga: 300,
  }),
];

function servePlayers() {
  return serveData({
    competitions: () => [competitionRow()],
    'competition-conferences': () => CONFERENCES,
    'player-agg-stats-public': () => PLAYERS,
    'player-agg-stats': () => PLAYERS,
  });
}

const statOptions = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

describe('Player scatter page', () => {
  it('reads the public rows for a visitor, offers their stats only and says so', async () => {
    const requests = servePlayers();
    renderScatter('/tools/player-scatter?x=bpm');
    expect(markNames(await findMarks('Players'))).toEqual([
      'Ann Guard, Alpha · G, USG%: 25.0%, FG%: 45.0%',
      'Bea Forward, Beta · F, USG%: 18.0%, FG%: 52.0%',
      'Cat Center, Alpha · C, USG%: 15.0%, FG%: 60.0%',
    ]);
    expect(requests.filter((path) => path.includes('player-agg-stats'))).toEqual([
      `/gs/player-agg-stats-public?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,position,gp,minsPg,usagePct,fgPct&isQualified=true`,
    ]);
    expect(statOptions('Horizontal axis (x)')).not.toContain('bpm');
    expect(statOptions('Horizontal axis (x)')).toContain('ptsScoredPg');
    expect(screen.getByText(/BPM is not in the public player stats/)).toBeInTheDocument();
  });

  it('reads the full rows from tier 2 and charts a full stat', async () => {
    signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });
    const requests = servePlayers();
    renderScatter('/tools/player-scatter?x=bpm&qualified=false');
    expect(markNames(await findMarks('Players'))).toContain(
      'Ann Guard, Alpha · G, BPM: +4.2, FG%: 45.0%',
    );
    expect(requests).toContain(
      `/gs/player-agg-stats?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=playerKey,fullName,teamMarket,position,gp,minsPg,bpm,fgPct,fga`,
    );
    expect(statOptions('Horizontal axis (x)')).toContain('bpm');
    expect(screen.queryByText(/not in the public player stats/)).not.toBeInTheDocument();
  });

  it('filters by position and minutes per game in the URL', async () => {
    const user = userEvent.setup();
    servePlayers();
    const { router } = renderScatter('/tools/player-scatter');
    expect(await findMarks('Players')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Position'), 'Guards');
    expect(router.state.location.search).toBe('?position=G');
    await waitFor(async () =>
      expect(markNames(await findMarks('Players'))).toEqual([
        'Ann Guard, Alpha · G, USG%: 25.0%, FG%: 45.0%',
      ]),
    );

    await user.selectOptions(screen.getByLabelText('Position'), 'All positions');
    const minutes = screen.getByLabelText('Minimum minutes per game');
    await user.clear(minutes);
    await user.type(minutes, '20');
    expect(router.state.location.search).toBe('?minMinutes=20');
    await waitFor(async () => expect(await findMarks('Players')).toHaveLength(2));
  });

  it('highlights a team’s players from the search box', async () => {
    const user = userEvent.setup();
    servePlayers();
    renderScatter('/tools/player-scatter');
    await findMarks('Players');
    await user.type(screen.getByLabelText('Highlight a player or team'), 'beta');
    expect(screen.getByRole('img', { name: /^Bea Forward/ })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    expect(screen.getByRole('img', { name: /^Ann Guard/ })).not.toHaveAttribute('data-highlighted');
  });
});
