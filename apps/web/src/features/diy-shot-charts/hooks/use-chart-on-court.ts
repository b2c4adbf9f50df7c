/**
 * Which chart the court holds, kept in step with the URL's `chart`: a page opened on a chart id
 * loads that chart (or restores its unsaved changes from this browser), a new id in the URL (the
 * Open button, Back) loads the chart it names, and no id is a new, empty chart. Saving a new
 * chart puts its id in the URL without reloading it. The draft is stored after every change
 * while it holds something that is not saved, so a reload keeps it.
 */
import { useEffect, useState } from 'react';
import type { DiyShot, DiyShotChart } from '@courtside/contract';
import { responseStatus } from '@/lib/server-message';
import { isChartId } from '../content/diy-route';
import { emptyDraft, initialDraft, writeDraft, type ChartDraft } from '../content/draft-storage';
import { useSavedChart } from './use-saved-charts';
import { useShotLog, type ShotLog } from './use-shot-log';

const draftOf = (chart: DiyShotChart): ChartDraft => ({
  chartId: chart.id,
  name: chart.name,
  shots: chart.shots,
});

export function sameShots(a: readonly DiyShot[], b: readonly DiyShot[]): boolean {
  return (
    a.length === b.length &&
    a.every((shot, index) => {
      const other = b[index];
      return (
        other !== undefined && shot.x === other.x && shot.y === other.y && shot.made === other.made
      );
    })
  );
}

export interface ChartOnCourt {
  shotLog: ShotLog;
  /** The saved version of the chart on the court, once loaded; undefined for a new chart. */
  saved: DiyShotChart | undefined;
  /** Whether the court holds shots or a name that are not saved. */
  dirty: boolean;
  /** The URL's chart is loading: the court waits for it. */
  loading: boolean;
  /** The URL names no chart of this account. */
  notFound: boolean;
  /** Loading the URL's chart failed otherwise; retry() asks again. */
  loadError: Error | null;
  retry(): void;
  /** Puts a just-saved chart on the court (its id then goes in the URL). */
  showSaved(chart: DiyShotChart): void;
}

export function useChartOnCourt(urlChartId: string | null): ChartOnCourt {
  const shotLog = useShotLog(() => initialDraft(urlChartId));
  const { draft } = shotLog;
  const requestedId = urlChartId !== null && isChartId(urlChartId) ? urlChartId : null;
  const urlChart = useSavedChart(requestedId);
  const savedQuery = useSavedChart(draft.chartId);
  // The chart whose saved version replaces the court's shots once it arrives.
  const [adopting, setAdopting] = useState(() =>
    draft.chartId === urlChartId ? null : requestedId,
  );
  const [seenUrlId, setSeenUrlId] = useState(urlChartId);

  // A change of the URL's chart that the court does not show yet (adjusted while rendering, as
  // React recommends for state that follows a prop).
  if (seenUrlId !== urlChartId) {
    setSeenUrlId(urlChartId);
    if (urlChartId === draft.chartId) {
      setAdopting(null);
    } else {
      setAdopting(requestedId);
      if (requestedId === null) shotLog.open(emptyDraft());
    }
  }
  if (adopting !== null && urlChart.data?.id === adopting) {
    setAdopting(null);
    shotLog.open(draftOf(urlChart.data));
  }

  const saved = draft.chartId === null ? undefined : savedQuery.data;
  const dirty =
    draft.chartId === null
      ? draft.shots.length > 0
      : saved !== undefined &&
        (draft.name.trim() !== saved.name || !sameShots(draft.shots, saved.shots));
  const known = draft.chartId === null || saved !== undefined;

  useEffect(() => {
    if (!known) return;
    const nothingNew = draft.chartId === null ? draft.name === '' && !dirty : !dirty;
    writeDraft(nothingNew ? null : draft);
  }, [draft, dirty, known]);

  const notFound =
    urlChartId !== null && (requestedId === null || responseStatus(urlChart.error) === 404);
  return {
    shotLog,
    saved,
    dirty,
    loading: adopting !== null && urlChart.isPending,
    notFound,
    loadError: notFound || !urlChart.isError ? null : urlChart.error,
    retry: () => void urlChart.refetch(),
    showSaved: (chart) => {
      setAdopting(null);
      shotLog.open(draftOf(chart));
    },
  };
}
