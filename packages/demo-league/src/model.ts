/**
 * The demo league's hidden truth: the teams and players the simulator plays with. The league
 * side (`league/`) creates and ages them; the game side (`game/`) turns two of them into one
 * canonical game. Ratings here are never stored as statistics: the warehouse only sees the
 * canonical games, so the engine has to recover team strength from play-by-play like it does
 * for real data (the realism tests compare the two).
 *
 * Skill scales: every `…` skill is a z-score-like number where 0 is an average player of the
 * player's own division and gender, ±1 one standard deviation; the game simulator maps them to
 * probabilities (so the league side never needs to know league averages).
 */
import type { Gender } from '@courtside/contract';

export type DemoPosition = 'G' | 'F' | 'C';
export type DemoClass = 'Fr.' | 'So.' | 'Jr.' | 'Sr.' | 'Gr.';

export interface DemoPlayerSkills {
  /** Finishing at the rim (layups, dunks, tips). */
  readonly rim: number;
  /** Two-point jumpers outside the restricted area. */
  readonly mid: number;
  readonly three: number;
  readonly freeThrow: number;
  /** Share of the team's shots the player takes while on the floor. */
  readonly usage: number;
  /** Tendency to shoot threes (relative to position). */
  readonly threeRate: number;
  readonly passing: number;
  readonly ballSecurity: number;
  readonly offensiveRebounding: number;
  readonly defensiveRebounding: number;
  readonly steals: number;
  readonly blocks: number;
  /** Perimeter/interior defence (lowers opponents' make probability while on the floor). */
  readonly defense: number;
  /** Higher draws more fouls (more free throws). */
  readonly foulDrawing: number;
  /** Higher commits fewer fouls. */
  readonly discipline: number;
  /** Minutes the player can play before fatigue costs efficiency. */
  readonly stamina: number;
}

export interface DemoPlayer {
  /** Warehouse player id, unique within the competition. */
  readonly playerId: number;
  /** Stable across seasons: the same person keeps it through development and transfers. */
  readonly personId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly jersey: string;
  readonly position: DemoPosition;
  readonly heightIn: number;
  readonly classYear: DemoClass;
  readonly hometown: string;
  /** Overall quality on the same scale as the skills; the coach's rotation follows it. */
  readonly overall: number;
  readonly skills: DemoPlayerSkills;
}

export interface DemoTeam {
  /** Warehouse team id, unique within the competition. */
  readonly teamId: number;
  /** Stable across seasons. */
  readonly teamKey: string;
  /** "Harbor City" — the school/market, as `teams.team_market`. */
  readonly market: string;
  /** "Gulls" — the nickname, as `teams.team_name`. */
  readonly nickname: string;
  readonly division: 1 | 2 | 3;
  readonly conferenceId: number;
  readonly colorPrimary: string;
  readonly colorSecondary: string;
  readonly venue: string;
  /**
   * Hidden strengths in points per 100 possessions against an average team of the division
   * (positive is better on both: offence scores more, defence allows less). The ratings
   * recovery test compares the engine's AdjEM rank with offense + defense.
   */
  readonly offense: number;
  readonly defense: number;
  /** Possessions per 40 minutes this team prefers, before the opponent's pace is mixed in. */
  readonly pace: number;
  /** Shares the coach gives threes, relative to the league (±0.1 typical). */
  readonly threeTendency: number;
  /** 13-15 players; the first five by rotation order start. */
  readonly roster: readonly DemoPlayer[];
}

export interface DemoGameSpec {
  readonly gameId: number;
  readonly competitionId: number;
  readonly gender: Gender;
  /** yyyy-mm-dd */
  readonly date: string;
  readonly home: DemoTeam;
  readonly away: DemoTeam;
  readonly neutralSite: boolean;
  /** Seed of this game alone: the same spec and seed give the same game, event for event. */
  readonly seed: number;
  /** Whose league averages the skills are relative to (the home team's in cross-division games). */
  readonly division: 1 | 2 | 3;
}
