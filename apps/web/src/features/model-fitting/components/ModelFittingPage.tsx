/**
 * /tools/model-fitting (§2 "regression (model fitting)", §6 "linear regressions", tier ≥ 1):
 * least squares on a sample the user chooses — the teams or players of one season and division —
 * with an outcome stat and up to ten predictor stats, optionally weighted (players by minutes,
 * teams by possessions) and with HC3 robust errors. The fit runs in the browser
 * (@courtside/engine/regression, ARCHITECTURE.md) on rows the stats API serves.
 *
 * Every choice lives in the URL (content/fit-filters.ts); a change writes the whole current
 * choice, season included, so a copied link reopens the same model on the same sample even for
 * someone whose default season differs. Visitors and unverified accounts see what the tool does
 * and what opens it, and no request is sent for them.
 */
import { useMemo } from 'react';
import { DIVISIONS, getCompetition, getNavItem, divisionIdFromLabel } from '@courtside/contract';
import {
  ChartSkeleton,
  DataState,
  SimulatedDataBadge,
  TierGate,
  usePlayerAccess,
} from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { statDefinition } from '@/lib/stats/dictionary';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FIT_FILTERS, type FitSubject } from '../content/fit-filters';
import { fitSourceOf, fitStatsOf, resolveModel } from '../content/fit-stats';
import { resolveWeights, rowWeighting } from '../content/fit-weights';
import { useModelRows } from '../hooks/use-model-rows';
import { FitControls, type FitChoices } from './FitControls';
import { FitResults } from './FitResults';
import './model-fitting.css';

const PAGE_TITLE = 'Linear regressions';

export function ModelFittingPage() {
  useDocumentTitle(PAGE_TITLE);
  return (
    <div className="model-fitting container-fluid py-3">
      <header className="model-fitting__header">
        <h1 className="h3 mb-1">{PAGE_TITLE}</h1>
        <p className="model-fitting__intro mb-3">
          Fit a linear model by least squares: pick an outcome and up to ten stats that might
          explain it, for the teams or players of a season, and see how much each one moves the
          outcome, how sure the estimate is, and who the model misses.
        </p>
      </header>
      <TierGate feature={PAGE_TITLE} requiredTier={getNavItem('modelFitting').minTier}>
        <ModelFittingTool />
      </TierGate>
    </div>
  );
}

const NOUNS: Readonly<Record<FitSubject, { plural: string; header: string }>> = {
  teams: { plural: 'teams', header: 'Team' },
  players: { plural: 'players', header: 'Player' },
};

function ModelFittingTool() {
  const [filters, setFilters] = useUrlFilters(FIT_FILTERS);
  const defaults = useStatsDefaults();
  const access = usePlayerAccess();
  const competitionId = filters.competition ?? defaults.competitionId;
  const source = fitSourceOf(filters.subject, access);
  const available = fitStatsOf(source);
  const { subject, outcome: namedOutcome, predictors: namedPredictors } = filters;
  const weights = resolveWeights(subject, filters.weights);
  const { model, weighting, stats } = useMemo(() => {
    const resolved = resolveModel(
      { subject, outcome: namedOutcome, predictors: namedPredictors },
      fitStatsOf(source),
    );
    const rowWeights = rowWeighting(source, weights);
    return {
      model: resolved,
      weighting: rowWeights,
      // The weight's fields are asked for only when a weighting is chosen.
      stats: [resolved.outcome, ...resolved.predictors, ...(rowWeights?.stats ?? [])],
    };
  }, [subject, namedOutcome, namedPredictors, source, weights]);
  const divisionId = divisionIdFromLabel(filters.division);
  const rows = useModelRows({
    source,
    competitionId,
    divisionId,
    stats,
    minutes: filters.minutes,
  });
  const isSimulated = useIsSimulated(competitionId);

  const choices: FitChoices = {
    subject,
    competitionId,
    division: filters.division,
    minutes: filters.minutes,
    outcome: model.outcome,
    predictors: model.predictors,
    weights,
    errors: filters.errors,
  };
  // A change writes every current choice, so the URL alone reproduces the model.
  const change = (patch: Partial<Omit<FitChoices, 'subject'>>) => {
    const next = { ...choices, ...patch };
    setFilters({
      competition: next.competitionId,
      division: next.division,
      minutes: next.minutes,
      outcome: next.outcome,
      predictors: next.predictors,
      weights: next.weights,
      errors: next.errors,
    });
  };
  const changeSubject = (next: FitSubject) => {
    if (next === subject) return;
    // The other subject's stats and weights differ: start from its default model.
    setFilters({
      subject: next,
      competition: competitionId,
      outcome: null,
      predictors: null,
      weights: 'none',
      errors: filters.errors,
    });
  };

  const noun = NOUNS[subject];
  const competitionLabel = getCompetition(competitionId)?.label ?? `Season ${competitionId}`;
  const divisionName = DIVISIONS.find((division) => division.id === divisionId)?.name ?? '';
  const sampleLabel = `${competitionLabel}, ${divisionName}`;

  return (
    <>
      <FitControls
        choices={choices}
        stats={available}
        preferredGender={defaults.gender}
        onSubjectChange={changeSubject}
        onChange={change}
      />
      {model.unavailable.length > 0 && (
        <p className="small text-body-secondary" role="note">
          Left out of the model:{' '}
          {model.unavailable.map((key) => statDefinition(key).label).join(', ')} (not among the
          stats these rows carry).
        </p>
      )}
      <div className="model-fitting__sample">
        <h2 className="h5 mb-0">
          {statDefinition(model.outcome).label}, {noun.plural}: {sampleLabel}
        </h2>
        {isSimulated && <SimulatedDataBadge />}
      </div>
      <DataState
        query={rows}
        skeleton={<ChartSkeleton label={`Loading the ${noun.plural}`} />}
        emptyMessage={`No ${noun.plural} of ${divisionName} in ${competitionLabel} ${
          subject === 'players' && filters.minutes !== 'all'
            ? 'meet the minutes minimum'
            : 'have season stats'
        }.`}
      >
        {(data) => (
          <FitResults
            rows={data}
            outcome={model.outcome}
            predictors={model.predictors}
            noun={noun.plural}
            nameHeader={noun.header}
            belowMinutes={rows.belowMinutes}
            sampleLabel={sampleLabel}
            weighting={weighting}
            covariance={filters.errors}
          />
        )}
      </DataState>
    </>
  );
}
