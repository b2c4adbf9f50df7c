/**
 * Teams as marks: the app has no logo images, so a team's mark is a disc in its colour with its
 * initials. The colour is the team's primary (its secondary when the primary is near-white),
 * darkened until it stands out on the white chart (3:1, WCAG 1.4.11), with white or black
 * initials, whichever reads better on it. Teams without colours (the NCAA seasons carry none)
 * get the chart's default blue.
 */
import type { TeamColorRow } from '@courtside/contract/schemas';
import { DEFAULT_POINT_COLOR } from '@/components/stats/charts/ScatterPlot';
import {
  AA_GRAPHIC_CONTRAST,
  darkenToContrast,
  parseHexColor,
  readableTextOn,
  relativeLuminance,
  toHexColor,
  type Rgb,
} from '@/lib/charts/color-contrast';
import type { MarkPalette } from './scatter-points';

/** Near-white colours would only turn grey when darkened: the other colour is used. */
const NEAR_WHITE_LUMINANCE = 0.8;

export type TeamColors = Pick<TeamColorRow, 'colorPrimary' | 'colorSecondary'>;

function paletteOf(rgb: Rgb): MarkPalette {
  const fill = darkenToContrast(rgb, AA_GRAPHIC_CONTRAST);
  return { fill: toHexColor(fill), text: toHexColor(readableTextOn(fill)) };
}

const DEFAULT_PALETTE = paletteOf(parseHexColor(DEFAULT_POINT_COLOR) ?? [33, 102, 172]);

/** The mark colours of a team (the default when it has no usable colour). */
export function teamPalette(colors: TeamColors | undefined): MarkPalette {
  const usable = [colors?.colorPrimary, colors?.colorSecondary]
    .map(parseHexColor)
    .find((rgb): rgb is Rgb => rgb !== null && relativeLuminance(rgb) < NEAR_WHITE_LUMINANCE);
  return usable === undefined ? DEFAULT_PALETTE : paletteOf(usable);
}

const MINOR_WORDS = new Set(['of', 'the', 'at', 'and', '&']);

/**
 * Up to three letters for a disc: the first letters of the school's words ("North Carolina
 * State" → NCS, "Texas A&M" → TA), or the first three of a one-word name ("Baydale" → BAY).
 */
export function teamInitials(teamMarket: string): string {
  const words = teamMarket
    .split(/[\s\-–/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  const first = words[0];
  if (first === undefined) return '';
  if (words.length === 1) return first.slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
