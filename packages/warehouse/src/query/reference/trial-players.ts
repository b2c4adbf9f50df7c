/**
 * What the API's trial-player rule reads (§7): the featured players a source names, and the
 * season minutes of one school's players in every season of a gender, the school found by its
 * stable `team_key` (a team id belongs to one season only).
 */
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '../../db/connection';
import { num, str, strOrNull } from '../../db/values';
import { exactSum } from '../exact-sum';
import { playerMinutesListRow } from './players';
import type { PlayerMinutesListRow } from './players';

export interface FeaturedPlayerRow {
  competitionId: number;
  playerId: number;
  personId: number;
  teamId: number;
  fullName: string;
  /** The school name of that season's team; null when the team is not in the file. */
  teamMarket: string | null;
  slot: number;
}

/**
 * The featured players, in slot order; none when the source names none (NCAA data) or the file
 * predates the table (a served file is not rebuilt when the schema grows).
 */
export async function featuredPlayers(db: WarehouseDb): Promise<FeaturedPlayerRow[]> {
  const present = await db.all(
    `SELECT 1 FROM information_schema.tables
     WHERE table_name = 'featured_players' AND table_schema = 'main'
       AND table_catalog = current_database()`,
  );
  if (present.length === 0) return [];
  const rows = await db.all(
    `SELECT f.competition_id, f.player_id, f.person_id, f.team_id, f.full_name, f.slot,
       t.team_market
     FROM featured_players f
     LEFT JOIN teams t ON t.competition_id = f.competition_id AND t.team_id = f.team_id
     ORDER BY f.slot, f.competition_id, f.player_id`,
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    playerId: num(row, 'player_id'),
    personId: num(row, 'person_id'),
    teamId: num(row, 'team_id'),
    fullName: str(row, 'full_name'),
    teamMarket: strOrNull(row, 'team_market'),
    slot: num(row, 'slot'),
  }));
}

/**
 * Season minutes of every player with an id on the school of `teamId`, in each competition of
 * `gender`, most minutes first within a competition. None when the team id is unknown.
 */
export async function schoolSeasonMinutes(
  db: WarehouseDb,
  filter: { teamId: number; gender: Gender },
): Promise<PlayerMinutesListRow[]> {
  const rows = await db.all(
    `SELECT a.competition_id, a.team_id, a.player_id, any_value(a.name) AS name,
       any_value(t.team_market) AS team_market, ${exactSum('a.seconds')} AS seconds
     FROM player_aggregates a
     JOIN teams t ON t.competition_id = a.competition_id AND t.team_id = a.team_id
     WHERE a.scope = 'season' AND a.player_id IS NOT NULL AND t.gender = $gender
       AND t.team_key IN (SELECT team_key FROM teams WHERE team_id = $teamId::INTEGER)
     GROUP BY a.competition_id, a.team_id, a.player_id
     ORDER BY a.competition_id, seconds DESC, a.player_id`,
    { teamId: filter.teamId, gender: filter.gender },
  );
  return rows.map(playerMinutesListRow);
}
