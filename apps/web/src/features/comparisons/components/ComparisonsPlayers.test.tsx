import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseInCombobox } from '@/components/testing/combobox';
import { testUser } from '@/lib/session/session-test-support';
import {
  SEASON,
  TEAM_LISTS,
  bySeason,
  competitionRow,
  configValue,
  fullPlayerRow,
  locationSearch,
  publicPlayerRow,
  renderComparisons,
  serveData,
  signInTier,
  statRow,
} from '../comparisons.test-utils';

/**
 * 30 qualified guards scoring 1…30 points per game and five forwards scoring 100…104, plus the
 * compared guard Gina (15.5) and forward Fay (50). Gina is at or above 16 of the 31 guards
 * (52nd) or 16 of all 37 players (43rd); the forwards are fewer than 30, so Fay is ranked among
 * all 37 either way: at or above 32 of them (86th).
 */
const GUARDS = Array.from({ length: 30 }, (_, index) =>
  publicPlayerRow({
    playerId: 100 + index,
    fullName: `Guard ${index + 1}`,
    teamId: 2,
    teamMarket: 'Bravo',
    ptsScoredPg: index + 1,
  }),
);
const FORWARDS = Array.from({ length: 5 }, (_, index) =>
  publicPlayerRow({
    playerId: 200 + index,
    fullName: `Forward ${index + 1}`,
    position: 'F',
    teamId: 2,
    teamMarket: 'Bravo',
    ptsScoredPg: 100 + index,
  }),
);
const GINA = publicPlayerRow({ playerId: 501, fullName: 'Gina Guard', ptsScoredPg: 15.5 });
const FAY = publicPlayerRow({
  playerId: 502,
  fullName: 'Fay Forward',
  position: 'F-C',
  ptsScoredPg: 50,
});
const PLAYERS = [...GUARDS, ...FORWARDS, GINA, FAY];

function playerReply(rows: readonly { playerId: number | null; teamId: number | null }[]) {
  return (url: URL) => {
    const playerId = configValue(url, 'player', 'playerId');
    if (playerId !== null) {
      const found = rows.filter((row) => row.playerId === playerId);
      return found.length > 0
        ? found
        : HttpResponse.json({ msg: 'Unknown player' }, { status: 404 });
    }
    const teamId = configValue(url, 'team', 'teamId');
    return teamId === null ? rows : rows.filter((row) => row.teamId === teamId);
  };
}

function servePlayers(extra: Parameters<typeof serveData>[0] = {}) {
  return serveData({
    competitions: () => [competitionRow(SEASON)],
    teams: bySeason(TEAM_LISTS),
    'player-agg-stats-public': playerReply(PLAYERS),
    ...extra,
  });
}

describe('Comparisons: players', () => {
  it('suggests the two leading scorers of the season from a slim public request', async () => {
    signInTier(1);
    const requests = servePlayers();
    const { router } = renderComparisons('?kind=players');
    await userEvent.click(
      await screen.findByRole('button', {
        name: "Compare the two leading scorers of 2024-25 Men's Basketball",
      }),
    );
    expect(locationSearch(router).get('subjects')).toBe(`${SEASON}:204-${SEASON}:203`);
    expect(requests.filter((path) => path.includes('fields'))).toEqual([
      `/gs/player-agg-stats-public?competitionId=${SEASON}&divisionId=1&scope=season&fields=playerId,ptsScoredPg&isQualified=true`,
    ]);
  });

  it('ranks players by position by default, overall on request (tier 1: public list)', async () => {
    signInTier(1);
    const requests = servePlayers();
    const { router } = renderComparisons(`?kind=players&subjects=${SEASON}:501-${SEASON}:502`);
    expect((await statRow('Box score', 'Points per game')).slice(1)).toEqual([
      '15.5 52nd percentile',
      '50.0 ★(best) 86th percentile',
    ]);
    expect(
      screen.getByText(/Gina Guard \(M24-25\): percentiles among qualified Division I guards/),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Fay Forward \(M24-25\): percentiles among all qualified Division I players/,
      ),
    ).toBeVisible();
    expect(requests).toContain(
      `/gs/player-agg-stats-public?competitionId=${SEASON}&divisionId=1&scope=season&isQualified=true`,
    );
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats?'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Overall' }));
    expect(locationSearch(router).get('pctiles')).toBe('overall');
    expect((await statRow('Box score', 'Points per game')).slice(1)).toEqual([
      '15.5 43rd percentile',
      '50.0 ★(best) 86th percentile',
    ]);
  });

  it("follows the user's percentile setting", async () => {
    signInTier(1, testUser({ settings: { playerPctilesType: 'overall' } }));
    servePlayers();
    renderComparisons(`?kind=players&subjects=${SEASON}:501-${SEASON}:502`);
    expect((await statRow('Box score', 'Points per game')).slice(1, 2)).toEqual([
      '15.5 43rd percentile',
    ]);
    expect(screen.getByRole('button', { name: 'Overall' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the full rows on tier 2', async () => {
    signInTier(2);
    const full = PLAYERS.map((row) =>
      fullPlayerRow({
        ...row,
        playerId: row.playerId ?? 0,
        teamId: row.teamId ?? 1,
        per: row.playerId === 501 ? 20 : 10,
      }),
    );
    const requests = servePlayers({ 'player-agg-stats': playerReply(full) });
    renderComparisons(`?kind=players&subjects=${SEASON}:501-${SEASON}:502`);
    expect((await statRow('Player', 'Player efficiency rating')).slice(1, 2)).toEqual([
      expect.stringMatching(/^20\.0 ★\(best\)/),
    ]);
    expect(
      requests.some((path) =>
        path.startsWith(`/gs/player-agg-stats?competitionId=${SEASON}&playerId=501`),
      ),
    ).toBe(true);
    expect(
      requests.some((path) =>
        path.startsWith('/gs/player-agg-stats-public?competitionId=38409&divisionId'),
      ),
    ).toBe(false);
  });

  it('adds a player chosen by team, and names one the season does not have', async () => {
    signInTier(1);
    servePlayers();
    const { router } = renderComparisons(`?kind=players&subjects=${SEASON}:999-${SEASON}:501`);
    expect(await screen.findByText("No player 999 in 2024-25 Men's Basketball.")).toBeVisible();
    await screen.findByPlaceholderText('Type to search teams');
    await chooseInCombobox('Team', 'Alp', /Alpha/);
    const player = await screen.findByRole('option', { name: 'Fay Forward (F-C)' });
    await userEvent.selectOptions(screen.getByLabelText('Player'), player);
    await userEvent.click(screen.getByRole('button', { name: 'Add player' }));
    expect(locationSearch(router).get('subjects')).toBe(
      `${SEASON}:999-${SEASON}:501-${SEASON}:502`,
    );
  });
});
