/**
 * A team's name on its colour (components/team-colors: text on the fill meets WCAG AA), the
 * one way the game page marks which side is which in the header, chart headings and box score.
 * Links inside take the chip's text colour, so they keep the contrast.
 */
import type { ReactNode } from 'react';
import type { TeamPalette } from './team-colors';

export function TeamChip({ palette, children }: { palette: TeamPalette; children: ReactNode }) {
  return (
    <span
      className="game-team-chip"
      style={{ backgroundColor: palette.fill, color: palette.text }}
      data-team-color={palette.fill}
    >
      {children}
    </span>
  );
}

/** A square of the team's colour before its name in a table (decoration: the name follows). */
export function TeamSwatch({ palette }: { palette: TeamPalette }) {
  return (
    <span
      className="game-team-swatch"
      style={{ backgroundColor: palette.fill }}
      aria-hidden="true"
      data-team-color={palette.fill}
    />
  );
}
