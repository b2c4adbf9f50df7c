/**
 * The pool a player's percentiles are taken in, as the API's own percentiles form it (METHODS
 * §8): the qualified players of his division's season, overall or of his position group (the
 * first letter of the roster position: G, F or C). A position group with fewer than 30 qualified
 * players is too small to rank in and falls back to the overall pool, as the API's does.
 */
import type { PlayerPctilesType } from '@courtside/contract';

export type PositionGroup = 'G' | 'F' | 'C';

/** Fewer qualified players than this in a position group: the overall pool instead. */
export const POSITION_POOL_MIN_PLAYERS = 30;

const GROUP_NAMES: Readonly<Record<PositionGroup, string>> = {
  G: 'guards',
  F: 'forwards',
  C: 'centers',
};

export function positionGroupOf(position: unknown): PositionGroup | null {
  if (typeof position !== 'string') return null;
  const first = position.trim().charAt(0).toUpperCase();
  return first === 'G' || first === 'F' || first === 'C' ? first : null;
}

/** What a pool row needs: the position, and what finds the player among the rows. */
export interface PoolPlayer {
  position?: string | null;
  playerKey: string;
  teamId: number | null;
}

export interface PlayerPoolChoice {
  rows: readonly PoolPlayer[];
  /** Who is in it, e.g. "qualified Division I guards". */
  label: string;
}

/** A group's rows, filtered once per answer: players of one pool share them (and their work). */
const groupsByAnswer = new WeakMap<readonly PoolPlayer[], Map<PositionGroup, PoolPlayer[]>>();

function rowsOfGroup(rows: readonly PoolPlayer[], group: PositionGroup): readonly PoolPlayer[] {
  let groups = groupsByAnswer.get(rows);
  if (groups === undefined) {
    groups = new Map();
    groupsByAnswer.set(rows, groups);
  }
  let groupRows = groups.get(group);
  if (groupRows === undefined) {
    groupRows = rows.filter((row) => positionGroupOf(row.position) === group);
    groups.set(group, groupRows);
  }
  return groupRows;
}

/** The qualified rows the player is ranked among, and their description. */
export function playerPool(
  qualifiedRows: readonly PoolPlayer[],
  playerPosition: unknown,
  type: PlayerPctilesType,
  divisionName: string,
): PlayerPoolChoice {
  const group = positionGroupOf(playerPosition);
  if (type === 'byPosition' && group !== null) {
    const groupRows = rowsOfGroup(qualifiedRows, group);
    if (groupRows.length >= POSITION_POOL_MIN_PLAYERS) {
      return { rows: groupRows, label: `qualified ${divisionName} ${GROUP_NAMES[group]}` };
    }
  }
  return { rows: qualifiedRows, label: `all qualified ${divisionName} players` };
}
