/**
 * /stats/:competitionId/tournaments/:tournamentId/:view (§2): a season's national tournament —
 * the bracket as played (regions, seeds, results by round), the field's season statistics
 * (team-box, the §2 example) and the tournament's player leaders (player-box: totals over its
 * games only). Tournament stats are tier ≥ 1 (§6 navbar table). Brackets and tournament games
 * come from the warehouse's tournament tables, which only the demo league fills.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { TIER_VALUES, getNationalTournament, paths } from '@courtside/contract';
import { buildBracket } from '@/components/bracket/bracket';
import { TournamentBracket } from '@/components/bracket/TournamentBracket';
import { DataState, TableSkeleton, TierGate } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useTournamentGames } from '../api/tournament-games';
import {
  TOURNAMENT_VIEWS,
  parseTournamentRoute,
  type TournamentRoute,
} from '../content/group-route';
import { tournamentDestination } from '../content/season-destinations';
import { GroupHeader } from './GroupHeader';
import { GroupPlayerBoard } from './GroupPlayerBoard';
import { GroupTeamBox } from './GroupTeamBox';
import './group-stats.css';

export function TournamentStatsPage({ notFound }: { notFound: ReactNode }) {
  const route = parseTournamentRoute(useParams());
  const tournament = route === null ? undefined : getNationalTournament(route.tournamentId);
  // A tournament belongs to one competition: another pairing is not a page.
  if (route === null || tournament?.competitionId !== route.competitionId) return <>{notFound}</>;
  return <TournamentStats route={route} title={tournament.label} />;
}

function TournamentStats({ route, title }: { route: TournamentRoute; title: string }) {
  const viewLabel = TOURNAMENT_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`${title} ${viewLabel}`);
  return (
    <div className="group-stats container-fluid py-3">
      <GroupHeader
        title={title}
        competitionId={route.competitionId}
        destinationIn={(competitionId) => tournamentDestination(competitionId, route.view)}
        tabs={TOURNAMENT_VIEWS.map((entry) => ({
          label: entry.label,
          to: paths.tournament(route.competitionId, route.tournamentId, entry.view),
        }))}
        tabsLabel="Tournament views"
      />
      <div className="group-stats__view">
        <TierGate feature="Tournament stats" requiredTier={TIER_VALUES.free}>
          <TournamentView route={route} title={title} />
        </TierGate>
      </div>
    </div>
  );
}

function TournamentView({ route, title }: { route: TournamentRoute; title: string }) {
  // Player leaders ask the API by tournament directly: they need no bracket first.
  if (route.view === 'player-box') {
    return (
      <GroupPlayerBoard
        group={{ competitionId: route.competitionId, tournamentId: route.tournamentId }}
        groupName={title}
      />
    );
  }
  return <BracketViews route={route} title={title} />;
}

/** The views built on the bracket's games: the bracket itself and its field's team stats. */
function BracketViews({ route, title }: { route: TournamentRoute; title: string }) {
  const games = useTournamentGames(route);
  const bracket = useMemo(() => (games.data ? buildBracket(games.data) : undefined), [games.data]);
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
          <TournamentBracket bracket={shown} competitionId={route.competitionId} />
        ) : (
          <GroupTeamBox
            request={{ competitionId: route.competitionId, teamIds: shown.teamIds }}
            groupName={title}
            conferenceNames={conferenceNames}
          />
        )
      }
    </DataState>
  );
}
