/**
 * Labels next to chart marks without overlaps: a greedy pass that takes the labels in priority
 * order and puts each at the first of eight spots around its mark (right, left, above, below,
 * then the diagonals) whose box stays inside the plot and touches neither an earlier label nor
 * an obstacle (the labelled marks themselves, text already on the chart). A label with no free
 * spot is left out rather than drawn over another. Text width is estimated from the character
 * count (no DOM measuring), so the placement is a pure function of its input and runs in tests.
 */

/** A rectangle in SVG coordinates: top-left corner, y grows downwards. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LabelRequest {
  readonly id: string;
  readonly text: string;
  /** Centre of the mark, px. */
  readonly anchorX: number;
  readonly anchorY: number;
  /** Radius of the mark, px: the label keeps clear of it. */
  readonly radius: number;
}

export type LabelSide =
  'right' | 'left' | 'above' | 'below' | 'aboveRight' | 'belowRight' | 'aboveLeft' | 'belowLeft';

export interface PlacedLabel {
  readonly id: string;
  readonly text: string;
  readonly side: LabelSide;
  readonly box: Box;
  /** Where an SVG <text> (anchored at its start) draws the label inside `box`. */
  readonly textX: number;
  readonly textY: number;
}

export interface PlaceLabelsOptions {
  /** Labels stay inside this box (the plot area). */
  readonly bounds: Box;
  readonly fontSize: number;
  /** Boxes no label may cover besides the labelled marks. */
  readonly obstacles?: readonly Box[];
  /** Space between a mark and its label, px. */
  readonly gap?: number;
}

const SIDES: readonly LabelSide[] = [
  'right',
  'left',
  'above',
  'below',
  'aboveRight',
  'belowRight',
  'aboveLeft',
  'belowLeft',
];

/** Average advance of a proportional sans-serif glyph, in ems (a little generous). */
const EM_PER_CHARACTER = 0.58;

/** Estimated width of a line of text in a sans-serif font, px. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return Math.ceil([...text].length * fontSize * EM_PER_CHARACTER);
}

/** Height of a one-line label box, px. */
export const lineHeightOf = (fontSize: number): number => Math.ceil(fontSize * 1.25);

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** The square around a mark. */
export function markBox(anchorX: number, anchorY: number, radius: number): Box {
  return { x: anchorX - radius, y: anchorY - radius, width: 2 * radius, height: 2 * radius };
}

function boxAt(
  side: LabelSide,
  request: LabelRequest,
  width: number,
  height: number,
  gap: number,
): Box {
  const { anchorX: cx, anchorY: cy } = request;
  const reach = request.radius + gap;
  // Diagonal spots sit off the mark's corner, so they need less than the full reach.
  const corner = reach * Math.SQRT1_2;
  switch (side) {
    case 'right':
      return { x: cx + reach, y: cy - height / 2, width, height };
    case 'left':
      return { x: cx - reach - width, y: cy - height / 2, width, height };
    case 'above':
      return { x: cx - width / 2, y: cy - reach - height, width, height };
    case 'below':
      return { x: cx - width / 2, y: cy + reach, width, height };
    case 'aboveRight':
      return { x: cx + corner, y: cy - corner - height, width, height };
    case 'belowRight':
      return { x: cx + corner, y: cy + corner, width, height };
    case 'aboveLeft':
      return { x: cx - corner - width, y: cy - corner - height, width, height };
    case 'belowLeft':
      return { x: cx - corner - width, y: cy + corner, width, height };
  }
}

function placed(request: LabelRequest, side: LabelSide, box: Box, fontSize: number): PlacedLabel {
  // The baseline sits about 0.8 em below the top of a 1.25 em line.
  const textY = box.y + (box.height - fontSize) / 2 + fontSize * 0.82;
  return { id: request.id, text: request.text, side, box, textX: box.x, textY };
}

/**
 * Places the labels in the order given (most important first) and returns those that found a
 * free spot, in the same order. Every returned box lies inside `bounds` and overlaps no other
 * returned box, no obstacle and no labelled mark.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  { bounds, fontSize, obstacles = [], gap = 2 }: PlaceLabelsOptions,
): PlacedLabel[] {
  const height = lineHeightOf(fontSize);
  const taken: Box[] = [
    ...obstacles,
    ...requests.map((request) => markBox(request.anchorX, request.anchorY, request.radius)),
  ];
  const result: PlacedLabel[] = [];
  for (const request of requests) {
    if (request.text === '') continue;
    const width = estimateTextWidth(request.text, fontSize);
    for (const side of SIDES) {
      const box = boxAt(side, request, width, height, gap);
      if (!contains(bounds, box) || taken.some((other) => boxesOverlap(box, other))) continue;
      taken.push(box);
      result.push(placed(request, side, box, fontSize));
      break;
    }
  }
  return result;
}
