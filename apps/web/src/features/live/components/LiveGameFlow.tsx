/**
 * The game flow so far: score margin and the home side's win probability over game time, drawn
 * by the game pages' chart (components/stats/charts) on the events where the score changed.
 */
import { GameFlowChart } from '@/components/stats/charts/GameFlowChart';
import { getCompetition } from '@courtside/contract';
import { gamePeriodLengths, scoringPoints } from '@/lib/charts/game-flow-points';
import { periodFormatFor } from '@/lib/charts/game-time';
import type { LiveViewProps } from './LiveGameViews';

const HOME_COLOR = '#1d4ed8';
const AWAY_COLOR = '#b45309';

export function LiveGameFlow({ events, summary }: LiveViewProps) {
  const competition = getCompetition(summary.competitionId);
  const format = periodFormatFor(competition?.gender ?? 'MALE', competition?.yearStart ?? 2025);
  const home = summary.homeTeamMarket;
  const away = summary.awayTeamMarket;
  return (
    <GameFlowChart
      title={`${away} at ${home}: game flow so far`}
      description={`Score margin (above zero: ${home} ahead) and ${home}'s win probability over the game.`}
      points={scoringPoints(events)}
      periodLengths={gamePeriodLengths(events, format)}
      periodFormat={format}
      home={{ name: home, color: HOME_COLOR }}
      away={{ name: away, color: AWAY_COLOR }}
    />
  );
}
