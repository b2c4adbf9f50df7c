/**
 * How a game's margin moved, from a team's side: largest lead and deficit, lead changes, ties,
 * and the seconds spent ahead, behind and level. The margin after each event holds until the
 * next event (or the final horn); before the first event the game is level. A lead change is a
 * change of leader (ties in between do not count as one); a tie is counted each time the score
 * becomes level after being unequal. Play-by-play games only.
 */
import { merged } from '@courtside/contract';
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { andAll, namedIdFilter } from '../named';

export interface GameMargins {
  gameId: number;
  gameDate: string | null;
  teamId: number;
  teamIdAgst: number | null;
  isHome: boolean;
  isWin: boolean;
  ptsScored: number;
  ptsAgst: number;
  maxLead: number;
  maxDeficit: number;
  leadChanges: number;
  timesTied: number;
  secsLeading: number;
  secsTrailing: number;
  secsTied: number;
  gameSeconds: number;
}

export async function gameMargins(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId?: number | null;
    gameId?: number | null;
    divisionId?: number | null;
    conferenceId?: number | null;
  },
): Promise<GameMargins[]> {
  const named = namedIdFilter(filter, {
    teamId: 'tg.team_id = $teamId',
    gameId: 'tg.game_id = $gameId',
    divisionId: 't.division_id = $divisionId',
    conferenceId: 't.conference_id = $conferenceId',
  });
  const rows = await db.all(
    `WITH team_rows AS (
       SELECT tg.game_id, tg.game_date, tg.team_id, tg.opp_team_id, tg.side, tg.is_win, tg.minutes
       FROM team_games tg JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
       WHERE tg.competition_id = $competitionId AND tg.coverage = 'pbp' ${andAll(named.conditions)}),
     ev AS (
       SELECT e.game_id, e.seq, e.game_second, e.home_score - e.away_score AS margin,
         lead(e.game_second) OVER (PARTITION BY e.game_id ORDER BY e.seq) AS next_second
       FROM events e WHERE e.competition_id = $competitionId
         AND e.game_id IN (SELECT game_id FROM team_rows)),
     marked AS (
       SELECT *, nullif(sign(margin), 0) AS leader,
         lag(nullif(sign(margin), 0) IGNORE NULLS) OVER (PARTITION BY game_id ORDER BY seq) AS prev_leader,
         coalesce(lag(margin) OVER (PARTITION BY game_id ORDER BY seq), 0) AS prev_margin
       FROM ev),
     per_game AS (
       SELECT game_id, max(margin) AS max_home, min(margin) AS min_home,
         count(*) FILTER (WHERE leader IS NOT NULL AND prev_leader IS NOT NULL AND leader <> prev_leader) AS lead_changes,
         count(*) FILTER (WHERE margin = 0 AND prev_margin <> 0) AS ties,
         list({'margin': margin, 'from': game_second, 'to': next_second}) AS spans
       FROM marked GROUP BY game_id)
     SELECT tr.game_id, strftime(tr.game_date, '%Y-%m-%d') AS date, tr.team_id, tr.opp_team_id,
       tr.side, tr.is_win, tr.minutes * 60 AS game_seconds, pg.lead_changes, pg.ties,
       CASE WHEN tr.side = 'home' THEN greatest(pg.max_home, 0) ELSE greatest(-pg.min_home, 0) END AS max_lead,
       CASE WHEN tr.side = 'home' THEN greatest(-pg.min_home, 0) ELSE greatest(pg.max_home, 0) END AS max_deficit,
       list_sum(list_transform(pg.spans, s -> CASE WHEN (CASE WHEN tr.side = 'home' THEN s.margin ELSE -s.margin END) > 0
         THEN coalesce(s."to", tr.minutes * 60) - s."from" ELSE 0 END)) AS secs_leading,
       list_sum(list_transform(pg.spans, s -> CASE WHEN (CASE WHEN tr.side = 'home' THEN s.margin ELSE -s.margin END) < 0
         THEN coalesce(s."to", tr.minutes * 60) - s."from" ELSE 0 END)) AS secs_trailing,
       tg.pts, tg.opp_pts
     FROM team_rows tr JOIN per_game pg USING (game_id)
     JOIN team_games tg ON tg.competition_id = $competitionId AND tg.game_id = tr.game_id AND tg.side = tr.side
     ORDER BY tr.game_date NULLS LAST, tr.game_id, tr.side DESC`,
    merged({ competitionId: filter.competitionId }, named.params),
  );
  return rows.map((row): GameMargins => {
    const gameSeconds = num(row, 'game_seconds');
    const secsLeading = num(row, 'secs_leading');
    const secsTrailing = num(row, 'secs_trailing');
    return {
      gameId: num(row, 'game_id'),
      gameDate: strOrNull(row, 'date'),
      teamId: num(row, 'team_id'),
      teamIdAgst: numOrNull(row, 'opp_team_id'),
      isHome: str(row, 'side') === 'home',
      isWin: bool(row, 'is_win'),
      ptsScored: num(row, 'pts'),
      ptsAgst: num(row, 'opp_pts'),
      maxLead: num(row, 'max_lead'),
      maxDeficit: num(row, 'max_deficit'),
      leadChanges: num(row, 'lead_changes'),
      timesTied: num(row, 'ties'),
      secsLeading,
      secsTrailing,
      secsTied: gameSeconds - secsLeading - secsTrailing,
      gameSeconds,
    };
  });
}
