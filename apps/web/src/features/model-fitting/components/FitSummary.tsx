/**
 * The headline of a fit: the sample size and what it counts by (and who was left out, and why),
 * the fitted equation, R², adjusted R², the F test, the residual standard error, the two
 * condition numbers (the scaled design's, Belsley-Kuh-Welsch, and the centred predictors', which
 * the collinearity warning reads), the predictors the fit left out and the method's warnings.
 */
import type { OlsFit } from '@courtside/engine/regression';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import {
  equationText,
  formatEstimate,
  formatRSquared,
  formatStatistic,
  pValueClause,
} from '../content/fit-format';

export interface FitSummaryProps {
  fit: OlsFit;
  outcome: StatKey;
  predictors: readonly StatKey[];
  /** "teams" or "players". */
  noun: string;
  /** Rows without every chosen stat. */
  dropped: number;
  /** Players the minutes filter left out. */
  belowMinutes: number;
  /** Rows without a weight (weighted fits), and what the weight is: "minutes", "possessions". */
  withoutWeight: number;
  weightNoun: string | null;
}

export function FitSummary({
  fit,
  outcome,
  predictors,
  noun,
  dropped,
  belowMinutes,
  withoutWeight,
  weightNoun,
}: FitSummaryProps) {
  const outcomeDefinition = statDefinition(outcome);
  const equation = equationText(
    outcomeDefinition.shortLabel,
    fit.coefficients.map(({ predictorIndex, estimate }) => ({
      label:
        predictorIndex === null
          ? null
          : statDefinition(predictors[predictorIndex] ?? outcome).shortLabel,
      estimate,
    })),
  );
  const f = fit.fTest;
  const residualUnit = outcomeDefinition.format === 'pct' ? ' percentage points' : '';
  return (
    <section className="model-fitting__summary" aria-label="Model summary">
      <p className="mb-1">
        Fitted on <strong>{fit.n}</strong> {noun}
        {weightNoun !== null && `, weighted by ${weightNoun}`}
        {fit.covariance === 'hc3' && ', with HC3 robust standard errors'}.
        {dropped > 0 && ` ${dropped} without a value for every chosen stat were left out.`}
        {withoutWeight > 0 &&
          ` ${withoutWeight} without ${weightNoun ?? 'a weight'} were left out.`}
        {belowMinutes > 0 && ` ${belowMinutes} under the minutes minimum were left out.`}
      </p>
      <p className="model-fitting__equation" aria-label={`Fitted equation: ${equation}`}>
        {equation}
      </p>
      <dl className="model-fitting__stats">
        <div>
          <dt>R²</dt>
          <dd>{formatRSquared(fit.rSquared)}</dd>
        </div>
        <div>
          <dt>Adjusted R²</dt>
          <dd>{formatRSquared(fit.adjustedRSquared)}</dd>
        </div>
        {f !== null && (
          <div>
            <dt>
              F ({f.dfNumerator}, {f.dfDenominator})
            </dt>
            <dd>
              {formatStatistic(f.value)}, {pValueClause(f.pValue)}
            </dd>
          </div>
        )}
        <div>
          <dt>Residual std. error</dt>
          <dd>
            {formatEstimate(fit.residualStandardError)}
            {residualUnit}
          </dd>
        </div>
        <div>
          <dt>Condition number</dt>
          <dd>{formatEstimate(fit.conditionNumber)}</dd>
        </div>
        {fit.predictorConditionNumber !== null && (
          <div>
            <dt>Centred condition number</dt>
            <dd>{formatEstimate(fit.predictorConditionNumber)}</dd>
          </div>
        )}
      </dl>
      {fit.dropped.length > 0 && (
        <div>
          <p className="small fw-semibold mb-0">Left out of the fit:</p>
          <ul className="small mb-2" aria-label="Predictors left out of the fit">
            {fit.dropped.map((column) => (
              <li key={column.predictorIndex}>{column.message}</li>
            ))}
          </ul>
        </div>
      )}
      {fit.warnings.length > 0 && (
        <ul className="model-fitting__warnings" aria-label="Warnings">
          {fit.warnings.map((warning) => (
            <li key={warning.code}>{warning.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
