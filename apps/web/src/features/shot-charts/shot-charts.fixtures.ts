/**
 * A small, hand-checkable season for the shot-chart tests: one men's 2024-25 team (Alpha State,
 * Division I) with four games — home and neutral-site games against Beta Tech, an away game at
 * Gamma College (into overtime) and a box-score-only home game — and ten attempts of its own.
 *
 * By zone, heaves left out (attempt 9 is one): rim 2 of 3, paint 1 of 1, mid-range 1 of 2,
 * corner three 1 of 1, above-the-break three 1 of 2; 6 of 9 in all. The division's FG%: rim
 * 60%, paint 40%, mid-range 35%, corner 38%, above the break 33%.
 */
import type {
  GameDataRow,
  LeagueHexRow,
  LeagueZoneRow,
  PbpShotRow,
  TeamDataRow,
} from '@courtside/contract/schemas';

export const SEASON = 38409;
export const WOMEN_SEASON = 38529;
export const TEAM_ID = 501;
export const BETA_ID = 502;
export const GAMMA_ID = 503;
/** The same school in 2023-24, a team id of another season. */
export const TEAM_ID_2023 = 401;

const UPDATED = '2025-04-08T00:00:00Z';

export function teamRow(
  teamId: number,
  teamMarket: string,
  overrides: Partial<TeamDataRow> = {},
): TeamDataRow {
  return {
    _id: `team-${teamId}`,
    updated: UPDATED,
    competitionId: SEASON,
    teamId,
    teamMarket,
    teamName: null,
    gender: 'MALE',
    divisionId: 1,
    conferenceId: 7,
    conferenceShortName: 'ABC',
    teamKey: teamMarket.toLowerCase(),
    games: 4,
    ...overrides,
  };
}

export const TEAMS: TeamDataRow[] = [
  teamRow(TEAM_ID, 'Alpha State'),
  teamRow(BETA_ID, 'Beta Tech'),
  teamRow(GAMMA_ID, 'Gamma College', { divisionId: 2 }),
  teamRow(TEAM_ID_2023, 'Alpha State', { competitionId: 36045 }),
  teamRow(601, 'Delta Women', { competitionId: WOMEN_SEASON, gender: 'FEMALE' }),
];

function game(
  gameId: number,
  gameDate: string,
  home: [number, string],
  away: [number, string],
  overrides: Partial<GameDataRow> = {},
): GameDataRow {
  return {
    _id: `game-${gameId}`,
    updated: UPDATED,
    competitionId: SEASON,
    gameId,
    gameDate,
    homeTeamId: home[0],
    homeMarket: home[1],
    homeConferenceId: 7,
    awayTeamId: away[0],
    awayMarket: away[1],
    awayConferenceId: 7,
    homeScore: 70,
    awayScore: 65,
    isNeutral: false,
    conferenceGame: false,
    confTournament: false,
    periods: 2,
    coverage: 'pbp',
    status: 'final',
    predictionKind: null,
    predictedHomeMargin: null,
    homeWinProbability: null,
    predictedHomeScore: null,
    predictedAwayScore: null,
    ...overrides,
  };
}

const ALPHA: [number, string] = [TEAM_ID, 'Alpha State'];
const BETA: [number, string] = [BETA_ID, 'Beta Tech'];
const GAMMA: [number, string] = [GAMMA_ID, 'Gamma College'];

export const GAMES: GameDataRow[] = [
  game(11, '2024-11-10', ALPHA, BETA),
  game(12, '2024-12-01', GAMMA, ALPHA, { periods: 3 }),
  game(13, '2025-01-15', BETA, ALPHA, { isNeutral: true }),
  game(14, '2025-02-01', ALPHA, GAMMA, { coverage: 'box' }),
];

interface ShotSpec {
  gameId: number;
  period: number;
  x: number;
  y: number;
  zoneArea: string;
  shotValue: 2 | 3;
  shotType: string;
  isMade: boolean;
  isClutch?: boolean;
  isHeave?: boolean;
  fullName?: string;
  playerId?: number;
}

const GAME_INFO: Readonly<Record<number, { date: string; isHome: boolean; against: number }>> = {
  11: { date: '2024-11-10', isHome: true, against: BETA_ID },
  12: { date: '2024-12-01', isHome: false, against: GAMMA_ID },
  13: { date: '2025-01-15', isHome: false, against: BETA_ID },
};

export function shotRow(seq: number, spec: ShotSpec): PbpShotRow {
  const info = GAME_INFO[spec.gameId] ?? { date: null, isHome: true, against: BETA_ID };
  return {
    _id: `${spec.gameId}-${seq}`,
    updated: UPDATED,
    competitionId: SEASON,
    gameId: spec.gameId,
    gameDate: info.date,
    seq,
    period: spec.period,
    periodLabel: spec.period > 2 ? 'OT' : `H${spec.period}`,
    clock: 600,
    gameSecond: 600,
    teamId: TEAM_ID,
    teamIdAgst: info.against,
    isHome: info.isHome,
    playerId: spec.playerId ?? 9001,
    fullName: spec.fullName ?? 'Ann Archer',
    x: spec.x,
    y: spec.y,
    distance: Math.hypot(spec.x, spec.y),
    shotZone: null,
    zoneArea: spec.zoneArea,
    shotValue: spec.shotValue,
    isMade: spec.isMade,
    shotType: spec.shotType,
    isAssisted: false,
    assistPlayerId: null,
    assistFullName: null,
    isBlocked: false,
    isTransition: false,
    isSecondChance: false,
    isAnd1: false,
    isClutch: spec.isClutch ?? false,
    isHeave: spec.isHeave ?? false,
    isDeciding: false,
    isTying: false,
    isGoAhead: false,
    isGameWinner: false,
    teamScoreBefore: 0,
    oppScoreBefore: 0,
  };
}

const two = { shotValue: 2 } as const;
const three = { shotValue: 3 } as const;

export const SHOTS: PbpShotRow[] = [
  shotRow(1, {
    gameId: 11,
    period: 1,
    x: 0,
    y: 2,
    zoneArea: 'atr2',
    ...two,
    shotType: 'layup',
    isMade: true,
  }),
  shotRow(2, {
    gameId: 11,
    period: 1,
    x: 0.5,
    y: 1,
    zoneArea: 'atr2',
    ...two,
    shotType: 'dunk',
    isMade: true,
    fullName: 'Bo Baker',
    playerId: 9002,
  }),
  shotRow(3, {
    gameId: 11,
    period: 2,
    x: 0,
    y: 24,
    zoneArea: 'atb3',
    ...three,
    shotType: 'jumper',
    isMade: false,
  }),
  shotRow(4, {
    gameId: 11,
    period: 2,
    x: -22,
    y: 0,
    zoneArea: 'c3',
    ...three,
    shotType: 'jumper',
    isMade: true,
    isClutch: true,
  }),
  shotRow(5, {
    gameId: 12,
    period: 1,
    x: 10,
    y: 10,
    zoneArea: 'mid2',
    ...two,
    shotType: 'jumper',
    isMade: false,
  }),
  shotRow(6, {
    gameId: 12,
    period: 2,
    x: 3,
    y: 8,
    zoneArea: 'paint2',
    ...two,
    shotType: 'hook',
    isMade: true,
    fullName: 'Bo Baker',
    playerId: 9002,
  }),
  shotRow(7, {
    gameId: 12,
    period: 3,
    x: 5,
    y: 23,
    zoneArea: 'atb3',
    ...three,
    shotType: 'jumper',
    isMade: true,
    isClutch: true,
  }),
  shotRow(8, {
    gameId: 13,
    period: 1,
    x: -1,
    y: 1,
    zoneArea: 'atr2',
    ...two,
    shotType: 'tip',
    isMade: false,
  }),
  shotRow(9, {
    gameId: 13,
    period: 2,
    x: 0,
    y: 60,
    zoneArea: 'atb3',
    ...three,
    shotType: 'jumper',
    isMade: false,
    isHeave: true,
  }),
  shotRow(10, {
    gameId: 13,
    period: 2,
    x: -12,
    y: 12,
    zoneArea: 'mid2',
    ...two,
    shotType: 'jumper',
    isMade: true,
  }),
];

export function leagueZoneRow(
  zone: string,
  fga: number,
  fgm: number,
  divisionId: number | null,
): LeagueZoneRow {
  return {
    _id: `zone-${divisionId ?? 'all'}-${zone}`,
    updated: UPDATED,
    competitionId: SEASON,
    divisionId,
    zoneSchema: 'area',
    zone,
    label: zone,
    definition: zone,
    shotValue: zone.endsWith('3') ? 3 : 2,
    fga,
    fgm,
    fgPct: fga === 0 ? null : fgm / fga,
    fgaFreq: 0.2,
    pps: null,
    xPps: null,
    gpPbp: 10,
  };
}

/** Division I's zones: 60%, 40%, 35%, 38%, 33%. */
export const DIVISION_ONE_ZONES = [
  leagueZoneRow('atr2', 1000, 600, 1),
  leagueZoneRow('paint2', 500, 200, 1),
  leagueZoneRow('mid2', 400, 140, 1),
  leagueZoneRow('c3', 100, 38, 1),
  leagueZoneRow('atb3', 900, 297, 1),
];

/** Division II's zones: 55%, 45%, 30%, 40%, 35%. */
export const DIVISION_TWO_ZONES = [
  leagueZoneRow('atr2', 200, 110, 2),
  leagueZoneRow('paint2', 100, 45, 2),
  leagueZoneRow('mid2', 100, 30, 2),
  leagueZoneRow('c3', 50, 20, 2),
  leagueZoneRow('atb3', 200, 70, 2),
];

/** Every division together: 50% everywhere. */
export const ALL_DIVISION_ZONES = ['atr2', 'paint2', 'mid2', 'c3', 'atb3'].map((zone) =>
  leagueZoneRow(zone, 2000, 1000, null),
);

export function leagueHexRow(
  x: number,
  y: number,
  fga: number,
  fgm: number,
  divisionId: number | null,
): LeagueHexRow {
  return {
    _id: `hex-${divisionId ?? 'all'}-${x},${y}`,
    updated: UPDATED,
    competitionId: SEASON,
    divisionId,
    hexId: `${x},${y}`,
    q: 0,
    r: 0,
    x,
    y,
    spacingFt: 1.5,
    fga,
    fgm,
    fgPct: fgm / fga,
    fgaFreq: 0.01,
    pps: (2 * fgm) / fga,
    isQualified: fga >= 5,
  };
}
