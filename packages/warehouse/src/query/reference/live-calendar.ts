/**
 * The games a live source lays on real days: every game of a competition with its date,
 * division and teams. Only play-by-play games can be replayed event by event.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, readRowsByColumn, str } from '../../db/values';

export interface LiveCalendarGame {
  readonly gameId: number;
  /** yyyy-mm-dd, the date it was played in the season. */
  readonly date: string;
  readonly divisionId: number;
  readonly homeTeamId: number | null;
  readonly homeTeamMarket: string;
  readonly homeConferenceId: number | null;
  readonly awayTeamId: number | null;
  readonly awayTeamMarket: string;
  readonly awayConferenceId: number | null;
  readonly isNeutral: boolean;
  readonly hasPbp: boolean;
  /** The final score and periods played, as the warehouse holds them. */
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly periods: number | null;
  /** Seq of the game's last event; null without play-by-play. */
  readonly lastSeq: number | null;
}

export async function liveCalendarGames(
  db: WarehouseDb,
  competitionId: number,
): Promise<LiveCalendarGame[]> {
  return readRowsByColumn(
    db,
    `SELECT g.game_id, strftime(g.game_date, '%Y-%m-%d') AS date,
       coalesce(h.division_id, a.division_id) AS division_id,
       g.home_team_id, coalesce(h.team_market, g.home_name) AS home_market,
       h.conference_id AS home_conference_id, a.conference_id AS away_conference_id,
       g.away_team_id, coalesce(a.team_market, g.away_name) AS away_market,
       g.neutral, g.coverage = 'pbp' AS has_pbp, g.home_score, g.away_score, g.periods,
       e.last_seq
     FROM games g
     -- One pass over the competition's events, once per served file (the source keeps it).
     LEFT JOIN (SELECT game_id, max(seq) AS last_seq FROM events
                WHERE competition_id = $competitionId GROUP BY game_id) e ON e.game_id = g.game_id
     LEFT JOIN teams h ON h.competition_id = g.competition_id AND h.team_id = g.home_team_id
     LEFT JOIN teams a ON a.competition_id = g.competition_id AND a.team_id = g.away_team_id
     WHERE g.competition_id = $competitionId AND g.game_date IS NOT NULL
       AND coalesce(h.division_id, a.division_id) IS NOT NULL
     ORDER BY g.game_date, g.game_id`,
    { competitionId },
    (row) => ({
      gameId: num(row, 'game_id'),
      date: str(row, 'date'),
      divisionId: num(row, 'division_id'),
      homeTeamId: numOrNull(row, 'home_team_id'),
      homeTeamMarket: str(row, 'home_market'),
      homeConferenceId: numOrNull(row, 'home_conference_id'),
      awayTeamId: numOrNull(row, 'away_team_id'),
      awayTeamMarket: str(row, 'away_market'),
      awayConferenceId: numOrNull(row, 'away_conference_id'),
      isNeutral: bool(row, 'neutral'),
      hasPbp: bool(row, 'has_pbp'),
      homeScore: numOrNull(row, 'home_score'),
      awayScore: numOrNull(row, 'away_score'),
      periods: numOrNull(row, 'periods'),
      lastSeq: numOrNull(row, 'last_seq'),
    }),
  );
}
