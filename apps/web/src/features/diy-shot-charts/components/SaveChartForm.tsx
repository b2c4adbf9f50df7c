/**
 * Saving the chart on the court to the account: its name, then Save (a new chart) or Save changes
 * (an opened one: only the name or the shots that changed are sent). The name is checked as the
 * API checks it before anything is sent, and a new chart is not offered once the account keeps
 * the most charts it may; the server's own refusals ({msg}) are shown as they come.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  DIY_SHOT_CHART_LIMITS,
  DIY_SHOT_CHART_MESSAGES,
  type DiyShotChart,
  type UpdateDiyShotChartRequest,
} from '@courtside/contract';
import { toRequestError } from '@/lib/api/request-errors';
import { chartNameProblem } from '../content/chart-name';
import type { ChartDraft } from '../content/draft-storage';
import { sameShots } from '../hooks/use-chart-on-court';
import { useCreateChart, useUpdateChart } from '../hooks/use-saved-charts';

export interface SaveChartFormProps {
  draft: ChartDraft;
  /** The saved version of an opened chart, once loaded. */
  saved: DiyShotChart | undefined;
  dirty: boolean;
  /** How many charts the account keeps; undefined while unknown. */
  chartCount: number | undefined;
  onNameChange(name: string): void;
  onSaved(chart: DiyShotChart): void;
  onNewChart(): void;
}

function changesOf(draft: ChartDraft, saved: DiyShotChart | undefined): UpdateDiyShotChartRequest {
  const name = draft.name.trim();
  const changes: UpdateDiyShotChartRequest = {};
  if (saved === undefined || name !== saved.name) changes.name = name;
  if (saved === undefined || !sameShots(draft.shots, saved.shots)) changes.shots = draft.shots;
  return changes;
}

export function SaveChartForm({
  draft,
  saved,
  dirty,
  chartCount,
  onNameChange,
  onSaved,
  onNewChart,
}: SaveChartFormProps) {
  const id = useId();
  const create = useCreateChart();
  const update = useUpdateChart();
  const [checked, setChecked] = useState(false);
  const [lastSave, setLastSave] = useState<{ chartId: string; name: string } | null>(null);
  const isNew = draft.chartId === null;
  const problem = chartNameProblem(draft.name);
  const showProblem = checked && problem !== null;
  const accountFull =
    isNew && chartCount !== undefined && chartCount >= DIY_SHOT_CHART_LIMITS.chartsPerUser;
  const pending = create.isPending || update.isPending;
  const failed = create.error ?? update.error;
  const justSaved =
    lastSave !== null && lastSave.chartId === draft.chartId && !dirty ? lastSave.name : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem !== null || accountFull || pending) return;
    create.reset();
    update.reset();
    const done = {
      onSuccess: (chart: DiyShotChart) => {
        setChecked(false);
        setLastSave({ chartId: chart.id, name: chart.name });
        onSaved(chart);
      },
    };
    if (draft.chartId === null) {
      create.mutate({ name: draft.name.trim(), shots: draft.shots }, done);
    } else if (dirty) {
      update.mutate({ chartId: draft.chartId, changes: changesOf(draft, saved) }, done);
    }
  };

  return (
    <form className="diy-save" onSubmit={submit} aria-label="Save the chart" noValidate>
      <label htmlFor={`${id}-name`} className="form-label">
        Chart name
      </label>
      <input
        id={`${id}-name`}
        className={`form-control${showProblem ? ' is-invalid' : ''}`}
        value={draft.name}
        placeholder="e.g. Tuesday shooting practice"
        autoComplete="off"
        aria-invalid={showProblem}
        aria-describedby={showProblem ? `${id}-problem` : undefined}
        onChange={(event) => {
          create.reset();
          update.reset();
          onNameChange(event.target.value);
        }}
      />
      {showProblem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
      <div className="diy-save__actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pending || accountFull || (!isNew && !dirty)}
        >
          {pending ? 'Saving…' : isNew ? 'Save' : 'Save changes'}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary stats-action"
          onClick={onNewChart}
        >
          New chart
        </button>
        <span className="small text-body-secondary">
          {isNew
            ? dirty
              ? 'Not saved yet.'
              : 'A new chart.'
            : dirty
              ? 'Unsaved changes.'
              : 'Saved.'}
        </span>
      </div>
      {accountFull && (
        <p className="small text-body-secondary mt-2 mb-0">{DIY_SHOT_CHART_MESSAGES.tooMany}</p>
      )}
      <div aria-live="polite">
        {justSaved !== null && (
          <div className="alert alert-success py-2 mt-2 mb-0" role="status">
            Saved “{justSaved}”.
          </div>
        )}
      </div>
      {failed !== null && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {toRequestError(failed).message}
        </div>
      )}
    </form>
  );
}
