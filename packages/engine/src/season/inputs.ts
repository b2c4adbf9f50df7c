/**
 * Plain input rows of the season models, shaped so the warehouse can fill them from its tables
 * with one query each (team game rows, stints, player and team season totals). Nothing here is
 * computed; every model documents which fields it reads.
 */
import {
  BOX_COUNT_FIELDS,
  type BoxCountField,
  type BoxCountValues,
  type Gender,
} from '@courtside/contract';

/** Where a game was played, from the row's own team's side. */
export type GameSite = 'home' | 'away' | 'neutral';

/** Position groups used for percentile pools and box-rating role terms (METHODS §8, §2). */
export type PositionGroup = 'G' | 'F' | 'C';

/** Higher values are better (points, eFG%) or lower are (TOV%, DRtg, fouls). */
export type StatDirection = 'higherIsBetter' | 'lowerIsBetter';

/** A percentile / ranking pool: gender × division × season (METHODS §8). */
export interface PoolKey {
  gender: Gender;
  divisionId: number;
  /** Only compared for equality: keep one convention (the constants table uses start years). */
  season: number;
}

/**
 * One team's view of one game (METHODS §1, §3). The warehouse may give both teams' rows or only
 * one; the ratings derive a missing mirror row.
 */
export interface TeamGameInput {
  gameId: number;
  /** Calendar date, ISO 'YYYY-MM-DD' (anything after the day is ignored). */
  date: string;
  teamId: number;
  opponentId: number;
  site: GameSite;
  points: number;
  opponentPoints: number;
  /** The game's possession count (mean of both teams' estimates), used for both teams. */
  possessions: number;
  overtimes: number;
  /**
   * False when the opponent is outside the rated population (non-D-I): the game stays in logs
   * but not in ratings, SOS or quadrants.
   */
  opponentIsCovered: boolean;
}

/** A stretch with the same ten players on the floor (METHODS §4), keyed by player id. */
export interface StintInput {
  gameId: number;
  /** Exactly five ids each. */
  homeIds: readonly number[];
  awayIds: readonly number[];
  homePoss: number;
  awayPoss: number;
  homePts: number;
  awayPts: number;
  /** Garbage-time weight in [0, 1] (METHODS §6); 1 for a normal stint. */
  weight: number;
  /** Neutral-site game: no home indicator for either side. */
  neutral?: boolean;
}

/**
 * Counting stats over a span (season, or the part of it with one team): the registry's box
 * counts without the two-point split (the rates take twos as FGM − 3PM). Steals and blocks are
 * null when the source did not record them: they must stay null downstream, never become 0.
 */
export type BoxCounts = Omit<BoxCountValues, SplitTwos | Unrecorded> &
  Pick<BoxCountValues<number | null>, Unrecorded>;
/** The counts a source may not have recorded (null in BoxCounts). */
export const UNRECORDED_COUNTS = ['stl', 'blk'] as const satisfies readonly BoxCountField[];
type Unrecorded = (typeof UNRECORDED_COUNTS)[number];
type SplitTwos = 'fgm2' | 'fga2';

/** The box counts a BoxCounts holds, in registry order. */
export const SEASON_BOX_COUNT_FIELDS: readonly (keyof BoxCounts)[] = BOX_COUNT_FIELDS.filter(
  (field): field is Exclude<BoxCountField, SplitTwos> => field !== 'fgm2' && field !== 'fga2',
);

/** The team's totals over the games the player's row covers (team rebounds/turnovers included). */
export interface TeamSeasonTotals extends BoxCounts {
  games: number;
  /** Team minutes TmMP: 200 per game plus 25 per overtime. */
  minutes: number;
  /** Offensive possessions (METHODS §1). */
  poss: number;
}

/** The opponents' totals over the same games, as the §2 rates need them. */
export interface OpponentSeasonTotals extends Pick<BoxCountValues, OpponentCount> {
  poss: number;
}
/**
 * The opponents' counts the rates read (rebound shares, block share of their two-point
 * attempts, their three-point rate), in the order the warehouse's player sums store them.
 */
export const OPPONENT_COUNTS = [
  'orb',
  'drb',
  'fga',
  'fga3',
] as const satisfies readonly BoxCountField[];
export type OpponentCount = (typeof OPPONENT_COUNTS)[number];

/** One player's season with one team. A player who changed teams has one row per team. */
export interface PlayerSeasonInput {
  playerId: number;
  teamId: number;
  position: PositionGroup | null;
  games: number;
  minutes: number;
  stats: BoxCounts;
  team: TeamSeasonTotals;
  opponent: OpponentSeasonTotals;
}
