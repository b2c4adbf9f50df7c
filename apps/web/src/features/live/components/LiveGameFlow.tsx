/**
 * The game flow so far: score margin and the home side's win probability over game time, drawn
 * by the game pages' chart (components/stats/charts) on the events where the score changed.
 */
import type { GameFlowPoint } from '@/components/stats/charts/GameFlowChart';
import { GameFlowChart } from '@/components/stats/charts/GameFlowChart';
import { getCompetition } from '@courtside/contract';
import type { LiveEvent } from '@courtside/contract/live';
import { periodFormatFor, periodLengths } from '@/lib/charts/game-time';
import type { LiveViewProps } from './LiveGameViews';

const HOME_COLOR = '#1d4ed8';
const AWAY_COLOR = '#b45309';

/** The events after which the score changed, in game order: the chart's points. */
export function scoringPoints(events: readonly LiveEvent[]): GameFlowPoint[] {
  const points: GameFlowPoint[] = [];
  let home = 0;
  let away = 0;
  for (const event of events) {
    if (event.homeScore === home && event.awayScore === away) continue;
    home = event.homeScore;
    away = event.awayScore;
    points.push({
      seconds: event.gameSecond,
      homeScore: home,
      awayScore: away,
      homeWinProbability: event.wpHome,
      description: event.description,
    });
  }
  return points;
}

export function LiveGameFlow({ events, summary }: LiveViewProps) {
  const competition = getCompetition(summary.competitionId);
  const format = periodFormatFor(competition?.gender ?? 'MALE', competition?.yearStart ?? 2025);
  const regulation = format === 'quarters' ? 4 : 2;
  const lastPeriod = Math.max(regulation, ...events.map((event) => event.period));
  const home = summary.homeTeamMarket;
  const away = summary.awayTeamMarket;
  return (
    <GameFlowChart
      title={`${away} at ${home}: game flow so far`}
      description={`Score margin (above zero: ${home} ahead) and ${home}'s win probability over the game.`}
      points={scoringPoints(events)}
      periodLengths={periodLengths(format, lastPeriod - regulation)}
      periodFormat={format}
      home={{ name: home, color: HOME_COLOR }}
      away={{ name: away, color: AWAY_COLOR }}
    />
  );
}
