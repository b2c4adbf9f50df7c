/**
 * A small hand-made game for the page tests: Away U 7 at Home State 9, two players a side.
 * Player points add up to the team points (Home 5 + 4 = 9, Away 7 + 0 = 7); the play-by-play
 * holds the five scoring plays that reach that score.
 */
import type {
  EnhPbpRow,
  GameDataRow,
  PlayerGameStatsRow,
  TeamGameStatsRow,
} from '@courtside/contract/schemas';

export const COMPETITION_ID = 38409;
export const GAME_ID = 501;
export const HOME_ID = 11;
export const AWAY_ID = 22;
const UPDATED = '2025-04-01T00:00:00.000Z';

export const gameRow: GameDataRow = {
  _id: 'g501',
  updated: UPDATED,
  competitionId: COMPETITION_ID,
  gameId: GAME_ID,
  gameDate: '2025-02-01',
  homeTeamId: HOME_ID,
  homeMarket: 'Home State',
  homeConferenceId: 1,
  awayTeamId: AWAY_ID,
  awayMarket: 'Away U',
  awayConferenceId: 2,
  homeScore: 9,
  awayScore: 7,
  isNeutral: false,
  conferenceGame: false,
  confTournament: false,
  periods: 2,
  coverage: 'pbp',
  status: 'final',
} as GameDataRow;

type Line = Partial<TeamGameStatsRow>;

function teamLine(isHome: boolean, isOffense: boolean, line: Line): TeamGameStatsRow {
  const team = isHome ? { id: HOME_ID, market: 'Home State' } : { id: AWAY_ID, market: 'Away U' };
  const opp = isHome ? { id: AWAY_ID, market: 'Away U' } : { id: HOME_ID, market: 'Home State' };
  return {
    _id: `${team.id}-${isOffense ? 'o' : 'd'}`,
    updated: UPDATED,
    competitionId: COMPETITION_ID,
    gameId: GAME_ID,
    gameDate: '2025-02-01',
    isOffense,
    teamId: team.id,
    teamMarket: team.market,
    conferenceId: 1,
    teamIdAgst: opp.id,
    teamMarketAgst: opp.market,
    divisionIdAgst: 1,
    isHome,
    isNeutral: false,
    isWin: isHome,
    coverage: 'pbp',
    poss: 10,
    ...line,
  } as TeamGameStatsRow;
}

const HOME_LINE: Line = {
  ptsScored: 9,
  ptsAgst: 7,
  fgm: 3,
  fga: 8,
  fgm3: 1,
  fga3: 3,
  ftm: 2,
  fta: 2,
  efgPct: 0.4375,
  tovPct: 0.1,
  orbPct: 0.25,
  ftaRate: 0.25,
  ortg: 90,
};
const AWAY_LINE: Line = {
  ptsScored: 7,
  ptsAgst: 9,
  fgm: 2,
  fga: 7,
  fgm3: 1,
  fga3: 2,
  ftm: 2,
  fta: 4,
  efgPct: 0.3571,
  tovPct: 0.2,
  orbPct: 0.1,
  ftaRate: 0.5714,
  ortg: 70,
};

export const teamLines: TeamGameStatsRow[] = [
  teamLine(true, true, HOME_LINE),
  teamLine(true, false, AWAY_LINE),
  teamLine(false, true, AWAY_LINE),
  teamLine(false, false, HOME_LINE),
];

function player(
  id: number,
  name: string,
  isHome: boolean,
  line: Partial<PlayerGameStatsRow>,
): PlayerGameStatsRow {
  return {
    _id: `p${id}`,
    updated: UPDATED,
    competitionId: COMPETITION_ID,
    playerId: id,
    playerKey: String(id),
    fullName: name,
    teamId: isHome ? HOME_ID : AWAY_ID,
    teamMarket: isHome ? 'Home State' : 'Away U',
    jerseyNum: null,
    position: null,
    gameId: GAME_ID,
    gameDate: '2025-02-01',
    period: 'game',
    periodLabel: 'Full Game',
    isStarter: true,
    mins: 20,
    poss: 10,
    fgm: 0,
    fga: 0,
    fgm2: 0,
    fga2: 0,
    fgm3: 0,
    fga3: 0,
    ftm: 0,
    fta: 0,
    orb: 0,
    drb: 0,
    reb: 0,
    ast: 0,
    stl: 0,
    blk: 0,
    tov: 0,
    pf: 0,
    pfd: 0,
    plusMinus: 0,
    ...line,
  } as PlayerGameStatsRow;
}

export const playerLines: PlayerGameStatsRow[] = [
  player(1, 'Hank Home', true, { ptsScored: 5, fgm: 2, fga: 4, fgm3: 1, fga3: 2, reb: 3 }),
  player(2, 'Hugo Home', true, {
    ptsScored: 4,
    fgm: 1,
    fga: 4,
    fgm3: 0,
    fga3: 1,
    ftm: 2,
    fta: 2,
    reb: 2,
  }),
  player(3, 'Abe Away', false, {
    ptsScored: 7,
    fgm: 2,
    fga: 5,
    fgm3: 1,
    fga3: 2,
    ftm: 2,
    fta: 4,
    reb: 4,
  }),
  player(4, 'Al Away', false, { ptsScored: 0, fga: 2, reb: 1 }),
];

function event(
  seq: number,
  period: number,
  gameSecond: number,
  home: number,
  away: number,
  description: string,
  isHome: boolean,
  points: number,
): EnhPbpRow {
  return {
    _id: `e${seq}`,
    updated: UPDATED,
    competitionId: COMPETITION_ID,
    gameId: GAME_ID,
    seq,
    period,
    periodLabel: `H${period}`,
    clock: (period === 1 ? 1200 : 2400) - gameSecond,
    clockLabel: '',
    gameSecond,
    actionType: 'shot',
    subType: null,
    isHome,
    teamId: isHome ? HOME_ID : AWAY_ID,
    playerId: null,
    fullName: null,
    otherPlayerId: null,
    otherFullName: null,
    isMade: true,
    points,
    homeScore: home,
    awayScore: away,
    x: null,
    y: null,
    description,
    margin: home - away,
    isClutch: false,
    wpHome: 0.5 + (home - away) / 40,
    wpAway: 0.5 - (home - away) / 40,
    distance: null,
    shotZone: null,
    homeLineup: [],
    awayLineup: [],
  };
}

export const pbpEvents: EnhPbpRow[] = [
  event(1, 1, 60, 2, 0, 'Hank Home makes layup', true, 2),
  event(2, 1, 300, 2, 3, 'Abe Away makes 3-pt jumper', false, 3),
  event(3, 2, 1500, 5, 3, 'Hank Home makes 3-pt jumper', true, 3),
  event(4, 2, 2000, 5, 7, 'Abe Away makes jumper and free throws', false, 4),
  event(5, 2, 2390, 9, 7, 'Hugo Home makes jumper and free throws', true, 4),
];
