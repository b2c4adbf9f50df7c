/** The game flow chart: score margin and home win probability over game time. */
import type { GameDataRow } from '@courtside/contract/schemas';
import { GameFlowChart } from '@/components/stats/charts/GameFlowChart';
import { ChartSkeleton, DataState } from '@/components/stats/states';
import { useGamePlayByPlay } from '../api/enh-pbp';
import type { GameConfig } from '../api/game-config';
import { gamePeriodLengths, periodFormatOf, scoringPoints } from '../hooks/game-model';
import { AWAY_COLOR, HOME_COLOR } from './team-colors';

export function GameFlowView({ config, game }: { config: GameConfig; game: GameDataRow }) {
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
          <GameFlowChart
            title={`${game.awayMarket} at ${game.homeMarket}: game flow`}
            description={`Score margin (above zero: ${game.homeMarket} ahead) and ${game.homeMarket}'s win probability over the game.`}
            points={scoringPoints(rows)}
            periodLengths={gamePeriodLengths(rows, format)}
            periodFormat={format}
            home={{ name: game.homeMarket, color: HOME_COLOR }}
            away={{ name: game.awayMarket, color: AWAY_COLOR }}
          />
        );
      }}
    </DataState>
  );
}
