/**
 * The game flow chart: score margin and home win probability over game time, in the teams'
 * colours (a key of both above the chart), with every overtime on the time axis.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { gameRowMatchup } from '@courtside/contract';
import { GameFlowChart } from '@/components/stats/charts/GameFlowChart';
import { ChartSkeleton, DataState } from '@/components/stats/states';
import { useGamePlayByPlay } from '../api/enh-pbp';
import type { GameConfig } from '../api/game-config';
import { gamePeriodLengths, scoringPoints } from '@/lib/charts/game-flow-points';
import { periodFormatOf } from '../hooks/game-model';
import type { GameColors } from './team-colors';
import { TeamChip } from './TeamChip';

export function GameFlowView({
  config,
  game,
  colors,
}: {
  config: GameConfig;
  game: GameDataRow;
  colors: GameColors;
}) {
  const events = useGamePlayByPlay(config);
  return (
    <DataState
      query={events}
      skeleton={<ChartSkeleton label="Loading the game flow" />}
      emptyMessage="No play-by-play for this game"
    >
      {(rows) => {
        const format = periodFormatOf(rows);
        return (
          <>
            <p className="small mb-2">
              <TeamChip palette={colors.home}>▲ {game.homeMarket} ahead</TeamChip>{' '}
              <TeamChip palette={colors.away}>▼ {game.awayMarket} ahead</TeamChip>
            </p>
            <GameFlowChart
              title={`${gameRowMatchup(game)}: game flow`}
              description={`Score margin (above zero: ${game.homeMarket} ahead) and ${game.homeMarket}'s win probability over the game.`}
              points={scoringPoints(rows)}
              periodLengths={gamePeriodLengths(rows, format)}
              periodFormat={format}
              home={{ name: game.homeMarket, color: colors.home.fill }}
              away={{ name: game.awayMarket, color: colors.away.fill }}
            />
          </>
        );
      }}
    </DataState>
  );
}
