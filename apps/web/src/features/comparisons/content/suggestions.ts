/**
 * The one-click comparison offered on the empty page: the season's two best Division I teams by
 * adjusted efficiency margin (`netRtgAdj`, METHODS), or its two leading scorers (points per
 * game) among qualified players. Rows without the stat are left out; ties keep the answer's
 * order, so the same data always suggests the same pair.
 */
import { getCompetition } from '@courtside/contract';
import { MIN_SUBJECTS, subjectKey, type ComparisonKind } from './comparison-filters';

export interface Suggestion {
  label: string;
  /** The subjects, as the URL writes them. */
  subjectKeys: string[];
}

/** The Division whose teams and players are suggested. */
export const SUGGESTION_DIVISION = 1;

interface Ranked {
  id: number;
  value: number | null | undefined;
}

/** The ids of the two highest values, best first; fewer than two when the rows lack them. */
export function topTwo(rows: readonly Ranked[]): number[] {
  return rows
    .filter((row): row is Ranked & { value: number } => typeof row.value === 'number')
    .map((row, index) => ({ ...row, index }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, MIN_SUBJECTS)
    .map((row) => row.id);
}

const WHAT: Readonly<Record<ComparisonKind, string>> = {
  teams: 'the top two teams',
  players: 'the two leading scorers',
};

/** The suggestion of a season's rows, null when it has fewer than two candidates. */
export function suggestionOf(
  kind: ComparisonKind,
  competitionId: number,
  rows: readonly Ranked[],
): Suggestion | null {
  const ids = topTwo(rows);
  if (ids.length < MIN_SUBJECTS) return null;
  const season = getCompetition(competitionId)?.label ?? `season ${competitionId}`;
  return {
    label: `Compare ${WHAT[kind]} of ${season}`,
    subjectKeys: ids.map((id) => subjectKey(competitionId, id)),
  };
}
