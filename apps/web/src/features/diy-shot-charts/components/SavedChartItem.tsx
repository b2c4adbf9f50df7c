/**
 * One saved chart in the account's list: its name, shots, FG% and when it last changed, with
 * Open, Rename (in place, checked as the API checks names) and Delete (after a confirmation).
 */
import type { DiyShotChart, DiyShotChartSummary } from '@courtside/contract';
import { SavedItemControls, type SavedItemClassNames } from '@/components/forms/SavedItemControls';
import { toRequestError } from '@/lib/api/request-errors';
import { statDefinition } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { chartNameProblem } from '../content/chart-name';
import { useDeleteChart, useUpdateChart } from '../hooks/use-saved-charts';

const CHANGED_AT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function changedAtText(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : CHANGED_AT.format(time);
}

export interface SavedChartItemProps {
  chart: DiyShotChartSummary;
  isOnCourt: boolean;
  onOpen(chartId: string): void;
  onRenamed(chart: DiyShotChart): void;
  onDeleted(chartId: string): void;
}

const CLASS_NAMES: SavedItemClassNames = {
  actions: 'diy-saved__actions',
  input: 'form-control',
  secondaryButton: 'btn btn-outline-secondary stats-action btn-sm',
  deleteButton: 'btn btn-outline-danger btn-sm diy-danger',
  form: 'diy-saved__rename',
  confirm: 'diy-saved__confirm',
};

export function SavedChartItem({
  chart,
  isOnCourt,
  onOpen,
  onRenamed,
  onDeleted,
}: SavedChartItemProps) {
  const rename = useUpdateChart();
  const remove = useDeleteChart();
  const fgPct = chart.shotCount === 0 ? null : chart.madeCount / chart.shotCount;

  return (
    <li className="diy-saved__item">
      <SavedItemControls
        name={chart.name}
        noun="chart"
        classNames={CLASS_NAMES}
        nameProblem={chartNameProblem}
        renaming={rename}
        deleting={remove}
        onRename={(name, done) =>
          rename.mutate(
            { chartId: chart.id, changes: { name } },
            {
              onSuccess: (renamed) => {
                done();
                onRenamed(renamed);
              },
            },
          )
        }
        onDelete={() => remove.mutate(chart.id, { onSuccess: () => onDeleted(chart.id) })}
        failureText={(error) => toRequestError(error).message}
        summary={
          <>
            <h3 className="diy-saved__name h6 mb-0">
              {chart.name}
              {isOnCourt && <span className="badge text-bg-secondary ms-2">On the court</span>}
            </h3>
            <p className="diy-saved__meta small text-body-secondary mb-1">
              {chart.shotCount} {chart.shotCount === 1 ? 'shot' : 'shots'} ·{' '}
              {statDefinition('fgPct').shortLabel} {formatValue('pct', fgPct)} · changed{' '}
              {changedAtText(chart.updatedAt)}
            </p>
          </>
        }
        onOpen={() => onOpen(chart.id)}
      />
    </li>
  );
}
