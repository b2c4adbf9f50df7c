/** Player game lines → player-game-stats rows (also the clutch endpoint's). */
import type { PlayerGameStatsRow } from '@courtside/contract/schemas';
import { periodLabel } from '@courtside/contract';
import type { PlayerGameLine } from '@courtside/warehouse';
import { CLUTCH_LABEL, FULL_GAME_LABEL, playerLineValues, sumsOver } from '@courtside/warehouse';
import type { StatsContext } from './config';

export function playerGameRow(line: PlayerGameLine, context: StatsContext): PlayerGameStatsRow {
  const period =
    line.split === 'game' ? 'game' : line.split === 'clutch' ? 'clutch' : String(line.period);
  const label =
    line.period !== null
      ? periodLabel(context.format, line.period)
      : line.split === 'clutch'
        ? CLUTCH_LABEL
        : FULL_GAME_LABEL;
  const head = {
    _id: `${line.competitionId}-${line.gameId}-${line.playerId ?? line.playerKey}-${period}`,
    updated: context.updated,
    competitionId: line.competitionId,
    gameId: line.gameId,
    gameDate: line.gameDate,
    period,
    periodLabel: label,
    playerId: line.playerId,
    playerKey: line.playerKey,
    fullName: line.fullName,
    teamId: line.teamId,
    teamMarket: line.teamMarket,
    jerseyNum: line.jerseyNum,
    position: line.position,
    teamIdAgst: line.teamIdAgst,
    teamMarketAgst: line.teamMarketAgst,
    isHome: line.isHome,
    isNeutral: line.isNeutral,
    isWin: line.isWin,
    isStarter: line.isStarter,
  };
  return playerLineValues(sumsOver(line, 1), undefined, head);
}
