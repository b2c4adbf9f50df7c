/**
 * The team page's lineups and on/off and shooting by zone views, on mocked API rows (streaks
 * and runs: TeamStreaks.test.tsx).
 */
import type {
  LeagueHexRow,
  LeagueZoneRow,
  LineupAggRow,
  OnOffRow,
  PbpShotRow,
  TeamAggPbpRow,
} from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  DIVISION,
  TEAM,
  renderTeamPage,
  serveData,
  teamAggRow,
  teamGameRow,
} from '../team-stats.test-utils';

const UPDATED = '2025-03-01T00:00:00Z';

const signInTier1 = () =>
  signInForTest({ user: testUser(), tier: { value: 1, label: 'Basic: Free', expiresAt: null } });

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

function serveTeam(extra: Record<string, (url: URL) => JsonBodyType>) {
  return serveData({
    'team-agg-stats': () => [teamAggRow({}), teamAggRow({ isOffense: false })],
    'team-game-stats': () => [
      teamGameRow({ gameId: 1, teamMarketAgst: 'Purdue' }),
      teamGameRow({ gameId: 2, teamMarketAgst: 'Iowa', isHome: false, isWin: false }),
    ],
    ...extra,
  });
}

// ---------------------------------------------------------------- lineups and on/off

const lineup = (overrides: Partial<LineupAggRow>): LineupAggRow =>
  ({
    _id: 'unit',
    updated: UPDATED,
    competitionId: COMPETITION,
    scope: 'season',
    lineupId: 'u1',
    teamId: TEAM,
    teamMarket: 'Illinois',
    conferenceId: 5,
    pName1: 'A. One',
    pName2: 'B. Two',
    pName3: 'C. Three',
    pName4: 'D. Four',
    pName5: 'E. Five',
    pId1: 1,
    pId2: 2,
    pId3: 3,
    pId4: 4,
    pId5: 5,
    gpPbp: 10,
    mins: 60,
    poss: 120,
    ptsScored: 144,
    ptsAgst: 120,
    plusMinus: 24,
    ortg: 120,
    drtg: 100,
    netRtg: 20,
    efgPct: 0.55,
    efgPctAgst: 0.48,
    fg3Pct: 0.36,
    isQualified: true,
    ...overrides,
  }) as LineupAggRow;

const onOff = (split: OnOffRow['onOffDiff'], overrides: Partial<OnOffRow>): OnOffRow =>
  ({
    _id: `11-${split}`,
    updated: UPDATED,
    competitionId: COMPETITION,
    teamId: TEAM,
    teamMarket: 'Illinois',
    scope: 'seasonAll',
    onOffDiff: split,
    isOffense: true,
    playerId: 11,
    fullName: 'Terrence Shannon',
    gpPbp: 20,
    minsOn: 600,
    minsOff: 200,
    minsPct: 0.75,
    isQualified: true,
    poss: 0,
    pts: 0,
    fga: 0,
    fgm: 0,
    fga3: 0,
    fgm3: 0,
    rtg: null,
    efgPct: null,
    fga3Rate: null,
    ortg: null,
    drtg: null,
    netRtg: null,
    plusMinus: 0,
    ...overrides,
  }) as OnOffRow;

// On: 118 − 98 = +20 net; off: 104 − 100 = +4; on − off = +16.
const ON_OFF = [
  onOff('on', { ortg: 118, drtg: 98, netRtg: 20, plusMinus: 150 }),
  onOff('off', { ortg: 104, drtg: 100, netRtg: 4, plusMinus: 10 }),
  onOff('diff', { ortg: 14, drtg: -2, netRtg: 16, plusMinus: 140 }),
  onOff('on', { isOffense: false, ortg: 118, drtg: 98, netRtg: 20 }),
];

describe('TeamStatsPage: lineups and on/off', () => {
  it('shows a visitor an upgrade prompt and asks for no lineup or on/off rows', async () => {
    const requests = serveTeam({});
    renderTeamPage('lineups');
    expect(await screen.findByText(/Lineups and on\/off needs a free/)).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Illinois' });
    expect(requests.some((path) => /lineup|on-off/.test(path))).toBe(false);
  });

  it('lists the units by minutes, per 100 possessions on request, and greys small ones', async () => {
    signInTier1();
    serveTeam({
      'lineup-agg-stats-top': () => [
        lineup({
          lineupId: 'small',
          pName5: 'F. Six',
          mins: 8,
          poss: 20,
          ptsScored: 18,
          isQualified: false,
        }),
        lineup({}),
      ],
      'on-off-agg-stats': () => ON_OFF,
    });
    renderTeamPage('lineups');
    const table = await screen.findByRole('table', { name: 'Illinois lineups' }, { timeout: 5000 });
    const rows = bodyRows(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'A. One · B. Two · C. Three · D. Four · E. Five',
      'A. One · B. Two · C. Three · D. Four · F. Six* (not qualified)',
    ]);
    expect(rows[0]).toHaveTextContent('144');
    // 144 points over 120 possessions: 120.0 per 100, the unit's offensive rating.
    await userEvent.selectOptions(
      within(screen.getByRole('region', { name: 'Lineups' })).getByRole('combobox', {
        name: 'Show',
      }),
      'Per 100 poss',
    );
    expect(bodyRows(table)[0]).toHaveTextContent(/120\.0.*120\.0/);
  });

  it('shows the on − off split first and switches to "on" in the URL', async () => {
    signInTier1();
    serveTeam({ 'lineup-agg-stats-top': () => [lineup({})], 'on-off-agg-stats': () => ON_OFF });
    const { router } = renderTeamPage('lineups');
    const diff = await screen.findByRole(
      'table',
      { name: 'Illinois on/off (On − off)' },
      { timeout: 5000 },
    );
    expect(bodyRows(diff)).toHaveLength(1);
    expect(bodyRows(diff)[0]).toHaveTextContent('+16.0');
    expect(within(diff).getByRole('link', { name: 'Terrence Shannon' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/players/11/overview`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'On' }));
    const on = await screen.findByRole('table', { name: 'Illinois on/off (On)' });
    expect(bodyRows(on)[0]).toHaveTextContent('+20.0');
    expect(router.state.location.search).toBe('?split=on');
  });
});

// ---------------------------------------------------------------- shooting

const zoneRow = (isOffense: boolean, overrides: Partial<TeamAggPbpRow> = {}): TeamAggPbpRow =>
  ({
    _id: `zones-${isOffense}`,
    updated: UPDATED,
    competitionId: COMPETITION,
    teamId: TEAM,
    teamMarket: 'Illinois',
    teamName: null,
    conferenceId: 5,
    divisionId: DIVISION,
    scope: 'season',
    isOffense,
    gpPbp: 20,
    fga: 400,
    atr2Fga: 100,
    atr2Fgm: 60,
    atr2FgPct: 0.6,
    atr2FgaFreq: 0.25,
    c3Fga: 40,
    c3Fgm: 14,
    c3FgPct: 0.35,
    c3FgaFreq: 0.1,
    ...overrides,
  }) as TeamAggPbpRow;

const leagueZone = (zone: string, fgPct: number, fgaFreq: number): LeagueZoneRow => ({
  _id: zone,
  updated: UPDATED,
  competitionId: COMPETITION,
  divisionId: DIVISION,
  zoneSchema: 'area',
  zone,
  label: zone,
  definition: '',
  shotValue: zone === 'c3' ? 3 : 2,
  fga: 1000,
  fgm: Math.round(1000 * fgPct),
  fgPct,
  fgaFreq,
  pps: null,
  xPps: null,
  gpPbp: 500,
});

const shot = (made: boolean): PbpShotRow =>
  ({ _id: `shot-${Math.random()}`, x: 0.1, y: 0, isMade: made }) as PbpShotRow;

const leagueHex: LeagueHexRow = {
  _id: 'hex',
  updated: UPDATED,
  competitionId: COMPETITION,
  divisionId: DIVISION,
  hexId: '0,0',
  q: 0,
  r: 0,
  x: 0,
  y: 0,
  spacingFt: 1.5,
  fga: 5000,
  fgm: 2750,
  fgPct: 0.55,
  fgaFreq: 0.2,
  pps: 1.1,
  isQualified: true,
};

describe('TeamStatsPage: shooting by zone', () => {
  it('colours each zone against the division and lists the team beside the league', async () => {
    const requests = serveTeam({
      'team-agg-pbp-stats': () => [zoneRow(true), zoneRow(false, { atr2FgPct: 0.52 })],
      'lg-zones': () => [leagueZone('atr2', 0.55, 0.3), leagueZone('c3', 0.34, 0.12)],
    });
    renderTeamPage('shooting');
    const zones = await screen.findByRole('group', { name: 'Shooting by zone' }, { timeout: 5000 });
    // 60 of 100 at the rim is 60.0%, 5.0 points above the division's 55.0%.
    expect(
      within(zones).getByRole('img', {
        name: /^At the rim: 60 of 100 \(60\.0%\); league 55\.0%, \+5\.0 pts/,
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Illinois shooting by zone' });
    const [team, league] = bodyRows(table);
    expect(team).toHaveTextContent(/^Illinois60\.0%25\.0%/);
    expect(league).toHaveTextContent(/^Division 1 average55\.0%30\.0%/);
    expect(requests).toContain(
      `/gs/lg-zones?competitionId=${COMPETITION}&divisionId=${DIVISION}&zoneSchema=area`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Opponents' }));
    expect(
      await screen.findByRole('table', { name: 'Illinois opponents shooting by zone' }),
    ).toHaveTextContent('52.0%');
  });

  it('draws hexes of the located attempts against the league at each spot', async () => {
    const requests = serveTeam({
      'team-agg-pbp-stats': () => [zoneRow(true)],
      'pbp-shots': () => [...Array.from({ length: 6 }, () => shot(true)), shot(false), shot(false)],
      'lg-hexes': () => [leagueHex],
    });
    // A shared link opens the hex mode directly; the zone baseline is not asked for.
    renderTeamPage('shooting?chart=hexes');
    const spots = await screen.findByRole('group', { name: 'Shooting by spot' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Hexes' })).toHaveAttribute('aria-pressed', 'true');
    // 6 of 8 at the basket; shrunk (6 + 10·0.55)/(8 + 10) = 63.9% → +8.9 over the league's 55.0%.
    expect(within(spots).getByRole('img')).toHaveAccessibleName(
      '0 ft: 6 of 8 (75.0%); league 55.0%, +8.9 pts (adjusted for sample size)',
    );
    expect(requests.some((path) => path.startsWith('/gs/lg-zones'))).toBe(false);
    expect(requests.find((path) => path.startsWith('/gs/pbp-shots'))).toContain('isOffense=true');
  });

  it("draws every located attempt of the opponents as a dot, like the player's view", async () => {
    const requests = serveTeam({
      'team-agg-pbp-stats': () => [zoneRow(true), zoneRow(false)],
      'pbp-shots': () => [shot(true), shot(false), shot(false)],
    });
    renderTeamPage('shooting?chart=dots&side=defense');
    expect(
      await screen.findByRole(
        'figure',
        { name: /^Illinois opponents: 1 of 3 shots made/ },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Every shot' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The dots need no league baseline.
    expect(requests.some((path) => path.startsWith('/gs/lg-hexes'))).toBe(false);
    expect(requests.find((path) => path.startsWith('/gs/pbp-shots'))).toContain('isOffense=false');
  });

  it('says so when the team has no play-by-play games', async () => {
    serveTeam({ 'team-agg-pbp-stats': () => [] });
    renderTeamPage('shooting');
    expect(
      await screen.findByText(/No shot locations: this team has no play-by-play/),
    ).toBeVisible();
  });
});
