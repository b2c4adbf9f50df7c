/**
 * Which points of a scatter chart get a name next to them, and where: the searched
 * (highlighted) points first, then the points that stand out most (lib/charts/scatter-outliers
 * order), placed without overlaps by lib/charts/label-placement. Searched points are named even
 * inside a crowd of marks — and, when a corner leaves no other room, over a quadrant text —
 * while outlier labels keep clear of every mark, of the searched points' labels and of the
 * quadrant texts.
 */
import {
  markBox,
  placeLabels,
  type Box,
  type LabelRequest,
  type PlacedLabel,
} from '@/lib/charts/label-placement';
import { AXIS_FONT } from './scatter-layout';

/** A point as drawn: its id, name, centre and radius in px. */
export interface DrawnPoint {
  readonly id: string;
  readonly label: string;
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
}

export interface ChartLabelsInput {
  readonly points: readonly DrawnPoint[];
  /** Ids, the most outlying first. */
  readonly ranked: readonly string[];
  readonly highlighted: ReadonlySet<string>;
  readonly plot: Box;
  /** Boxes of the quadrant texts. */
  readonly quadrants: readonly Box[];
  /** Most outlier labels. */
  readonly outliers: number;
}

/** Searched points named at most: a search matching a whole team still reads. */
export const MAX_SEARCH_LABELS = 12;

export function chartLabels({
  points,
  ranked,
  highlighted,
  plot,
  quadrants,
  outliers,
}: ChartLabelsInput): PlacedLabel[] {
  const byId = new Map(points.map((point) => [point.id, point]));
  const requestOf = (id: string): LabelRequest[] => {
    const point = byId.get(id);
    return point === undefined
      ? []
      : [{ id, text: point.label, anchorX: point.cx, anchorY: point.cy, radius: point.radius }];
  };
  const place = (requests: readonly LabelRequest[], obstacles: readonly Box[]) =>
    placeLabels(requests, { bounds: plot, fontSize: AXIS_FONT, obstacles });
  const boxesOf = (labels: readonly PlacedLabel[]) => labels.map((label) => label.box);

  const searched = ranked
    .filter((id) => highlighted.has(id))
    .slice(0, MAX_SEARCH_LABELS)
    .flatMap(requestOf);
  const clearOfQuadrants = place(searched, quadrants);
  const placedIds = new Set(clearOfQuadrants.map((label) => label.id));
  const searchLabels = [
    ...clearOfQuadrants,
    ...place(
      searched.filter((request) => !placedIds.has(request.id)),
      [
        ...boxesOf(clearOfQuadrants),
        ...searched.map((request) => markBox(request.anchorX, request.anchorY, request.radius)),
      ],
    ),
  ];
  const outlierLabels = place(
    ranked
      .filter((id) => !highlighted.has(id))
      .slice(0, outliers)
      .flatMap(requestOf),
    [
      ...quadrants,
      ...boxesOf(searchLabels),
      ...points.map((point) => markBox(point.cx, point.cy, point.radius)),
    ],
  );
  return [...searchLabels, ...outlierLabels];
}
