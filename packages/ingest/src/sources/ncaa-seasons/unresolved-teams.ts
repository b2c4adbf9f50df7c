/**
 * Team names of the games that got no team id, with their games: never dropped silently. Most
 * are opponents outside Division I, met once or twice a season. A name met in a Division I-size
 * schedule is something else: a Division I team whose team_ids name differs (a missing alias,
 * team-aliases.ts) or that team_ids lacks. Its games then count as games against a non-Division
 * I opponent, it has no rating and shows no games, so the summary warns about it loudly.
 *
 * The line between the two: in 2023-24 to 2025-26 the busiest opponents outside Division I met
 * Division I teams at most 13 times, while Division I teams without an id played 22 to 34 such
 * games (a team in its transition season included); 18 sits in the middle of that gap.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { num, RowWriter, str } from '@courtside/warehouse';

export const DIVISION_I_SCHEDULE_GAMES = 18;

export interface UnresolvedName {
  readonly name: string;
  readonly games: number;
}

export interface UnresolvedGroup {
  readonly names: number;
  readonly games: number;
  /** By games, most first, then by name. */
  readonly list: UnresolvedName[];
}

export interface UnresolvedTeams {
  /** The games from which a name counts as a Division I-size schedule. */
  readonly minGames: number;
  /** Likely Division I teams: a missing alias or a team missing from team_ids. */
  readonly divisionISchedule: UnresolvedGroup;
  /** Ordinary opponents outside Division I. */
  readonly outsideDivisionI: UnresolvedGroup;
}

function group(list: readonly UnresolvedName[]): UnresolvedGroup {
  const sorted = [...list].sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
  return {
    names: sorted.length,
    games: sorted.reduce((sum, item) => sum + item.games, 0),
    list: sorted,
  };
}

export function classifyUnresolved(
  list: readonly UnresolvedName[],
  minGames = DIVISION_I_SCHEDULE_GAMES,
): UnresolvedTeams {
  return {
    minGames,
    divisionISchedule: group(list.filter((item) => item.games >= minGames)),
    outsideDivisionI: group(list.filter((item) => item.games < minGames)),
  };
}

/** Every name of the competition's games without a team id, with its games. */
export async function unresolvedTeams(
  db: WarehouseDb,
  competitionId: number,
): Promise<UnresolvedTeams> {
  const rows = await db.all(
    `SELECT name, count(*) AS games FROM (
       SELECT home_name AS name FROM games WHERE competition_id = $1 AND home_team_id IS NULL
       UNION ALL
       SELECT away_name FROM games WHERE competition_id = $1 AND away_team_id IS NULL)
     GROUP BY name`,
    [competitionId],
  );
  return classifyUnresolved(
    rows.map((row) => ({ name: str(row, 'name'), games: num(row, 'games') })),
  );
}

/** One 'unknown_team' defect per name, the likely Division I teams worded as such. */
export async function unknownTeamDefects(
  db: WarehouseDb,
  competitionId: number,
  unresolved: UnresolvedTeams,
): Promise<void> {
  const likely = unresolved.divisionISchedule.list.map((item) => ({
    ...item,
    detail:
      `"${item.name}" has no team id (${item.games} games): a Division I-size schedule, so ` +
      'probably a Division I team missing from team_ids or named there otherwise (an alias to add)',
  }));
  const outside = unresolved.outsideDivisionI.list.map((item) => ({
    ...item,
    detail: `"${item.name}" has no team id (${item.games} game${item.games === 1 ? '' : 's'}): an opponent outside Division I`,
  }));
  const writer = await RowWriter.open(db, 'defects');
  for (const item of [...likely, ...outside]) {
    writer.int(competitionId).str('unknown_team').int(null).int(null).str(item.name);
    writer.str(item.detail).end();
  }
  writer.close();
}
