/**
 * /tools/scoring-streaks?competitionIds=…&division=… (§2 "Tools"): the season's scoring runs
 * (8-0 and up), droughts (the runs a team allowed), and player scoring and shooting streaks.
 *
 * The streak endpoints answer per team, so the default view is what the API answers for a
 * whole division at once: every team's runs made and allowed, longest runs and result streaks
 * (`team-agg-streak-stats`), one request per season. Picking a team opens its drill-down: each
 * run and drought, its players' scoring streaks and the longest shooting streaks, every row
 * linked to its moment in the game. Every choice is a URL filter (content/streak-filters.ts).
 *
 * Access follows §6: tier ≥ 1 (`getNavItem('scoringStreaks').minTier`); a visitor sees what
 * opens it and no statistics are requested. A malformed or unknown season or division in the
 * address is the not-found page, as for the legacy /tools/scoring-streaks/:id/:division.
 */
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getCompetition, getNavItem, highestCompetitionId } from '@courtside/contract';
import { EmptyState, SimulatedDataBadge, TableSkeleton, TierGate } from '@/components/stats/states';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeamStreakLeaders } from '../api/team-streak-leaders';
import { rowsOfConference, shownConference, teamChoices, teamLabel } from '../content/leaders';
import { formatOf } from '../content/moments';
import { STREAK_FILTERS, divisionOf, scopeProblem } from '../content/streak-filters';
import { StreakControls } from './StreakControls';
import { TeamDrillDown } from './TeamDrillDown';
import { TeamLeaderboard } from './TeamLeaderboard';
import './scoring-streaks.css';

const FEATURE = 'Scoring streaks';

export function ScoringStreaksPage({ notFound }: { notFound: ReactNode }) {
  const [search] = useSearchParams();
  if (scopeProblem(search) !== null) return <>{notFound}</>;
  return <ScoringStreaks />;
}

function ScoringStreaks() {
  useDocumentTitle(FEATURE);
  return (
    <div className="scoring-streaks container-fluid py-3">
      <header className="scoring-streaks__header">
        <h1 className="h3 mb-1">{FEATURE}</h1>
        <p className="text-body-secondary mb-0">
          The season’s longest scoring runs and droughts, and player scoring and shooting streaks,
          each linked to its moment in the game.
        </p>
      </header>
      <TierGate feature={FEATURE} requiredTier={getNavItem('scoringStreaks').minTier}>
        <ScoringStreaksView />
      </TierGate>
    </div>
  );
}

function ScoringStreaksView() {
  const [filters, setFilters] = useUrlFilters(STREAK_FILTERS);
  const competitionIds = useMemo(
    () => [...filters.competitionIds].sort((a, b) => a - b),
    [filters.competitionIds],
  );
  const newest = highestCompetitionId(competitionIds) ?? STREAK_FILTERS.defaults.competitionIds[0];
  const competition = newest === undefined ? undefined : getCompetition(newest);
  const gender = competition?.gender ?? 'MALE';
  const division = divisionOf(filters.division);
  const severalSeasons = competitionIds.length > 1;
  const isSimulated = useIsSimulated(newest ?? 0);

  const leaders = useTeamStreakLeaders(competitionIds, division.id);
  const conferences = useCompetitionConferences(newest ?? 0);
  const conferenceChoices = useMemo(
    () =>
      (conferences.data ?? [])
        .filter((row) => row.divisionId === division.id)
        .map((row) => ({ conferenceId: row.conferenceId, label: row.conferenceLongName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [conferences.data, division.id],
  );

  const rows = leaders.data ?? [];
  const conferenceId = shownConference(rows, filters.conference);
  const conferenceRows = rowsOfConference(rows, conferenceId);
  const conferenceName =
    conferenceChoices.find((choice) => choice.conferenceId === conferenceId)?.label ?? null;
  const seasons = competitionIds.map((id) => getCompetition(id)?.label ?? String(id)).join(', ');
  const scopeText = `${conferenceName === null ? '' : `${conferenceName}, `}${division.name}, ${seasons}`;
  const teamRow =
    filters.team === null ? undefined : rows.find((row) => row.teamId === filters.team);
  // The team shown stays in the picker even when a link names another conference.
  const pickerRows =
    teamRow === undefined || conferenceRows.includes(teamRow)
      ? conferenceRows
      : [...conferenceRows, teamRow];

  return (
    <>
      <p className="scoring-streaks__season">
        {seasons} {isSimulated && <SimulatedDataBadge />}
      </p>
      <StreakControls
        filters={filters}
        setFilters={setFilters}
        gender={gender}
        competitionId={newest ?? 0}
        conferences={conferenceChoices}
        conferenceId={conferenceId}
        teams={teamChoices(pickerRows, severalSeasons)}
      />
      {filters.team === null || leaders.status === 'error' ? (
        <TeamLeaderboard
          query={leaders}
          rows={conferenceRows}
          filters={filters}
          severalSeasons={severalSeasons}
          scopeText={scopeText}
        />
      ) : teamRow !== undefined ? (
        <TeamDrillDown
          key={`${teamRow.competitionId}-${teamRow.teamId}`}
          team={teamRow}
          teamName={teamLabel(teamRow, severalSeasons)}
          format={formatOf(gender)}
          filters={filters}
          setFilters={setFilters}
        />
      ) : leaders.status === 'pending' ? (
        <TableSkeleton label="Loading the team" />
      ) : (
        <EmptyState message={`No such team in ${division.name}, ${seasons}.`}>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setFilters({ team: null })}
          >
            Show the leaderboard
          </button>
        </EmptyState>
      )}
    </>
  );
}
