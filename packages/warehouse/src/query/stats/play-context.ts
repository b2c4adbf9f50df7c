/**
 * Points per possession by play context, from the counted possessions of play-by-play games
 * (METHODS §1). Each possession's context is stored by the build (the engine's play-context
 * module: how the previous possession ended, a steal before it, an offensive rebound inside it);
 * here they are only counted:
 *
 * - `periodStart`, `afterTov`, `afterDrb`, `afterScore`: how the possession started (these four
 *   partition every possession); `afterStl` is the part of `afterTov` after a steal;
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
  secondChance: { where: 'second_chance', points: 'second_chance_points' },
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
     sided AS (
       SELECT ts.team_id, ts.game_id, p.offense = ts.side AS is_offense, p.points, p.transition,
         p.start_context, p.after_steal, p.second_chance, p.second_chance_points
       FROM team_side ts
       JOIN possessions p ON p.competition_id = $competitionId AND p.game_id = ts.game_id)
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
