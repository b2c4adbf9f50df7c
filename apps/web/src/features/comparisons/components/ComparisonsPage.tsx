/**
 * /tools/comparisons (§2 Tools): two to four teams, or two to four players, side by side, each in
 * its own season, on every stat of the dictionary their rows carry, with percentiles in their own
 * division's season and the best of each row marked. The subjects, the mode and the players'
 * percentile pool are in the URL (content/comparison-filters), so a shared link reopens the same
 * comparison. Comparisons are tier ≥ 1 (§6): a visitor or an unverified account sees what opens
 * them, and no statistics are requested for them.
 */
import { useMemo } from 'react';
import { getNavItem, resolveUserSettings, type PlayerPctilesType } from '@courtside/contract';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import { TierGate, usePlayerAccess } from '@/components/stats/states';
import {
  PLAYER_AGG_STAT_KEYS,
  PLAYER_PUBLIC_STAT_KEYS,
  TEAM_AGG_STAT_KEYS,
} from '@/lib/stats/row-stat-keys';
import { useSession } from '@/lib/session';
import { useStatsDefaults, type StatsDefaults } from '@/lib/stats/stats-defaults';
import { useUrlFilters, type SetFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  COMPARISON_FILTERS,
  subjectsOf,
  type ComparisonFilters,
  type Subject,
} from '../content/comparison-filters';
import { usePlayerComparison } from '../hooks/use-player-comparison';
import { useTeamComparison } from '../hooks/use-team-comparison';
import { ComparisonView } from './ComparisonView';
import '@/components/stats/stats-actions.css';
import './comparisons.css';

export function ComparisonsPage() {
  useDocumentTitle('Comparisons');
  return (
    <div className="comparisons container-fluid py-3">
      <header className="mb-3">
        <h1 className="h3 mb-1">Comparisons</h1>
        <p className="text-body-secondary mb-0">
          Put two to four teams or players side by side, each in its own season, on every stat.
        </p>
      </header>
      <TierGate feature="Comparisons" requiredTier={getNavItem('comparisons').minTier}>
        <ComparisonTool />
      </TierGate>
    </div>
  );
}

const KIND_OPTIONS = [
  { value: 'teams', label: 'Teams' },
  { value: 'players', label: 'Players' },
] as const;

const PCTILES_OPTIONS = [
  { value: 'byPosition', label: 'By position' },
  { value: 'overall', label: 'Overall' },
] as const;

interface ComparisonProps {
  filters: ComparisonFilters;
  setFilters: SetFilters<ComparisonFilters>;
  subjects: readonly Subject[];
  defaults: StatsDefaults;
}

function ComparisonTool() {
  const [filters, setFilters] = useUrlFilters(COMPARISON_FILTERS);
  const subjects = useMemo(() => subjectsOf(filters.subjects), [filters.subjects]);
  const defaults = useStatsDefaults();
  const props = { filters, setFilters, subjects, defaults };
  return (
    <>
      <div className="comparisons__kind">
        <ToggleGroup
          label="Compare teams or players"
          options={KIND_OPTIONS}
          value={filters.kind}
          // Team and player ids differ: the subjects of one kind mean nothing to the other.
          onChange={(kind) => setFilters({ kind, subjects: [] })}
        />
      </div>
      {filters.kind === 'teams' ? <TeamComparison {...props} /> : <PlayerComparison {...props} />}
    </>
  );
}

function TeamComparison({ filters, setFilters, subjects, defaults }: ComparisonProps) {
  const state = useTeamComparison(subjects);
  return (
    <ComparisonView
      kind="teams"
      state={state}
      subjectKeys={filters.subjects}
      onSubjectsChange={(keys) => setFilters({ subjects: keys })}
      statKeys={TEAM_AGG_STAT_KEYS}
      mode={filters.mode}
      onModeChange={(mode) => setFilters({ mode })}
      defaultCompetitionId={defaults.competitionId}
      preferredGender={defaults.gender}
    />
  );
}

/** The user's percentile setting (§3; a visitor's is the default, by position). */
function usePctilesSetting(): PlayerPctilesType {
  const { user, isSignedIn } = useSession();
  return resolveUserSettings(isSignedIn ? user : null).playerPctilesType;
}

function PlayerComparison({ filters, setFilters, subjects, defaults }: ComparisonProps) {
  const setting = usePctilesSetting();
  const pctilesType = filters.pctiles ?? setting;
  const fullRows = usePlayerAccess() === 'all';
  const state = usePlayerComparison(subjects, { fullRows, pctilesType });
  return (
    <ComparisonView
      kind="players"
      state={state}
      subjectKeys={filters.subjects}
      onSubjectsChange={(keys) => setFilters({ subjects: keys })}
      statKeys={fullRows ? PLAYER_AGG_STAT_KEYS : PLAYER_PUBLIC_STAT_KEYS}
      mode={filters.mode}
      onModeChange={(mode) => setFilters({ mode })}
      defaultCompetitionId={defaults.competitionId}
      preferredGender={defaults.gender}
      extraControls={
        <div className="comparisons__switch">
          <span className="small text-body-secondary" aria-hidden="true">
            Percentiles
          </span>
          <ToggleGroup
            label="Player percentiles"
            options={PCTILES_OPTIONS}
            value={pctilesType}
            // The user's own setting is the default: choosing it again leaves the URL plain.
            onChange={(value) => setFilters({ pctiles: value === setting ? null : value })}
          />
        </div>
      }
    />
  );
}
