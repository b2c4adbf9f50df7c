/**
 * What the page shows for a sample: the fit (summary, coefficients, plots), or why there is
 * none — too few complete rows for the number of coefficients, or a sample the method refuses
 * (a constant outcome, an outcome the predictors reproduce exactly…), in the method's own words.
 */
import { useMemo } from 'react';
import type { OlsCovariance } from '@courtside/engine/regression';
import { EmptyState } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { fitModel, type FitRow } from '../content/fit-sample';
import type { RowWeighting } from '../content/fit-weights';
import { CoefficientTable } from './CoefficientTable';
import { FitPlots } from './FitPlots';
import { FitSummary } from './FitSummary';

export interface FitResultsProps {
  rows: readonly FitRow[];
  outcome: StatKey;
  predictors: readonly StatKey[];
  /** "teams" or "players". */
  noun: string;
  nameHeader: string;
  belowMinutes: number;
  sampleLabel: string;
  /** Null: unweighted. */
  weighting: RowWeighting | null;
  covariance: OlsCovariance;
}

export function FitResults({
  rows,
  outcome,
  predictors,
  noun,
  nameHeader,
  belowMinutes,
  sampleLabel,
  weighting,
  covariance,
}: FitResultsProps) {
  const answer = useMemo(
    () => fitModel(rows, { outcome, predictors }, { weighting, covariance }),
    [rows, outcome, predictors, weighting, covariance],
  );
  const weightNoun = weighting?.weights ?? null;
  const leftOutNotes = [
    answer.dropped > 0
      ? `${answer.dropped} ${noun} without a value for every chosen stat were left out.`
      : null,
    answer.withoutWeight > 0
      ? `${answer.withoutWeight} ${noun} without ${weightNoun ?? 'a weight'} were left out.`
      : null,
  ].filter((note) => note !== null);

  if (answer.kind === 'too-few') {
    return (
      <EmptyState
        message={`Too few ${noun} to fit this model: ${answer.usable} have every chosen stat, and ${predictors.length} predictor${predictors.length === 1 ? '' : 's'} need at least ${answer.needed}.`}
      >
        <p className="small mb-0">
          {leftOutNotes.join(' ')} Choose fewer predictors, or another season, division or minutes
          minimum.
        </p>
      </EmptyState>
    );
  }
  if (answer.kind === 'refused') {
    return (
      <EmptyState message="This model cannot be fitted on this sample.">
        <p className="small mb-0">{answer.message}</p>
      </EmptyState>
    );
  }
  return (
    <div className="model-fitting__results">
      <FitSummary
        fit={answer.fit}
        outcome={outcome}
        predictors={predictors}
        noun={noun}
        dropped={answer.dropped}
        belowMinutes={belowMinutes}
        withoutWeight={answer.withoutWeight}
        weightNoun={weightNoun}
      />
      <CoefficientTable fit={answer.fit} outcome={outcome} predictors={predictors} />
      <FitPlots
        fit={answer.fit}
        rows={answer.rows}
        outcome={outcome}
        predictors={predictors}
        nameHeader={nameHeader}
        sampleLabel={sampleLabel}
        weightHeader={weighting === null ? null : `Weight (${weighting.weights})`}
      />
    </div>
  );
}
