/**
 * The engine's box scores written back in the NCAA bundle's own field names, so they can be
 * compared with — or stand in for — the publisher's `player_box` / `team_box`. A field that
 * carries one of the publisher's names always carries the publisher's definition:
 *
 * - players: FIRST.LAST names, `mins` in decimal minutes (3 decimals) by the publisher's
 *   event-to-event rule (the engine's 'feed' minutes), threes as tpm/tpa;
 * - teams: `o_poss` / `d_poss` by the publisher's possession chain (the engine's 'feed' count),
 *   `o_mins` / `d_mins` its time of possession on offense and defense, and `mins` the time its
 *   rows cover (o_mins + d_mins when every row is in a possession: about 39.8 minutes of a
 *   40-minute game, engine possession-time.ts); turnovers are `to`, beside `tov`.
 *
 * Values defined otherwise have names of their own: team `game_mins` (the game's length, 40 plus
 * 5 per overtime) and `floor_mins` (the team's players' minutes over five), and on request
 * player `clock_mins` (minutes over stints that tile the game) and team `o_poss_methods` /
 * `d_poss_methods` (METHODS §1, the count our ratings use).
 */
import type { CanonicalGame, TeamSide } from '@courtside/contract';
import { deriveGame, timeOfPossession } from '@courtside/engine';
import type { CountingStats, GameFacts } from '@courtside/engine';
import { sourceNameOfKey } from './names';
import { BOX_STAT_NAMES, PLAYER_BOX_STATS } from './schema';
import type { BoxStat } from './schema';

/** The player box's counting stats (schema.ts names). */
export type BoxStatFields = Record<BoxStat, number>;

export interface BundlePlayerBoxLine extends BoxStatFields {
  team: string;
  player: string;
  mins: number;
  /** With `clockMinutes`: minutes over the stints, which tile every second of the game. */
  clock_mins?: number;
}

export interface BundleTeamBoxLine extends BoxStatFields {
  team: string;
  /** The publisher's: seconds of its counted rows (o_mins + d_mins), in minutes. */
  mins: number;
  o_mins: number;
  d_mins: number;
  o_poss: number;
  d_poss: number;
  to: number;
  /** The game's length: 40 minutes plus 5 per overtime. */
  game_mins: number;
  /** The team's players' minutes over five. */
  floor_mins: number;
  /** With `methodsPossessions`: possessions counted by METHODS §1. */
  o_poss_methods?: number;
  d_poss_methods?: number;
}

export interface BundleBox {
  player_box: BundlePlayerBoxLine[];
  team_box: BundleTeamBoxLine[];
}

export interface BundleBoxOptions {
  /** Adds player `clock_mins`. */
  readonly clockMinutes?: boolean;
  /** Adds team `o_poss_methods` / `d_poss_methods`. */
  readonly methodsPossessions?: boolean;
}

const minutes = (seconds: number): number => Math.round((seconds / 60) * 1000) / 1000;

function stats(line: CountingStats): BoxStatFields {
  const out = {} as BoxStatFields;
  for (const name of PLAYER_BOX_STATS) out[name] = line[BOX_STAT_NAMES[name]];
  return out;
}

const gameLines = <T extends { split: string }>(lines: readonly T[]): T[] =>
  lines.filter((line) => line.split === 'game');

function possessionsOf(facts: GameFacts, side: TeamSide): number {
  return gameLines(facts.teams).find((line) => line.side === side)?.possessions ?? 0;
}

/** The 'game' split of the engine's lines in the bundle's shape. */
export function toBundleBox(game: CanonicalGame, options: BundleBoxOptions = {}): BundleBox {
  const facts = deriveGame(game, { minutesBasis: 'feed', possessionCounting: 'feed' });
  const clock = options.clockMinutes ? deriveGame(game, { minutesBasis: 'clock' }) : null;
  const methods = options.methodsPossessions
    ? deriveGame(game, { possessionCounting: 'methods' })
    : null;
  const players = gameLines(facts.players);
  const clockSeconds = new Map(
    gameLines(clock?.players ?? []).map((line) => [line.key, line.seconds]),
  );
  const held = timeOfPossession(game, facts.possessions);
  const teamName = (side: TeamSide): string => game[side].name;
  return {
    player_box: players.map((line) => ({
      team: teamName(line.side),
      player: sourceNameOfKey(line.key),
      mins: minutes(line.seconds),
      ...stats(line),
      ...(clock === null ? {} : { clock_mins: minutes(clockSeconds.get(line.key) ?? 0) }),
    })),
    team_box: gameLines(facts.teams).map((line) => {
      const other: TeamSide = line.side === 'home' ? 'away' : 'home';
      const floorSeconds = players
        .filter((p) => p.side === line.side)
        .reduce((sum, p) => sum + p.seconds, 0);
      return {
        team: teamName(line.side),
        mins: minutes(held.counted),
        o_mins: minutes(held.offense[line.side]),
        d_mins: minutes(held.offense[other]),
        o_poss: line.possessions,
        d_poss: possessionsOf(facts, other),
        ...stats(line),
        to: line.tov,
        game_mins: minutes(facts.seconds),
        floor_mins: minutes(floorSeconds / 5),
        ...(methods === null
          ? {}
          : {
              o_poss_methods: possessionsOf(methods, line.side),
              d_poss_methods: possessionsOf(methods, other),
            }),
      };
    }),
  };
}
