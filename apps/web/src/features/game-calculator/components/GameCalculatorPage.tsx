/**
 * /tools/game-calculator: any two teams of any seasons (a 2019 team against a 2025 one), home,
 * away or neutral, projected against each other — score, margin, total, possessions and win
 * probability — with the why (adjusted ratings and the four factors matchup), a what-if on
 * either roster (remove a player, change his minutes) and the pair's past games with each
 * season's prediction against the result. Everything chosen is in the URL
 * (content/calculator-filters). Tier ≥ 1 (the tools' free tier); the server checks it too.
 */
import { useMemo } from 'react';
import { competitionsOfGender, DIVISIONS, getCompetition, TIER_VALUES } from '@courtside/contract';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import {
  EmptyState,
  ErrorState,
  TableSkeleton,
  TierGate,
  TrialPlayersNote,
  usePlayerAccess,
} from '@/components/stats/states';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { GameProjectionRow } from '../api/game-projection';
import {
  CALCULATOR_FILTERS,
  changesOf,
  withChange,
  type CalculatorFilters,
  type Site,
} from '../content/calculator-filters';
import { sideName, siteText } from '../content/projection-view';
import { useShownProjection } from '../hooks/use-shown-projection';
import { PastGamesTable } from './PastGamesTable';
import { ProjectionSummary } from './ProjectionSummary';
import { SeasonTeamPicker } from './SeasonTeamPicker';
import { WhatIfRoster } from './WhatIfRoster';
import { WhyPanel } from './WhyPanel';
import '@/components/stats/stats-actions.css';
import './game-calculator.css';

export function GameCalculatorPage() {
  useDocumentTitle('Game calculator');
  return (
    <div className="game-calculator container-fluid py-3">
      <header className="mb-3">
        <h1 className="h3 mb-1">Game calculator</h1>
        <p className="text-body-secondary mb-0">
          Pick any two teams of any seasons, home, away or neutral: the projected score, margin,
          total, possessions and win probability, with the why, a what-if on either roster and the
          pair’s past games.
        </p>
      </header>
      <TierGate feature="The game calculator" requiredTier={TIER_VALUES.free}>
        <Calculator />
      </TierGate>
    </div>
  );
}

const SITE_OPTIONS = (first: string): readonly { value: Site; label: string }[] => [
  { value: 'neutral', label: 'Neutral' },
  { value: 'home', label: `${first} home` },
  { value: 'away', label: `${first} away` },
];

function Calculator() {
  const [filters, setFilters] = useUrlFilters(CALCULATOR_FILTERS);
  const defaults = useStatsDefaults();
  const changes = useMemo(() => changesOf(filters.whatif), [filters.whatif]);
  const { query, shown, updating } = useShownProjection({
    a: filters.a,
    b: filters.b,
    site: filters.site,
    changes,
  });
  const firstGender = filters.a === null ? null : getCompetition(filters.a.competitionId)?.gender;
  const secondSeasons = useMemo(
    () => (firstGender ? competitionsOfGender(firstGender).map((c) => c.id) : undefined),
    [firstGender],
  );
  const firstName = shown === undefined ? 'First team' : shown.teams[0].teamMarket;
  // Another team makes the what-if's players meaningless: it is cleared with the team.
  const setTeam = (patch: Pick<Partial<CalculatorFilters>, 'a' | 'b'>) =>
    setFilters({ ...patch, whatif: [] });

  return (
    <>
      <form
        className="game-calculator__controls"
        aria-label="Matchup"
        onSubmit={(e) => e.preventDefault()}
      >
        <SeasonTeamPicker
          id="calculator-a"
          legend="First team"
          value={filters.a}
          onChange={(a) => setTeam({ a })}
          defaultCompetitionId={defaults.competitionId}
          preferredGender={defaults.gender}
        />
        <SeasonTeamPicker
          id="calculator-b"
          legend="Second team"
          value={filters.b}
          onChange={(b) => setTeam({ b })}
          defaultCompetitionId={filters.a?.competitionId ?? defaults.competitionId}
          preferredGender={firstGender ?? defaults.gender}
          competitionIds={secondSeasons}
        />
        <div className="game-calculator__site">
          <span className="small text-body-secondary" aria-hidden="true">
            Site
          </span>
          <ToggleGroup
            label="Site"
            options={SITE_OPTIONS(firstName)}
            value={filters.site}
            onChange={(site) => setFilters({ site })}
          />
        </div>
      </form>
      {filters.a === null || filters.b === null ? (
        <EmptyState message="Choose two teams, each with its season, to see the projection." />
      ) : query.status === 'error' ? (
        <ErrorState
          title="The projection could not be made."
          error={query.error}
          onRetry={query.refetch}
        />
      ) : shown === undefined ? (
        <TableSkeleton rows={8} columns={4} />
      ) : (
        <Projection
          row={shown}
          site={filters.site}
          updating={updating}
          hasWhatIf={changes.length > 0}
          onMinutes={(playerId, minutes) =>
            setFilters({ whatif: withChange(filters.whatif, playerId, minutes) })
          }
          onClearWhatIf={() => setFilters({ whatif: [] })}
        />
      )}
    </>
  );
}

interface ProjectionProps {
  row: GameProjectionRow;
  site: Site;
  updating: boolean;
  hasWhatIf: boolean;
  onMinutes: (playerId: number, minutes: number | null) => void;
  onClearWhatIf: () => void;
}

function referenceTextOf(row: GameProjectionRow): string {
  const season = getCompetition(row.referenceCompetitionId)?.label ?? 'the newer season';
  const division = DIVISIONS.find((d) => d.id === row.referenceDivisionId)?.name;
  return division === undefined ? season : `${season}, ${division}`;
}

function Projection({ row, site, updating, hasWhatIf, onMinutes, onClearWhatIf }: ProjectionProps) {
  const [a, b] = row.teams;
  const trialOnly = usePlayerAccess() === 'trial';
  return (
    <div className="game-calculator__results" aria-busy={updating}>
      <p className="visually-hidden" role="status">
        {updating ? 'Updating the projection…' : ''}
      </p>
      <ProjectionSummary row={row} siteText={siteText(site, sideName(a))} hasWhatIf={hasWhatIf} />
      <WhyPanel row={row} referenceText={referenceTextOf(row)} />
      <section aria-labelledby="what-if-heading">
        <div className="game-calculator__table-bar">
          <h2 id="what-if-heading" className="h5 mb-0">
            What-if
          </h2>
          {hasWhatIf && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={onClearWhatIf}
            >
              Clear what-if
            </button>
          )}
        </div>
        <p className="small text-body-secondary">
          Remove a player or change his minutes a game: each minute he gives up goes to a
          replacement-level player (BPM −2.0), moving the team’s adjusted margin by the minutes’
          share of the game × (his BPM + 2), half on offense and half on defense.
        </p>
        {trialOnly && <TrialPlayersNote />}
        <div className="game-calculator__rosters">
          <WhatIfRoster side={a} id="what-if-a" onChange={onMinutes} trialOnly={trialOnly} />
          <WhatIfRoster side={b} id="what-if-b" onChange={onMinutes} trialOnly={trialOnly} />
        </div>
      </section>
      <PastGamesTable row={row} />
    </div>
  );
}
