/**
 * The shape of one entry of the stat dictionary: everything a table column or a chart needs to
 * show one response field (spec/response-fields.md) — its name, definition, format, which way
 * is better, and how it converts between totals and rates.
 */
import type { StatFormat } from '../format';

/** How a column's numbers can be shown (the table's per-game / per-40 / … switch). */
export type StatMode = 'totals' | 'perGame' | 'per40' | 'per100';

export const STAT_MODES: readonly StatMode[] = ['perGame', 'totals', 'per40', 'per100'];

export const STAT_MODE_LABELS: Readonly<Record<StatMode, string>> = {
  perGame: 'Per game',
  totals: 'Totals',
  per40: 'Per 40 min',
  per100: 'Per 100 poss',
};

/**
 * Which way is better. 'neutral' stats (pace, games, heights, dates) have no good end: they sort
 * descending first and are never percentile-coloured.
 */
export type StatDirection = 'higher' | 'lower' | 'neutral';

/** Percentile colouring: a diverging good→bad scale, or none. */
export type StatColorScale = 'goodBad' | 'none';

/**
 * Counting stats sent as totals (player season totals, a game's box score, a lineup's stints)
 * convert between modes; rates, percentages, ratings and values the API already sends per game
 * (`…Pg`, the team `…Diff`s) do not: a per-game eFG% is meaningless, and a "PPG" column shown
 * as totals would contradict its own header.
 */
export interface StatScaling {
  /** The modes the stat may be shown in, 'totals' (as sent) included. */
  readonly modes: readonly StatMode[];
}

/** What a field is about; the column picker groups columns by it. */
export type StatFamily =
  | 'identity'
  | 'box'
  | 'shooting'
  | 'ratings'
  | 'team'
  | 'game'
  | 'player'
  | 'zone'
  | 'lineup'
  | 'portal'
  | 'nil'
  | 'draft';

export const STAT_FAMILY_LABELS: Readonly<Record<StatFamily, string>> = {
  identity: 'Names',
  box: 'Box score',
  shooting: 'Shooting and four factors',
  ratings: 'Ratings',
  team: 'Team',
  game: 'Game',
  player: 'Player',
  zone: 'Shot zones',
  lineup: 'Lineups and on/off',
  portal: 'Transfer portal',
  nil: 'NIL index',
  draft: 'Draft projection',
};

export interface StatDefinition<K extends string = string> {
  /** The response field, spelled exactly as the API sends it. */
  readonly key: K;
  /** Full name, e.g. "Effective field-goal %". */
  readonly label: string;
  /** Column header, e.g. "eFG%". */
  readonly shortLabel: string;
  /** The definition (METHODS formulas), shown as the column tooltip. */
  readonly description: string;
  readonly format: StatFormat;
  readonly direction: StatDirection;
  readonly colorScale: StatColorScale;
  /** null: shown as sent in every mode. */
  readonly scaling: StatScaling | null;
  readonly family: StatFamily;
}
