/**
 * The data endpoint catalogue of §7. Query-style endpoints take the request config as query
 * parameters; every other endpoint takes it as path segments (see codec/data-path.ts).
 */

export const QUERY_STYLE_ENDPOINTS = [
  'event-log-analytics',
  'get-dropdown-options',
  'pbp-shots-tying-go-ahead',
  'player-period-stats',
  'player-game-stats',
  'player-game-clutch-stats',
  'player-agg-stats',
  'player-agg-stats-public',
  'player-agg-pbp-stats',
  'player-game-pbp-stats',
  'player-tying-go-ahead-shooting',
  'team-agg-pbp-stats',
  'team-game-stats',
  'team-game-clutch-stats',
  'team-game-pbp-stats',
  'team-tying-go-ahead-shooting',
  'team-records',
  'team-transfer-agg-stats',
  // The team and player streak endpoints (§7 names them as a group).
  'team-scoring-streaks',
  'player-scoring-streaks',
  'team-shooting-streaks',
  'player-shooting-streaks',
  'team-agg-streak-stats',
  'game-explorer-search',
  'team-period-stats',
  'lg-zones',
  'nil-predictions',
  'raw-nil-anonymized',
  'enh-lineup-game-summaries',
  'lineup-agg-stats-top',
  'on-off-agg-stats',
  'pbp-shots',
  'pctiles',
  'ranks',
  'competition-team-players',
  'competition-teams',
  'team-game-pppc',
] as const;

export const PATH_STYLE_ENDPOINTS = [
  'competitions',
  'tournaments',
  'players',
  'teams',
  'games',
  'conferences',
  'competition-conferences',
  'portal-agg-stats',
  'portal-agg-pbp-stats',
  'team-agg-stats',
  'team-agg-pppc',
  'conference-agg-stats',
  'team-agg-assist-combos',
  'enh-pbp',
  'lg-hexes',
  'streaks-margins',
  'shotcharts-top-options',
  'game-flow-lineups',
  'game-flow-players',
  'ptgc-selects',
  'live-search',
  'pctile-cutoffs',
  'vc-transfer-portal',
  'wbb-transfer-portal',
  'raw-games',
  'live-games',
  'live-games-two-day',
  'match-actions',
  'team-period-summaries',
  'player-period-summaries',
  'user-tier-trial-tokens',
  'team-colors',
  'height-rankings',
  'all-tournament-config-ids',
  'tournament-configs',
  'bracket-definitions',
] as const;

export type QueryStyleEndpoint = (typeof QUERY_STYLE_ENDPOINTS)[number];
export type PathStyleEndpoint = (typeof PATH_STYLE_ENDPOINTS)[number];
export type EndpointName = QueryStyleEndpoint | PathStyleEndpoint;

export const ENDPOINTS: readonly EndpointName[] = [
  ...QUERY_STYLE_ENDPOINTS,
  ...PATH_STYLE_ENDPOINTS,
];

const QUERY_STYLE_SET: ReadonlySet<string> = new Set(QUERY_STYLE_ENDPOINTS);
const ALL_SET: ReadonlySet<string> = new Set(ENDPOINTS);

export function isKnownEndpoint(name: string): name is EndpointName {
  return ALL_SET.has(name);
}

export function isQueryStyleEndpoint(name: string): name is QueryStyleEndpoint {
  return QUERY_STYLE_SET.has(name);
}

/** The route key every data endpoint lives under unless a config names another. */
export const DEFAULT_ROUTE_KEY = 'gs';
/** The path a request config with `pass: true` resolves to; such requests are never sent. */
export const PASS_ENDPOINT = 'pass';
