/**
 * The numbers behind one game's box scores (box-score.ts), held in flat typed arrays so that
 * tallying an event is arithmetic on small integers instead of a string lookup per player:
 * - players are numbered once per game in the order of the game's player list (a key listed
 *   twice keeps its first number); a key the list does not hold — which no box line shows —
 *   gets no number, and what it would have counted is dropped;
 * - splits are numbered in display order (splitsOfGame): 0 the game, 1…N the periods, then
 *   clutch when the game has clutch events;
 * - a line is a run of fields in the order of PlayerBoxLine / TeamBoxLine, the counting stats
 *   first (the same offsets for players and teams), so one function counts a shot on both.
 * A player line is *touched* once anything is credited to it, even a net zero; it then shows
 * in its period or clutch split like a player with seconds there (every player has a game line).
 */
import type { CanonicalGame, OnFloor, TeamSide } from '@courtside/contract';
import type { BoxSplit, PlayerBoxLine, TeamBoxLine } from './facts';
import { splitLengthSeconds, splitsOfGame } from './splits';

/** Offsets of the counting stats (the CountingStats fields, in order) in every line. */
export const PTS = 0;
export const FGM = 1;
export const FGA = 2;
export const FGM2 = 3;
export const FGA2 = 4;
export const FGM3 = 5;
export const FGA3 = 6;
export const FTM = 7;
export const FTA = 8;
export const ORB = 9;
export const DRB = 10;
export const AST = 11;
export const STL = 12;
export const BLK = 13;
export const TOV = 14;
export const PF = 15;

/** Player-only fields, after the counting stats. */
export const PFD = 16;
const OFF_POSS = 17;
const DEF_POSS = 18;
const PLUS_MINUS = 19;
const SECONDS = 20;
const PLAYER_FIELDS = 21;

/** Team-only fields, after the counting stats. */
export const TEAM_ORB = 16;
export const TEAM_DRB = 17;
export const TEAM_TOV = 18;
export const FAST_BREAK_PTS = 19;
export const SECOND_CHANCE_PTS = 20;
export const POINTS_OFF_TURNOVERS = 21;
export const POINTS_IN_PAINT = 22;
const POSSESSIONS = 23;
const TEAM_FIELDS = 24;

/** A lineup as player numbers (-1 for a key without one), home and away as in the source. */
export interface NumberedFloor {
  readonly home: readonly number[];
  readonly away: readonly number[];
}

/** Adds `amount` to field `at` of a line array. */
export function bump(line: Float64Array, at: number, amount: number): void {
  line[at] = (line[at] ?? 0) + amount;
}

export class BoxTallies {
  readonly splits: readonly BoxSplit[];
  /** Split number of 'game', first in display order. */
  readonly gameSplit = 0;
  /** Split number of 'clutch', -1 when the game has no clutch events. */
  readonly clutchSplit: number;
  /** Player lines, split after split; within a split, player after player. */
  readonly players: Float64Array;
  /** Team lines, split after split; home before away. */
  readonly teams: Float64Array;
  private readonly touched: Uint8Array;
  private readonly numbers = new Map<string, number>();
  private readonly periods: number;
  private readonly playerCount: number;
  /** Splits an event counts in, by period × 2 + clutch. */
  private readonly splitsByPeriod: Array<readonly number[] | undefined> = [];

  constructor(
    private readonly game: CanonicalGame,
    clutchSeqs: ReadonlySet<number>,
  ) {
    for (const player of game.players) {
      if (!this.numbers.has(player.key)) this.numbers.set(player.key, this.numbers.size);
    }
    this.splits = splitsOfGame(game, clutchSeqs);
    this.periods = game.periods;
    this.clutchSplit = clutchSeqs.size > 0 ? this.splits.length - 1 : -1;
    this.playerCount = this.numbers.size;
    this.players = new Float64Array(this.splits.length * this.playerCount * PLAYER_FIELDS);
    this.touched = new Uint8Array(this.splits.length * this.playerCount);
    this.teams = new Float64Array(this.splits.length * 2 * TEAM_FIELDS);
  }

  playerNumber(key: string): number {
    return this.numbers.get(key) ?? -1;
  }

  floor(floor: OnFloor): NumberedFloor {
    return {
      home: floor.home.map((key) => this.playerNumber(key)),
      away: floor.away.map((key) => this.playerNumber(key)),
    };
  }

  /** Split number of 'period-N'; -1 for a period past the game's (it counts in the game only). */
  periodSplit(period: number): number {
    return Number.isInteger(period) && period >= 1 && period <= this.periods ? period : -1;
  }

  /** The splits an event of `period` counts in: the game, its period, clutch when it is. */
  splitsOf(period: number, clutch: boolean): readonly number[] {
    const slot = period * 2 + (clutch ? 1 : 0);
    let found = this.splitsByPeriod[slot];
    if (found === undefined) {
      const own = this.periodSplit(period);
      const splits = own < 0 ? [this.gameSplit] : [this.gameSplit, own];
      if (clutch) splits.push(this.clutchSplit);
      found = splits;
      if (slot >= 0 && Number.isInteger(slot)) this.splitsByPeriod[slot] = found;
    }
    return found;
  }

  /** Where a player's line of a split starts in `players`, touching it; -1 for no player. */
  playerLine(split: number, player: number): number {
    if (player < 0) return -1;
    const line = split * this.playerCount + player;
    this.touched[line] = 1;
    return line * PLAYER_FIELDS;
  }

  /** Where a side's line of a split starts in `teams`. */
  teamLine(split: number, side: TeamSide): number {
    return (split * 2 + (side === 'home' ? 0 : 1)) * TEAM_FIELDS;
  }

  addPossession(split: number, offense: TeamSide): void {
    bump(this.teams, this.teamLine(split, offense) + POSSESSIONS, 1);
  }

  /** Seconds on the floor for each player of a lineup (nothing for no time). */
  addSeconds(split: number, players: readonly number[], seconds: number): void {
    if (seconds <= 0) return;
    const base = split * this.playerCount;
    for (const player of players) {
      if (player >= 0) bump(this.players, (base + player) * PLAYER_FIELDS + SECONDS, seconds);
    }
  }

  /** Plus-minus and possessions on the floor for each player of one side of a lineup. */
  addOnFloor(
    split: number,
    players: readonly number[],
    plusMinus: number,
    offPoss: number,
    defPoss: number,
  ): void {
    for (const player of players) {
      const line = this.playerLine(split, player);
      if (line < 0) continue;
      bump(this.players, line + PLUS_MINUS, plusMinus);
      bump(this.players, line + OFF_POSS, offPoss);
      bump(this.players, line + DEF_POSS, defPoss);
    }
  }

  /**
   * The box lines, split after split: a game line for every player of the game's list, a
   * period or clutch line for one with seconds there or a touched line; then both teams.
   */
  playerLines(): PlayerBoxLine[] {
    const out: PlayerBoxLine[] = [];
    const p = this.players;
    const numbers = this.game.players.map((player) => this.playerNumber(player.key));
    for (const [split, name] of this.splits.entries()) {
      for (const [i, player] of this.game.players.entries()) {
        const line = split * this.playerCount + (numbers[i] ?? 0);
        const at = line * PLAYER_FIELDS;
        const seconds = p[at + SECONDS] ?? 0;
        if (split !== this.gameSplit && this.touched[line] !== 1 && seconds === 0) continue;
        out.push({
          pts: p[at + PTS] ?? 0,
          fgm: p[at + FGM] ?? 0,
          fga: p[at + FGA] ?? 0,
          fgm2: p[at + FGM2] ?? 0,
          fga2: p[at + FGA2] ?? 0,
          fgm3: p[at + FGM3] ?? 0,
          fga3: p[at + FGA3] ?? 0,
          ftm: p[at + FTM] ?? 0,
          fta: p[at + FTA] ?? 0,
          orb: p[at + ORB] ?? 0,
          drb: p[at + DRB] ?? 0,
          ast: p[at + AST] ?? 0,
          stl: p[at + STL] ?? 0,
          blk: p[at + BLK] ?? 0,
          tov: p[at + TOV] ?? 0,
          pf: p[at + PF] ?? 0,
          pfd: p[at + PFD] ?? 0,
          split: name,
          key: player.key,
          side: player.side,
          playerId: player.playerId,
          name: player.name,
          starter: player.starter,
          seconds,
          offPoss: p[at + OFF_POSS] ?? 0,
          defPoss: p[at + DEF_POSS] ?? 0,
          plusMinus: p[at + PLUS_MINUS] ?? 0,
        });
      }
    }
    return out;
  }

  teamLines(clutchSeconds: number): TeamBoxLine[] {
    const out: TeamBoxLine[] = [];
    const t = this.teams;
    for (const [split, name] of this.splits.entries()) {
      for (const side of ['home', 'away'] as const) {
        const at = this.teamLine(split, side);
        out.push({
          pts: t[at + PTS] ?? 0,
          fgm: t[at + FGM] ?? 0,
          fga: t[at + FGA] ?? 0,
          fgm2: t[at + FGM2] ?? 0,
          fga2: t[at + FGA2] ?? 0,
          fgm3: t[at + FGM3] ?? 0,
          fga3: t[at + FGA3] ?? 0,
          ftm: t[at + FTM] ?? 0,
          fta: t[at + FTA] ?? 0,
          orb: t[at + ORB] ?? 0,
          drb: t[at + DRB] ?? 0,
          ast: t[at + AST] ?? 0,
          stl: t[at + STL] ?? 0,
          blk: t[at + BLK] ?? 0,
          tov: t[at + TOV] ?? 0,
          pf: t[at + PF] ?? 0,
          teamOrb: t[at + TEAM_ORB] ?? 0,
          teamDrb: t[at + TEAM_DRB] ?? 0,
          teamTov: t[at + TEAM_TOV] ?? 0,
          fastBreakPts: t[at + FAST_BREAK_PTS] ?? 0,
          secondChancePts: t[at + SECOND_CHANCE_PTS] ?? 0,
          pointsOffTurnovers: t[at + POINTS_OFF_TURNOVERS] ?? 0,
          pointsInPaint: t[at + POINTS_IN_PAINT] ?? 0,
          possessions: t[at + POSSESSIONS] ?? 0,
          split: name,
          side,
          teamId: this.game[side].teamId,
          seconds: splitLengthSeconds(this.game, name, clutchSeconds),
        });
      }
    }
    return out;
  }
}
