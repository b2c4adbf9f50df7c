/**
 * Points per possession by play context, from the counted possessions of play-by-play games
 * (METHODS §1). A possession's context is read from how the previous possession of the game
 * ended, from the engine's transition flag, and from the events inside it:
 *
 * - `periodStart`: the first possession of a period (no previous one in the period);
 * - `afterTov`: the opponent's possession ended in a turnover; `afterStl` is the part of those
 *   where a steal was recorded (a live-ball turnover);
 * - `afterDrb`: the opponent's possession ended in a defensive rebound (a miss it did not keep);
 * - `afterScore`: the opponent's possession ended with a made shot or made last free throw;
 *   these four partition every possession;
 * - `transition` / `halfCourt`: the engine's transition flag (METHODS §6) and its complement,
 *   a second partition;
 * - `secondChance`: possessions with a live-ball offensive rebound by the offense; their points
 *   are only those scored after the first such rebound (second-chance points).
 *
 * Rows are per team (and per game on request) and side of the ball: offense = the team's own
 * possessions, defense = its opponents' possessions in the same games.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull } from '../../db/values';

export const PLAY_CONTEXTS = [
  'total',
  'transition',
  'halfCourt',
  'afterTov',
  'afterStl',
  'afterDrb',
  'afterScore',
  'periodStart',
  'secondChance',
] as const;
export type PlayContext = (typeof PLAY_CONTEXTS)[number];

/** SQL predicate (over `ctx` rows) and points expression of each context; fixed text. */
const CONTEXT_SQL: Readonly<Record<PlayContext, { where: string; points: string }>> = {
  total: { where: 'true', points: 'points' },
  transition: { where: 'transition', points: 'points' },
  halfCourt: { where: 'NOT transition', points: 'points' },
  afterTov: { where: "start_context = 'afterTov'", points: 'points' },
  afterStl: { where: "start_context = 'afterTov' AND after_steal", points: 'points' },
  afterDrb: { where: "start_context = 'afterDrb'", points: 'points' },
  afterScore: { where: "start_context = 'afterScore'", points: 'points' },
  periodStart: { where: "start_context = 'periodStart'", points: 'points' },
  secondChance: { where: 'first_orb IS NOT NULL', points: 'second_chance_points' },
};

const CONTEXT_COLUMNS = Object.entries(CONTEXT_SQL)
  .flatMap(([context, { where, points }]) => [
    `count(*) FILTER (WHERE ${where})::INTEGER AS ${context}_poss`,
    `coalesce(sum(${points}) FILTER (WHERE ${where}), 0)::INTEGER AS ${context}_pts`,
  ])
  .join(',\n  ');

export interface PlayContextRow {
  teamId: number;
  /** Null for season rows (summed over the team's play-by-play games). */
  gameId: number | null;
  isOffense: boolean;
  gpPbp: number;
  contexts: Record<PlayContext, { poss: number; pts: number }>;
}

export async function teamPlayContexts(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamIds: readonly number[];
    gameId?: number | null;
    perGame: boolean;
  },
): Promise<PlayContextRow[]> {
  if (filter.teamIds.length === 0) return [];
  // The two groupings differ only in whether the game is a key; both texts are fixed.
  const keys = filter.perGame ? 'team_id, game_id, is_offense' : 'team_id, is_offense';
  const rows = await db.all(
    `WITH team_side AS (
       SELECT team_id, game_id, side FROM team_games
       WHERE competition_id = $competitionId AND coverage = 'pbp'
         AND list_contains(string_split($teamIds, ',')::INTEGER[], team_id)
         AND ($gameId::INTEGER IS NULL OR game_id = $gameId::INTEGER)),
     poss AS (
       SELECT p.*, lag(p.ending) OVER w AS prev_ending, lag(p.period) OVER w AS prev_period,
         lag(p.start_seq) OVER w AS prev_start_seq
       FROM possessions p
       WHERE p.competition_id = $competitionId AND p.game_id IN (SELECT game_id FROM team_side)
       WINDOW w AS (PARTITION BY p.game_id ORDER BY p.idx)),
     ctx AS (
       SELECT p.game_id, p.offense, p.points, p.transition,
         CASE WHEN p.prev_ending IS NULL OR p.prev_period <> p.period OR p.prev_ending = 'periodEnd' THEN 'periodStart'
              WHEN p.prev_ending = 'turnover' THEN 'afterTov'
              WHEN p.prev_ending = 'defensiveRebound' THEN 'afterDrb'
              ELSE 'afterScore' END AS start_context,
         EXISTS (SELECT 1 FROM events e WHERE e.competition_id = p.competition_id AND e.game_id = p.game_id
           AND e.type = 'steal' AND e.seq BETWEEN p.prev_start_seq AND p.start_seq) AS after_steal,
         (SELECT min(e.seq) FROM events e WHERE e.competition_id = p.competition_id AND e.game_id = p.game_id
           AND e.type = 'rebound' AND e.detail = 'offensive' AND e.side = p.offense
           AND e.seq BETWEEN p.start_seq AND p.end_seq) AS first_orb,
         p.end_seq
       FROM poss p),
     scored AS (
       SELECT c.*, (SELECT coalesce(sum(e.value), 0) FROM events e
           WHERE e.competition_id = $competitionId AND e.game_id = c.game_id AND e.made
             AND e.type IN ('shot', 'freeThrow') AND e.side = c.offense
             AND e.seq > c.first_orb AND e.seq <= c.end_seq) AS second_chance_points
       FROM ctx c),
     sided AS (
       SELECT ts.team_id, ts.game_id, s.offense = ts.side AS is_offense, s.points, s.transition,
         s.start_context, s.after_steal, s.first_orb, s.second_chance_points
       FROM team_side ts JOIN scored s ON s.game_id = ts.game_id)
     SELECT ${keys}, count(DISTINCT game_id)::INTEGER AS gp_pbp, ${CONTEXT_COLUMNS}
     FROM sided GROUP BY ${keys} ORDER BY ${keys}`,
    {
      competitionId: filter.competitionId,
      teamIds: filter.teamIds.join(','),
      gameId: filter.gameId ?? null,
    },
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    gameId: filter.perGame ? num(row, 'game_id') : null,
    isOffense: bool(row, 'is_offense'),
    gpPbp: num(row, 'gp_pbp'),
    contexts: Object.fromEntries(
      PLAY_CONTEXTS.map((context) => [
        context,
        { poss: num(row, `${context}_poss`), pts: numOrNull(row, `${context}_pts`) ?? 0 },
      ]),
    ) as PlayContextRow['contexts'],
  }));
}
