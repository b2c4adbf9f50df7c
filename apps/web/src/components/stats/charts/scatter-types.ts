/**
 * The props vocabulary of ScatterPlot: what a page hands it (points, axes and the optional
 * guides: average lines, quadrant labels, a fitted line, legends). Plain data, no React, so
 * pages and pure helpers can build these without importing the component.
 */

export interface ScatterPoint {
  /** Unique among the points; the key of highlights and labels. */
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** The name the tooltip, the outlier label and the mark's accessible name start with. */
  readonly label: string;
  /** A second line under the name (a player's team). */
  readonly description?: string;
  /** Fill colour (#rrggbb); a neutral blue by default. Callers keep it ≥ 3:1 on white. */
  readonly color?: string;
  /**
   * A data value the chart maps to the mark's area (smallest value → smallest mark), for a
   * third stat; absent or non-finite: the default radius.
   */
  readonly size?: number;
  /** Short text drawn on the disc when it is large enough, e.g. a team's initials. */
  readonly badge?: string;
  /** Colour of the badge text (readable on `color`). */
  readonly badgeColor?: string;
  /** Where the point leads (a team or player page); passed back with `onPointActivate`. */
  readonly href?: string;
  /** More tooltip lines after the two axis values, e.g. "PPG: 18.2". */
  readonly details?: readonly string[];
}

export interface ScatterAxis {
  /** The axis title, e.g. "Adjusted offensive efficiency". */
  readonly label: string;
  /** The name in tooltips; `label` when absent. */
  readonly shortLabel?: string;
  /** A value as the tooltip, the table and the average line show it. */
  readonly format: (value: number) => string;
  /** A tick label; `format` when absent. */
  readonly tickFormat?: (value: number) => string;
}

export type QuadrantCorner = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';

/** Texts for the four quarters the average lines cut the plot into. */
export interface QuadrantLabels {
  readonly topLeft: string;
  readonly topRight: string;
  readonly bottomLeft: string;
  readonly bottomRight: string;
  /** The quarter where both stats are better, drawn in bold (none for neutral stats). */
  readonly best?: QuadrantCorner | null;
}

/** A straight line y = intercept + slope·x (lib/charts/least-squares) and its R². */
export interface ScatterFitLine {
  readonly slope: number;
  readonly intercept: number;
  readonly rSquared: number;
}

/** A colour key: a title and labelled swatches, low to high. */
export interface ScatterColorLegend {
  readonly title: string;
  readonly stops: readonly { readonly color: string; readonly label: string }[];
}
