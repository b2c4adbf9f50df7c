/**
 * The player overview: his season line (per game and shooting), his ratings (PER, box rating,
 * RAPM, on-court ratings) and percentile bars overall and within his position group.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import { PercentileBars } from '@/components/stats/charts/PercentileBars';
import { ChartSkeleton, DataState, TableSkeleton } from '@/components/stats/states';
import { getCompetition } from '@courtside/contract';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { usePlayerAggStats } from '../api/player-agg-stats';
import { usePlayerPctiles } from '../api/player-pctiles';
import { percentilePools } from '../content/percentiles';
import type { PlayerRoute } from '../content/views';

const SEASON = ['season'] as const;

const LINE_KEYS = [
  'gp',
  'gs',
  'minsPg',
  'ptsScoredPg',
  'rebPg',
  'astPg',
  'stlPg',
  'blkPg',
  'tovPg',
] as const satisfies readonly StatKey[];
const SHOOTING_KEYS = [
  'fgPct',
  'fg3Pct',
  'ftPct',
  'efgPct',
  'tsPct',
  'usagePct',
] as const satisfies readonly StatKey[];
const RATING_KEYS = [
  'per',
  'bpm',
  'rapm',
  'ortgPlayer',
  'drtgPlayer',
] as const satisfies readonly StatKey[];

/** His season row with the most minutes (a player traded mid-season has one per team). */
export function mainSeasonRow(rows: readonly PlayerAggStatsRow[]): PlayerAggStatsRow | null {
  const season = rows.filter((row) => row.scope === 'season');
  return season.reduce<PlayerAggStatsRow | null>(
    (best, row) => (best === null || row.mins > best.mins ? row : best),
    null,
  );
}

function MetricCard({
  title,
  row,
  keys,
}: {
  title: string;
  row: PlayerAggStatsRow;
  keys: readonly (keyof PlayerAggStatsRow & StatKey)[];
}) {
  return (
    <section className="card" aria-label={title}>
      <div className="card-body">
        <h2 className="h5">{title}</h2>
        <dl className="mb-0">
          {keys.map((key) => {
            const definition = statDefinition(key);
            return (
              <div className="player-stats__metric" key={key} title={definition.description}>
                <dt className="fw-normal">{definition.label}</dt>
                <dd className="mb-0 fw-bold">{formatValue(definition.format, row[key])}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}

export function PlayerOverview({ route, name }: { route: PlayerRoute; name: string }) {
  const season = usePlayerAggStats({ ...route, scopes: SEASON });
  return (
    <>
      <DataState
        query={season}
        skeleton={<TableSkeleton label="Loading the season line" rows={4} />}
        isEmpty={(rows) => mainSeasonRow(rows) === null}
        emptyMessage="No season line for this player (player lines come from play-by-play games)"
        errorTitle="The season line could not be loaded"
      >
        {(rows) => {
          const row = mainSeasonRow(rows);
          if (row === null) return null;
          return (
            <div className="player-stats__cards">
              <MetricCard title="Season line (per game)" row={row} keys={LINE_KEYS} />
              <MetricCard title="Shooting and usage" row={row} keys={SHOOTING_KEYS} />
              <MetricCard title="Ratings" row={row} keys={RATING_KEYS} />
            </div>
          );
        }}
      </DataState>
      <PercentileSection route={route} name={name} />
    </>
  );
}

function PercentileSection({ route, name }: { route: PlayerRoute; name: string }) {
  const pctiles = usePlayerPctiles(route);
  const season = getCompetition(route.competitionId)?.shortLabel ?? '';
  return (
    <section className="player-stats__section" aria-labelledby="player-percentiles-title">
      <h2 id="player-percentiles-title" className="h5">
        Percentiles
      </h2>
      <DataState
        query={pctiles}
        skeleton={<ChartSkeleton label="Loading percentiles" />}
        emptyMessage="No percentiles: the player is under 40% of the team's minutes"
        errorTitle="The percentiles could not be loaded"
      >
        {(rows) => (
          <div className="player-stats__cards">
            {percentilePools(rows).map((pool) => (
              <PercentileBars
                key={pool.pool}
                title={`${name}: ${pool.label}`}
                description={`${pool.label} (${pool.poolSize} players), ${season}; 100 = best.`}
                bars={pool.bars}
              />
            ))}
          </div>
        )}
      </DataState>
    </section>
  );
}
