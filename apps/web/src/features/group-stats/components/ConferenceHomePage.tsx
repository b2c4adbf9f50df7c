/**
 * /stats/conference-home/:competitionId (§2): every conference of a competition by division,
 * the division's top conferences first (§3), each linked to its standings, with the division's
 * own pages alongside. The list is navigation (public); the linked pages are tier ≥ 1.
 */
import type { CompetitionConferenceRow } from '@courtside/contract/schemas';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DIVISIONS, getCompetition, paths } from '@courtside/contract';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { parseCompetitionId } from '../content/group-route';
import { GroupHeader } from './GroupHeader';
import './group-stats.css';

export function ConferenceHomePage({ notFound }: { notFound: ReactNode }) {
  const competitionId = parseCompetitionId(useParams().competitionId);
  if (competitionId === null) return <>{notFound}</>;
  return <ConferenceHome competitionId={competitionId} />;
}

/** Top conferences first, then by name. */
function byDivision(rows: readonly CompetitionConferenceRow[]) {
  return DIVISIONS.map((division) => ({
    division,
    conferences: rows
      .filter((row) => row.divisionId === division.id && row.teams > 0)
      .sort(
        (a, b) =>
          Number(b.isTopConference) - Number(a.isTopConference) ||
          a.conferenceShortName.localeCompare(b.conferenceShortName),
      ),
  })).filter((group) => group.conferences.length > 0);
}

function ConferenceHome({ competitionId }: { competitionId: number }) {
  useDocumentTitle('Conference stats');
  const conferences = useCompetitionConferences(competitionId);
  return (
    <div className="group-stats container-fluid py-3">
      <GroupHeader
        title="Conference stats"
        competitionId={competitionId}
        destinationIn={(target) => ({ path: paths.conferenceHome(target), notice: null })}
        tabs={[]}
        tabsLabel="Conference stats"
      />
      <DataState
        query={conferences}
        skeleton={<TableSkeleton label="Loading the conferences" />}
        isEmpty={(rows) => byDivision(rows).length === 0}
        emptyMessage={`No conferences in ${getCompetition(competitionId)?.label ?? 'this season'}`}
        errorTitle="The conferences could not be loaded"
      >
        {(rows) => (
          <div className="group-stats__divisions">
            {byDivision(rows).map(({ division, conferences: list }) => (
              <section key={division.id} aria-labelledby={`division-${division.id}`}>
                <h2 className="h5" id={`division-${division.id}`}>
                  {division.name}
                </h2>
                <p className="small mb-2">
                  <Link to={paths.division(competitionId, division.label, 'standings')}>
                    Standings
                  </Link>
                  {' · '}
                  <Link to={paths.division(competitionId, division.label, 'team-box')}>
                    Team stats
                  </Link>
                  {' · '}
                  <Link to={paths.division(competitionId, division.label, 'player-box')}>
                    Player leaders
                  </Link>
                </p>
                <ul className="group-stats__conference-list">
                  {list.map((conference) => (
                    <li key={conference.conferenceId}>
                      <Link
                        to={paths.conference(competitionId, conference.conferenceId, 'standings')}
                        title={conference.conferenceLongName}
                      >
                        {conference.conferenceShortName}
                      </Link>{' '}
                      <span className="small text-body-secondary">({conference.teams})</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </DataState>
    </div>
  );
}
