/**
 * One of the page's two charts: its controls, then the chart of a team or player (once the team
 * is found in the chosen season) or of a division. The left chart, when its URL names no team,
 * draws the season's top-rated team (content/default-team.ts) so the page opens on a chart. A season the warehouse does not hold, or
 * holds without play-by-play, has no located shots: the panel says so and asks for none.
 */
import type { ReactNode } from 'react';
import { getCompetition, type Competition } from '@courtside/contract';
import {
  ChartSkeleton,
  EmptyState,
  ErrorState,
  SimulatedDataBadge,
} from '@/components/stats/states';
import { periodFormatFor } from '@/lib/charts/game-time';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useCompetitionCoverage } from '../api/competition-coverage';
import { effectiveChoice, type ChartChoice, type ChartKey } from '../content/chart-choices';
import { DEFAULT_TEAM_NOTE, withDefaultTeam } from '../content/default-team';
import { useChartSubject, type ChartSubject } from '../hooks/use-chart-subject';
import { useDefaultTeam, type DefaultTeam } from '../hooks/use-default-team';
import { seasonName } from '../content/chart-text';
import { LeagueChart } from './LeagueChart';
import { SubjectChart } from './SubjectChart';
import { SubjectControls } from './SubjectControls';

/** The chart that opens on the season's top team rather than an empty court. */
const DEFAULT_TEAM_CHART: ChartKey = 'a';

export interface ChartPanelProps {
  chart: ChartKey;
  heading: string;
  choice: ChartChoice;
  onChange: (patch: Partial<ChartChoice>) => void;
}

/** The URL's season is always one of the product's (competitionParam reads no other). */
export function ChartPanel(props: ChartPanelProps) {
  const competition = getCompetition(props.choice.season);
  return competition === undefined ? null : <Panel {...props} competition={competition} />;
}

function Panel({
  chart,
  heading,
  choice: chosen,
  competition,
  onChange: change,
}: ChartPanelProps & { competition: Competition }) {
  const defaultTeam = useDefaultTeam(chosen, competition, chart === DEFAULT_TEAM_CHART);
  const named = defaultTeam.status === 'found' ? { ...chosen, team: defaultTeam.teamId } : chosen;
  const onChange =
    defaultTeam.status === 'found'
      ? (patch: Partial<ChartChoice>) => change(withDefaultTeam(patch, defaultTeam.teamId))
      : change;
  const subject = useChartSubject(named);
  // A player the roster does not list is not asked for: the chart shows the whole team.
  const checked = subject.player.status === 'unknown' ? { ...named, player: null } : named;
  const choice = effectiveChoice(
    checked,
    periodFormatFor(competition.gender, competition.yearStart),
  );
  const isLeague = choice.subject === 'league';
  const isSimulated = useIsSimulated(choice.season);
  const headingId = `${chart}-chart-heading`;
  return (
    <section className="shot-charts__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 shot-charts__heading">
        {heading} {isSimulated && <SimulatedDataBadge />}
      </h2>
      <SubjectControls
        chart={chart}
        choice={choice}
        competition={competition}
        subject={subject}
        onChange={onChange}
      />
      <SeasonCoverage competition={competition}>
        {isLeague ? (
          <LeagueChart choice={choice} competition={competition} isSimulated={isSimulated} />
        ) : (
          <TeamArea
            choice={choice}
            competition={competition}
            subject={subject}
            defaultTeam={defaultTeam}
            isSimulated={isSimulated}
            onChange={onChange}
          />
        )}
      </SeasonCoverage>
    </section>
  );
}

/**
 * The chart once the season is known to have play-by-play games. An unknown answer (the list
 * failed) lets the chart try: its own requests then show their errors.
 */
function SeasonCoverage({
  competition,
  children,
}: {
  competition: Competition;
  children: ReactNode;
}) {
  const coverage = useCompetitionCoverage(competition.id);
  const row = coverage.data?.find((candidate) => candidate.competitionId === competition.id);
  if (coverage.status === 'pending') {
    return <ChartSkeleton label="Loading the season" aspectRatio={50 / 54} />;
  }
  if (row !== undefined && !row.hasData) {
    return (
      <EmptyState
        message={`No shots to draw: Courtside holds no games of ${seasonName(competition)} yet. Choose another season.`}
      />
    );
  }
  if (row !== undefined && row.gamesPbp === 0) {
    return (
      <EmptyState
        message={`No located shots: the ${seasonName(competition)} games have box scores only, without play-by-play.`}
      />
    );
  }
  return <>{children}</>;
}

interface TeamAreaProps {
  choice: ChartChoice;
  competition: Competition;
  subject: ChartSubject;
  defaultTeam: DefaultTeam;
  isSimulated: boolean;
  onChange: (patch: Partial<ChartChoice>) => void;
}

function TeamArea(props: TeamAreaProps) {
  const { choice, competition, subject, defaultTeam, isSimulated, onChange } = props;
  const { team, player } = subject;
  switch (team.status) {
    case 'none':
      return defaultTeam.status === 'pending' ? (
        <ChartSkeleton label="Finding the season's top team" aspectRatio={50 / 54} />
      ) : (
        <EmptyState message="Choose a team (or one of the top teams) to draw its shots." />
      );
    case 'pending':
      return <ChartSkeleton label="Finding the team" aspectRatio={50 / 54} />;
    case 'error':
      return (
        <ErrorState
          title="The team could not be loaded: choose another team, or retry."
          error={null}
          onRetry={team.retry}
        />
      );
    case 'missing':
      return (
        <EmptyState
          message={`This school has no team in ${seasonName(competition)}: choose another season or team.`}
        />
      );
    case 'found':
      break;
  }
  if (player.status === 'pending') {
    return <ChartSkeleton label="Loading the roster" aspectRatio={50 / 54} />;
  }
  if (player.status === 'error') {
    return (
      <ErrorState title="The roster could not be loaded" error={null} onRetry={player.retry} />
    );
  }
  return (
    <>
      {player.status === 'unknown' && (
        <p className="small text-body-secondary" role="status">
          Player {player.playerId} is not on the roster of {team.team.teamMarket} in{' '}
          {seasonName(competition)}: the chart shows the whole team.
        </p>
      )}
      <SubjectChart
        choice={choice}
        competition={competition}
        team={team.team}
        playerName={player.status === 'found' ? player.player.fullName : null}
        subtitleNote={defaultTeam.status === 'found' ? DEFAULT_TEAM_NOTE : null}
        isSimulated={isSimulated}
        onChange={onChange}
      />
    </>
  );
}
