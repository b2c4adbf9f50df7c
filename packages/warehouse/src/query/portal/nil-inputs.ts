/**
 * What the NIL index (METHODS §10, engine `nilIndexes`) reads about a competition: every rated
 * player (season box rating from player_ratings, qualified: at least 10% of his team's
 * minutes, METHODS §8) with his season minutes and team AdjEM, and for every team the program's
 * recent seasons (AdjEM rank within its division, national tournament appearance) for prestige.
 * Players come only from play-by-play games (the NCAA season files have no player box).
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { exactSum } from '../exact-sum';

export interface NilPlayerRow {
  playerId: number;
  teamId: number;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  position: string | null;
  classYear: string | null;
  height: number | null;
  teamMarket: string;
  teamKey: string;
  conferenceId: number | null;
  divisionId: number;
  gender: string;
  minutes: number;
  games: number;
  /** Box rating (BPM-style); null when the season model gave none. */
  bpm: number | null;
  /** The team's AdjEM; null when the team is not rated. */
  teamNetRtgAdj: number | null;
}

export interface ProgramSeasonRow {
  teamKey: string;
  season: number;
  netRank: number | null;
  teamsRanked: number;
  tournament: boolean;
}

export async function nilPlayers(db: WarehouseDb, competitionId: number): Promise<NilPlayerRow[]> {
  const rows = await db.all(
    `WITH agg AS (
       SELECT a.player_id, a.team_id, ${exactSum('a.seconds')} / 60 AS minutes, sum(a.gp)::INTEGER AS games
       FROM player_aggregates a
       WHERE a.competition_id = $competitionId AND a.scope = 'season' AND a.player_id IS NOT NULL
       GROUP BY a.player_id, a.team_id)
     SELECT agg.*, p.full_name, p.first_name, p.last_name, p.position, p.class_year, p.height_in,
       t.team_market, t.team_key, t.conference_id, t.division_id, c.gender,
       -- The box rating alone, read in SQL: each player's ratings are a ~1 kB JSON object, and
       -- moving a season's 8,000 of them to JavaScript to parse cost ~0.3 s.
       CASE WHEN json_type(pr.ratings, '$.bpm') IN ('DOUBLE', 'BIGINT', 'UBIGINT')
         THEN CAST(json_extract(pr.ratings, '$.bpm') AS DOUBLE) END AS bpm,
       r.net_rtg_adj
     FROM agg
     JOIN player_ratings pr ON pr.competition_id = $competitionId AND pr.player_id = agg.player_id
       AND pr.team_id = agg.team_id AND pr.qualified
     JOIN players p ON p.competition_id = $competitionId AND p.player_id = agg.player_id
     JOIN teams t ON t.competition_id = $competitionId AND t.team_id = agg.team_id
     JOIN competitions c ON c.competition_id = $competitionId
     LEFT JOIN team_ratings r ON r.competition_id = $competitionId AND r.team_id = agg.team_id
     ORDER BY agg.player_id, agg.team_id`,
    { competitionId },
  );
  return rows.map((row) => ({
    playerId: num(row, 'player_id'),
    teamId: num(row, 'team_id'),
    fullName: str(row, 'full_name'),
    firstName: strOrNull(row, 'first_name'),
    lastName: strOrNull(row, 'last_name'),
    position: strOrNull(row, 'position'),
    classYear: strOrNull(row, 'class_year'),
    height: numOrNull(row, 'height_in'),
    teamMarket: str(row, 'team_market'),
    teamKey: str(row, 'team_key'),
    conferenceId: numOrNull(row, 'conference_id'),
    divisionId: num(row, 'division_id'),
    gender: str(row, 'gender'),
    minutes: num(row, 'minutes'),
    games: num(row, 'games'),
    bpm: numOrNull(row, 'bpm'),
    teamNetRtgAdj: numOrNull(row, 'net_rtg_adj'),
  }));
}

/**
 * The programs of a competition over it and the two seasons before (same gender, those this
 * file holds), newest first: AdjEM rank within the division of that season (1 = best; ties share
 * the best rank) and whether the team played in the national tournament.
 */
export async function programSeasons(
  db: WarehouseDb,
  competitionId: number,
): Promise<ProgramSeasonRow[]> {
  const rows = await db.all(
    `WITH here AS (SELECT gender, season FROM competitions WHERE competition_id = $competitionId),
       recent AS (SELECT c.competition_id, c.season FROM competitions c, here
         WHERE c.gender = here.gender AND c.season BETWEEN here.season - 2 AND here.season),
       ranked AS (
         SELECT r.competition_id, r.team_id,
           rank() OVER (PARTITION BY r.competition_id, t.division_id ORDER BY r.net_rtg_adj DESC) AS net_rank,
           count(*) OVER (PARTITION BY r.competition_id, t.division_id) AS teams_ranked
         FROM team_ratings r
         JOIN teams t ON t.competition_id = r.competition_id AND t.team_id = r.team_id
         WHERE r.competition_id IN (SELECT competition_id FROM recent))
     SELECT t.team_key, recent.season, ranked.net_rank,
       coalesce(ranked.teams_ranked, 0) AS teams_ranked,
       EXISTS (SELECT 1 FROM tournament_teams tt WHERE tt.competition_id = t.competition_id
         AND tt.team_id = t.team_id AND tt.kind = 'national') AS tournament
     FROM teams t
     JOIN recent ON recent.competition_id = t.competition_id
     LEFT JOIN ranked ON ranked.competition_id = t.competition_id AND ranked.team_id = t.team_id
     WHERE t.team_key IN (SELECT team_key FROM teams WHERE competition_id = $competitionId)
     ORDER BY t.team_key, recent.season DESC`,
    { competitionId },
  );
  return rows.map((row) => ({
    teamKey: str(row, 'team_key'),
    season: num(row, 'season'),
    netRank: numOrNull(row, 'net_rank'),
    teamsRanked: num(row, 'teams_ranked'),
    tournament: bool(row, 'tournament'),
  }));
}
