/**
 * Head-to-head: every game two schools played against each other, in every season the warehouse
 * holds. A team id names one season's team, so each id is first turned into its school
 * (`team_key`, the normalized name that is stable across seasons) and gender; a game counts when
 * one side is each school, whatever the season, site or coverage. Rows are told from the first
 * school's side, oldest first (undated games, which only a box score knows, last).
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, boolOrNull, num, numOrNull, str, strOrNull } from '../../db/values';
import type { Coverage } from '../games';

/** A season's team and the school it belongs to. */
export interface TeamSchool {
  readonly competitionId: number;
  readonly teamId: number;
  readonly teamMarket: string;
  readonly teamKey: string;
  readonly gender: string;
}

/**
 * The seasons' teams with this id (one per competition holding it; narrowed to one competition
 * when given). Empty when no competition has the id.
 */
export async function teamSchools(
  db: WarehouseDb,
  filter: { readonly teamId: number; readonly competitionId: number | null },
): Promise<TeamSchool[]> {
  const rows = await db.all(
    `SELECT competition_id, team_id, team_market, team_key, gender FROM teams
     WHERE team_id = $teamId
       AND ($competitionId::INTEGER IS NULL OR competition_id = $competitionId::INTEGER)
     ORDER BY competition_id`,
    { teamId: filter.teamId, competitionId: filter.competitionId },
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    teamKey: str(row, 'team_key'),
    gender: str(row, 'gender'),
  }));
}

/** One game of the pair, from the first school's side. */
export interface HeadToHeadGame {
  readonly competitionId: number;
  readonly gameId: number;
  readonly gameDate: string | null;
  /** The first school's team of that season. */
  readonly teamId: number;
  readonly teamMarket: string;
  readonly teamIdAgst: number;
  readonly teamMarketAgst: string;
  /** The first school played at home (false at a neutral site). */
  readonly isHome: boolean;
  readonly isNeutral: boolean;
  readonly ptsScored: number | null;
  readonly ptsAgst: number | null;
  /** Null until the game has a final score. */
  readonly isWin: boolean | null;
  readonly periods: number | null;
  readonly coverage: Coverage;
}

export async function headToHeadGames(
  db: WarehouseDb,
  pair: { readonly teamKey: string; readonly teamKeyAgst: string; readonly gender: string },
): Promise<HeadToHeadGame[]> {
  const rows = await db.all(
    `WITH pair AS (
       SELECT g.competition_id, g.game_id, g.game_date, g.neutral, g.periods, g.coverage,
              h.team_key = $teamKey AS first_is_home,
              g.home_team_id, h.team_market AS home_market, g.home_score,
              g.away_team_id, a.team_market AS away_market, g.away_score
       FROM games g
       JOIN teams h ON h.competition_id = g.competition_id AND h.team_id = g.home_team_id
       JOIN teams a ON a.competition_id = g.competition_id AND a.team_id = g.away_team_id
       WHERE h.gender = $gender AND a.gender = $gender
         AND ((h.team_key = $teamKey AND a.team_key = $teamKeyAgst)
           OR (h.team_key = $teamKeyAgst AND a.team_key = $teamKey))
     )
     SELECT competition_id, game_id, strftime(game_date, '%Y-%m-%d') AS date, neutral, periods,
            coverage, first_is_home,
            CASE WHEN first_is_home THEN home_team_id ELSE away_team_id END AS team_id,
            CASE WHEN first_is_home THEN home_market ELSE away_market END AS team_market,
            CASE WHEN first_is_home THEN away_team_id ELSE home_team_id END AS team_id_agst,
            CASE WHEN first_is_home THEN away_market ELSE home_market END AS team_market_agst,
            CASE WHEN first_is_home THEN home_score ELSE away_score END AS pts_scored,
            CASE WHEN first_is_home THEN away_score ELSE home_score END AS pts_agst
     FROM pair
     ORDER BY game_date NULLS LAST, competition_id, game_id`,
    { teamKey: pair.teamKey, teamKeyAgst: pair.teamKeyAgst, gender: pair.gender },
  );
  return rows.map((row) => {
    const ptsScored = numOrNull(row, 'pts_scored');
    const ptsAgst = numOrNull(row, 'pts_agst');
    const isNeutral = bool(row, 'neutral');
    return {
      competitionId: num(row, 'competition_id'),
      gameId: num(row, 'game_id'),
      gameDate: strOrNull(row, 'date'),
      teamId: num(row, 'team_id'),
      teamMarket: str(row, 'team_market'),
      teamIdAgst: num(row, 'team_id_agst'),
      teamMarketAgst: str(row, 'team_market_agst'),
      isHome: !isNeutral && (boolOrNull(row, 'first_is_home') ?? false),
      isNeutral,
      ptsScored,
      ptsAgst,
      isWin: ptsScored === null || ptsAgst === null ? null : ptsScored > ptsAgst,
      periods: numOrNull(row, 'periods'),
      coverage: str(row, 'coverage') as Coverage,
    };
  });
}
