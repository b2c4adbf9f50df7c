/**
 * The aggregate scopes of the stats API (team-agg-stats and player-agg-stats: response-fields.md
 * names, in reading order) with their labels, plus the `month-YYYY-MM` scopes the API computes
 * on request. Team and player splits label their rows here so a split is named once.
 */
const NAMED_SCOPES: ReadonlyMap<string, { label: string; group: string }> = new Map([
  ['season', { label: 'Season', group: 'Season' }],
  ['home', { label: 'Home', group: 'Site' }],
  ['away', { label: 'Away', group: 'Site' }],
  ['neutral', { label: 'Neutral', group: 'Site' }],
  ['confReg', { label: 'Conference (regular season)', group: 'Conference' }],
  ['wins', { label: 'Wins', group: 'Result' }],
  ['losses', { label: 'Losses', group: 'Result' }],
  ['l5g', { label: 'Last 5 games', group: 'Recent' }],
  ['l10g', { label: 'Last 10 games', group: 'Recent' }],
  ['quad1', { label: 'Quadrant 1', group: 'Opponent quadrant' }],
  ['quad2', { label: 'Quadrant 2', group: 'Opponent quadrant' }],
  ['quad3', { label: 'Quadrant 3', group: 'Opponent quadrant' }],
  ['quad4', { label: 'Quadrant 4', group: 'Opponent quadrant' }],
  ['clutch', { label: 'Clutch (last 5:00, within 5)', group: 'Clutch' }],
]);

/** The named scopes (the API's TEAM_AGG_SCOPES) in reading order. */
export const NAMED_SCOPES_IN_ORDER = [...NAMED_SCOPES.keys()];
const SCOPE_ORDER = NAMED_SCOPES_IN_ORDER;
const MONTH_SCOPE = /^month-(\d{4})-(\d{2})$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function scopeLabel(scope: string): string {
  const named = NAMED_SCOPES.get(scope);
  if (named !== undefined) return named.label;
  const month = MONTH_SCOPE.exec(scope);
  const name = month === null ? undefined : MONTH_NAMES[Number(month[2]) - 1];
  return month !== null && name !== undefined ? `${name} ${month[1]}` : scope;
}

/** `month-YYYY-MM` for every month with a dated game, in calendar order. */
export function monthScopes(games: readonly { gameDate: string | null }[]): string[] {
  const months = new Set<string>();
  for (const { gameDate } of games) {
    if (gameDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(gameDate)) {
      months.add(`month-${gameDate.slice(0, 7)}`);
    }
  }
  return [...months].sort();
}

export function scopeRank(scope: string): number {
  const index = SCOPE_ORDER.indexOf(scope);
  // Months follow the named scopes in calendar order (their names sort so).
  return index >= 0 ? index : SCOPE_ORDER.length;
}
