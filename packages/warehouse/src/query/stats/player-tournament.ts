/**
 * Player totals over one tournament's games (tournament_games: the demo league's national and
 * conference brackets), summed at query time from the stored per-game lines (player_games,
 * split 'game'), because player_aggregates materializes season scopes only. Beside each
 * player's sums come the team's and opponents' totals over the same games, exactly as the
 * build sums them for the season scopes (build/player-aggregates.ts: the team line of
 * team_games, team minutes as 5 × game length, opponents' possessions as the game's), so the
 * caller's rates mean the same thing for a tournament as for a season.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool } from '../../db/values';
import { COUNT_COLUMNS, OPPONENT_COUNT_COLUMNS } from '../../schema/count-columns';
import type { PlayerSeasonRow } from './player-aggregate-rows';
import { decoratedPlayerRows } from './player-aggregate-rows';
import { playerColumnSum } from './player-line-sums';

/** The `scope` of tournament rows (a tournament is no stored scope: see the module note). */
export const TOURNAMENT_SCOPE = 'tournament';

export interface PlayerTournamentFilter {
  competitionId: number;
  tournamentId: number;
  teamId?: number | null;
  playerId?: number | null;
  conferenceId?: number | null;
  divisionId?: number | null;
}

/** Team totals count only games the player was on the floor (as the season build's FILTER). */
const played = (sql: string, alias: string): string =>
  `${playerColumnSum(alias, sql, 'pg.seconds > 0')} AS ${alias}`;

const SUMS = [
  'count(*) FILTER (WHERE pg.seconds > 0)::INTEGER AS gp',
  'count(*) FILTER (WHERE pg.starter)::INTEGER AS gs',
  ...['seconds', 'off_poss', 'def_poss', ...COUNT_COLUMNS, 'pfd', 'plus_minus'].map(
    (column) => `${playerColumnSum(column, `pg.${column}`)} AS ${column}`,
  ),
  played('tg.minutes * 300', 'tm_seconds'),
  played('tg.poss', 'tm_poss'),
  ...COUNT_COLUMNS.map((stat) => played(`tg.${stat}`, `tm_${stat}`)),
  ...OPPONENT_COUNT_COLUMNS.map((stat) => played(`tg.opp_${stat}`, `opp_${stat}`)),
  played('tg.poss', 'opp_poss'),
].join(', ');

/**
 * Each player's totals over the tournament's games he played, one row per player and team
 * (scope 'tournament'), in the season rows' order. Empty when the warehouse holds no games of
 * the tournament.
 */
export async function playerTournamentAggregates(
  db: WarehouseDb,
  filter: PlayerTournamentFilter,
): Promise<PlayerSeasonRow[]> {
  return decoratedPlayerRows(
    db,
    `SELECT pg.competition_id, pg.team_id, pg.player_id, '${TOURNAMENT_SCOPE}' AS scope,
       min(pg.player_key) AS player_key, any_value(pg.name) AS name, ${SUMS}
     FROM player_games pg
     JOIN tournament_games tgm ON tgm.competition_id = pg.competition_id
       AND tgm.game_id = pg.game_id AND tgm.tournament_id = $tournamentId::INTEGER
     JOIN team_games tg ON tg.competition_id = pg.competition_id AND tg.game_id = pg.game_id
       AND tg.side = pg.side
     JOIN teams t ON t.competition_id = pg.competition_id AND t.team_id = pg.team_id
     WHERE pg.competition_id = $competitionId::INTEGER AND pg.split = 'game'
       AND ($teamId::INTEGER IS NULL OR pg.team_id = $teamId::INTEGER)
       AND ($playerId::INTEGER IS NULL OR pg.player_id = $playerId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)
       AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
     GROUP BY pg.competition_id, pg.team_id, pg.player_id,
       CASE WHEN pg.player_id IS NULL THEN pg.player_key END
     HAVING sum(pg.seconds) > 0`,
    {
      competitionId: filter.competitionId,
      tournamentId: filter.tournamentId,
      teamId: filter.teamId ?? null,
      playerId: filter.playerId ?? null,
      conferenceId: filter.conferenceId ?? null,
      divisionId: filter.divisionId ?? null,
      scopes: TOURNAMENT_SCOPE,
    },
  );
}

/** Whether the warehouse holds the tournament (its field or its games) in the competition. */
export async function isStoredTournament(
  db: WarehouseDb,
  competitionId: number,
  tournamentId: number,
): Promise<boolean> {
  const rows = await db.all(
    `SELECT EXISTS (SELECT 1 FROM tournament_teams
         WHERE competition_id = $competitionId::INTEGER AND tournament_id = $tournamentId::INTEGER)
       OR EXISTS (SELECT 1 FROM tournament_games
         WHERE competition_id = $competitionId::INTEGER AND tournament_id = $tournamentId::INTEGER)
       AS stored`,
    { competitionId, tournamentId },
  );
  return rows[0] !== undefined && bool(rows[0], 'stored');
}
