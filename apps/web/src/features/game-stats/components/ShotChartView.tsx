/** Both teams' field-goal attempts on a half court each: makes and misses where they were taken. */
import type { GameDataRow, PbpShotRow } from '@courtside/contract/schemas';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import { ChartSkeleton, DataState } from '@/components/stats/states';
import type { GameConfig } from '../api/game-config';
import { useGameShots } from '../api/pbp-shots';
import { teamShotPoints } from '../hooks/game-model';

function TeamShots({
  shots,
  isHome,
  team,
}: {
  shots: readonly PbpShotRow[];
  isHome: boolean;
  team: string;
}) {
  const points = teamShotPoints(shots, isHome);
  const made = points.filter((point) => point.made).length;
  return (
    <div className="col-12 col-lg-6">
      <ShotChart
        mode="dots"
        title={`${team} shots: ${made} of ${points.length} made`}
        description={`Every located field-goal attempt by ${team}; filled marks are makes.`}
        shots={points}
      />
    </div>
  );
}

export function ShotChartView({ config, game }: { config: GameConfig; game: GameDataRow }) {
  const shots = useGameShots(config);
  return (
    <DataState
      query={shots}
      skeleton={<ChartSkeleton label="Loading the shot charts" />}
      emptyMessage="No shot locations for this game: it has no play-by-play."
    >
      {(rows) => (
        <div className="row g-3">
          <TeamShots shots={rows} isHome={false} team={game.awayMarket} />
          <TeamShots shots={rows} isHome team={game.homeMarket} />
        </div>
      )}
    </DataState>
  );
}
