/**
 * Tournament brackets as played: the games of one tournament with their place in the bracket
 * (round, region, slot), both seeds and the winner (schema/tournaments.ts). Only sources that
 * know their brackets fill the tables (the demo league); NCAA competitions answer nothing.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';

export interface TournamentBracketFilter {
  competitionId: number;
  tournamentId: number;
}

export interface TournamentBracketGameRow {
  gameId: number;
  /** National: 0 First Four, 1 first round … 6 championship; conference: 1 = first round. */
  round: number;
  roundName: string;
  /** 1-4 through the regional final; null for the Final Four and the final. */
  region: number | null;
  regionName: string | null;
  /** Position within the round, in bracket order (0-based, as the source writes it). */
  slot: number;
  firstFour: boolean;
  highTeamId: number;
  highSeed: number;
  lowTeamId: number;
  lowSeed: number;
  winnerTeamId: number;
}

/** The tournament's games in bracket order: by round, then slot. */
export async function tournamentBracketGames(
  db: WarehouseDb,
  filter: TournamentBracketFilter,
): Promise<TournamentBracketGameRow[]> {
  const rows = await db.all(
    `SELECT game_id, round, round_name, region, region_name, slot, first_four, high_team_id,
       high_seed, low_team_id, low_seed, winner_team_id
     FROM tournament_games
     WHERE competition_id = $competitionId::INTEGER AND tournament_id = $tournamentId::INTEGER
     ORDER BY round, slot, game_id`,
    { competitionId: filter.competitionId, tournamentId: filter.tournamentId },
  );
  return rows.map((row) => ({
    gameId: num(row, 'game_id'),
    round: num(row, 'round'),
    roundName: str(row, 'round_name'),
    region: numOrNull(row, 'region'),
    regionName: strOrNull(row, 'region_name'),
    slot: num(row, 'slot'),
    firstFour: bool(row, 'first_four'),
    highTeamId: num(row, 'high_team_id'),
    highSeed: num(row, 'high_seed'),
    lowTeamId: num(row, 'low_team_id'),
    lowSeed: num(row, 'low_seed'),
    winnerTeamId: num(row, 'winner_team_id'),
  }));
}
