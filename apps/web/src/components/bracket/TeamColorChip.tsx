/**
 * A team's two colours as a small swatch beside its name in a bracket: the primary colour over
 * the secondary, as the source stores them. They are not darkened for contrast as chart marks
 * are: the name beside the swatch identifies the team and the swatch only echoes its colours,
 * so it is hidden from screen readers and edged so that white or pale colours still show.
 * Nothing is drawn when the source has no colours (the NCAA seasons carry none).
 */
import { parseHexColor, toHexColor } from '@/lib/charts/color-contrast';
import './team-color-chip.css';

export interface TeamColors {
  colorPrimary: string | null;
  colorSecondary: string | null;
}

/** Team id → colours, from `team-colors` rows (or any rows that carry a team's colours). */
export function teamColorMap(
  rows: readonly (TeamColors & { teamId: number })[] | null | undefined,
): ReadonlyMap<number, TeamColors> {
  return new Map((rows ?? []).map((row) => [row.teamId, row]));
}

/** The swatch's background, or null when the team has no usable primary colour. */
export function teamColorFill(colors: TeamColors | null | undefined): string | null {
  const primary = parseHexColor(colors?.colorPrimary);
  if (primary === null) return null;
  const secondary = parseHexColor(colors?.colorSecondary) ?? primary;
  return `linear-gradient(135deg, ${toHexColor(primary)} 50%, ${toHexColor(secondary)} 50%)`;
}

export function TeamColorChip({ colors }: { colors: TeamColors | null | undefined }) {
  const fill = teamColorFill(colors);
  if (fill === null) return null;
  return <span className="team-color-chip" aria-hidden="true" style={{ background: fill }} />;
}
