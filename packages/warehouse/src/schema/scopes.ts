/**
 * The standard scopes materialized at build time (names from spec/response-fields.md, plus
 * `month-YYYY-MM`). Each scope is a filter over a team's (or player's) game rows; `recency` is
 * 1 for the latest dated game. Quadrant scopes need the ratings, so aggregates are built after
 * them; `clutch` comes from the play-by-play splits. Date ranges are never materialized: the query
 * layer computes them with the same sums.
 */
export const STANDARD_SCOPES = [
  'season',
  'confReg',
  'home',
  'away',
  'neutral',
  'l5g',
  'l10g',
  'wins',
  'losses',
] as const;
export const QUAD_SCOPES = ['quad1', 'quad2', 'quad3', 'quad4'] as const;
export const CLUTCH_SCOPE = 'clutch';

export type StandardScope = (typeof STANDARD_SCOPES)[number];
export type QuadScope = (typeof QUAD_SCOPES)[number];
export type MonthScope = `month-${number}-${string}`;
export type Scope = StandardScope | QuadScope | typeof CLUTCH_SCOPE | MonthScope;

/** SQL predicate of each standard scope over a row with site, won, lost, recency… */
export const SCOPE_FILTERS: Readonly<Record<StandardScope, string>> = {
  season: 'true',
  confReg: 'conference_game AND NOT conf_tournament',
  home: "site = 'home'",
  away: "site = 'away'",
  neutral: "site = 'neutral'",
  l5g: 'recency <= 5 AND game_date IS NOT NULL',
  l10g: 'recency <= 10 AND game_date IS NOT NULL',
  wins: 'won',
  losses: 'lost',
};

const MONTH = /^month-(\d{4})-(0[1-9]|1[0-2])$/;

export function isScope(value: string): value is Scope {
  return (
    (STANDARD_SCOPES as readonly string[]).includes(value) ||
    (QUAD_SCOPES as readonly string[]).includes(value) ||
    value === CLUTCH_SCOPE ||
    MONTH.test(value)
  );
}

/**
 * UNION ALL of (scope, row) over `source` (columns game_date, site, won, lost, recency,
 * conference_game, conf_tournament, quadrant): one branch per standard scope, months, quadrants.
 */
export function scopedRowsSql(source: string): string {
  const branches = STANDARD_SCOPES.map(
    (scope) => `SELECT '${scope}' AS scope, * FROM ${source} WHERE ${SCOPE_FILTERS[scope]}`,
  );
  branches.push(
    `SELECT 'month-' || strftime(game_date, '%Y-%m') AS scope, * FROM ${source} WHERE game_date IS NOT NULL`,
    `SELECT 'quad' || quadrant AS scope, * FROM ${source} WHERE quadrant IS NOT NULL`,
  );
  return branches.join('\nUNION ALL\n');
}
