/**
 * The method view: the draft model in plain words (METHODS §10), its weights by size, and how
 * well it predicted each past draft it did not see (leave-one-season-out backtest) with the
 * figures pooled over those seasons. Without past drafts there is no model: the view explains
 * the method, says why nothing was fitted and draws no weights or backtest.
 */
import type { DraftModelRow } from '@courtside/contract/schemas';
import { DataState, EmptyState, TableSkeleton } from '@/components/stats/states';
import { useDraftModel } from '../api/draft-model';
import {
  DRAFT_INDICATORS,
  formatOddsRatio,
  formatScore,
  formatWeight,
  pooledBacktest,
  seasonOf,
  unavailableReason,
  weightsBySize,
} from '../content/draft-method';

export interface DraftMethodProps {
  competitionId: number;
}

export function DraftMethod({ competitionId }: DraftMethodProps) {
  const model = useDraftModel({ competitionId });
  // No row is the empty state, not a load that never ends.
  const row =
    model.data === undefined || model.data === null ? model.data : (model.data[0] ?? null);
  return (
    <div className="draft__method">
      <section aria-labelledby="draft-how">
        <h2 className="h5" id="draft-how">
          How the projection works
        </h2>
        <p>
          The projection estimates the chance that a player is drafted after this season. It reads a
          handful of indicators from the season&apos;s box scores that have told draftees apart in
          past drafts:
        </p>
        <ul>
          {DRAFT_INDICATORS.map((indicator) => (
            <li key={indicator.label}>
              <strong>{indicator.label}:</strong> {indicator.text}
            </li>
          ))}
        </ul>
        <p>
          <strong>Why age-adjusted production.</strong> Teams draft on what a player is likely to
          become. A freshman who holds their own against older players usually has more growth ahead
          than a senior with the same numbers, so BPM is also measured against the players of the
          same class: a positive age-adjusted BPM means better than the class&apos;s average.
        </p>
        <p>
          <strong>Logistic regression.</strong> Each indicator is put on a common scale (standard
          deviations from the average), and a logistic regression learns from past seasons how much
          each one moves the odds of being drafted. The weighted sum becomes a probability between
          0% and 100%. Players are then ranked by it, and the rank is read as a projected tier of
          the draft (lottery, first round, a later round, or undrafted).
        </p>
        <p>
          <strong>Leave one season out.</strong> A season is never projected by a model that saw its
          own draft: each season&apos;s projection comes from a model fitted on every other
          season&apos;s draft. The same split tests it: the figures below compare each past
          season&apos;s projection with the draft that actually followed it.
        </p>
      </section>
      <DataState
        query={{ ...model, data: row }}
        skeleton={<TableSkeleton label="Loading the draft model" rows={6} columns={4} />}
        emptyMessage="The draft model could not be found for this season"
        errorTitle="The draft model could not be loaded"
      >
        {(shown) => (shown.available ? <ModelFigures model={shown} /> : <NoModel model={shown} />)}
      </DataState>
    </div>
  );
}

function NoModel({ model }: { model: DraftModelRow }) {
  return (
    <section aria-labelledby="draft-no-model">
      <h2 className="h5" id="draft-no-model">
        No model for this season
      </h2>
      <EmptyState message={unavailableReason(model)}>
        <p className="small mb-0">
          A model can only be fitted where past drafts are known, and none can be tested without
          them, so there are no weights or backtest figures to show. The prospects list still shows
          the indicators.
        </p>
      </EmptyState>
    </section>
  );
}

function ModelFigures({ model }: { model: DraftModelRow }) {
  return (
    <>
      <section aria-labelledby="draft-weights">
        <h2 className="h5" id="draft-weights">
          What moves the projection
        </h2>
        <WeightsTable model={model} />
      </section>
      <section aria-labelledby="draft-backtest">
        <h2 className="h5" id="draft-backtest">
          How well it predicted past drafts
        </h2>
        <p>
          AUC is the chance that a drafted player was given a higher probability than an undrafted
          one (0.5 is a coin flip, 1 is perfect). Log loss and the Brier score measure how far the
          probabilities were from what happened: lower is better. Top-N hits count how many of the
          players ranked in the top {model.picksPerDraft} (one per pick) were drafted.
        </p>
        <BacktestTable model={model} />
      </section>
    </>
  );
}

function WeightsTable({ model }: { model: DraftModelRow }) {
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption>
          Weights per standard deviation, largest first: the model fitted on the drafts after{' '}
          {model.trainedOn.map(seasonOf).join(', ')} ({model.trainingRows} player seasons)
        </caption>
        <thead>
          <tr>
            <th scope="col">Indicator</th>
            <th scope="col" className="text-end">
              Weight
            </th>
            <th scope="col" className="text-end">
              Odds of being drafted
            </th>
          </tr>
        </thead>
        <tbody>
          {weightsBySize(model.weights).map((weight) => (
            <tr key={weight.indicator}>
              <th scope="row">{weight.label}</th>
              <td className="text-end">{formatWeight(weight.weight)}</td>
              <td className="text-end">{formatOddsRatio(weight.weight)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BacktestTable({ model }: { model: DraftModelRow }) {
  const pooled = pooledBacktest(model);
  if (pooled === null) {
    return <EmptyState message="No past season could be held out to test the model on" />;
  }
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption>Each season projected by a model fitted without its draft</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            {['Players', 'Drafted', 'AUC', 'Log loss', 'Brier', 'Top-N hits'].map((header) => (
              <th key={header} scope="col" className="text-end">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.backtest.map((season) => (
            <tr key={season.competitionId}>
              <th scope="row">{season.season}</th>
              <td className="text-end">{season.players}</td>
              <td className="text-end">{season.drafted}</td>
              <td className="text-end">{formatScore(season.auc)}</td>
              <td className="text-end">{formatScore(season.logLoss)}</td>
              <td className="text-end">{formatScore(season.brier)}</td>
              <td className="text-end">
                {season.topNHits} of {model.picksPerDraft}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              All {pooled.seasons} {pooled.seasons === 1 ? 'season' : 'seasons'}
            </th>
            <td className="text-end">{pooled.players}</td>
            <td className="text-end">{pooled.drafted}</td>
            <td className="text-end">{formatScore(pooled.auc)}</td>
            <td className="text-end">{formatScore(pooled.logLoss)}</td>
            <td className="text-end">{formatScore(pooled.brier)}</td>
            <td className="text-end">
              {pooled.hits} of {pooled.places}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
