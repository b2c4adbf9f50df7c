/**
 * The views of a game page (§2 /stats/:competitionId/games/:gameId/:view), in tab order, and the
 * lowest tier each opens (§6: player-level rows, lineups and streaks are tier ≥ 1, like the
 * server's endpoint access).
 */
export const GAME_VIEWS = [
  { key: 'overview', label: 'Box score', minTier: 0 },
  { key: 'four-factors', label: 'Four factors', minTier: 0 },
  { key: 'play-by-play', label: 'Play-by-play', minTier: 0 },
  { key: 'game-flow', label: 'Game flow', minTier: 0 },
  { key: 'shot-chart', label: 'Shot chart', minTier: 0 },
  { key: 'lineups', label: 'Lineups', minTier: 1 },
  { key: 'runs', label: 'Runs', minTier: 1 },
] as const;

export type GameViewKey = (typeof GAME_VIEWS)[number]['key'];

/** Old and alternative names of a view. */
const VIEW_ALIASES: Readonly<Record<string, GameViewKey>> = {
  'box-score': 'overview',
  box: 'overview',
  pbp: 'play-by-play',
  flow: 'game-flow',
  shots: 'shot-chart',
};

/** The view a URL segment names, or null for an unknown one. */
export function gameViewOf(segment: string | undefined): GameViewKey | null {
  if (segment === undefined) return 'overview';
  const known = GAME_VIEWS.find((view) => view.key === segment);
  return known?.key ?? VIEW_ALIASES[segment] ?? null;
}
