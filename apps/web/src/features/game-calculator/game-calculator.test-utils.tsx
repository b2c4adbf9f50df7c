/**
 * The game calculator under the real providers with the data API served on its real paths: one
 * MSW handler answers every `/gs/…` request from a table of endpoint → reply and records the
 * request; an endpoint the table does not name answers 500, an error the test sees. The
 * `game-projection` reply is worked out from the request (teams, seasons, site, what-if) by the
 * METHODS §3 formulas written out here (the web may not import the engine), over a small
 * hand-checkable league:
 *
 * - 2024-25 (average efficiency 105, tempo 68): Alpha AdjO 115 / AdjD 95 / AdjT 70, Bravo
 *   105 / 100 / 66. Neutral: Poss = 70·66/68 = 67.94; Alpha 115·100/105·0.6794 = 74.41, Bravo
 *   105·95/105·0.6794 = 64.54; margin +9.87, total 138.96, WP Φ(0.987) = 83.8%.
 * - Alpha's Ace Guard plays 32 minutes a game (share 0.8) at BPM +6.0, Ben Wing 28 (0.7) at
 *   +1.0. Without Ace: AdjEM −0.8·8 = −6.4 → AdjO 111.8, AdjD 98.2: Alpha 72.34, Bravo 66.72,
 *   margin +5.62, WP 71.3%.
 * - 2022-23 (average 100, tempo 70): Zulu AdjO 110 / AdjD 95 / AdjT 63.
 */
import type { TeamDataRow } from '@courtside/contract/schemas';
import { HttpResponse } from 'msw';
import { renderWithSession } from '@/lib/session/session-test-support';
import { serveData as serveDataApi, type DataReply } from '@/test/data-api-test-support';
import type { GameProjectionRow, ProjectionSide } from './api/game-projection';
import { GameCalculatorPage } from './components/GameCalculatorPage';

export { signInTier } from '@/test/data-api-test-support';

/** 2024-25 and 2022-23 men, 2024-25 women. */
export const SEASON = 38409;
export const OLD_SEASON = 33533;
export const WOMEN_SEASON = 38529;

interface FixtureTeam {
  side: Omit<
    ProjectionSide,
    'whatIfNetChange' | 'ortgAdjProjected' | 'drtgAdjProjected' | 'paceAdjProjected'
  >;
  seasonStartYear: number;
}

const factors = (efg: number) => ({
  efgPct: efg,
  tovPct: 0.16,
  orbPct: 0.31,
  ftaRate: 0.34,
  efgPctAgst: efg - 0.04,
  tovPctAgst: 0.18,
  orbPctAgst: 0.27,
  ftaRateAgst: 0.29,
});

const player = (playerId: number, fullName: string, minsPg: number, bpm: number) => ({
  playerId,
  fullName,
  position: 'G',
  games: 30,
  minsPg,
  bpm,
  whatIfMinutes: null,
});

const TEAMS: Record<string, FixtureTeam> = {
  [`${SEASON}:1`]: {
    seasonStartYear: 2024,
    side: {
      competitionId: SEASON,
      seasonLabel: '2024-25',
      teamId: 1,
      teamMarket: 'Alpha',
      divisionId: 1,
      netRankLabel: '3',
      ortgAdj: 115,
      drtgAdj: 95,
      paceAdj: 70,
      avgEfficiency: 105,
      avgTempo: 68,
      ...factors(0.53),
      players: [player(101, 'Ace Guard', 32, 6), player(102, 'Ben Wing', 28, 1)],
    },
  },
  [`${SEASON}:2`]: {
    seasonStartYear: 2024,
    side: {
      competitionId: SEASON,
      seasonLabel: '2024-25',
      teamId: 2,
      teamMarket: 'Bravo',
      divisionId: 1,
      netRankLabel: '40',
      ortgAdj: 105,
      drtgAdj: 100,
      paceAdj: 66,
      avgEfficiency: 105,
      avgTempo: 68,
      ...factors(0.5),
      players: [player(201, 'Cal Center', 30, 2)],
    },
  },
  [`${OLD_SEASON}:12`]: {
    seasonStartYear: 2022,
    side: {
      competitionId: OLD_SEASON,
      seasonLabel: '2022-23',
      teamId: 12,
      teamMarket: 'Zulu',
      divisionId: 1,
      netRankLabel: '10',
      ortgAdj: 110,
      drtgAdj: 95,
      paceAdj: 63,
      avgEfficiency: 100,
      avgTempo: 70,
      ...factors(0.51),
      players: [],
    },
  },
};

/** Alpha and Bravo met once, at Alpha, in 2024-25. */
const PAST_GAMES: GameProjectionRow['pastGames'] = [
  {
    competitionId: SEASON,
    seasonLabel: '2024-25',
    gameId: 9001,
    gameDate: '2025-01-18',
    teamId: 1,
    teamMarket: 'Alpha',
    teamIdAgst: 2,
    teamMarketAgst: 'Bravo',
    isHome: true,
    isNeutral: false,
    ptsScored: 80,
    ptsAgst: 71,
    predictedPts: 75.45,
    predictedPtsAgst: 63.64,
    predictedMargin: 11.81,
    predictedWinProbability: 0.881,
  },
];

/** A list segment of a data path (`/teams/1-2/` → [1, 2]); empty when absent. */
export function listSegment(url: URL, segment: string): number[] {
  const parts = url.pathname.split('/');
  const index = parts.indexOf(segment);
  const raw = index >= 0 ? parts[index + 1] : undefined;
  return raw === undefined || raw === '' ? [] : raw.split('-').map(Number);
}

function textSegment(url: URL, segment: string): string | null {
  const parts = url.pathname.split('/');
  const index = parts.indexOf(segment);
  return index >= 0 ? (parts[index + 1] ?? null) : null;
}

const badRequest = (msg: string) => HttpResponse.json({ msg }, { status: 400 });

/** Φ(z) by Simpson's rule on the normal density from 0 to z. */
function normalCdf(z: number): number {
  const steps = 1000;
  const h = z / steps;
  const density = (t: number) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
  let sum = density(0) + density(z);
  for (let i = 1; i < steps; i += 1) sum += (i % 2 === 1 ? 4 : 2) * density(i * h);
  return 0.5 + (sum * h) / 3;
}

/** The `game-projection` reply: the projection of the request over the fixture, by hand. */
export const projectionReply: DataReply = (url) => {
  const [firstId, secondId] = listSegment(url, 'teams');
  const [firstSeason, secondSeason] = listSegment(url, 'competitions');
  const first = TEAMS[`${firstSeason}:${firstId}`];
  const second = TEAMS[`${secondSeason}:${secondId}`];
  if (first === undefined || second === undefined) return badRequest('Unknown team');
  const site = (textSegment(url, 'scope') ?? 'neutral') as 'home' | 'away' | 'neutral';
  const playerIds = listSegment(url, 'players');
  const minutes = listSegment(url, 'minutes');
  const sides = [first, second];
  const changesOf = (team: FixtureTeam) =>
    playerIds.flatMap((playerId, i) =>
      team.side.players.some((p) => p.playerId === playerId)
        ? [{ playerId, minutesShare: (minutes[i] ?? 0) / 40 }]
        : [],
    );
  if (playerIds.some((id) => !sides.some((t) => t.side.players.some((p) => p.playerId === id)))) {
    return badRequest(
      `Player ${playerIds[0]} is not a rated player of either team you may see ("players")`,
    );
  }
  // What-if: AdjEM moves by (new − season share of the game)·(BPM + 2), half each way.
  const net = sides.map((team) =>
    changesOf(team).reduce((sum, change) => {
      const p = team.side.players.find((candidate) => candidate.playerId === change.playerId);
      return p === undefined ? sum : sum + (change.minutesShare - p.minsPg / 40) * (p.bpm + 2);
    }, 0),
  );
  const reference = first.seasonStartYear >= second.seasonStartYear ? first : second;
  const refEff = reference.side.avgEfficiency;
  const refTempo = reference.side.avgTempo;
  // Each side relative to its own season's averages, placed in the reference season's.
  const inReference = (team: FixtureTeam, change: number) => ({
    ortgAdj: ((team.side.ortgAdj + change / 2) / team.side.avgEfficiency) * refEff,
    drtgAdj: ((team.side.drtgAdj - change / 2) / team.side.avgEfficiency) * refEff,
    paceAdj: (team.side.paceAdj / team.side.avgTempo) * refTempo,
  });
  const venue = { home: [1.014, 0.986], away: [0.986, 1.014], neutral: [1, 1] }[site];
  const numbers = (netA: number, netB: number) => {
    const ratingA = inReference(first, netA);
    const ratingB = inReference(second, netB);
    const poss = (ratingA.paceAdj * ratingB.paceAdj) / refTempo;
    const ptsA = ((ratingA.ortgAdj * ratingB.drtgAdj) / refEff / 100) * poss * (venue[0] ?? 1);
    const ptsB = ((ratingB.ortgAdj * ratingA.drtgAdj) / refEff / 100) * poss * (venue[1] ?? 1);
    return {
      ratingA,
      ratingB,
      numbers: {
        projectedPoss: poss,
        projectedPts: ptsA,
        projectedPtsAgst: ptsB,
        projectedMargin: ptsA - ptsB,
        projectedTotal: ptsA + ptsB,
        projectedWinProbability: normalCdf((ptsA - ptsB) / 10),
      },
    };
  };
  const projected = numbers(net[0] ?? 0, net[1] ?? 0);
  const side = (team: FixtureTeam, index: 0 | 1): ProjectionSide => {
    const rating = index === 0 ? projected.ratingA : projected.ratingB;
    const changes = new Map(changesOf(team).map((c) => [c.playerId, c.minutesShare * 40]));
    return {
      ...team.side,
      whatIfNetChange: net[index] ?? 0,
      ortgAdjProjected: rating.ortgAdj,
      drtgAdjProjected: rating.drtgAdj,
      paceAdjProjected: rating.paceAdj,
      players: team.side.players.map((p) => ({
        ...p,
        whatIfMinutes: changes.get(p.playerId) ?? null,
      })),
    };
  };
  const row: GameProjectionRow = {
    _id: 'projection',
    updated: '2025-04-08T00:00:00Z',
    site,
    referenceCompetitionId: reference.side.competitionId,
    referenceDivisionId: 1,
    poolsDiffer: first.side.avgEfficiency !== second.side.avgEfficiency,
    projection: projected.numbers,
    baseline: numbers(0, 0).numbers,
    teams: [side(first, 0), side(second, 1)],
    pastGames: firstId === 1 && secondId === 2 ? PAST_GAMES : [],
  };
  return [row];
};

function teamListRow(competitionId: number, teamId: number, teamMarket: string): TeamDataRow {
  return {
    _id: `${competitionId}-${teamId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId,
    teamId,
    teamMarket,
    teamName: null,
    gender: competitionId === WOMEN_SEASON ? 'FEMALE' : 'MALE',
    divisionId: 1,
    conferenceId: 10,
    conferenceShortName: 'ACC',
    teamKey: teamMarket.toLowerCase(),
    games: 10,
  };
}

const TEAM_LISTS: Record<number, TeamDataRow[]> = {
  [SEASON]: [teamListRow(SEASON, 1, 'Alpha'), teamListRow(SEASON, 2, 'Bravo')],
  [OLD_SEASON]: [teamListRow(OLD_SEASON, 12, 'Zulu')],
  [WOMEN_SEASON]: [teamListRow(WOMEN_SEASON, 31, 'Yankee')],
};

/** Serves the pickers' team lists and the projection; returns the requests made. */
export function serveCalculator(replies: Record<string, DataReply> = {}): string[] {
  return serveDataApi(
    {
      teams: (url) => TEAM_LISTS[listSegment(url, 'competition')[0] ?? 0] ?? [],
      'game-projection': projectionReply,
      ...replies,
    },
    { unservedStatus: 500 },
  );
}

export function renderCalculator(search = '') {
  return renderWithSession([{ path: '/tools/game-calculator', element: <GameCalculatorPage /> }], {
    initialEntries: [`/tools/game-calculator${search}`],
  });
}

/** The search parameters of the router's current address. */
export const locationSearch = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
