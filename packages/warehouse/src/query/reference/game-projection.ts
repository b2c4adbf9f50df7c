/**
 * What the game calculator (engine season/matchup-projection.ts) reads about a matchup, by
 * primary key only: each side's team with its adjusted ratings and its pool's averages
 * (team_ratings, league_ratings of its competition and division), its season four factors
 * (its stored team-agg-stats season rows), its rated players (player_ratings: season share of the game
 * and box rating), and for the pair's past games (head-to-head.ts) each game's own season
 * prediction from that season's stored ratings, the one the games list shows.
 */
import type { Gender } from '@courtside/contract';
import { constantsFor, predictGame, seasonModelOptions } from '@courtside/engine';
import type {
  GamePrediction,
  LeagueAverages,
  MatchupRating,
  PredictOptions,
} from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { teamScopeAggregates } from '../stats/team-aggregates';
import { teamScopeDocsJson } from '../stats/team-scope-docs';
import type { LineRates } from '../team-rates';
import type { HeadToHeadGame } from './head-to-head';
import { idListParam, inIdList } from './params';

/** One season's team as the calculator sees it. */
export interface ProjectionTeam {
  readonly competitionId: number;
  readonly teamId: number;
  readonly teamMarket: string;
  readonly teamKey: string;
  readonly gender: Gender;
  readonly divisionId: number;
  /** The calendar year the season starts in (2024 for 2024-25). */
  readonly seasonStartYear: number;
  /** Null when the team has no adjusted ratings (no rated game in its division). */
  readonly rating: MatchupRating | null;
  readonly netRankLabel: string | null;
  readonly league: LeagueAverages | null;
}

/** Which of some seasons each of some teams is a team of: one row per (season, team) held. */
export async function teamSeasons(
  db: WarehouseDb,
  key: { readonly competitionIds: readonly number[]; readonly teamIds: readonly number[] },
): Promise<Array<{ competitionId: number; teamId: number }>> {
  const rows = await db.all(
    `SELECT competition_id, team_id FROM teams
     WHERE ${inIdList('competitionIds', 'competition_id')} AND ${inIdList('teamIds', 'team_id')}`,
    { competitionIds: idListParam(key.competitionIds), teamIds: idListParam(key.teamIds) },
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    teamId: num(row, 'team_id'),
  }));
}

export async function projectionTeam(
  db: WarehouseDb,
  key: { readonly competitionId: number; readonly teamId: number },
): Promise<ProjectionTeam | null> {
  const [row] = await db.all(
    `SELECT t.competition_id, t.team_id, t.team_market, t.team_key, t.division_id, c.gender,
            c.start_year, r.ortg_adj, r.drtg_adj, r.pace_adj, r.net_rank_label,
            l.avg_efficiency, l.avg_tempo
     FROM teams t
     JOIN competitions c ON c.competition_id = t.competition_id
     LEFT JOIN team_ratings r ON r.competition_id = t.competition_id AND r.team_id = t.team_id
     LEFT JOIN league_ratings l ON l.competition_id = t.competition_id
       AND l.division_id = t.division_id
     WHERE t.competition_id = $competitionId AND t.team_id = $teamId`,
    { competitionId: key.competitionId, teamId: key.teamId },
  );
  if (row === undefined) return null;
  const ortgAdj = numOrNull(row, 'ortg_adj');
  const drtgAdj = numOrNull(row, 'drtg_adj');
  const paceAdj = numOrNull(row, 'pace_adj');
  const avgEfficiency = numOrNull(row, 'avg_efficiency');
  const avgTempo = numOrNull(row, 'avg_tempo');
  return {
    competitionId: num(row, 'competition_id'),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    teamKey: str(row, 'team_key'),
    gender: str(row, 'gender') as Gender,
    divisionId: num(row, 'division_id'),
    seasonStartYear: num(row, 'start_year'),
    rating:
      ortgAdj === null || drtgAdj === null || paceAdj === null
        ? null
        : { ortgAdj, drtgAdj, paceAdj },
    netRankLabel: strOrNull(row, 'net_rank_label'),
    league: avgEfficiency === null || avgTempo === null ? null : { avgEfficiency, avgTempo },
  };
}

/** The four factors of a team's season, its offence and what its defence allowed. */
export interface FourFactors {
  readonly efgPct: number | null;
  readonly tovPct: number | null;
  readonly orbPct: number | null;
  readonly ftaRate: number | null;
  readonly efgPctAgst: number | null;
  readonly tovPctAgst: number | null;
  readonly orbPctAgst: number | null;
  readonly ftaRateAgst: number | null;
}

const NO_FACTORS: FourFactors = {
  efgPct: null,
  tovPct: null,
  orbPct: null,
  ftaRate: null,
  efgPctAgst: null,
  tovPctAgst: null,
  orbPctAgst: null,
  ftaRateAgst: null,
};

/** The four factors computed from the season's aggregates (what the stored rows hold). */
export async function computedFourFactors(
  db: WarehouseDb,
  key: { readonly competitionId: number; readonly teamId: number },
): Promise<FourFactors> {
  const [row] = await teamScopeAggregates(db, {
    competitionId: key.competitionId,
    teamId: key.teamId,
    scopes: ['season'],
  });
  if (row === undefined) return NO_FACTORS;
  const own: LineRates = row.rates.offense;
  const opp: LineRates = row.rates.defense;
  return {
    efgPct: own.efgPct,
    tovPct: own.tovPct,
    orbPct: own.orbPct,
    ftaRate: own.ftaRate,
    efgPctAgst: opp.efgPct,
    tovPctAgst: opp.tovPct,
    orbPctAgst: opp.orbPct,
    ftaRateAgst: opp.ftaRate,
  };
}

const FACTOR_FIELDS = ['efgPct', 'tovPct', 'orbPct', 'ftaRate'] as const;

function factorOf(row: Record<string, unknown> | undefined, field: string): number | null {
  const value = row?.[field];
  return typeof value === 'number' ? value : null;
}

/**
 * The four factors of a team's season from its stored team-agg-stats season rows (the offense
 * row, and the defense row: what opponents did against it), four members of two rows; computed
 * from the aggregates when the file has no stored rows for this code.
 */
export async function seasonFourFactors(
  db: WarehouseDb,
  key: { readonly competitionId: number; readonly teamId: number },
): Promise<FourFactors> {
  const stored = await teamScopeDocsJson(db, {
    competitionId: key.competitionId,
    teamIds: [key.teamId],
    scopes: ['season'],
    fields: ['isOffense', ...FACTOR_FIELDS],
    updated: '',
  });
  if (stored === null) return computedFourFactors(db, key);
  const rows = JSON.parse(stored.toString('utf8')) as Record<string, unknown>[];
  if (rows.length === 0) return NO_FACTORS;
  const offense = rows.find((row) => row['isOffense'] === true);
  const defense = rows.find((row) => row['isOffense'] === false);
  return {
    efgPct: factorOf(offense, 'efgPct'),
    tovPct: factorOf(offense, 'tovPct'),
    orbPct: factorOf(offense, 'orbPct'),
    ftaRate: factorOf(offense, 'ftaRate'),
    efgPctAgst: factorOf(defense, 'efgPct'),
    tovPctAgst: factorOf(defense, 'tovPct'),
    orbPctAgst: factorOf(defense, 'orbPct'),
    ftaRateAgst: factorOf(defense, 'ftaRate'),
  };
}

/** A player of the team with a box rating, the largest share of the game first. */
export interface RatedPlayer {
  readonly playerId: number;
  readonly fullName: string;
  readonly position: string | null;
  readonly games: number;
  /** MP/(TmMP/5): his share of the game over the season. */
  readonly minutesShare: number;
  readonly bpm: number;
}

export async function ratedPlayers(
  db: WarehouseDb,
  key: { readonly competitionId: number; readonly teamId: number },
): Promise<RatedPlayer[]> {
  // Only the two numbers are read from each player's ratings JSON, in SQL.
  const rows = await db.all(
    `SELECT pr.player_id, pr.games, p.full_name, p.position,
            CAST(json_extract(pr.ratings, '$.minutesShare') AS DOUBLE) AS minutes_share,
            CAST(json_extract(pr.ratings, '$.bpm') AS DOUBLE) AS bpm
     FROM player_ratings pr
     JOIN players p ON p.competition_id = pr.competition_id AND p.player_id = pr.player_id
     WHERE pr.competition_id = $competitionId AND pr.team_id = $teamId
       AND json_type(pr.ratings, '$.bpm') IN ('DOUBLE', 'BIGINT', 'UBIGINT')
       AND json_type(pr.ratings, '$.minutesShare') IN ('DOUBLE', 'BIGINT', 'UBIGINT')
     ORDER BY minutes_share DESC, pr.player_id`,
    { competitionId: key.competitionId, teamId: key.teamId },
  );
  return rows.map((row) => ({
    playerId: num(row, 'player_id'),
    fullName: str(row, 'full_name'),
    position: strOrNull(row, 'position'),
    games: num(row, 'games'),
    minutesShare: num(row, 'minutes_share'),
    bpm: num(row, 'bpm'),
  }));
}

/** The venue factors and σ of a (gender, season): the constants row the ratings were fit with. */
export function seasonPredictOptions(gender: Gender, seasonStartYear: number): PredictOptions {
  // Division 1: the row buildTeamRatings fits every competition's ratings with.
  return seasonModelOptions(constantsFor({ gender, division: 1, seasonStartYear })).predictions;
}

export interface PastGameProjection {
  readonly game: HeadToHeadGame;
  /** From the first school's side; null when either team was unrated or the two in two pools. */
  readonly prediction: GamePrediction | null;
}

/**
 * Each past game's prediction from its own season's stored ratings (as the games list gives
 * it): one query over the ratings of the teams the games name.
 */
export async function pastGameProjections(
  db: WarehouseDb,
  games: readonly HeadToHeadGame[],
): Promise<PastGameProjection[]> {
  if (games.length === 0) return [];
  const keys = games.flatMap((g) => [
    `${g.competitionId}-${g.teamId}`,
    `${g.competitionId}-${g.teamIdAgst}`,
  ]);
  const rows = await db.all(
    `SELECT r.competition_id, r.team_id, r.ortg_adj, r.drtg_adj, r.pace_adj, t.division_id,
            l.avg_efficiency, l.avg_tempo, c.gender, c.start_year
     FROM team_ratings r
     JOIN teams t ON t.competition_id = r.competition_id AND t.team_id = r.team_id
     JOIN competitions c ON c.competition_id = r.competition_id
     JOIN league_ratings l ON l.competition_id = r.competition_id AND l.division_id = t.division_id
     WHERE list_contains(string_split($keys, ','), r.competition_id || '-' || r.team_id)`,
    { keys: [...new Set(keys)].join(',') },
  );
  const rated = new Map(
    rows.map((row) => [
      `${num(row, 'competition_id')}-${num(row, 'team_id')}`,
      {
        rating: {
          ortgAdj: num(row, 'ortg_adj'),
          drtgAdj: num(row, 'drtg_adj'),
          paceAdj: num(row, 'pace_adj'),
        },
        divisionId: num(row, 'division_id'),
        league: { avgEfficiency: num(row, 'avg_efficiency'), avgTempo: num(row, 'avg_tempo') },
        gender: str(row, 'gender') as Gender,
        seasonStartYear: num(row, 'start_year'),
      },
    ]),
  );
  return games.map((game) => {
    const first = rated.get(`${game.competitionId}-${game.teamId}`);
    const second = rated.get(`${game.competitionId}-${game.teamIdAgst}`);
    if (first === undefined || second === undefined || first.divisionId !== second.divisionId) {
      return { game, prediction: null };
    }
    const site = game.isNeutral ? 'neutral' : game.isHome ? 'home' : 'away';
    const prediction = predictGame(first.rating, second.rating, first.league, {
      ...seasonPredictOptions(first.gender, first.seasonStartYear),
      site,
    });
    return { game, prediction };
  });
}
