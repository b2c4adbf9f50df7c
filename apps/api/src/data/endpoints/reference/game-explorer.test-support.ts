/**
 * The game explorer's expected answers, written apart from the build and the handler: one SQL
 * statement over a competition's division recounts each played game's score flow from its
 * events (leads, comeback, lead changes as changes of sign over the events with a non-zero
 * margin, ties as events that level a score that was not level before), takes the engine's
 * stored runs (every run of 8 or more) and the rest from games, teams and tournament_games; and
 * the order each sort should put those games in. Imported by tests only.
 */
import type { ExplorerSort } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { MEN } from '../stats/support/testing';

export const DIVISION = 1;

/** The division's played games with their flow recounted from events; one SQL statement. */
const GAMES_SQL = `
  WITH scope AS (
    SELECT g.game_id, g.game_date, g.home_team_id, g.away_team_id, g.home_score, g.away_score,
      g.neutral, g.conf_tournament, g.periods, h.conference_id AS home_conf,
      a.conference_id AS away_conf
    FROM games g
    LEFT JOIN teams h ON h.competition_id = g.competition_id AND h.team_id = g.home_team_id
    LEFT JOIN teams a ON a.competition_id = g.competition_id AND a.team_id = g.away_team_id
    WHERE g.competition_id = $c AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
      AND (h.division_id = $d OR a.division_id = $d)),
  ev AS (
    SELECT game_id, seq, home_score - away_score AS m FROM events
    WHERE competition_id = $c AND game_id IN (SELECT game_id FROM scope)),
  leads AS (
    SELECT game_id, greatest(max(m), 0) AS home_lead, greatest(-min(m), 0) AS away_lead
    FROM ev GROUP BY game_id),
  signs AS (
    SELECT game_id, sign(m) AS s, lag(sign(m)) OVER (PARTITION BY game_id ORDER BY seq) AS prev
    FROM ev WHERE m <> 0),
  changes AS (
    SELECT game_id, count(*) FILTER (WHERE s <> prev) AS lead_changes FROM signs GROUP BY game_id),
  levels AS (
    SELECT game_id, m, coalesce(lag(m) OVER (PARTITION BY game_id ORDER BY seq), 0) AS before
    FROM ev),
  ties AS (
    SELECT game_id, count(*) FILTER (WHERE m = 0 AND before <> 0) AS times_tied
    FROM levels GROUP BY game_id),
  runs AS (
    SELECT game_id, max(points) AS best_run FROM runs WHERE competition_id = $c GROUP BY game_id)
  SELECT s.*, l.home_lead, l.away_lead, ch.lead_changes, ti.times_tied, r.best_run,
    t.kind AS tournament_kind, t.round AS tournament_round, strftime(s.game_date, '%Y-%m-%d') AS day
  FROM scope s LEFT JOIN leads l USING (game_id) LEFT JOIN changes ch USING (game_id)
  LEFT JOIN ties ti USING (game_id) LEFT JOIN runs r USING (game_id)
  LEFT JOIN tournament_games t ON t.competition_id = $c AND t.game_id = s.game_id`;

export interface SqlGame {
  gameId: number;
  day: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeConf: number | null;
  awayConf: number | null;
  margin: number;
  total: number;
  neutral: boolean;
  confTournament: boolean;
  overtimes: number;
  /** Null without events (box only). */
  homeLead: number | null;
  awayLead: number | null;
  leadChanges: number | null;
  /** Times the score became level after being unequal; null without events. */
  timesTied: number | null;
  /** The engine's largest stored run (8+), null when no run reached 8. */
  bestRun: number | null;
  tournamentKind: string | null;
  tournamentRound: number | null;
}

const numOrNull = (value: unknown): number | null => (value === null ? null : Number(value));

export async function sqlGames(db: WarehouseDb): Promise<SqlGame[]> {
  const rows = await db.all(GAMES_SQL, { c: MEN, d: DIVISION });
  return rows.map((row) => ({
    gameId: Number(row['game_id']),
    day: String(row['day']),
    homeTeamId: numOrNull(row['home_team_id']),
    awayTeamId: numOrNull(row['away_team_id']),
    homeConf: numOrNull(row['home_conf']),
    awayConf: numOrNull(row['away_conf']),
    margin: Number(row['home_score']) - Number(row['away_score']),
    total: Number(row['home_score']) + Number(row['away_score']),
    neutral: Boolean(row['neutral']),
    confTournament: Boolean(row['conf_tournament']),
    overtimes: Number(row['periods']) - 2,
    homeLead: numOrNull(row['home_lead']),
    awayLead: numOrNull(row['away_lead']),
    // A game whose margin never left 0 has no signs row at all: no lead change.
    leadChanges: row['home_lead'] === null ? null : Number(row['lead_changes'] ?? 0),
    timesTied: row['home_lead'] === null ? null : Number(row['times_tied'] ?? 0),
    bestRun: numOrNull(row['best_run']),
    tournamentKind: row['tournament_kind'] === null ? null : String(row['tournament_kind']),
    tournamentRound: numOrNull(row['tournament_round']),
  }));
}

export const comebackOf = (game: SqlGame): number | null =>
  game.homeLead === null || game.awayLead === null
    ? null
    : game.margin > 0
      ? game.awayLead
      : game.homeLead;

/** A sort's figure of an SQL game; null when unknown. */
export type SqlSortValue = (game: SqlGame) => number | string | null;

/**
 * The game ids in the order a sort should give, restated apart from the contract: unknown
 * values last, the figure largest first when `mostFirst`, ties newest first and then by game id
 * whichever way the figure runs.
 */
export function expectedOrder(
  games: readonly SqlGame[],
  value: SqlSortValue,
  mostFirst: boolean,
): number[] {
  const keyed = games.map((game) => ({ game, value: value(game) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
    } else if (a.value !== b.value) {
      const ascending = a.value < b.value ? -1 : 1;
      return mostFirst ? -ascending : ascending;
    }
    if (a.game.day !== b.game.day) return a.game.day < b.game.day ? 1 : -1;
    return a.game.gameId - b.game.gameId;
  });
  return keyed.map(({ game }) => game.gameId);
}

/**
 * Each sort's figure of the SQL games and whether its natural direction is largest first. Only
 * runs of 8 or more are known here (the engine's stored runs), so `run` is null below that.
 * `homeWinProbability` is the games' pre-game home chance (the `games` list's prediction).
 */
export function sqlSorts(
  homeWinProbability: ReadonlyMap<number, number | null>,
): Record<ExplorerSort, { value: SqlSortValue; mostFirst: boolean }> {
  const winnerChance = (g: SqlGame) => {
    const home = homeWinProbability.get(g.gameId) ?? null;
    if (home === null || g.margin === 0) return null;
    return g.margin > 0 ? home : 1 - home;
  };
  return {
    date: { value: (g) => g.day, mostFirst: true },
    closest: { value: (g) => Math.abs(g.margin), mostFirst: false },
    comeback: { value: comebackOf, mostFirst: true },
    upset: { value: winnerChance, mostFirst: false },
    leadChanges: { value: (g) => g.leadChanges, mostFirst: true },
    run: { value: (g) => g.bestRun, mostFirst: true },
    lead: {
      value: (g) => (g.homeLead === null ? null : Math.max(g.homeLead, g.awayLead ?? 0)),
      mostFirst: true,
    },
    total: { value: (g) => g.total, mostFirst: true },
    overtimes: { value: (g) => g.overtimes, mostFirst: true },
    tied: { value: (g) => g.timesTied, mostFirst: true },
  };
}
