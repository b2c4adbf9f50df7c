/**
 * The signed-in user's own entry points on the stats home: their team and their conference
 * (account settings) in the season on screen. The team is found again by its school in that
 * season (team ids belong to one season); a season without it says so instead of a dead link.
 */
import { Link } from 'react-router';
import { getCompetition, paths } from '@courtside/contract';
import { ErrorState } from '@/components/stats/states';
import { useConferenceOptions } from '@/lib/reference-lists';
import type { StatsDefaults } from '@/lib/stats/stats-defaults';
import { useTeamInCompetition } from '@/lib/stats/use-team-in-competition';

function MyTeam({ teamId, competitionId }: { teamId: number; competitionId: number }) {
  const team = useTeamInCompetition(teamId, competitionId);
  const season = getCompetition(competitionId)?.label ?? 'this season';
  switch (team.status) {
    case 'none':
      return null;
    case 'pending':
      return <span role="status">Finding your team in {season}…</span>;
    case 'error':
      return <ErrorState title="Your team could not be looked up" onRetry={team.retry} />;
    case 'missing':
      return <span>Your team has no season in {season}.</span>;
    case 'found':
      return <Link to={paths.team(competitionId, team.team.teamId)}>{team.team.teamMarket}</Link>;
  }
}

function MyConference({
  conferenceId,
  competitionId,
}: {
  conferenceId: number;
  competitionId: number;
}) {
  const conferences = useConferenceOptions();
  const name = conferences.options.find((option) => option.conferenceId === conferenceId)?.label;
  return (
    <Link to={paths.conference(competitionId, conferenceId)}>{name ?? 'Your conference'}</Link>
  );
}

export function MyStatsLinks({
  defaults,
  competitionId,
}: {
  defaults: StatsDefaults;
  competitionId: number;
}) {
  const { teamId, conferenceId } = defaults;
  if (teamId === null && conferenceId === null) return null;
  return (
    <section className="card mb-4" aria-labelledby="stats-home-mine">
      <div className="card-body">
        <h2 id="stats-home-mine" className="h5">
          Your team and conference
        </h2>
        <dl className="row mb-0">
          {teamId !== null && (
            <>
              <dt className="col-sm-3">Team</dt>
              <dd className="col-sm-9">
                <MyTeam teamId={teamId} competitionId={competitionId} />
              </dd>
            </>
          )}
          {conferenceId !== null && (
            <>
              <dt className="col-sm-3">Conference</dt>
              <dd className="col-sm-9 mb-0">
                <MyConference conferenceId={conferenceId} competitionId={competitionId} />
              </dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
