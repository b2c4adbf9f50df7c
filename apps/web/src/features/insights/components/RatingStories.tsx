/**
 * The stories told from the ratings: the most improved teams (this season's team ratings
 * against the previous season's, matched by school) and conference strength (conference
 * means). Each team opens its team page, each conference its rankings; the division and
 * conference pages show the ratings in full.
 */
import { getCompetition, paths } from '@courtside/contract';
import { Link } from 'react-router';
import { DataState, EmptyState, TableSkeleton } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { formatValue } from '@/lib/stats/format';
import { useConferenceRatings } from '../api/conference-agg-stats';
import { useDivisionRatings } from '../api/team-agg-stats';
import { useSeasonSchools } from '../api/teams';
import { conferenceHeadline, rankConferences } from '../content/conference-strength';
import { improvedHeadline, rankImprovedTeams } from '../content/improved-teams';
import type { InsightsScope } from '../content/insights-route';
import type { StoryProps } from './GameStories';
import { StoryList } from './StorySection';

/** Said where a story compares with the season before and the selected one has none. */
export function FirstSeasonNote({ scope }: { scope: InsightsScope }) {
  return (
    <EmptyState
      message={`${scope.competition.label} is the first season Courtside covers: there is no season before it to compare with.`}
    />
  );
}

export function ImprovedStory({ scope, limit }: StoryProps) {
  const { competition } = scope;
  const previous = competition.priorId === null ? undefined : getCompetition(competition.priorId);
  if (previous === undefined) return <FirstSeasonNote scope={scope} />;
  return <ImprovedTeams scope={scope} previousId={previous.id} limit={limit} />;
}

function ImprovedTeams({ scope, previousId, limit }: StoryProps & { previousId: number }) {
  const { competition, division } = scope;
  const current = useDivisionRatings({ competitionId: competition.id, divisionId: division.id });
  const before = useDivisionRatings({ competitionId: previousId, divisionId: division.id });
  const schools = useSeasonSchools({
    competitionIds: [previousId, competition.id],
    divisionId: division.id,
  });
  const previousLabel = getCompetition(previousId)?.abb2 ?? 'Previous season';
  return (
    <DataState
      query={combineQueries(combineQueries(current, before), schools)}
      skeleton={<TableSkeleton label="Loading the team ratings" rows={5} columns={1} />}
      isEmpty={([[now]]) => now.length === 0}
      emptyMessage="No team of this season and division has a rating yet."
      errorTitle="The team ratings could not be loaded"
    >
      {([[now, prior], schoolRows]) => {
        const improved = rankImprovedTeams(
          {
            competitionId: competition.id,
            previousCompetitionId: previousId,
            current: now,
            previous: prior,
            schools: schoolRows,
          },
          limit,
        );
        const [top] = improved;
        if (top === undefined) {
          return (
            <EmptyState message="No school rated in both seasons has a better rating than the season before." />
          );
        }
        return (
          <StoryList
            headline={improvedHeadline(top)}
            label={`Most improved teams, ${division.name}, ${competition.label}`}
            items={improved.map((team) => ({
              key: team.teamKey,
              content: (
                <>
                  <Link to={paths.team(competition.id, team.now.teamId)}>
                    {improvedHeadline(team)}
                  </Link>
                  <span className="text-body-secondary small">
                    {' · '}
                    <Link to={paths.team(previousId, team.before.teamId)}>
                      {previousLabel} season
                    </Link>
                  </span>
                </>
              ),
            }))}
            links={[
              {
                to: paths.division(competition.id, division.label, 'rankings'),
                label: `${division.name} rankings`,
              },
            ]}
          />
        );
      }}
    </DataState>
  );
}

export function ConferencesStory({ scope, limit }: StoryProps) {
  const { competition, division } = scope;
  const conferences = useConferenceRatings({
    competitionId: competition.id,
    divisionId: division.id,
  });
  return (
    <DataState
      query={conferences}
      skeleton={<TableSkeleton label="Loading the conference ratings" rows={5} columns={1} />}
      emptyMessage="No conference of this season and division has a rating yet."
      errorTitle="The conference ratings could not be loaded"
    >
      {(rows) => {
        const ranked = rankConferences(rows, limit);
        const headline = conferenceHeadline(ranked);
        if (headline === null) {
          return (
            <EmptyState message="No conference of this season and division has a rating yet." />
          );
        }
        return (
          <StoryList
            headline={headline}
            label={`Conference strength, ${division.name}, ${competition.label}`}
            items={ranked.map((conference) => ({
              key: conference.conferenceId,
              content: (
                <>
                  <Link to={paths.conference(competition.id, conference.conferenceId, 'rankings')}>
                    {conference.longName}
                  </Link>
                  <span className="text-body-secondary small">
                    {' · '}
                    {formatValue('signedDecimal1', conference.netRtgAdj)} AdjEM, {conference.teams}{' '}
                    {conference.teams === 1 ? 'team' : 'teams'}
                  </span>
                </>
              ),
            }))}
            links={[{ to: paths.conferenceHome(competition.id), label: 'Every conference' }]}
          />
        );
      }}
    </DataState>
  );
}
