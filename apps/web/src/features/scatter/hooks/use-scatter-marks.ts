/**
 * What both scatter pages derive from their plotted rows: the conference names and team
 * palettes the marks read, the chart's points (and the color stat's scale) and the ids the
 * search highlights.
 */
import { useMemo } from 'react';
import type { TeamColorRow } from '@courtside/contract/schemas';
import type { StatKey } from '@/lib/stats/dictionary';
import {
  scatterPoints,
  searchMatches,
  type MarkPalette,
  type PointSource,
  type StatChoice,
  type StatRow,
} from '../content/scatter-points';
import { teamPalette } from '../content/team-marks';
import type { ScatterScope } from './use-scatter-scope';

export interface ScatterLookups {
  conferenceNames: ReadonlyMap<number, string>;
  palettes: ReadonlyMap<number, MarkPalette>;
}

/** Conference short names by id, and team palettes by team id (empty until colors load). */
export function useScatterLookups(
  scope: ScatterScope,
  colorRows: readonly TeamColorRow[] | null | undefined,
): ScatterLookups {
  const conferenceNames = useMemo(
    () => new Map(scope.conferences.map((row) => [row.conferenceId, row.conferenceShortName])),
    [scope.conferences],
  );
  const palettes = useMemo(
    () => new Map((colorRows ?? []).map((row) => [row.teamId, teamPalette(row)])),
    [colorRows],
  );
  return { conferenceNames, palettes };
}

/** The points of the plotted rows and the ids whose `searchTexts` contain the search. */
export function useScatterMarks<K extends StatKey, Row extends StatRow<K>>(
  plotted: readonly Row[],
  source: PointSource<Row>,
  choice: StatChoice<K>,
  search: string,
  searchTexts: (row: Row) => readonly string[],
) {
  const { points, colorScale } = useMemo(
    () => scatterPoints(plotted, source, choice),
    [plotted, source, choice],
  );
  const highlighted = useMemo(
    () => searchMatches(plotted, search, source.id, searchTexts),
    [plotted, search, source, searchTexts],
  );
  return { points, colorScale, highlighted };
}
