/**
 * The chart modes of a season's shooting view, the same for a team and a player: zones against
 * the division, hexes against the league at each spot, or every located attempt as a dot.
 */
export const SHOT_CHART_MODE_VALUES = ['zones', 'hexes', 'dots'] as const;
export type ShotChartMode = (typeof SHOT_CHART_MODE_VALUES)[number];

export const SHOT_CHART_MODES = [
  { value: 'zones', label: 'Zones' },
  { value: 'hexes', label: 'Hexes' },
  { value: 'dots', label: 'Every shot' },
] as const satisfies ReadonlyArray<{ value: ShotChartMode; label: string }>;
