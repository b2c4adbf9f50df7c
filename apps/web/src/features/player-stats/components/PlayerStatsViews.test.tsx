/**
 * The player page's shooting, on/off and career views and its "Simulated data" badge, on
 * mocked API rows, for a free account (player statistics are tier ≥ 1).
 */
import type {
  CompetitionDataRow,
  LeagueZoneRow,
  OnOffRow,
  PbpShotRow,
  PlayerAggPbpRow,
  PlayerAggStatsRow,
  PlayerDataRow,
} from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { PlayerStatsPage } from './PlayerStatsPage';

const COMPETITION = 38409;
const EARLIER = 36045;
const PLAYER = 11;
const TEAM = 590616;
const UPDATED = '2025-03-01T00:00:00Z';

const bio = (overrides: Partial<PlayerDataRow> = {}): PlayerDataRow => ({
  _id: 'bio',
  updated: UPDATED,
  competitionId: COMPETITION,
  playerId: PLAYER,
  personId: 501,
  teamId: TEAM,
  teamMarket: 'Illinois',
  conferenceId: 5,
  divisionId: 1,
  gender: 'MALE',
  fullName: 'Terrence Shannon',
  firstName: 'Terrence',
  lastName: 'Shannon',
  jerseyNum: '0',
  classYr: 'Sr',
  position: 'G',
  height: 78,
  heightLabel: '6-6',
  hometown: null,
  highSchool: null,
  ...overrides,
});

function servePlayer(replies: Record<string, (url: URL) => JsonBodyType>): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice(apiUrl('/gs/').length).split('/')[0] ?? '';
      requests.push(decodeURIComponent(`${url.pathname.slice(apiUrl('').length)}${url.search}`));
      const reply = replies[endpoint];
      if (reply === undefined) return HttpResponse.json({ msg: 'not served' }, { status: 500 });
      return HttpResponse.json(reply(url));
    }),
  );
  return requests;
}

const renderPlayer = (view: string) =>
  renderWithSession(
    [
      {
        path: '/stats/:competitionId/players/:playerId/:view',
        element: <PlayerStatsPage notFound={<p>page not found</p>} />,
      },
    ],
    { initialEntries: [`/stats/${COMPETITION}/players/${PLAYER}/${view}`] },
  );

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

beforeEach(() => {
  signInForTest({ user: testUser(), tier: { value: 1, label: 'Basic: Free', expiresAt: null } });
});

describe('PlayerStatsPage: shooting', () => {
  const zones = {
    _id: 'zones',
    updated: UPDATED,
    competitionId: COMPETITION,
    playerId: PLAYER,
    fullName: 'Terrence Shannon',
    teamId: TEAM,
    teamMarket: 'Illinois',
    conferenceId: 5,
    scope: 'season',
    gpPbp: 20,
    fga: 300,
    atr2Fga: 60,
    atr2Fgm: 40,
    atr2FgPct: 40 / 60,
    atr2FgaFreq: 0.2,
  } as PlayerAggPbpRow;
  const leagueAtRim = {
    zone: 'atr2',
    fgPct: 0.6,
    fgaFreq: 0.3,
  } as LeagueZoneRow;

  it('colours his zones against his division and lists him beside its average', async () => {
    const requests = servePlayer({
      players: () => [bio()],
      'player-agg-pbp-stats': () => [zones],
      'lg-zones': () => [leagueAtRim],
    });
    renderPlayer('shooting');
    const group = await screen.findByRole('group', { name: 'Shooting by zone' }, { timeout: 5000 });
    // 40 of 60 is 66.7%, 6.7 points above the division's 60.0%.
    expect(
      within(group).getByRole('img', {
        name: /^At the rim: 40 of 60 \(66\.7%\); league 60\.0%, \+6\.7 pts/,
      }),
    ).toBeInTheDocument();
    const [him, league] = bodyRows(
      screen.getByRole('table', { name: 'Terrence Shannon shooting by zone' }),
    );
    expect(him).toHaveTextContent(/^Terrence Shannon66\.7%20\.0%/);
    expect(league).toHaveTextContent(/^Division 1 average60\.0%30\.0%/);
    expect(requests).toContain(
      `/gs/lg-zones?competitionId=${COMPETITION}&divisionId=1&zoneSchema=area`,
    );
    expect(requests).toContain(
      `/gs/player-agg-pbp-stats?competitionId=${COMPETITION}&playerId=${PLAYER}&scope=season`,
    );
  });

  it('draws every shot from a shared link to the dots mode without the league hexes', async () => {
    const shot = (x: number, y: number, isMade: boolean) => ({ x, y, isMade }) as PbpShotRow;
    const requests = servePlayer({
      players: () => [bio()],
      'pbp-shots': () => [
        shot(0, 2, true),
        shot(-20, 8, false),
        shot(10, 20, true),
        shot(0, 0, false),
      ],
    });
    renderPlayer('shooting?chart=dots');
    expect(
      await screen.findByRole(
        'figure',
        { name: /^Terrence Shannon: 2 of 4 shots made/ },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('2 of 4 made (50.0%)')).toBeInTheDocument();
    expect(requests.some((path) => path.startsWith('/gs/lg-hexes'))).toBe(false);
  });
});

describe('PlayerStatsPage: on/off', () => {
  const row = (onOffDiff: OnOffRow['onOffDiff'], netRtg: number, isOffense = true) =>
    ({
      _id: `${onOffDiff}-${isOffense}`,
      playerId: PLAYER,
      onOffDiff,
      isOffense,
      gpPbp: 20,
      minsOn: 600,
      minsOff: 200,
      minsPct: 0.75,
      isQualified: true,
      poss: 1000,
      plusMinus: 50,
      ortg: 110,
      drtg: 110 - netRtg,
      netRtg,
    }) as OnOffRow;

  it("asks by his team and shows the team's ratings on, off and the difference", async () => {
    const requests = servePlayer({
      players: () => [bio()],
      'on-off-agg-stats': () => [
        row('diff', 16),
        row('off', 4),
        row('on', 20),
        row('on', -20, false),
      ],
    });
    renderPlayer('on-off');
    const table = await screen.findByRole(
      'table',
      { name: 'Terrence Shannon on/off (Illinois ratings)' },
      { timeout: 5000 },
    );
    const rows = bodyRows(table);
    expect(rows.map((tableRow) => within(tableRow).getByRole('rowheader').textContent)).toEqual([
      'On the floor',
      'Off the floor',
      'On − off',
    ]);
    // Net ratings: +20.0 on, +4.0 off, a difference of +16.0.
    expect(rows.map((tableRow) => within(tableRow).getAllByRole('cell')[2]?.textContent)).toEqual([
      '+20.0',
      '+4.0',
      '+16.0',
    ]);
    expect(
      screen.getByText(/On the floor 600:00 of 800:00 minutes \(75\.0%\) in 20 play-by-play games/),
    ).toBeVisible();
    expect(requests).toContain(
      `/gs/on-off-agg-stats?competitionId=${COMPETITION}&teamId=${TEAM}&playerId=${PLAYER}`,
    );
  });
});

describe('PlayerStatsPage: career', () => {
  const line = (competitionId: number, teamId: number, gp: number, ptsScored: number) =>
    ({
      _id: `line-${competitionId}`,
      competitionId,
      teamId,
      scope: 'season',
      gp,
      mins: gp * 30,
      ptsScored,
    }) as PlayerAggStatsRow;

  it('lists each of his seasons by person id with its line and marks the transfer', async () => {
    const requests = servePlayer({
      players: (url) =>
        url.pathname.includes('/person/501/')
          ? [
              bio(),
              bio({
                competitionId: EARLIER,
                playerId: 77,
                teamId: 4400,
                teamMarket: 'Texas Tech',
                classYr: 'Jr',
              }),
            ]
          : [bio()],
      'player-agg-stats': (url) =>
        url.search.includes(`competitionId=${EARLIER}`)
          ? [line(EARLIER, 4400, 30, 300)]
          : [line(COMPETITION, TEAM, 28, 560)],
    });
    renderPlayer('career');
    const table = await screen.findByRole(
      'table',
      { name: 'Terrence Shannon career' },
      { timeout: 5000 },
    );
    const rows = bodyRows(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'M23-24',
      'M24-25Transfer from Texas Tech',
    ]);
    // Per game: 300 / 30 = 10.0 and 560 / 28 = 20.0 points.
    expect(rows[0]).toHaveTextContent(/^M23-24Texas TechJr30.*10\.0/);
    expect(rows[1]).toHaveTextContent(/IllinoisSr28.*20\.0/);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'M23-24' })).toHaveAttribute(
      'href',
      `/stats/${EARLIER}/players/77/overview`,
    );
    expect(requests).toContain('/gs/players/person/501/');
  });
});

describe('PlayerStatsPage: simulated data', () => {
  it('marks the page when the API says the competition is simulated', async () => {
    servePlayer({
      players: () => [bio()],
      competitions: () => [{ competitionId: COMPETITION, isSimulated: true } as CompetitionDataRow],
      'player-agg-stats': () => [],
      pctiles: () => [],
    });
    renderPlayer('overview');
    await screen.findByRole('heading', { level: 1, name: 'Terrence Shannon' }, { timeout: 5000 });
    expect(await screen.findByText('Simulated data')).toBeVisible();
  });
});
