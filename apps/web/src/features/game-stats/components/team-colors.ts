/**
 * The two sides' colours on the game page: header, line score, game flow, shot chart headings
 * and box score headings all take them from `gameColors`, so a team looks the same everywhere.
 * Each team's primary colour comes first, then its secondary; a colour too pale for the white
 * page is darkened to 3:1 (WCAG 1.4.11), text on it is white or black, whichever reaches AA
 * (4.5:1), and when the two teams' colours are too alike (Kentucky blue against Duke blue, or
 * two colours a deuteranope cannot tell apart) the away side moves to its secondary colour,
 * then to a default, before the home side gives up its own. The NCAA seasons carry no team
 * colours, so their games always use the defaults.
 */
import {
  AA_GRAPHIC_CONTRAST,
  areDistinguishable,
  darkenToContrast,
  parseHexColor,
  readableTextOn,
  relativeLuminance,
  toHexColor,
  type Rgb,
} from '@/lib/charts/color-contrast';

/** Defaults: blue home, red away (distinct for every common colour-vision deficiency). */
export const HOME_COLOR = '#1d4ed8';
export const AWAY_COLOR = '#b91c1c';

export interface TeamColorInput {
  colorPrimary: string | null;
  colorSecondary: string | null;
}

export interface TeamPalette {
  /** Fill or line colour of the team, ≥ 3:1 against the white page. */
  fill: string;
  /** Text colour on `fill`, ≥ 4.5:1 against it. */
  text: string;
  /** False when the default stands in for the team's own colours. */
  isTeamColor: boolean;
}

export interface GameColors {
  home: TeamPalette;
  away: TeamPalette;
}

/** Near-white colours (a white secondary) would only turn grey when darkened: skipped. */
const NEAR_WHITE_LUMINANCE = 0.8;

interface Candidate {
  rgb: Rgb;
  isTeamColor: boolean;
}

/** The team's usable colours, then its side's default, then the other side's. */
function candidatesOf(
  team: TeamColorInput | null | undefined,
  defaults: readonly string[],
): Candidate[] {
  const own = [team?.colorPrimary, team?.colorSecondary]
    .map(parseHexColor)
    .filter((rgb): rgb is Rgb => rgb !== null && relativeLuminance(rgb) < NEAR_WHITE_LUMINANCE)
    .map((rgb) => ({ rgb: darkenToContrast(rgb, AA_GRAPHIC_CONTRAST), isTeamColor: true }));
  const fallbacks = defaults
    .map(parseHexColor)
    .filter((rgb): rgb is Rgb => rgb !== null)
    .map((rgb) => ({ rgb, isTeamColor: false }));
  return [...own, ...fallbacks];
}

function paletteOf({ rgb, isTeamColor }: Candidate): TeamPalette {
  return { fill: toHexColor(rgb), text: toHexColor(readableTextOn(rgb)), isTeamColor };
}

/** The pair of palettes for a game, from each team's `team-colors` row (null when unknown). */
export function gameColors(
  home: TeamColorInput | null | undefined,
  away: TeamColorInput | null | undefined,
): GameColors {
  // The other side's default comes last, so two red teams become red (home) and blue (away)
  // rather than both losing their colours.
  const homeCandidates = candidatesOf(home, [HOME_COLOR, AWAY_COLOR]);
  const awayCandidates = candidatesOf(away, [AWAY_COLOR, HOME_COLOR]);
  // Home keeps its first choice as long as any away colour can stand next to it.
  for (const homeChoice of homeCandidates) {
    for (const awayChoice of awayCandidates) {
      if (areDistinguishable(homeChoice.rgb, awayChoice.rgb)) {
        return { home: paletteOf(homeChoice), away: paletteOf(awayChoice) };
      }
    }
  }
  return {
    home: paletteOf({ rgb: parseHexColor(HOME_COLOR) ?? [0, 0, 0], isTeamColor: false }),
    away: paletteOf({ rgb: parseHexColor(AWAY_COLOR) ?? [0, 0, 0], isTeamColor: false }),
  };
}

export const DEFAULT_GAME_COLORS: GameColors = gameColors(null, null);
