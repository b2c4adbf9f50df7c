/**
 * The team overview: record and adjusted ratings with their ranks, the four factors on both
 * sides of the ball with the team's percentile among its division's teams, and the schedule
 * with results. Ranks come from the `ranks` endpoint (tier ≥ 1); visitors see the rating rank
 * the aggregate row carries and an upgrade prompt for the others.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { TIER_VALUES } from '@courtside/contract';
import { PercentileBars } from '@/components/stats/charts/PercentileBars';
import {
  ChartSkeleton,
  DataState,
  EmptyState,
  TableSkeleton,
  UpgradePrompt,
  type DataStateQuery,
} from '@/components/stats/states';
import { useSession } from '@/lib/session';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { useDivisionSeasonStats } from '../api/team-agg-stats';
import { useTeamRanks } from '../api/team-ranks';
import { fourFactorRows, seasonTwins, type SeasonTwins } from '../content/team-summary';
import type { TeamRoute } from '../content/views';
import { FourFactorsTable } from './FourFactorsTable';
import { TeamSchedule } from './TeamSchedule';

export interface TeamOverviewProps {
  route: TeamRoute;
  aggregates: DataStateQuery<TeamAggStatsRow[]>;
}

const RATING_KEYS = [
  'netRtgAdj',
  'ortgAdj',
  'drtgAdj',
  'paceAdj',
  'sos',
] as const satisfies readonly StatKey[];

export function TeamOverview({ route, aggregates }: TeamOverviewProps) {
  return (
    <>
      <DataState
        query={aggregates}
        skeleton={<TableSkeleton label="Loading the team's season" rows={6} />}
        isEmpty={(rows) => seasonTwins(rows, route.teamId) === null}
        emptyMessage="No statistics for this team in this season"
        errorTitle="The team's season could not be loaded"
      >
        {(rows) => {
          const season = seasonTwins(rows, route.teamId);
          return season === null ? null : <SeasonSummary route={route} season={season} />;
        }}
      </DataState>
      <section className="team-stats__section" aria-labelledby="team-schedule-title">
        <h2 id="team-schedule-title" className="h5">
          Schedule and results
        </h2>
        <TeamSchedule route={route} />
      </section>
    </>
  );
}

function SeasonSummary({ route, season }: { route: TeamRoute; season: SeasonTwins }) {
  const { offense } = season;
  return (
    <>
      <div className="team-stats__cards">
        <RatingsCard route={route} team={offense} />
        <section className="card" aria-labelledby="team-record-title">
          <div className="card-body">
            <h2 id="team-record-title" className="h5">
              Record
            </h2>
            <Metric label="Overall" value={`${offense.overallWins}-${offense.overallLosses}`} />
            <Metric label="Conference" value={`${offense.confWins}-${offense.confLosses}`} />
            <Metric label="Games with a box score" value={String(offense.gpStats)} />
            <Metric label="Games with play-by-play" value={String(offense.gpPbp)} />
          </div>
        </section>
      </div>
      <FourFactorsSection route={route} team={offense} />
    </>
  );
}

function Metric({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="team-stats__metric">
      <span>{label}</span>
      <span>
        <strong>{value}</strong>
        {detail !== undefined && <span className="text-body-secondary small"> {detail}</span>}
      </span>
    </div>
  );
}

function RatingsCard({ route, team }: { route: TeamRoute; team: TeamAggStatsRow }) {
  const { tier, isSignedIn } = useSession();
  const ranksAllowed = tier.value >= TIER_VALUES.free;
  const ranks = useTeamRanks(route, ranksAllowed);
  const rankOf = (key: StatKey): string | undefined => {
    const row = ranks.data?.find((rank) => rank.stat === key && rank.scope === 'season');
    if (row !== undefined) return `#${row.rankLabel} of ${row.poolSize}`;
    // The aggregate row carries the rating rank itself, so visitors see that one.
    return key === 'netRtgAdj' && team.netRanking !== null ? `#${team.netRanking}` : undefined;
  };
  return (
    <section className="card" aria-labelledby="team-ratings-title">
      <div className="card-body">
        <h2 id="team-ratings-title" className="h5">
          Adjusted ratings
        </h2>
        {RATING_KEYS.map((key) => {
          const definition = statDefinition(key);
          return (
            <Metric
              key={key}
              label={definition.label}
              value={formatValue(definition.format, team[key])}
              detail={rankOf(key)}
            />
          );
        })}
        {ranks.status === 'error' && (
          <p className="small text-danger mb-0">
            Ranks could not be loaded: {ranks.error?.message}
          </p>
        )}
        {!ranksAllowed && (
          <UpgradePrompt
            feature="Ranks on every rating"
            requiredTier={TIER_VALUES.free}
            currentTier={tier.value}
            isSignedIn={isSignedIn}
          />
        )}
      </div>
    </section>
  );
}

function FourFactorsSection({ route, team }: { route: TeamRoute; team: TeamAggStatsRow }) {
  const division = useDivisionSeasonStats({
    competitionId: route.competitionId,
    divisionId: team.divisionId,
  });
  return (
    <section className="team-stats__section" aria-labelledby="team-four-factors-title">
      <h2 id="team-four-factors-title" className="h5">
        Four factors
      </h2>
      <DataState
        query={division}
        skeleton={<ChartSkeleton label="Loading the division's teams" />}
        emptyMessage="No division teams to compare with"
        errorTitle="The division's teams could not be loaded"
      >
        {(pool) => {
          const factors = fourFactorRows(team, pool);
          if (factors.every((factor) => factor.own.value === null)) {
            return <EmptyState message="No box scores for this team yet" />;
          }
          return (
            <>
              <FourFactorsTable factors={factors} teamName={team.teamMarket} />
              <PercentileBars
                title={`${team.teamMarket} four factors`}
                description={`Percentile among Division ${team.divisionId} teams with 5+ box scores (offense, then defense).`}
                bars={factors.flatMap((factor) => [factor.own, factor.allowed])}
              />
            </>
          );
        }}
      </DataState>
    </section>
  );
}
