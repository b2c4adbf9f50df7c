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
import {
  BOX_COUNT_FIELDS,
  PLAY_BY_PLAY_COUNT_COLUMNS,
  type BoxCountField,
  type CanonicalGame,
  type OnFloor,
  type PlayByPlayCountField,
  type TeamSide,
  merged,
} from '@courtside/contract';
import type { BoxSplit, PlayerBoxLine, TeamBoxLine } from './facts';
import { splitLengthSeconds, splitsOfGame } from './splits';

/**
 * Offsets of the counting stats in every line: the box counts in registry order (the
 * CountingStats fields), the same for players and teams.
 */
export const COUNT_AT = Object.fromEntries(
  BOX_COUNT_FIELDS.map((field, i) => [field, i]),
) as Readonly<Record<BoxCountField, number>>;
const COUNTS = BOX_COUNT_FIELDS.length;

/** Player-only fields, after the counting stats. */
export const PFD = COUNTS;
const OFF_POSS = COUNTS + 1;
const DEF_POSS = COUNTS + 2;
const PLUS_MINUS = COUNTS + 3;
const SECONDS = COUNTS + 4;
const PLAYER_FIELDS = COUNTS + 5;

/**
 * Team-only fields, after the counting stats: team rebounds and turnovers, then the
 * play-by-play counts in registry order.
 */
export const TEAM_ORB = COUNTS;
export const TEAM_DRB = COUNTS + 1;
export const TEAM_TOV = COUNTS + 2;
const PLAY_BY_PLAY_FIELDS: readonly PlayByPlayCountField[] = PLAY_BY_PLAY_COUNT_COLUMNS.map(
  (count) => count.field,
);
export const PLAY_BY_PLAY_AT = Object.fromEntries(
  PLAY_BY_PLAY_FIELDS.map((field, i) => [field, COUNTS + 3 + i]),
) as Readonly<Record<PlayByPlayCountField, number>>;
const POSSESSIONS = COUNTS + 3 + PLAY_BY_PLAY_FIELDS.length;
const TEAM_FIELDS = POSSESSIONS + 1;

/** The counts of the line starting at `at`, by field (0 for one never counted). */
function countsAt<F extends string>(
  values: Float64Array,
  at: number,
  fields: readonly F[],
  offsetOf: Readonly<Record<F, number>>,
): Record<F, number> {
  const out = {} as Record<F, number>;
  for (const field of fields) out[field] = values[at + offsetOf[field]] ?? 0;
  return out;
}

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
        out.push(
          merged(countsAt(p, at, BOX_COUNT_FIELDS, COUNT_AT), {
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
          }),
        );
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
        out.push(
          merged(countsAt(t, at, BOX_COUNT_FIELDS, COUNT_AT), {
            teamOrb: t[at + TEAM_ORB] ?? 0,
            teamDrb: t[at + TEAM_DRB] ?? 0,
            teamTov: t[at + TEAM_TOV] ?? 0,
            ...countsAt(t, at, PLAY_BY_PLAY_FIELDS, PLAY_BY_PLAY_AT),
            possessions: t[at + POSSESSIONS] ?? 0,
            split: name,
            side,
            teamId: this.game[side].teamId,
            seconds: splitLengthSeconds(this.game, name, clutchSeconds),
          }),
        );
      }
    }
    return out;
  }
}
