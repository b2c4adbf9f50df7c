/**
 * Cutting play-by-play tables to the games a request can reach. A team's, a player's or one
 * game's answer lies in that team's, player's or game's games, yet a query that joins a full
 * season's events (four million rows), shots (a million) or game players and filters by team
 * afterwards pays for the whole season. `inGamesOf` is the predicate that keeps a table's rows
 * to those games before its joins: exact, since every row it drops belongs to a game the final
 * filter would drop too; empty when the request names none of the three (league-wide answers).
 * Only bound parameters go into it ($competitionId and the id named).
 */
import { isNamed } from '../named';

export interface GameListFilter {
  readonly teamId?: number | null;
  readonly playerId?: number | null;
  readonly gameId?: number | null;
}

/** `AND <column> IN (the games)`, or '' when the filter names no game, team or player. */
export function inGamesOf(filter: GameListFilter, column: string): string {
  if (isNamed(filter.gameId)) return `AND ${column} = $gameId::INTEGER`;
  if (isNamed(filter.teamId)) {
    return `AND ${column} IN (SELECT game_id FROM team_games
      WHERE competition_id = $competitionId AND team_id = $teamId::INTEGER)`;
  }
  if (isNamed(filter.playerId)) {
    return `AND ${column} IN (SELECT game_id FROM game_players
      WHERE competition_id = $competitionId AND player_id = $playerId::INTEGER)`;
  }
  return '';
}

/** The rows of `table` in the competition and the filter's games, as a subquery to join. */
export function tableInGamesOf(filter: GameListFilter, table: string): string {
  return `(SELECT * FROM ${table} WHERE competition_id = $competitionId ${inGamesOf(filter, 'game_id')})`;
}

/**
 * The competition's rows of `table` a request about one side's own plays can reach, as a
 * subquery to join: `attempts`, and the team lines and game players that describe them. These
 * tables are stored by team, so a team filter keeps the team's own rows by `team_id`, which the
 * zone maps resolve to a few blocks; an answer about a team's own attempts needs nothing of its
 * opponents'. A game or a player keeps the rows of the game or of the player's games, both sides.
 */
export function ownRowsOf(
  filter: GameListFilter,
  table: 'attempts' | 'team_games' | 'game_players',
): string {
  if (!isNamed(filter.gameId) && isNamed(filter.teamId)) {
    return `(SELECT * FROM ${table} WHERE competition_id = $competitionId AND team_id = $teamId::INTEGER)`;
  }
  return tableInGamesOf(filter, table);
}
