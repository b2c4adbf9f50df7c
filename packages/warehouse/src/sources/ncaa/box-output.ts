/**
 * The engine's box scores written back in the NCAA bundle's own field names, so they can be
 * compared with — or stand in for — the publisher's `player_box` / `team_box`:
 * players as FIRST.LAST, minutes as decimal minutes (3 decimals), threes as tpm/tpa. Team rows
 * add the play-by-play possession counts (o_poss, d_poss); their `mins` is the team's playing
 * time (the sum of its players' minutes over five). The publisher's own team `mins` is not
 * playing time but o_mins + d_mins (time in possessions), and its turnovers are named `to`:
 * team rows carry `to` beside `tov` with the same value.
 */
import type { CanonicalGame, TeamSide } from '@courtside/contract';
import type { CountingStats, PlayerBoxLine, TeamBoxLine } from '@courtside/engine';
import { sourceNameOfKey } from './names';
import { BOX_STAT_NAMES, PLAYER_BOX_STATS } from './schema';
import type { BoxStat } from './schema';

/** The player box's counting stats (schema.ts names). */
export type BoxStatFields = Record<BoxStat, number>;

export interface BundlePlayerBoxLine extends BoxStatFields {
  team: string;
  player: string;
  mins: number;
}

export interface BundleTeamBoxLine extends BoxStatFields {
  team: string;
  mins: number;
  to: number;
  o_poss: number;
  d_poss: number;
}

export interface BundleBox {
  player_box: BundlePlayerBoxLine[];
  team_box: BundleTeamBoxLine[];
}

const minutes = (seconds: number): number => Math.round((seconds / 60) * 1000) / 1000;

function stats(line: CountingStats): BoxStatFields {
  const out = {} as BoxStatFields;
  for (const name of PLAYER_BOX_STATS) out[name] = line[BOX_STAT_NAMES[name]];
  return out;
}

/** The 'game' split of the engine's lines in the bundle's shape. */
export function toBundleBox(
  game: CanonicalGame,
  lines: { readonly players: readonly PlayerBoxLine[]; readonly teams: readonly TeamBoxLine[] },
): BundleBox {
  const players = lines.players.filter((line) => line.split === 'game');
  const teams = lines.teams.filter((line) => line.split === 'game');
  const teamName = (side: TeamSide): string => game[side].name;
  const possessions = (side: TeamSide): number =>
    teams.find((line) => line.side === side)?.possessions ?? 0;
  return {
    player_box: players.map((line) => ({
      team: teamName(line.side),
      player: sourceNameOfKey(line.key),
      mins: minutes(line.seconds),
      ...stats(line),
    })),
    team_box: teams.map((line) => {
      const other: TeamSide = line.side === 'home' ? 'away' : 'home';
      const seconds = players
        .filter((p) => p.side === line.side)
        .reduce((sum, p) => sum + p.seconds, 0);
      return {
        team: teamName(line.side),
        mins: minutes(seconds / 5),
        ...stats(line),
        to: line.tov,
        o_poss: possessions(line.side),
        d_poss: possessions(other),
      };
    }),
  };
}
