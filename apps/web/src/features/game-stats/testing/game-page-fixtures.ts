/**
 * What the game page reads besides the box score and play-by-play (game-fixtures.ts): the
 * competition's simulated flag, team colours, the line score by period and located shots, plus
 * `serveGame`, which answers the reads every view makes (the header's) so a test lists only
 * what its view adds. Numbers are hand-made and add up: the periods of the 7-9 game sum to its
 * final score.
 */
import type {
  CompetitionDataRow,
  GameDataRow,
  LeagueHexRow,
  LeagueZoneRow,
  PbpShotRow,
  TeamColorRow,
  TeamPeriodStatsRow,
} from '@courtside/contract/schemas';
import type { JsonBodyType } from 'msw';
import { AWAY_ID, COMPETITION_ID, GAME_ID, HOME_ID, gameRow } from './game-fixtures';
import { serveDataEndpoints } from './mock-data-api';

const UPDATED = '2025-04-01T00:00:00.000Z';

export function competitionRow(competitionId: number, isSimulated: boolean): CompetitionDataRow {
  return { competitionId, isSimulated } as CompetitionDataRow;
}

export function colorRow(
  teamId: number,
  colorPrimary: string | null,
  colorSecondary: string | null,
): TeamColorRow {
  return {
    _id: `${COMPETITION_ID}-${teamId}`,
    updated: UPDATED,
    competitionId: COMPETITION_ID,
    teamId,
    teamMarket: teamId === HOME_ID ? 'Home State' : 'Away U',
    teamKey: teamId === HOME_ID ? 'home-state' : 'away-u',
    colorPrimary,
    colorSecondary,
  };
}

/** A team's own line in one period of a game: its points and the points it allowed. */
export function periodRow(
  teamId: number,
  period: number,
  periodLabel: string,
  ptsScored: number,
  ptsAgst: number,
  game: Pick<GameDataRow, 'competitionId' | 'gameId'> = gameRow,
): TeamPeriodStatsRow {
  return {
    _id: `${game.gameId}-${teamId}-p${period}`,
    updated: UPDATED,
    competitionId: game.competitionId,
    teamId,
    teamMarket: teamId === HOME_ID ? 'Home State' : 'Away U',
    conferenceId: 1,
    gameId: game.gameId,
    period,
    periodLabel,
    isOffense: true,
    gpPbp: 1,
    mins: 20,
    poss: 5,
    periodsWon: ptsScored > ptsAgst ? 1 : 0,
    periodsLost: ptsScored < ptsAgst ? 1 : 0,
    ptsScored,
    ptsAgst,
  } as TeamPeriodStatsRow;
}

/** The 7-9 game by half, as its play-by-play has it: H1 home 2-3, H2 home 7-4. */
export const periodRows: TeamPeriodStatsRow[] = [
  periodRow(HOME_ID, 1, 'H1', 2, 3),
  periodRow(HOME_ID, 2, 'H2', 7, 4),
  periodRow(AWAY_ID, 1, 'H1', 3, 2),
  periodRow(AWAY_ID, 2, 'H2', 4, 7),
];

export interface ShotInput {
  isHome: boolean;
  x: number;
  y: number;
  isMade: boolean;
  zoneArea: string;
  shotValue?: 2 | 3;
  isHeave?: boolean;
}

let shotSeq = 0;

export function shot({ shotValue = 2, isHeave = false, ...input }: ShotInput): PbpShotRow {
  shotSeq += 1;
  return {
    _id: `shot-${shotSeq}`,
    updated: UPDATED,
    competitionId: COMPETITION_ID,
    gameId: GAME_ID,
    gameDate: '2025-02-01',
    seq: shotSeq,
    period: 1,
    periodLabel: 'H1',
    clock: 600,
    gameSecond: 600,
    teamId: input.isHome ? HOME_ID : AWAY_ID,
    teamIdAgst: input.isHome ? AWAY_ID : HOME_ID,
    playerId: input.isHome ? 1 : 3,
    fullName: input.isHome ? 'Hank Home' : 'Abe Away',
    distance: Math.hypot(input.x, input.y),
    shotZone: null,
    shotValue,
    shotType: shotValue === 3 ? 'jumper' : 'layup',
    isAssisted: false,
    assistPlayerId: null,
    assistFullName: null,
    isBlocked: false,
    isTransition: false,
    isSecondChance: false,
    isAnd1: false,
    isClutch: false,
    isHeave,
    isDeciding: false,
    isTying: false,
    isGoAhead: false,
    isGameWinner: false,
    teamScoreBefore: 0,
    oppScoreBefore: 0,
    ...input,
  } as PbpShotRow;
}

/**
 * Home State: 4 at the rim (3 made, all in the basket's hex), 2 corner threes (1 made), 1
 * missed above-the-break three and a missed heave (left out of the zones). Away U: 2 at the
 * rim, 1 made.
 */
export const gameShots: PbpShotRow[] = [
  ...[true, true, true, false].map((isMade) =>
    shot({ isHome: true, x: 0.1, y: 0.2, isMade, zoneArea: 'atr2' }),
  ),
  shot({ isHome: true, x: 22, y: 0, isMade: true, zoneArea: 'c3', shotValue: 3 }),
  shot({ isHome: true, x: -22, y: 0, isMade: false, zoneArea: 'c3', shotValue: 3 }),
  shot({ isHome: true, x: 0, y: 24, isMade: false, zoneArea: 'atb3', shotValue: 3 }),
  shot({ isHome: true, x: 0, y: 41, isMade: false, zoneArea: 'atb3', shotValue: 3, isHeave: true }),
  shot({ isHome: false, x: 0.5, y: 0.5, isMade: true, zoneArea: 'atr2' }),
  shot({ isHome: false, x: -0.5, y: 0.5, isMade: false, zoneArea: 'atr2' }),
];

export function leagueZone(zone: string, fgPct: number, fgaFreq: number): LeagueZoneRow {
  return {
    _id: zone,
    updated: UPDATED,
    competitionId: COMPETITION_ID,
    divisionId: 1,
    zoneSchema: 'area',
    zone,
    label: zone,
    definition: '',
    shotValue: zone.endsWith('3') ? 3 : 2,
    fga: 1000,
    fgm: Math.round(1000 * fgPct),
    fgPct,
    fgaFreq,
    pps: null,
    xPps: null,
    gpPbp: 500,
  };
}

export const leagueZones: LeagueZoneRow[] = [
  leagueZone('atr2', 0.55, 0.3),
  leagueZone('paint2', 0.42, 0.15),
  leagueZone('mid2', 0.36, 0.15),
  leagueZone('c3', 0.35, 0.1),
  leagueZone('atb3', 0.33, 0.3),
];

/** The league's hex on the basket: 55.0%. */
export const leagueHexes: LeagueHexRow[] = [
  {
    _id: 'hex-0-0',
    updated: UPDATED,
    competitionId: COMPETITION_ID,
    divisionId: 1,
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
  },
];

/**
 * Serves the reads of the page's frame (game row, competition, team colours, line score) and
 * whatever the view under test adds; anything else stays unhandled and fails the test.
 */
export function serveGame(
  answers: Readonly<Record<string, JsonBodyType | Response>> = {},
  { isSimulated = false, game = gameRow }: { isSimulated?: boolean; game?: GameDataRow } = {},
) {
  return serveDataEndpoints({
    games: [game],
    competitions: [competitionRow(game.competitionId, isSimulated)],
    'team-colors': [],
    'team-period-stats': periodRows,
    ...answers,
  });
}
