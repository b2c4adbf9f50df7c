/**
 * What the engine derives from one canonical game: the facts the warehouse stores and
 * aggregates. Everything here is computed by pure functions from the game's events; nothing is
 * copied from a source's own totals.
 *
 * Box lines come in splits: the whole game, each period, and clutch time (METHODS §6), so the
 * warehouse can answer per-period and clutch tables from the same rows.
 */
import type {
  BoxCountValues,
  CourtLocation,
  PlayByPlayCountValues,
  TeamSide,
} from '@courtside/contract';

/** 'game', 'period-1'…'period-N', or 'clutch'. */
export type BoxSplit = 'game' | 'clutch' | `period-${number}`;

/**
 * Counting stats shared by player and team lines: the registry's box counts under their field
 * names (`pts` … `pf`; `pf` counts technicals too, as official box scores do).
 */
export type CountingStats = BoxCountValues;

export interface PlayerBoxLine extends CountingStats {
  split: BoxSplit;
  key: string;
  side: TeamSide;
  playerId: number | null;
  name: string;
  starter: boolean;
  /** Seconds on the floor in the split. */
  seconds: number;
  /** Possessions of his team's offense / defense while he was on the floor. */
  offPoss: number;
  defPoss: number;
  /** Fouls drawn. */
  pfd: number;
  /** Team points minus opponent points while on the floor. */
  plusMinus: number;
}

/** A team's line: the box counts, plus the scoring contexts only a play-by-play credits. */
export interface TeamBoxLine extends CountingStats, PlayByPlayCountValues {
  split: BoxSplit;
  side: TeamSide;
  teamId: number | null;
  /** Team rebounds and team turnovers are in orb/drb/tov; these say how many. */
  teamOrb: number;
  teamDrb: number;
  teamTov: number;
  /** Possessions counted from the play-by-play (METHODS §1). */
  possessions: number;
  /** Seconds the split lasted. */
  seconds: number;
}

export interface Possession {
  index: number;
  offense: TeamSide;
  period: number;
  /** Game seconds from the opening tip. */
  startSecond: number;
  endSecond: number;
  /** seq of the first and last event of the possession. */
  startSeq: number;
  endSeq: number;
  points: number;
  /** How it ended: made shot, defensive rebound, turnover, free throws, end of period. */
  ending: 'madeShot' | 'defensiveRebound' | 'turnover' | 'freeThrows' | 'periodEnd';
  transition: boolean;
  /** Weight for ratings and RAPM: 1, tapering to 0 in garbage time (METHODS §6). */
  weight: number;
}

/** A stretch with the same ten players on the floor (METHODS §4). */
export interface Stint {
  index: number;
  period: number;
  startSecond: number;
  endSecond: number;
  home: readonly string[];
  away: readonly string[];
  homePts: number;
  awayPts: number;
  homePoss: number;
  awayPoss: number;
}

export type ZoneName = 'rim' | 'paint' | 'mid' | 'corner3' | 'aboveBreak3';

export interface ShotFact {
  seq: number;
  side: TeamSide;
  player: string;
  period: number;
  clock: number;
  made: boolean;
  value: 2 | 3;
  location: CourtLocation | null;
  /** Feet from the basket's centre; null without a location. */
  distance: number | null;
  /** Null without a location. */
  zone: ZoneName | null;
  heave: boolean;
  assisted: boolean;
  assistedBy: string | null;
  blocked: boolean;
  clutch: boolean;
  /** Game-deciding shot: ≤ 30 s left, tied or trailing by ≤ 2 (≤ 3 for a three). */
  deciding: boolean;
  tying: boolean;
  goAhead: boolean;
  gameWinner: boolean;
  transition: boolean;
}

export interface ScoringRun {
  side: TeamSide;
  points: number;
  startSeq: number;
  endSeq: number;
  startSecond: number;
  endSecond: number;
  /** Score when the run began. */
  startScore: { home: number; away: number };
  acrossHalftime: boolean;
}

export interface WinProbabilityPoint {
  seq: number;
  gameSecond: number;
  /** Probability that the home team wins, 0..1; exactly 0 or 1 at the final horn. */
  home: number;
}

export interface GameFacts {
  gameId: number;
  /** Seconds the game lasted (2400 plus 300 per overtime). */
  seconds: number;
  players: PlayerBoxLine[];
  teams: TeamBoxLine[];
  possessions: Possession[];
  stints: Stint[];
  shots: ShotFact[];
  runs: ScoringRun[];
  winProbability: WinProbabilityPoint[];
  /** seq of events in clutch time. */
  clutchSeqs: number[];
}
