/**
 * /tools/game-deciding-shots?competitionIds=…&division=… (§2 "Tools"): tying and go-ahead shots
 * (METHODS §6: 30 seconds or less left in regulation or an overtime, tied or down by up to 2, 3
 * for a three) of a division over one or more seasons — totals, the shots on a half court,
 * player and team leaderboards and every shot linked to its game's play-by-play. The filters
 * (time left, score, tying or go-ahead, result, period, conference, team) live in the URL
 * (content/deciding-filters.ts); CSV and PNG downloads come with the tables and the court.
 *
 * Access follows §6: tier ≥ 1 (`getNavItem('gameDecidingShots').minTier`); a visitor sees what
 * opens it and no statistics are requested. A malformed address is the not-found page, as the
 * legacy address's is; the bare address opens the default season.
 */
import { useMemo, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { getCompetition, getNavItem } from '@courtside/contract';
import type { SelectOption } from '@/components/forms/LabeledSelect';
import { DataState, SimulatedDataBadge, TableSkeleton, TierGate } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DECIDING_FILTERS, type DecidingFilterValues } from '../content/deciding-filters';
import { parseDecidingRoute, type DecidingRoute } from '../content/deciding-route';
import { useDecidingData, type DecidingData } from '../hooks/use-deciding-data';
import { DecidingControls } from './DecidingControls';
import { DecidingResults } from './DecidingResults';
import './game-deciding-shots.css';

const FEATURE = 'Game-deciding shots';

export function GameDecidingShotsPage({ notFound }: { notFound: ReactNode }) {
  const [search] = useSearchParams();
  const parsed = parseDecidingRoute(search);
  if (parsed.kind === 'notFound') return <>{notFound}</>;
  if (parsed.kind === 'default') return <Navigate replace to={parsed.to} />;
  return <GameDecidingShots route={parsed.route} />;
}

const seasonLabel = (competitionId: number): string =>
  getCompetition(competitionId)?.label ?? String(competitionId);

/** "Division I, 2024-25 and 2025-26 Men's Basketball" */
function scopeTextOf(route: DecidingRoute): string {
  const seasons = route.competitionIds.map(seasonLabel);
  const last = seasons.pop() ?? '';
  const joined = seasons.length === 0 ? last : `${seasons.join(', ')} and ${last}`;
  return `${route.division.name}, ${joined}`;
}

function GameDecidingShots({ route }: { route: DecidingRoute }) {
  const scopeText = scopeTextOf(route);
  useDocumentTitle(`${FEATURE}: ${scopeText}`);
  return (
    <div className="game-deciding-shots container-fluid py-3">
      <header className="mb-3">
        <h1 className="h3 mb-1">{FEATURE}</h1>
        <p className="text-body-secondary mb-0">
          Tying and go-ahead field-goal attempts with 30 seconds or less left in regulation or
          overtime, by a team tied or trailing by up to 2 (3 for a three): {scopeText}.
        </p>
      </header>
      <TierGate feature={FEATURE} requiredTier={getNavItem('gameDecidingShots').minTier}>
        <DecidingView route={route} scopeText={scopeText} />
      </TierGate>
    </div>
  );
}

function SeasonItem({ competitionId }: { competitionId: number }) {
  const isSimulated = useIsSimulated(competitionId);
  return (
    <li>
      {seasonLabel(competitionId)} {isSimulated && <SimulatedDataBadge />}
    </li>
  );
}

/** A team or conference the seasons' rows do not name (an old or edited link) means "all". */
function effectiveFilters(filters: DecidingFilterValues, data: DecidingData | undefined) {
  if (data === undefined) return { ...filters, team: null, conference: null };
  const conference =
    filters.conference !== null && data.conferenceNames.has(filters.conference)
      ? filters.conference
      : null;
  // A team outside the chosen conference (an edited link) is not a choice the page offers.
  const teamInfo = filters.team === null ? undefined : data.teams.get(filters.team);
  const team =
    teamInfo !== undefined && (conference === null || teamInfo.conferenceId === conference)
      ? teamInfo.teamId
      : null;
  return { ...filters, team, conference };
}

function DecidingView({ route, scopeText }: { route: DecidingRoute; scopeText: string }) {
  const [urlFilters, setFilters, resetFilters] = useUrlFilters(DECIDING_FILTERS);
  const query = useDecidingData(route.competitionIds, route.division.id);
  const data = query.data ?? undefined;
  const filters = useMemo(() => effectiveFilters(urlFilters, data), [urlFilters, data]);

  const conferences = useMemo((): SelectOption<number>[] => {
    if (data === undefined) return [];
    const ids = new Set<number>();
    for (const team of data.teams.values()) {
      if (team.conferenceId !== null && data.conferenceNames.has(team.conferenceId)) {
        ids.add(team.conferenceId);
      }
    }
    return [...ids]
      .map((id) => ({ value: id, label: data.conferenceNames.get(id) ?? String(id) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [data]);
  const teams = useMemo((): SelectOption<number>[] => {
    if (data === undefined) return [];
    return [...data.teams.values()]
      .filter((team) => filters.conference === null || team.conferenceId === filters.conference)
      .map((team) => ({
        value: team.teamId,
        label:
          route.competitionIds.length > 1
            ? `${team.teamMarket} (${getCompetition(team.competitionId)?.abb2 ?? team.competitionId})`
            : team.teamMarket,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [data, filters.conference, route.competitionIds.length]);

  return (
    <>
      <ul className="deciding-seasons list-unstyled mb-2">
        {route.competitionIds.map((competitionId) => (
          <SeasonItem key={competitionId} competitionId={competitionId} />
        ))}
      </ul>
      <DecidingControls
        route={route}
        filters={filters}
        setFilters={setFilters}
        onReset={resetFilters}
        conferences={conferences}
        teams={teams}
      />
      <DataState
        query={query}
        skeleton={<TableSkeleton label="Loading the game-deciding shots" columns={8} />}
        // The free tier may read no shot (none of its trial players') yet every team's totals.
        isEmpty={(loaded) =>
          loaded.shots.length === 0 && loaded.teamRows.every((row) => row.decidingFga === 0)
        }
        emptyMessage={`No tying or go-ahead shots for ${scopeText} yet: only play-by-play games have them.`}
        errorTitle="The game-deciding shots could not be loaded"
      >
        {(loaded) => (
          <DecidingResults route={route} data={loaded} filters={filters} scopeText={scopeText} />
        )}
      </DataState>
    </>
  );
}
