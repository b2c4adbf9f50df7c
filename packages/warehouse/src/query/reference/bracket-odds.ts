/**
 * What a national tournament's odds (the API's `bracket-odds`) read: the field as stored in
 * tournament_teams (seed, region, bid, First Four) with each team's market, season record
 * (team_aggregates, scope season) and adjusted ratings (team_ratings), the averages of its rating
 * pool (league_ratings of its division), the σ of the season's game predictions (the constants
 * table's row, as every stored prediction uses) and the bracket games already played
 * (tournament_games). Two queries by key; only sources that know their brackets fill these tables
 * (the demo league), so an NCAA competition reads an empty field.
 */
import type { Gender } from '@courtside/contract';
import type { LeagueAverages, MatchupRating } from '@courtside/engine';
import type { Row, WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { seasonPredictOptions } from './game-projection';
import { tournamentBracketGames } from './tournaments';
import type { TournamentBracketFilter, TournamentBracketGameRow } from './tournaments';

export interface BracketOddsTeam {
  readonly teamId: number;
  readonly teamMarket: string;
  /** "#rrggbb" as stored; null where the source has none (the NCAA seasons). */
  readonly colorPrimary: string | null;
  readonly colorSecondary: string | null;
  readonly conferenceId: number | null;
  readonly divisionId: number;
  readonly seed: number;
  /** 1-4 as stored. */
  readonly region: number;
  readonly regionName: string | null;
  readonly bid: string | null;
  readonly firstFour: boolean;
  readonly wins: number;
  readonly losses: number;
  /** Null when the team has no adjusted ratings. */
  readonly rating: MatchupRating | null;
  readonly netRtgAdj: number | null;
  /** Its division's averages; null without a league_ratings row. */
  readonly league: LeagueAverages | null;
}

export interface BracketOddsInputs {
  /** The field in bracket order: region, then seed, then team id. */
  readonly teams: readonly BracketOddsTeam[];
  /** Bracket games played, by round then slot. */
  readonly games: readonly TournamentBracketGameRow[];
  /** σ of the margin about the predicted spread for the competition's season; null if unknown. */
  readonly sigma: number | null;
  /** yyyy-mm-dd of the tournament's first stored game; null before any is stored. */
  readonly firstGameDate: string | null;
}

function ratingOf(row: Row): MatchupRating | null {
  const ortgAdj = numOrNull(row, 'ortg_adj');
  const drtgAdj = numOrNull(row, 'drtg_adj');
  const paceAdj = numOrNull(row, 'pace_adj');
  return ortgAdj === null || drtgAdj === null || paceAdj === null
    ? null
    : { ortgAdj, drtgAdj, paceAdj };
}

function leagueOf(row: Row): LeagueAverages | null {
  const avgEfficiency = numOrNull(row, 'avg_efficiency');
  const avgTempo = numOrNull(row, 'avg_tempo');
  return avgEfficiency === null || avgTempo === null ? null : { avgEfficiency, avgTempo };
}

async function seasonSigma(db: WarehouseDb, competitionId: number): Promise<number | null> {
  const [row] = await db.all(
    `SELECT gender, start_year FROM competitions WHERE competition_id = $competitionId`,
    { competitionId },
  );
  if (row === undefined) return null;
  const gender = str(row, 'gender');
  if (gender !== 'MALE' && gender !== 'FEMALE') return null;
  const options = seasonPredictOptions(gender satisfies Gender, num(row, 'start_year'));
  return options.sigma ?? null;
}

/** The national tournament's field, ratings and played games (empty when none is stored). */
export async function bracketOddsInputs(
  db: WarehouseDb,
  filter: TournamentBracketFilter,
): Promise<BracketOddsInputs> {
  const rows = await db.all(
    `SELECT tt.team_id, t.team_market, t.color_primary, t.color_secondary, tt.conference_id, t.division_id, tt.seed, tt.region,
       tt.region_name, tt.bid, tt.first_four, a.wins, a.losses, r.ortg_adj, r.drtg_adj,
       r.pace_adj, r.net_rtg_adj, l.avg_efficiency, l.avg_tempo
     FROM tournament_teams tt
     JOIN teams t ON t.competition_id = tt.competition_id AND t.team_id = tt.team_id
     LEFT JOIN team_aggregates a ON a.competition_id = tt.competition_id
       AND a.team_id = tt.team_id AND a.scope = 'season'
     LEFT JOIN team_ratings r ON r.competition_id = tt.competition_id AND r.team_id = tt.team_id
     LEFT JOIN league_ratings l ON l.competition_id = tt.competition_id
       AND l.division_id = t.division_id
     WHERE tt.competition_id = $competitionId::INTEGER AND tt.tournament_id = $tournamentId::INTEGER
       AND tt.kind = 'national'
     ORDER BY tt.region, tt.seed, tt.team_id`,
    { competitionId: filter.competitionId, tournamentId: filter.tournamentId },
  );
  if (rows.length === 0) return { teams: [], games: [], sigma: null, firstGameDate: null };
  const teams = rows.map((row): BracketOddsTeam => ({
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    colorPrimary: strOrNull(row, 'color_primary'),
    colorSecondary: strOrNull(row, 'color_secondary'),
    conferenceId: numOrNull(row, 'conference_id'),
    divisionId: num(row, 'division_id'),
    seed: num(row, 'seed'),
    region: num(row, 'region'),
    regionName: strOrNull(row, 'region_name'),
    bid: strOrNull(row, 'bid'),
    firstFour: bool(row, 'first_four'),
    wins: numOrNull(row, 'wins') ?? 0,
    losses: numOrNull(row, 'losses') ?? 0,
    rating: ratingOf(row),
    netRtgAdj: numOrNull(row, 'net_rtg_adj'),
    league: leagueOf(row),
  }));
  return {
    teams,
    games: await tournamentBracketGames(db, filter),
    sigma: await seasonSigma(db, filter.competitionId),
    firstGameDate: await firstGameDate(db, filter),
  };
}

async function firstGameDate(
  db: WarehouseDb,
  filter: TournamentBracketFilter,
): Promise<string | null> {
  const [row] = await db.all(
    `SELECT strftime(min(g.game_date), '%Y-%m-%d') AS first_date
     FROM tournament_games tg
     JOIN games g ON g.competition_id = tg.competition_id AND g.game_id = tg.game_id
     WHERE tg.competition_id = $competitionId::INTEGER AND tg.tournament_id = $tournamentId::INTEGER`,
    { competitionId: filter.competitionId, tournamentId: filter.tournamentId },
  );
  return row === undefined ? null : strOrNull(row, 'first_date');
}
