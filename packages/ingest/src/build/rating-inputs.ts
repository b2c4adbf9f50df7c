/**
 * What the adjusted team ratings of one competition read from the warehouse: its team-game
 * rows grouped by rating pool (a division), and the preseason prior's inputs — the previous
 * season's final ratings of the same gender and division and the share of each team's minutes
 * that return.
 */
import type { GameSite, LastSeasonRating, PriorTeam, TeamGameInput } from '@courtside/engine';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, numOrNull, exactSum, str, strOrNull } from '@courtside/warehouse';

export interface RatingPool {
  readonly divisionId: number;
  /** Rows of the pool's teams; a game against another division or an unknown team is uncovered. */
  readonly rows: TeamGameInput[];
  readonly teams: PriorTeam[];
}

/** Team-game rows with stats of a competition, by the division of the row's team. */
export async function ratingPools(db: WarehouseDb, competitionId: number): Promise<RatingPool[]> {
  const rows = await db.all(
    `SELECT tg.game_id, strftime(tg.game_date, '%Y-%m-%d') AS date, tg.team_id, tg.opp_team_id,
       tg.site, tg.pts, tg.opp_pts, tg.poss, tg.minutes, t.division_id,
       o.division_id AS opp_division_id
     FROM team_games tg
     JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
     LEFT JOIN teams o ON o.competition_id = tg.competition_id AND o.team_id = tg.opp_team_id
     WHERE tg.competition_id = $1 AND tg.has_stats AND tg.poss > 0 AND tg.game_date IS NOT NULL
     ORDER BY tg.game_date, tg.game_id, tg.side`,
    [competitionId],
  );
  const teams = await db.all(
    `SELECT team_id, team_key, conference_id, division_id FROM teams
     WHERE competition_id = $1 ORDER BY team_id`,
    [competitionId],
  );
  const pools = new Map<number, RatingPool>();
  const poolOf = (divisionId: number): RatingPool => {
    let pool = pools.get(divisionId);
    if (!pool) {
      pool = { divisionId, rows: [], teams: [] };
      pools.set(divisionId, pool);
    }
    return pool;
  };
  for (const row of teams) {
    poolOf(num(row, 'division_id')).teams.push({
      teamId: num(row, 'team_id'),
      teamKey: str(row, 'team_key'),
      conferenceId: numOrNull(row, 'conference_id'),
    });
  }
  for (const row of rows) {
    const divisionId = num(row, 'division_id');
    const opponent = numOrNull(row, 'opp_team_id');
    const sameDivision = numOrNull(row, 'opp_division_id') === divisionId;
    poolOf(divisionId).rows.push({
      gameId: num(row, 'game_id'),
      date: str(row, 'date'),
      teamId: num(row, 'team_id'),
      opponentId: opponent ?? 0,
      site: str(row, 'site') as GameSite,
      points: num(row, 'pts'),
      opponentPoints: num(row, 'opp_pts'),
      possessions: num(row, 'poss'),
      overtimes: Math.max(0, Math.round((num(row, 'minutes') - 40) / 5)),
      opponentIsCovered: opponent !== null && sameDivision,
    });
  }
  return [...pools.values()].sort((a, b) => a.divisionId - b.divisionId);
}

/** The competition of the same gender one season earlier, if the warehouse holds its ratings. */
export async function previousCompetition(
  db: WarehouseDb,
  competitionId: number,
): Promise<number | null> {
  const rows = await db.all(
    `SELECT p.competition_id FROM competitions c
     JOIN competitions p ON p.gender = c.gender AND p.season = c.season - 1
     WHERE c.competition_id = $1
       AND EXISTS (SELECT 1 FROM team_ratings r WHERE r.competition_id = p.competition_id)`,
    [competitionId],
  );
  const row = rows[0];
  return row ? num(row, 'competition_id') : null;
}

/**
 * Last season's final ratings of a division as offsets from that pool's averages, with the
 * share of each team's minutes whose players are on this season's roster of the same school.
 * Minutes come from play-by-play player games when the team has them, else from the roster's
 * games played and started (a starter ≈ 30 minutes, a reserve ≈ 12); null when neither exists.
 */
export async function lastSeasonRatings(
  db: WarehouseDb,
  previousId: number,
  competitionId: number,
  divisionId: number,
): Promise<LastSeasonRating[]> {
  const rows = await db.all(
    `WITH last_minutes AS (
       SELECT p.team_id, p.person_id,
         coalesce(${exactSum('pg.seconds')} / 60,
           30 * any_value(p.roster_gs) + 12 * (any_value(p.roster_gp) - any_value(p.roster_gs)))
           AS minutes
       FROM players p
       LEFT JOIN player_games pg ON pg.competition_id = p.competition_id
         AND pg.player_id = p.player_id AND pg.split = 'game'
       WHERE p.competition_id = $previous
       GROUP BY p.team_id, p.player_id, p.person_id),
     returners AS (
       SELECT lm.team_id,
         ${exactSum(`CASE WHEN EXISTS (SELECT 1 FROM players q JOIN teams qt
             ON qt.competition_id = q.competition_id AND qt.team_id = q.team_id
           WHERE q.competition_id = $current AND q.person_id = lm.person_id
             AND qt.team_key = lt.team_key) THEN lm.minutes ELSE 0 END`)}
           / nullif(${exactSum('lm.minutes')}, 0)
           AS share
       FROM last_minutes lm
       JOIN teams lt ON lt.competition_id = $previous AND lt.team_id = lm.team_id
       GROUP BY lm.team_id)
     SELECT t.team_key, t.conference_id, r.ortg_adj - l.avg_efficiency AS offense,
       r.drtg_adj - l.avg_efficiency AS defense, r.pace_adj - l.avg_tempo AS tempo, ret.share
     FROM team_ratings r
     JOIN teams t ON t.competition_id = r.competition_id AND t.team_id = r.team_id
     JOIN league_ratings l ON l.competition_id = r.competition_id AND l.division_id = t.division_id
     LEFT JOIN returners ret ON ret.team_id = r.team_id
     WHERE r.competition_id = $previous AND t.division_id = $division`,
    { previous: previousId, current: competitionId, division: divisionId },
  );
  return rows.map((row) => ({
    teamKey: str(row, 'team_key'),
    conferenceId: numOrNull(row, 'conference_id'),
    offense: num(row, 'offense'),
    defense: num(row, 'defense'),
    tempo: num(row, 'tempo'),
    returningShare: numOrNull(row, 'share'),
  }));
}

/** The competition's label for messages ("2024-25 Men's Basketball"), or its id. */
export async function competitionLabel(db: WarehouseDb, competitionId: number): Promise<string> {
  const rows = await db.all('SELECT label FROM competitions WHERE competition_id = $1', [
    competitionId,
  ]);
  const row = rows[0];
  return (row ? strOrNull(row, 'label') : null) ?? `competition ${competitionId}`;
}
