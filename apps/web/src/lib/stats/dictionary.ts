/**
 * The stat dictionary: one entry per response field that a table or chart shows, keyed by the
 * field's exact name (spec/response-fields.md). Every table column, chart axis, tooltip and CSV
 * header reads its label, definition, format and direction here, so a stat is defined once.
 * The entries live in dictionary/ by what they describe; a key defined twice fails at load.
 */
import { isNumericFormat } from './format';
import { BOX_STATS } from './dictionary/box';
import { BRACKET_CHALLENGE_STATS, BRACKET_STATS } from './dictionary/brackets';
import { DECIDING_STATS } from './dictionary/deciding';
import { DRAFT_STATS } from './dictionary/draft';
import { flipDirection } from './dictionary/define';
import { GAME_STATS } from './dictionary/games';
import { IDENTITY_STATS } from './dictionary/identity';
import { LINEUP_STATS } from './dictionary/lineups';
import { NIL_STATS } from './dictionary/nil';
import { PLAYER_STATS } from './dictionary/players';
import { PORTAL_STATS } from './dictionary/portal';
import { PROJECTION_STATS } from './dictionary/projections';
import { SHOOTING_STATS } from './dictionary/shooting';
import { RATING_STATS, TEAM_STATS } from './dictionary/team';
import { TRANSFER_STATS } from './dictionary/transfers';
import type { StatDefinition, StatDirection } from './dictionary/types';
import { ZONE_STATS } from './dictionary/zones';

export type {
  StatColorScale,
  StatDefinition,
  StatDirection,
  StatFamily,
  StatMode,
  StatScaling,
} from './dictionary/types';
export { STAT_FAMILY_LABELS, STAT_MODES, STAT_MODE_LABELS } from './dictionary/types';
export { allowsMode } from './dictionary/define';
export { ZONES, ZONE_IDS, type ZoneId, type ZoneInfo } from './dictionary/zones';

const ALL_STATS = [
  ...IDENTITY_STATS,
  ...BOX_STATS,
  ...SHOOTING_STATS,
  ...DECIDING_STATS,
  ...RATING_STATS,
  ...TEAM_STATS,
  ...GAME_STATS,
  ...PLAYER_STATS,
  ...ZONE_STATS,
  ...LINEUP_STATS,
  ...PORTAL_STATS,
  ...TRANSFER_STATS,
  ...NIL_STATS,
  ...DRAFT_STATS,
  ...PROJECTION_STATS,
  ...BRACKET_STATS,
  ...BRACKET_CHALLENGE_STATS,
] as const;

/** Every field name the dictionary knows. */
export type StatKey = (typeof ALL_STATS)[number]['key'];

function indexByKey(
  definitions: readonly StatDefinition<StatKey>[],
): ReadonlyMap<string, StatDefinition<StatKey>> {
  const byKey = new Map<string, StatDefinition<StatKey>>();
  for (const definition of definitions) {
    if (byKey.has(definition.key)) {
      throw new Error(`The stat dictionary defines "${definition.key}" twice.`);
    }
    byKey.set(definition.key, definition);
  }
  return byKey;
}

const BY_KEY = indexByKey(ALL_STATS);

/** All entries, in dictionary order (the column picker's order). */
export const STAT_DEFINITIONS: readonly StatDefinition<StatKey>[] = ALL_STATS;

export function isStatKey(key: string): key is StatKey {
  return BY_KEY.has(key);
}

/** The entry of a known field. */
export function statDefinition(key: StatKey): StatDefinition<StatKey> {
  const definition = BY_KEY.get(key);
  if (definition === undefined) throw new Error(`Unknown stat "${key}".`);
  return definition;
}

/** The entry of a field named at run time (a URL, a saved layout), or undefined. */
export function findStatDefinition(key: string): StatDefinition<StatKey> | undefined {
  return BY_KEY.get(key);
}

export interface DirectionOptions {
  /**
   * The row describes the opponents (a defence row of `team-agg-stats` with isOffense false):
   * every stat is the opponents', so every direction flips.
   */
  opponentView?: boolean;
}

/** Which way is better for this stat in this view. */
export function effectiveDirection(
  definition: StatDefinition,
  { opponentView = false }: DirectionOptions = {},
): StatDirection {
  return opponentView ? flipDirection(definition.direction) : definition.direction;
}

/**
 * The first direction a column sorts in: best first (descending when higher is better,
 * ascending when lower is), numbers without a better end from the largest, text A→Z.
 */
export function firstSortDirection(
  definition: StatDefinition,
  options: DirectionOptions = {},
): 'asc' | 'desc' {
  if (!isNumericFormat(definition.format)) return 'asc';
  // A rank without a better end (the opponent's) still reads from 1 down.
  if (definition.format === 'rank' && definition.direction === 'neutral') return 'asc';
  return effectiveDirection(definition, options) === 'lower' ? 'asc' : 'desc';
}
