/**
 * How a game's margin moved, from a team's side: largest lead and deficit, lead changes, ties,
 * and the seconds spent ahead, behind and level. The margin after each event holds until the
 * next event (or the final horn); before the first event the game is level. A lead change is a
 * change of leader (ties in between do not count as one); a tie is counted each time the score
 * becomes level after being unequal. Play-by-play games only. The build sums these once per game
 * from its events (game_flows), so a team's or a division's games read a row a game.
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
    `SELECT tg.game_id, strftime(tg.game_date, '%Y-%m-%d') AS date, tg.team_id, tg.opp_team_id,
       tg.side, tg.is_win, tg.minutes * 60 AS game_seconds, f.lead_changes, f.times_tied AS ties,
       CASE WHEN tg.side = 'home' THEN f.home_max_lead ELSE f.away_max_lead END AS max_lead,
       CASE WHEN tg.side = 'home' THEN f.away_max_lead ELSE f.home_max_lead END AS max_deficit,
       CASE WHEN tg.side = 'home' THEN f.home_secs_leading ELSE f.away_secs_leading END AS secs_leading,
       CASE WHEN tg.side = 'home' THEN f.away_secs_leading ELSE f.home_secs_leading END AS secs_trailing,
       tg.pts, tg.opp_pts
     FROM team_games tg
     JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
     JOIN game_flows f ON f.competition_id = tg.competition_id AND f.game_id = tg.game_id
     WHERE tg.competition_id = $competitionId AND tg.coverage = 'pbp' ${andAll(named.conditions)}
     ORDER BY tg.game_date NULLS LAST, tg.game_id, tg.side DESC`,
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
