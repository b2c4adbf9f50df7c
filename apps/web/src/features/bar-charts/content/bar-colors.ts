/**
 * The fill of a team's bar: its primary colour, darkened where needed until it stands out on the
 * white page (WCAG 1.4.11, 3:1), or a neutral slate when the source has no colour. Every bar is
 * labelled with its name and value, so the colour identifies, it never carries the data; two
 * teams with like colours stay apart by their labels, which is what colour-blind readers use too.
 */
import { darkenToContrast, parseHexColor, toHexColor } from '@/lib/charts/color-contrast';

/** Slate grey, 7.6:1 on white. */
export const NEUTRAL_BAR_COLOR = '#4b5563';

export function barColorOf(primary: string | null | undefined): string {
  const rgb = parseHexColor(primary);
  return rgb === null ? NEUTRAL_BAR_COLOR : toHexColor(darkenToContrast(rgb));
}

/** Team id → bar colour, from `team-colors` rows. */
export function teamBarColors(
  rows: readonly { teamId: number; colorPrimary: string | null }[] | null | undefined,
): ReadonlyMap<number, string> {
  return new Map((rows ?? []).map((row) => [row.teamId, barColorOf(row.colorPrimary)]));
}
