/**
 * The coefficient table of a fit: per term its estimate, standard error (classical or HC3), t
 * statistic, two-sided p-value, 95% confidence interval and variance inflation factor, with the
 * intercept first. Terms are named by the stat dictionary; a predictor the fit left out has no
 * row (the summary says why). The table scrolls sideways inside its box on a phone, not the page.
 */
import { useId } from 'react';
import type { OlsFit } from '@courtside/engine/regression';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatEstimate, formatPValue, formatStatistic, formatVif } from '../content/fit-format';
import { ScrollRegion } from '@/components/stats/ScrollRegion';

export interface CoefficientTableProps {
  fit: OlsFit;
  outcome: StatKey;
  predictors: readonly StatKey[];
}

export function CoefficientTable({ fit, outcome, predictors }: CoefficientTableProps) {
  const usesPercentages = [outcome, ...predictors].some(
    (key) => statDefinition(key).format === 'pct',
  );
  const noteId = useId();
  return (
    <div className="model-fitting__coefficients">
      {/* Outside the table: a caption is as wide as the table and would scroll with it. */}
      <p id={noteId} className="small text-body-secondary mb-1">
        Each estimate is the change in {statDefinition(outcome).label} for one unit more of that
        predictor, the others held equal.
        {usesPercentages && ' Percentages count in percentage points.'}
        {fit.covariance === 'hc3' &&
          ' Standard errors, p-values and intervals are HC3 robust (they allow the misses to be larger for some rows than others).'}{' '}
        VIF: how much the overlap with the other predictors inflates a coefficient’s variance (above
        10 is a lot).
      </p>
      <ScrollRegion label="Coefficients" className="model-fitting__table">
        <table className="table table-sm align-middle mb-1" aria-describedby={noteId}>
          <caption className="visually-hidden">Coefficients</caption>
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col" className="text-end">
                Estimate
              </th>
              <th scope="col" className="text-end">
                {fit.covariance === 'hc3' ? 'Std. error (HC3)' : 'Std. error'}
              </th>
              <th scope="col" className="text-end">
                t
              </th>
              <th scope="col" className="text-end">
                p
              </th>
              <th scope="col" className="text-end">
                95% interval
              </th>
              <th scope="col" className="text-end">
                <abbr title="Variance inflation factor">VIF</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {fit.coefficients.map((coefficient) => {
              // The fit names its terms with the dictionary's labels (fit-sample.ts).
              const { predictorIndex } = coefficient;
              const key =
                predictorIndex === null
                  ? 'intercept'
                  : (predictors[predictorIndex] ?? coefficient.name);
              return (
                <tr key={key}>
                  <th scope="row" className="fw-normal">
                    {coefficient.name}
                  </th>
                  <td className="text-end">{formatEstimate(coefficient.estimate)}</td>
                  <td className="text-end">{formatEstimate(coefficient.standardError)}</td>
                  <td className="text-end">{formatStatistic(coefficient.tStatistic)}</td>
                  <td className="text-end">{formatPValue(coefficient.pValue)}</td>
                  <td className="text-end text-nowrap">
                    {formatEstimate(coefficient.lower95)} to {formatEstimate(coefficient.upper95)}
                  </td>
                  <td className="text-end">{formatVif(coefficient.vif)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
