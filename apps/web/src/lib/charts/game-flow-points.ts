/**
 * The game flow chart's data from a game's play-by-play rows (enh-pbp's, which the live stream
 * carries too): the events after which the score changed, and the lengths of the periods played
 * (regulation plus as many overtimes as the events reach). A finished game's page and a live
 * game's draw the same chart from them.
 */
import type { EnhPbpRow } from '@courtside/contract/schemas';
import type { GameFlowPoint } from '@/components/stats/charts/GameFlowChart';
import { periodLengths, type PeriodFormat } from '@/lib/charts/game-time';

/** Period lengths of the game: regulation plus as many overtimes as the events reach. */
export function gamePeriodLengths(events: readonly EnhPbpRow[], format: PeriodFormat): number[] {
  const regulation = format === 'quarters' ? 4 : 2;
  const lastPeriod = Math.max(regulation, ...events.map((event) => event.period));
  return periodLengths(format, lastPeriod - regulation);
}

/** The events after which the score changed, in game order: the flow chart's points. */
export function scoringPoints(events: readonly EnhPbpRow[]): GameFlowPoint[] {
  const ordered = [...events].sort((a, b) => a.gameSecond - b.gameSecond || a.seq - b.seq);
  const points: GameFlowPoint[] = [];
  let home = 0;
  let away = 0;
  for (const event of ordered) {
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
