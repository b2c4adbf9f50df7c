/**
 * The account's saved charts, most recently changed first, each with Open, Rename and Delete.
 * A skeleton while the list loads, an error with Retry when it fails, and an empty state that
 * says how a chart gets here.
 */
import type { DiyShotChart } from '@courtside/contract';
import { DIY_SHOT_CHART_LIMITS } from '@courtside/contract';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/stats/states';
import { toRequestError } from '@/lib/api/request-errors';
import { useSavedCharts } from '../hooks/use-saved-charts';
import { SavedChartItem } from './SavedChartItem';

export interface SavedChartListProps {
  /** The saved chart on the court, if any. */
  chartOnCourt: string | null;
  onOpen(chartId: string): void;
  onRenamed(chart: DiyShotChart): void;
  onDeleted(chartId: string): void;
}

export function SavedChartList({
  chartOnCourt,
  onOpen,
  onRenamed,
  onDeleted,
}: SavedChartListProps) {
  const list = useSavedCharts();
  let content;
  if (list.isPending) {
    content = <TableSkeleton label="Loading your saved charts" rows={3} columns={3} />;
  } else if (list.isError) {
    content = (
      <ErrorState
        title="Your saved charts could not be loaded."
        error={toRequestError(list.error)}
        onRetry={list.refetch}
      />
    );
  } else if (list.data.length === 0) {
    content = (
      <EmptyState message="No saved charts yet: log shots on the court, name the chart and press Save." />
    );
  } else {
    content = (
      <ul className="diy-saved__list list-unstyled mb-0">
        {list.data.map((chart) => (
          <SavedChartItem
            key={chart.id}
            chart={chart}
            isOnCourt={chart.id === chartOnCourt}
            onOpen={onOpen}
            onRenamed={onRenamed}
            onDeleted={onDeleted}
          />
        ))}
      </ul>
    );
  }
  return (
    <section className="diy-saved" aria-labelledby="diy-saved-heading">
      <h2 id="diy-saved-heading" className="h5">
        Your saved charts
        {list.data !== undefined && (
          <span className="small text-body-secondary fw-normal">
            {' '}
            ({list.data.length} of {DIY_SHOT_CHART_LIMITS.chartsPerUser})
          </span>
        )}
      </h2>
      {content}
    </section>
  );
}
