/**
 * /tools/bar-charts (§2 Tools): the teams or players of a season and division ranked on one stat
 * of the dictionary, as horizontal bars with the same numbers in a table, PNG and CSV. Every
 * choice lives in the URL (content/bar-chart-filters), so a shared link draws the same chart.
 * A shooting percentage of full player rows (tier ≥ 2) also needs a number of attempts per game
 * (lib/stats/shooting-qualifiers); the public rows carry no attempts, and the page says so.
 * Bar charts are tier ≥ 1 (§6): a visitor or an unverified account sees what opens them, and no
 * statistics are requested for them.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { TIER_VALUES, getCompetition, getNavItem, paths, tierLabel } from '@courtside/contract';
import { ChartSkeleton, DataState, TierGate, usePlayerAccess } from '@/components/stats/states';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useIsSimulated } from '@/lib/stats/competition-info';
import type { StatKey } from '@/lib/stats/dictionary';
import {
  PLAYER_AGG_STAT_KEYS,
  PLAYER_PUBLIC_STAT_KEYS,
  TEAM_AGG_STAT_KEYS,
} from '@/lib/stats/row-stat-keys';
import { PUBLIC_ROWS_QUALIFIER_NOTE, shootingQualifierOf } from '@/lib/stats/shooting-qualifiers';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompetitionTeamColors } from '@/lib/stats/team-colors';
import {
  BAR_CHART_FILTERS,
  divisionOf,
  modesOffered,
  resolveMode,
  resolveStat,
  type BarChartKind,
} from '../content/bar-chart-filters';
import { teamBarColors } from '../content/bar-colors';
import { useStatRows } from '../hooks/use-stat-rows';
import { BarChartControls, type ConferenceChoice } from './BarChartControls';
import { BarChartResult } from './BarChartResult';
import '@/components/stats/stats-actions.css';
import './bar-charts.css';

export function BarChartsPage() {
  useDocumentTitle('Bar charts');
  return (
    <div className="bar-charts container-fluid py-3">
      <header className="mb-3">
        <h1 className="h3 mb-1">Bar charts</h1>
        <p className="text-body-secondary mb-0">
          Rank the teams or players of a season on any stat, best or worst first.
        </p>
      </header>
      <TierGate feature="Bar charts" requiredTier={getNavItem('barCharts').minTier}>
        <BarChartTool />
      </TierGate>
    </div>
  );
}

/** The stats the rows this viewer reads carry. */
function offeredStats(kind: BarChartKind, fullPlayerRows: boolean): readonly StatKey[] {
  if (kind === 'teams') return TEAM_AGG_STAT_KEYS;
  return fullPlayerRows ? PLAYER_AGG_STAT_KEYS : PLAYER_PUBLIC_STAT_KEYS;
}

function BarChartTool() {
  const [filters, setFilters] = useUrlFilters(BAR_CHART_FILTERS);
  const defaults = useStatsDefaults();
  const competitionId = filters.competition ?? defaults.competitionId;
  const competition = getCompetition(competitionId);
  const fullPlayerRows = usePlayerAccess() === 'all';
  const offered = offeredStats(filters.kind, fullPlayerRows);
  const stat = resolveStat(filters.stat, offered, filters.kind);
  const division = divisionOf(filters.division);
  const players = filters.kind === 'players';
  const shootingQualifier = players ? shootingQualifierOf(stat) : null;
  const qualifier = fullPlayerRows ? shootingQualifier : null;

  const conferenceList = useCompetitionConferences(competitionId);
  const conferences = useMemo<ConferenceChoice[]>(
    () =>
      (conferenceList.data ?? [])
        .filter((conference) => conference.divisionId === division.id)
        .map((conference) => ({
          conferenceId: conference.conferenceId,
          name: conference.conferenceShortName,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [conferenceList.data, division.id],
  );
  const conferenceNames = useMemo(
    () => new Map(conferences.map((conference) => [conference.conferenceId, conference.name])),
    [conferences],
  );
  // A conference the division does not have falls back to all; until the list is known the
  // URL's choice stands (the rows carry conference ids, names only label them).
  const conferenceId =
    filters.conference !== null &&
    (conferenceList.status !== 'success' || conferenceNames.has(filters.conference))
      ? filters.conference
      : null;

  const rows = useStatRows({
    kind: filters.kind,
    competitionId,
    divisionId: division.id,
    stat,
    fullPlayerRows,
  });
  const denominators = useMemo(() => (rows.data ?? []).map((row) => row.denominators), [rows.data]);
  const modes = modesOffered(stat, denominators);
  const mode = resolveMode(stat, filters.mode, denominators);
  const colorRows = useCompetitionTeamColors(competitionId).data;
  const teamColors = useMemo(() => teamBarColors(colorRows), [colorRows]);
  const isSimulated = useIsSimulated(competitionId);
  const who = filters.kind === 'teams' ? 'team' : 'player';

  return (
    <>
      <BarChartControls
        filters={filters}
        setFilters={setFilters}
        competitionId={competitionId}
        preferredGender={defaults.gender}
        stat={stat}
        offeredStats={offered}
        modes={modes}
        mode={mode}
        conferences={conferences}
        conferenceId={conferenceId}
        qualifier={qualifier}
      />
      {shootingQualifier !== null && !fullPlayerRows && <PublicRowsNote />}
      <DataState
        query={rows}
        skeleton={<ChartSkeleton label={`Loading the ${who} ranking`} />}
        emptyMessage={`No ${who} statistics for ${division.name} in ${competition?.label ?? 'this season'} yet.`}
      >
        {(data) =>
          competition && (
            <BarChartResult
              rows={data}
              filters={filters}
              stat={stat}
              mode={mode}
              competition={competition}
              divisionName={division.name}
              conferenceId={conferenceId}
              conferenceNames={conferenceNames}
              teamColors={teamColors}
              isSimulated={isSimulated}
              qualifier={qualifier}
            />
          )
        }
      </DataState>
    </>
  );
}

/** Why a shooting percentage of the public rows has no attempts minimum, and what adds one. */
function PublicRowsNote() {
  return (
    <p className="small text-body-secondary mb-2" role="note">
      {PUBLIC_ROWS_QUALIFIER_NOTE} Attempts come with{' '}
      <Link to={paths.myAccount('subscribe', TIER_VALUES.plus)}>{tierLabel(TIER_VALUES.plus)}</Link>
      .
    </p>
  );
}
