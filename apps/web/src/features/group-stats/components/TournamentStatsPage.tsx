/**
 * /stats/:competitionId/tournaments/:tournamentId/:view (§2): a season's national tournament or
 * one of its conference tournaments — the bracket as played (regions, seeds, results by round;
 * a conference tournament has rounds only), the field's season statistics (team-box, the §2
 * example) and the tournament's player leaders (player-box: totals over its games only).
 * Tournament stats are tier ≥ 1 (§6 navbar table). Brackets and tournament games come from the
 * warehouse's tournament tables, which only the demo league fills.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import {
  TIER_VALUES,
  conferenceIdOfTournament,
  conferenceTournamentLabel,
  getNationalTournament,
  paths,
} from '@courtside/contract';
import { buildBracket } from '@/components/bracket/bracket';
import { teamColorMap } from '@/components/bracket/TeamColorChip';
import { TournamentBracket } from '@/components/bracket/TournamentBracket';
import { isNotFound, throwNotFound } from '@/components/errors/not-found';
import type { SeasonDestination } from '@/components/navigation/season-switch';
import { DataState, EmptyState, TableSkeleton, TierGate } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  competitionConferencesQueryOptions,
  useCompetitionConferences,
} from '@/lib/stats/competition-conferences';
import { useCompetitionTeamColors } from '@/lib/stats/team-colors';
import { useTournamentGames } from '../api/tournament-games';
import {
  TOURNAMENT_VIEWS,
  parseTournamentRoute,
  type TournamentRoute,
} from '../content/group-route';
import {
  conferenceTournamentDestination,
  tournamentDestination,
} from '../content/season-destinations';
import { GroupHeader } from './GroupHeader';
import { GroupPlayerBoard } from './GroupPlayerBoard';
import { GroupTeamBox } from './GroupTeamBox';
import './group-stats.css';

/** What the page shows of the tournament the address names. */
interface ShownTournament {
  title: string;
  /**
   * The host conference of a conference tournament (`checked` once the season's conferences
   * have answered); null for the national tournament.
   */
  conference: { conferenceId: number; name: string; checked: boolean } | null;
  destinationIn: (competitionId: number) => SeasonDestination | Promise<SeasonDestination>;
}

export function TournamentStatsPage({ notFound }: { notFound: ReactNode }) {
  const route = parseTournamentRoute(useParams());
  if (route === null) return <>{notFound}</>;
  const conferenceId = conferenceIdOfTournament(route.tournamentId);
  if (conferenceId !== null) {
    return <ConferenceTournamentStats route={route} conferenceId={conferenceId} />;
  }
  const national = getNationalTournament(route.tournamentId);
  // A tournament belongs to one competition: another pairing is not a page.
  if (national?.competitionId !== route.competitionId) return <>{notFound}</>;
  const tournament: ShownTournament = {
    title: national.label,
    conference: null,
    destinationIn: (competitionId) => tournamentDestination(competitionId, route.view),
  };
  return <TournamentStats route={route} tournament={tournament} />;
}

/**
 * A conference tournament is named after its conference, so the page needs the season's
 * conferences: one the season does not have is the not-found page, as on the conference page.
 */
function ConferenceTournamentStats({
  route,
  conferenceId,
}: {
  route: TournamentRoute;
  conferenceId: number;
}) {
  const queryClient = useQueryClient();
  const conferences = useCompetitionConferences(route.competitionId);
  const row = conferences.data?.find((c) => c.conferenceId === conferenceId);
  if (conferences.status === 'success' && row === undefined) throwNotFound('No such conference');
  const conference = {
    conferenceId,
    name: row?.conferenceShortName ?? 'Conference',
    checked: conferences.status !== 'pending',
  };
  const tournament: ShownTournament = {
    title: conferenceTournamentLabel(route.competitionId, conference.name),
    conference,
    destinationIn: (competitionId) =>
      conferenceTournamentDestination(conference, route.view, competitionId, (id) =>
        queryClient.fetchQuery(competitionConferencesQueryOptions(id)),
      ),
  };
  return <TournamentStats route={route} tournament={tournament} />;
}

function TournamentStats({
  route,
  tournament,
}: {
  route: TournamentRoute;
  tournament: ShownTournament;
}) {
  const viewLabel = TOURNAMENT_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`${tournament.title} ${viewLabel}`);
  return (
    <div className="group-stats container-fluid py-3">
      <GroupHeader
        title={tournament.title}
        competitionId={route.competitionId}
        destinationIn={tournament.destinationIn}
        tabs={TOURNAMENT_VIEWS.map((entry) => ({
          label: entry.label,
          to: paths.tournament(route.competitionId, route.tournamentId, entry.view),
        }))}
        tabsLabel="Tournament views"
      />
      <div className="group-stats__view">
        <TierGate feature="Tournament stats" requiredTier={TIER_VALUES.free}>
          {tournament.conference === null ? (
            <TournamentView route={route} tournament={tournament} />
          ) : (
            <StoredTournament
              route={route}
              conferenceChecked={tournament.conference.checked}
              missingMessage={`No bracket is stored for the ${tournament.title} (only the demo league's conference tournaments are stored)`}
            >
              <TournamentView route={route} tournament={tournament} />
            </StoredTournament>
          )}
        </TierGate>
      </div>
    </div>
  );
}

/**
 * A conference tournament's views once the warehouse is known to hold it. The API knows a
 * conference tournament only where one is stored (NCAA seasons have none), and the conference
 * itself is checked above, so its 404 here means "no bracket stored": an empty state rather
 * than the not-found page. The bracket views read the same answer and show its other states
 * themselves; the player leaders wait for it, as the API would refuse their request too.
 */
function StoredTournament({
  route,
  conferenceChecked,
  missingMessage,
  children,
}: {
  route: TournamentRoute;
  conferenceChecked: boolean;
  missingMessage: string;
  children: ReactNode;
}) {
  const games = useTournamentGames(route);
  if (games.status === 'error' && isNotFound(games.error)) {
    // Until the conference is checked the 404 may be the not-found page's to show.
    if (!conferenceChecked) return <TableSkeleton label="Loading the tournament" />;
    return <EmptyState message={missingMessage} />;
  }
  // Never swapped for a skeleton: the bracket views would remount and refetch a failed answer.
  if (route.view !== 'player-box') return <>{children}</>;
  return (
    <DataState
      query={games}
      skeleton={<TableSkeleton label="Loading the tournament" />}
      // An empty bracket still has its leaders' own empty message below.
      isEmpty={() => false}
      emptyMessage={missingMessage}
      errorTitle="The tournament could not be loaded"
    >
      {() => children}
    </DataState>
  );
}

function TournamentView({
  route,
  tournament,
}: {
  route: TournamentRoute;
  tournament: ShownTournament;
}) {
  // Player leaders ask the API by tournament directly: a national tournament's need no bracket.
  if (route.view === 'player-box') {
    return (
      <GroupPlayerBoard
        group={{ competitionId: route.competitionId, tournamentId: route.tournamentId }}
        groupName={tournament.title}
      />
    );
  }
  return <BracketViews route={route} tournament={tournament} />;
}

/** The views built on the bracket's games: the bracket itself and its field's team stats. */
function BracketViews({
  route,
  tournament,
}: {
  route: TournamentRoute;
  tournament: ShownTournament;
}) {
  const games = useTournamentGames(route);
  const bracket = useMemo(() => (games.data ? buildBracket(games.data) : undefined), [games.data]);
  const teamColors = useCompetitionTeamColors(
    route.view === 'bracket' ? route.competitionId : null,
  );
  const colors = useMemo(() => teamColorMap(teamColors.data), [teamColors.data]);
  const conferences = useCompetitionConferences(route.competitionId);
  const conferenceNames = useMemo(
    () => new Map((conferences.data ?? []).map((c) => [c.conferenceId, c.conferenceShortName])),
    [conferences.data],
  );
  return (
    <DataState
      query={{ ...games, data: bracket }}
      skeleton={<TableSkeleton label="Loading the bracket" />}
      isEmpty={(shown) => shown.teamIds.length === 0}
      emptyMessage="No bracket results for this tournament (only the demo league's brackets are stored)"
      errorTitle="The bracket could not be loaded"
    >
      {(shown) =>
        route.view === 'bracket' ? (
          <TournamentBracket bracket={shown} competitionId={route.competitionId} colors={colors} />
        ) : (
          <GroupTeamBox
            request={{ competitionId: route.competitionId, teamIds: shown.teamIds }}
            groupName={tournament.title}
            // A conference tournament's field is all of one conference: no column for it.
            conferenceNames={tournament.conference === null ? conferenceNames : undefined}
          />
        )
      }
    </DataState>
  );
}
