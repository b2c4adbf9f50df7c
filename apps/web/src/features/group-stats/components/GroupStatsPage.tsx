/**
 * /stats/:competitionId/conferences/:conferenceId/:view and
 * /stats/:competitionId/division/:divisionLabel/:view (§2): a conference's or a division's
 * season behind view tabs — standings, team stats, player leaders, rankings. Division and
 * conference statistics are tier ≥ 1 (§6 navbar table): a visitor sees the upgrade prompt and
 * no data request is sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { DIVISIONS, TIER_VALUES, conferenceTournamentId, paths } from '@courtside/contract';
import { throwNotFound } from '@/components/errors/not-found';
import { TierGate } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsSimulated } from '@/lib/stats/competition-info';
import {
  competitionConferencesQueryOptions,
  useCompetitionConferences,
} from '@/lib/stats/competition-conferences';
import {
  GROUP_VIEWS,
  groupFilter,
  groupPath,
  parseConferenceRoute,
  parseDivisionRoute,
  type GroupRoute,
} from '../content/group-route';
import { groupDestination } from '../content/season-destinations';
import { GroupHeader } from './GroupHeader';
import { GroupPlayerBoard } from './GroupPlayerBoard';
import { GroupRankings } from './GroupRankings';
import { GroupStandings } from './GroupStandings';
import { GroupTeamBox } from './GroupTeamBox';
import './group-stats.css';

export interface GroupStatsPageProps {
  notFound: ReactNode;
}

export function ConferenceStatsPage({ notFound }: GroupStatsPageProps) {
  const route = parseConferenceRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <GroupStats route={route} />;
}

export function DivisionStatsPage({ notFound }: GroupStatsPageProps) {
  const route = parseDivisionRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <GroupStats route={route} />;
}

function GroupStats({ route }: { route: GroupRoute }) {
  const queryClient = useQueryClient();
  const conferences = useCompetitionConferences(route.competitionId);
  const conferenceNames = useMemo(
    () => new Map((conferences.data ?? []).map((c) => [c.conferenceId, c.conferenceShortName])),
    [conferences.data],
  );
  const conference =
    route.kind === 'conference'
      ? conferences.data?.find((c) => c.conferenceId === route.conferenceId)
      : undefined;
  const groupName =
    route.kind === 'division'
      ? (DIVISIONS.find((d) => d.id === route.divisionId)?.name ?? 'Division')
      : (conference?.conferenceShortName ?? 'Conference');
  const viewLabel = GROUP_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`${groupName} ${viewLabel}`);
  // A conference the season does not have is the not-found page (its views would ask the API
  // for it and get a 404 anyway; a visitor, who sends no such request, gets the same page).
  if (route.kind === 'conference' && conferences.status === 'success' && conference === undefined) {
    throwNotFound('No such conference');
  }

  return (
    <div className="group-stats container-fluid py-3">
      <GroupHeader
        title={groupName}
        competitionId={route.competitionId}
        destinationIn={(competitionId) =>
          groupDestination(route, groupName, competitionId, (id) =>
            queryClient.fetchQuery(competitionConferencesQueryOptions(id)),
          )
        }
        tabs={GROUP_VIEWS.map((entry) => ({
          label: entry.label,
          to: groupPath(route, entry.view),
        }))}
        tabsLabel={route.kind === 'conference' ? 'Conference views' : 'Division views'}
      >
        {conference && conference.conferenceLongName !== conference.conferenceShortName && (
          <p className="small text-body-secondary mb-0">
            {conference.conferenceLongName} · {conference.teams} teams
          </p>
        )}
        {conference && (
          <ConferenceTournamentLink
            competitionId={route.competitionId}
            conferenceId={conference.conferenceId}
          />
        )}
      </GroupHeader>
      <div className="group-stats__view">
        <TierGate
          feature={route.kind === 'conference' ? 'Conference stats' : 'Division stats'}
          requiredTier={TIER_VALUES.free}
        >
          <GroupView route={route} groupName={groupName} conferenceNames={conferenceNames} />
        </TierGate>
      </div>
    </div>
  );
}

/**
 * The conference's tournament bracket. Only the demo league stores conference tournaments (the
 * NCAA data does not say which games were one), so the link shows for simulated seasons alone;
 * the answer is the header's own read of the season, so it costs no request.
 */
function ConferenceTournamentLink({
  competitionId,
  conferenceId,
}: {
  competitionId: number;
  conferenceId: number;
}) {
  const isSimulated = useIsSimulated(competitionId);
  if (!isSimulated) return null;
  return (
    <p className="small mb-0">
      <Link to={paths.tournament(competitionId, conferenceTournamentId(conferenceId), 'bracket')}>
        Conference tournament
      </Link>
    </p>
  );
}

interface GroupViewProps {
  route: GroupRoute;
  groupName: string;
  conferenceNames: ReadonlyMap<number, string>;
}

function GroupView({ route, groupName, conferenceNames }: GroupViewProps) {
  switch (route.view) {
    case 'standings':
      return (
        <GroupStandings route={route} groupName={groupName} conferenceNames={conferenceNames} />
      );
    case 'team-box':
      return (
        <GroupTeamBox
          request={{ competitionId: route.competitionId, ...groupFilter(route) }}
          groupName={groupName}
          conferenceNames={route.kind === 'division' ? conferenceNames : undefined}
        />
      );
    case 'player-box':
      return (
        <GroupPlayerBoard
          group={{ competitionId: route.competitionId, ...groupFilter(route) }}
          groupName={groupName}
        />
      );
    case 'rankings':
      return <GroupRankings route={route} groupName={groupName} />;
  }
}
