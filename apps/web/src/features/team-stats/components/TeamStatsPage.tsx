/**
 * /stats/:competitionId/teams/:teamId/:view (§2): a team's season behind view tabs, with the
 * season/gender switcher. The header and the overview read the same team-agg-stats answer, so
 * the tabs after the first cost no extra request for it.
 */
import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { getCompetition, paths } from '@courtside/contract';
import { throwIfNotFound } from '@/components/errors/not-found';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SimulatedDataBadge } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useTeamAggStats } from '../api/team-agg-stats';
import { seasonTwins } from '../content/team-summary';
import { TEAM_VIEWS, parseTeamRoute, type TeamRoute } from '../content/views';
import { TeamCompetitionSwitcher } from './TeamCompetitionSwitcher';
import { TeamGameLog } from './TeamGameLog';
import { TeamLineups } from './TeamLineups';
import { TeamOverview } from './TeamOverview';
import { TeamRoster } from './TeamRoster';
import { TeamShooting } from './TeamShooting';
import { TeamSplits } from './TeamSplits';
import { TeamStreaks } from './TeamStreaks';
import './team-stats.css';

export interface TeamStatsPageProps {
  notFound: ReactNode;
}

export function TeamStatsPage({ notFound }: TeamStatsPageProps) {
  const route = parseTeamRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <TeamStats route={route} />;
}

function TeamStats({ route }: { route: TeamRoute }) {
  const { competitionId, teamId, view } = route;
  const aggregates = useTeamAggStats({ competitionId, teamId });
  const season = aggregates.data ? seasonTwins(aggregates.data, teamId) : null;
  const competition = getCompetition(competitionId);
  const isSimulated = useIsSimulated(competitionId);
  const teamName = season?.offense.teamMarket ?? 'Team';
  const viewLabel = TEAM_VIEWS.find((entry) => entry.view === view)?.label ?? '';
  useDocumentTitle(`${teamName} ${viewLabel}`);
  // Every view asks for the team: a team the season does not have is the not-found page.
  throwIfNotFound(aggregates.error);

  return (
    <div className="team-stats container-fluid py-3">
      <header className="team-stats__header">
        <div>
          <div className="stats-page-title">
            <h1 className="h3 mb-0">{season ? teamName : 'Team stats'}</h1>
            {isSimulated && <SimulatedDataBadge />}
          </div>
          <p className="text-body-secondary mb-0">
            {competition?.label}
            {season && (
              <>
                {' · '}
                <span aria-label="Season record">
                  {season.offense.overallWins}-{season.offense.overallLosses}
                </span>
                {' ('}
                {season.offense.confWins}-{season.offense.confLosses} conf)
              </>
            )}
          </p>
        </div>
        <TeamCompetitionSwitcher competitionId={competitionId} teamId={teamId} view={view} />
      </header>
      <nav aria-label="Team views">
        <ul className="nav nav-tabs team-stats__tabs">
          {TEAM_VIEWS.map((entry) => (
            <li className="nav-item" key={entry.view}>
              <NavLink className="nav-link" to={paths.team(competitionId, teamId, entry.view)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="team-stats__view">
        {view === 'overview' && <TeamOverview route={route} aggregates={aggregates} />}
        {view === 'roster' && <TeamRoster route={route} teamName={teamName} />}
        {view === 'game-log' && <TeamGameLog route={route} teamName={teamName} />}
        {view === 'splits' && <TeamSplits route={route} teamName={teamName} />}
        {view === 'lineups' && <TeamLineups route={route} teamName={teamName} />}
        {view === 'shooting' && <TeamShooting route={route} teamName={teamName} />}
        {view === 'streaks' && <TeamStreaks route={route} teamName={teamName} />}
      </div>
    </div>
  );
}
