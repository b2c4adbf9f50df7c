/**
 * One saved chart in the account's list: its name, shots, FG% and when it last changed, with
 * Open, Rename (in place, checked as the API checks names) and Delete (after a confirmation).
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { DiyShotChart, DiyShotChartSummary } from '@courtside/contract';
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

type Mode = 'show' | 'rename' | 'confirmDelete';

export function SavedChartItem({
  chart,
  isOnCourt,
  onOpen,
  onRenamed,
  onDeleted,
}: SavedChartItemProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('show');
  const [name, setName] = useState(chart.name);
  const [checked, setChecked] = useState(false);
  const rename = useUpdateChart();
  const remove = useDeleteChart();
  const problem = chartNameProblem(name);
  const failed = rename.error ?? remove.error;
  const fgPct = chart.shotCount === 0 ? null : chart.madeCount / chart.shotCount;

  // The button focus goes back to when the item shows its buttons again (React removes the
  // focused input or confirmation, which would leave focus on the page).
  const focusAfterShow = useRef<'rename' | 'delete' | null>(null);
  const focusOnReturn = (button: 'rename' | 'delete') => (element: HTMLButtonElement | null) => {
    if (element === null || focusAfterShow.current !== button) return;
    focusAfterShow.current = null;
    element.focus();
  };

  const show = (returnTo: 'rename' | 'delete' = 'rename') => {
    focusAfterShow.current = returnTo;
    setMode('show');
    setChecked(false);
    rename.reset();
    remove.reset();
  };

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem !== null || rename.isPending) return;
    const trimmed = name.trim();
    if (trimmed === chart.name) {
      show();
      return;
    }
    rename.mutate(
      { chartId: chart.id, changes: { name: trimmed } },
      {
        onSuccess: (renamed) => {
          show();
          onRenamed(renamed);
        },
      },
    );
  };

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') show();
  };

  return (
    <li className="diy-saved__item">
      {mode === 'rename' ? (
        <form onSubmit={submitRename} onKeyDown={escape} noValidate className="diy-saved__rename">
          <label htmlFor={`${id}-input`} className="form-label small mb-1">
            New name for “{chart.name}”
          </label>
          <input
            id={`${id}-input`}
            className={`form-control${checked && problem !== null ? ' is-invalid' : ''}`}
            value={name}
            autoFocus
            autoComplete="off"
            aria-invalid={checked && problem !== null}
            aria-describedby={checked && problem !== null ? `${id}-problem` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {checked && problem !== null && (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
          <div className="diy-saved__actions">
            <button type="submit" className="btn btn-primary btn-sm" disabled={rename.isPending}>
              {rename.isPending ? 'Saving…' : 'Save name'}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary stats-action btn-sm"
              onClick={() => show()}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
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
          {mode === 'confirmDelete' ? (
            <div className="diy-saved__confirm" role="group" aria-label={`Delete ${chart.name}?`}>
              <p className="small mb-1">Delete “{chart.name}”? This cannot be undone.</p>
              <div className="diy-saved__actions">
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(chart.id, { onSuccess: () => onDeleted(chart.id) })}
                >
                  {remove.isPending ? 'Deleting…' : 'Delete chart'}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary stats-action btn-sm"
                  autoFocus
                  onClick={() => show('delete')}
                >
                  Keep it
                </button>
              </div>
            </div>
          ) : (
            <div className="diy-saved__actions">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                aria-label={`Open ${chart.name}`}
                onClick={() => onOpen(chart.id)}
              >
                Open
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary stats-action btn-sm"
                aria-label={`Rename ${chart.name}`}
                ref={focusOnReturn('rename')}
                onClick={() => {
                  setName(chart.name);
                  setMode('rename');
                }}
              >
                Rename
              </button>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm diy-danger"
                aria-label={`Delete ${chart.name}`}
                ref={focusOnReturn('delete')}
                onClick={() => setMode('confirmDelete')}
              >
                Delete
              </button>
            </div>
          )}
        </>
      )}
      {failed !== null && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {toRequestError(failed).message}
        </div>
      )}
    </li>
  );
}
