/**
 * Team ratings of one competition through the engine's season module (METHODS §3): the
 * team-game rows go in as TeamGameInput (games against teams outside Division I marked
 * uncovered, so they stay in logs but not in ratings), the ratings come back and are stored,
 * then every team-game row gets its opponent's netRanking and quadrant.
 */
import { constantsFor, gameQuadrants, seasonModelOptions, teamRatings } from '@courtside/engine';
import type { GameSite, TeamGameInput, TeamRating } from '@courtside/engine';
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '../db/connection';
import { num, numOrNull, str } from '../db/values';

export interface RatingsSummary {
  readonly teams: number;
  readonly converged: boolean;
  readonly iterations: number;
}

async function teamGameInputs(db: WarehouseDb, competitionId: number): Promise<TeamGameInput[]> {
  const rows = await db.all(
    `SELECT game_id, strftime(game_date, '%Y-%m-%d') AS date, team_id, opp_team_id, site, pts, opp_pts,
       poss, minutes
     FROM team_games
     WHERE competition_id = $1 AND team_id IS NOT NULL AND has_stats AND poss > 0
       AND game_date IS NOT NULL
     ORDER BY game_date, game_id, side`,
    [competitionId],
  );
  return rows.map((row) => {
    const opponent = numOrNull(row, 'opp_team_id');
    return {
      gameId: num(row, 'game_id'),
      date: str(row, 'date'),
      teamId: num(row, 'team_id'),
      opponentId: opponent ?? 0,
      site: str(row, 'site') as GameSite,
      points: num(row, 'pts'),
      opponentPoints: num(row, 'opp_pts'),
      possessions: num(row, 'poss'),
      overtimes: Math.max(0, Math.round((num(row, 'minutes') - 40) / 5)),
      opponentIsCovered: opponent !== null,
    };
  });
}

async function storeRatings(
  db: WarehouseDb,
  competitionId: number,
  teams: readonly TeamRating[],
): Promise<void> {
  const appender = await db.appender('team_ratings');
  for (const t of teams) {
    appender.appendInteger(competitionId);
    appender.appendInteger(t.teamId);
    appender.appendInteger(t.games);
    appender.appendInteger(t.wins);
    appender.appendInteger(t.losses);
    for (const value of [
      t.poss,
      t.pace,
      t.ortg,
      t.drtg,
      t.netRtg,
      t.ortgAdj,
      t.drtgAdj,
      t.netRtgAdj,
      t.paceAdj,
      t.barthag,
    ]) {
      appender.appendDouble(value);
    }
    for (const value of [t.sos, t.oppOrtgAdj, t.oppDrtgAdj, t.sosAdjEm]) {
      if (value === null) appender.appendNull();
      else appender.appendDouble(value);
    }
    appender.appendInteger(t.netRanking);
    appender.appendVarchar(t.netRankingLabel);
    for (let i = 0; i < 8; i += 1) appender.appendNull();
    appender.endRow();
  }
  appender.closeSync();
}

export async function buildTeamRatings(
  db: WarehouseDb,
  competitionId: number,
  gender: Gender,
  seasonStartYear: number,
): Promise<RatingsSummary> {
  const inputs = await teamGameInputs(db, competitionId);
  if (inputs.length === 0) return { teams: 0, converged: true, iterations: 0 };
  const constants = constantsFor({ gender, division: 1, seasonStartYear });
  const result = teamRatings(inputs, seasonModelOptions(constants).teamRatings);
  await storeRatings(db, competitionId, result.teams);
  await db.run('INSERT INTO league_ratings VALUES ($1, $2, $3, $4, $5, $6)', [
    competitionId,
    result.avgEfficiency,
    result.avgTempo,
    result.iterations,
    result.converged,
    result.excludedRows,
  ]);

  // Quadrants use every row with a Division I team, whether or not it has stats.
  const all = await db.all(
    `SELECT game_id, team_id, opp_team_id, site FROM team_games
     WHERE competition_id = $1 AND team_id IS NOT NULL`,
    [competitionId],
  );
  const quadrants = gameQuadrants(
    all.map((row) => {
      const opponent = numOrNull(row, 'opp_team_id');
      return {
        gameId: num(row, 'game_id'),
        date: '',
        teamId: num(row, 'team_id'),
        opponentId: opponent ?? 0,
        site: str(row, 'site') as GameSite,
        points: 0,
        opponentPoints: 0,
        possessions: 0,
        overtimes: 0,
        opponentIsCovered: opponent !== null,
      };
    }),
    result.teams,
  );
  await db.run(
    'CREATE OR REPLACE TEMP TABLE quad_rows (game_id INTEGER, team_id INTEGER, opp_rank INTEGER, quadrant INTEGER)',
  );
  const appender = await db.appender('quad_rows');
  for (const q of quadrants) {
    appender.appendInteger(q.gameId);
    appender.appendInteger(q.teamId);
    if (q.opponentRank === null) appender.appendNull();
    else appender.appendInteger(q.opponentRank);
    if (q.quadrant === null) appender.appendNull();
    else appender.appendInteger(q.quadrant);
    appender.endRow();
  }
  appender.closeSync();
  await db.run(
    `UPDATE team_games tg SET opp_net_rank = q.opp_rank, quadrant = q.quadrant
     FROM quad_rows q WHERE tg.competition_id = $1 AND tg.game_id = q.game_id AND tg.team_id = q.team_id`,
    [competitionId],
  );
  const records = [1, 2, 3, 4]
    .map(
      (n) =>
        `q${n}_wins = (SELECT count(*) FROM team_games tg WHERE tg.competition_id = $1 AND tg.team_id = team_ratings.team_id AND tg.quadrant = ${n} AND tg.pts > tg.opp_pts),
         q${n}_losses = (SELECT count(*) FROM team_games tg WHERE tg.competition_id = $1 AND tg.team_id = team_ratings.team_id AND tg.quadrant = ${n} AND tg.pts < tg.opp_pts)`,
    )
    .join(', ');
  await db.run(`UPDATE team_ratings SET ${records} WHERE competition_id = $1`, [competitionId]);
  await db.run('DROP TABLE quad_rows');
  return { teams: result.teams.length, converged: result.converged, iterations: result.iterations };
}
