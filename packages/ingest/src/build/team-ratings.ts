/**
 * Team ratings of one competition through the engine's season module (METHODS §3), one rating
 * pool per division: a team is rated and ranked only with the teams of its division, and games
 * against another division or a team outside the file stay in logs but not in ratings. Each pool
 * gets the preseason prior (engine preseason-prior.ts) from the previous season of the same
 * gender in the file, else the conference-tier prior. A fit that does not converge stops the
 * build with a message naming the competition and division: such ratings are never stored.
 * Then every team-game row gets its opponent's netRanking and quadrant (same division only).
 */
import {
  constantsFor,
  gameQuadrants,
  preseasonOffsets,
  seasonModelOptions,
  teamRatings,
} from '@courtside/engine';
import type { Division, GameSite, TeamRating, TeamRatingsResult } from '@courtside/engine';
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { boolOrNull, num, numOrNull, str } from '@courtside/warehouse';
import {
  competitionLabel,
  lastSeasonRatings,
  previousCompetition,
  ratingPools,
} from './rating-inputs';
import type { RatingPool } from './rating-inputs';

export interface DivisionRatingsSummary {
  readonly divisionId: number;
  readonly teams: number;
  readonly iterations: number;
  readonly errorBound: number;
  /** Connected parts of the division's schedule (1 for a normal season). */
  readonly components: number;
  /** 'last season' or 'conference tier'. */
  readonly prior: string;
}

export interface RatingsSummary {
  readonly teams: number;
  /** Always true in a stored summary: a fit that does not converge stops the build. */
  readonly converged: boolean;
  /** The most passes any division needed. */
  readonly iterations: number;
  readonly divisions: readonly DivisionRatingsSummary[];
}

export class RatingsNotConvergedError extends Error {
  constructor(label: string, divisionId: number, result: TeamRatingsResult) {
    super(
      `The adjusted ratings of ${label}, Division ${divisionId}, did not converge after ` +
        `${result.iterations} passes (last change ${result.maxChange.toFixed(4)}, distance ` +
        `bound ${result.errorBound.toFixed(4)}); nothing was stored.`,
    );
    this.name = 'RatingsNotConvergedError';
  }
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

async function ratePool(
  db: WarehouseDb,
  competitionId: number,
  previousId: number | null,
  pool: RatingPool,
  options: RateOptions & { label: string },
): Promise<{ result: TeamRatingsResult; summary: DivisionRatingsSummary }> {
  const division = Math.min(3, Math.max(1, pool.divisionId)) as Division;
  const constants = constantsFor({
    gender: options.gender,
    division,
    seasonStartYear: options.seasonStartYear,
  });
  const model = seasonModelOptions(constants);
  const last =
    previousId === null
      ? []
      : await lastSeasonRatings(db, previousId, competitionId, pool.divisionId);
  const offsets = preseasonOffsets(pool.teams, last, constants.ratings.prior);
  const result = teamRatings(pool.rows, {
    ...model.teamRatings,
    ...(options.asOf === undefined ? {} : { asOf: options.asOf }),
    ...(options.maxIterations === undefined ? {} : { maxIterations: options.maxIterations }),
    prior: { offsets, weights: model.priorWeights },
  });
  if (!result.converged) throw new RatingsNotConvergedError(options.label, pool.divisionId, result);
  return {
    result,
    summary: {
      divisionId: pool.divisionId,
      teams: result.teams.length,
      iterations: result.iterations,
      errorBound: result.errorBound,
      components: result.components,
      prior: last.length > 0 ? 'last season' : 'conference tier',
    },
  };
}

export interface RateOptions {
  readonly gender: Gender;
  readonly seasonStartYear: number;
  /** ISO date: rate with the games up to that day only (default: every game). */
  readonly asOf?: string;
  /** Leave out the previous season's ratings (the conference-tier prior is used instead). */
  readonly withoutLastSeason?: boolean;
  /** Pass cap of the fit (the engine's default otherwise). */
  readonly maxIterations?: number;
}

export interface RatedPool {
  readonly pool: RatingPool;
  readonly result: TeamRatingsResult;
  readonly summary: DivisionRatingsSummary;
}

/**
 * Fits every division of a competition without storing anything; throws
 * RatingsNotConvergedError naming the first pool that does not converge.
 */
export async function rateCompetition(
  db: WarehouseDb,
  competitionId: number,
  options: RateOptions,
): Promise<RatedPool[]> {
  const pools = await ratingPools(db, competitionId);
  const previousId = options.withoutLastSeason
    ? null
    : await previousCompetition(db, competitionId);
  const label = await competitionLabel(db, competitionId);
  const rated: RatedPool[] = [];
  for (const pool of pools) {
    if (pool.rows.length === 0) continue;
    rated.push({
      pool,
      ...(await ratePool(db, competitionId, previousId, pool, { ...options, label })),
    });
  }
  return rated;
}

export async function buildTeamRatings(
  db: WarehouseDb,
  competitionId: number,
  gender: Gender,
  seasonStartYear: number,
): Promise<RatingsSummary> {
  // Every pool is fitted before anything is stored, so a failure leaves no partial ratings.
  const rated = await rateCompetition(db, competitionId, { gender, seasonStartYear });
  const divisions = rated.map((r) => r.summary);
  for (const { pool, result } of rated) {
    await storeRatings(db, competitionId, result.teams);
    await db.run('INSERT INTO league_ratings VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
      competitionId,
      pool.divisionId,
      result.avgEfficiency,
      result.avgTempo,
      result.iterations,
      result.converged,
      result.excludedRows,
      result.components,
      result.errorBound,
    ]);
  }
  await storeQuadrants(
    db,
    competitionId,
    rated.flatMap(({ result }) => result.teams),
  );
  return {
    teams: divisions.reduce((sum, d) => sum + d.teams, 0),
    converged: true,
    iterations: divisions.reduce((most, d) => Math.max(most, d.iterations), 0),
    divisions,
  };
}

/**
 * Quadrants from every row with a rated team, whether or not it has stats: the opponent's
 * netRanking within the team's own division (another division's rank means nothing here).
 */
async function storeQuadrants(
  db: WarehouseDb,
  competitionId: number,
  ratings: readonly TeamRating[],
): Promise<void> {
  const all = await db.all(
    `SELECT tg.game_id, tg.team_id, tg.opp_team_id, tg.site,
       t.division_id = o.division_id AS same_division
     FROM team_games tg
     JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
     LEFT JOIN teams o ON o.competition_id = tg.competition_id AND o.team_id = tg.opp_team_id
     WHERE tg.competition_id = $1`,
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
        opponentIsCovered: opponent !== null && boolOrNull(row, 'same_division') === true,
      };
    }),
    ratings,
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
}
