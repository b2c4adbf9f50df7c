/**
 * Writes game_flows for one competition from its events: each play-by-play game's largest leads,
 * lead changes, ties, seconds each side led, biggest runs and a short home win-probability series, so game lists can
 * filter and draw a season's games without reading its events per request.
 *
 * The rules follow the per-request readings they summarise: margins as query/pbp/margins.ts
 * counts them (the margin after each event, holding until the next event or, after the last, the
 * final horn; a lead change is a change of leader, ties between not counting; a tie is the score
 * becoming level after being unequal) and runs as the engine's
 * scoringRuns (a negative score change is a correction that neither extends nor breaks a run;
 * one event scoring for both sides belongs to nobody and ends the run), with no minimum size.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { GAME_FLOW_WP_POINTS } from '@courtside/warehouse';

export async function buildGameFlows(db: WarehouseDb, competitionId: number): Promise<void> {
  await db.run(
    `INSERT INTO game_flows BY NAME
     WITH lengths AS (
       SELECT game_id, max(minutes) * 60 AS game_length
       FROM team_games WHERE competition_id = $competitionId GROUP BY game_id),
     ev AS (
       SELECT game_id, seq, game_second, wp_home, home_score - away_score AS margin,
         lead(game_second) OVER w AS next_second,
         greatest(home_score - coalesce(lag(home_score) OVER w, 0), 0) AS home_pts,
         greatest(away_score - coalesce(lag(away_score) OVER w, 0), 0) AS away_pts,
         nullif(sign(home_score - away_score), 0) AS leader,
         lag(nullif(sign(home_score - away_score), 0) IGNORE NULLS) OVER w AS prev_leader,
         coalesce(lag(home_score - away_score) OVER w, 0) AS prev_margin
       FROM events WHERE competition_id = $competitionId
       WINDOW w AS (PARTITION BY game_id ORDER BY seq)),
     margins AS (
       SELECT game_id, greatest(max(margin), 0) AS home_max_lead,
         greatest(-min(margin), 0) AS away_max_lead,
         count(*) FILTER (WHERE leader IS NOT NULL AND prev_leader IS NOT NULL
           AND leader <> prev_leader) AS lead_changes,
         count(*) FILTER (WHERE margin = 0 AND prev_margin <> 0) AS times_tied,
         max(game_second) AS game_seconds,
         coalesce(sum(coalesce(next_second, l.game_length) - game_second)
           FILTER (WHERE margin > 0), 0) AS home_secs_leading,
         coalesce(sum(coalesce(next_second, l.game_length) - game_second)
           FILTER (WHERE margin < 0), 0) AS away_secs_leading
       FROM ev LEFT JOIN lengths l USING (game_id) GROUP BY game_id),
     scoring AS (
       SELECT game_id, seq, home_pts + away_pts AS pts,
         CASE WHEN home_pts > 0 AND away_pts > 0 THEN 'both'
           WHEN home_pts > 0 THEN 'home' ELSE 'away' END AS scorer
       FROM ev WHERE home_pts > 0 OR away_pts > 0),
     runs AS (
       SELECT game_id, scorer, sum(pts) AS pts
       FROM (SELECT *, row_number() OVER (PARTITION BY game_id ORDER BY seq)
           - row_number() OVER (PARTITION BY game_id, scorer ORDER BY seq) AS island
         FROM scoring)
       GROUP BY game_id, scorer, island),
     best_runs AS (
       SELECT game_id, coalesce(max(pts) FILTER (WHERE scorer = 'home'), 0) AS home_best_run,
         coalesce(max(pts) FILTER (WHERE scorer = 'away'), 0) AS away_best_run
       FROM runs GROUP BY game_id),
     -- The win probability at a moment is the last event's at or before it, so several events at
     -- one game second read as the last of them.
     moments AS (
       SELECT game_id, game_second, arg_max(wp_home, seq) AS wp_home
       FROM ev GROUP BY game_id, game_second),
     samples AS (
       SELECT m.game_id, s.i, m.game_seconds * s.i / ($points - 1) AS at_second
       FROM margins m CROSS JOIN range(0, $points::BIGINT) s(i)),
     sampled AS (
       SELECT s.game_id, s.i, mo.wp_home
       FROM samples s ASOF LEFT JOIN moments mo
         ON mo.game_id = s.game_id AND mo.game_second <= s.at_second),
     series AS (
       SELECT game_id,
         string_agg(CAST(round(100 * coalesce(wp_home, 0.5)) AS INTEGER)::VARCHAR, ',' ORDER BY i)
           AS wp_home_series
       FROM sampled GROUP BY game_id)
     SELECT $competitionId AS competition_id, m.game_id, m.home_max_lead, m.away_max_lead,
       m.lead_changes, m.times_tied, m.home_secs_leading, m.away_secs_leading,
       coalesce(r.home_best_run, 0) AS home_best_run,
       coalesce(r.away_best_run, 0) AS away_best_run, s.wp_home_series
     FROM margins m LEFT JOIN best_runs r USING (game_id) JOIN series s USING (game_id)
     ORDER BY m.game_id`,
    { competitionId, points: GAME_FLOW_WP_POINTS },
  );
}
