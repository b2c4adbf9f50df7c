/** A warehouse shot as the pbp-shots row (shared by pbp-shots and the tying/go-ahead list). */
import type { PeriodFormat } from '@courtside/contract';
import type { PbpShotRow } from '@courtside/contract/schemas';
import { classifyShot } from '@courtside/engine';
import type { EngineConstants } from '@courtside/engine';
import type { PbpShot } from '@courtside/warehouse';
import { labelOf } from './values';

export function shotRow(
  shot: PbpShot,
  context: { format: PeriodFormat; constants: EngineConstants; updated: string },
): PbpShotRow {
  return {
    _id: `${shot.gameId}-${shot.seq}`,
    updated: context.updated,
    competitionId: shot.competitionId,
    gameId: shot.gameId,
    gameDate: shot.gameDate,
    seq: shot.seq,
    period: shot.period,
    periodLabel: labelOf(context.format, shot.period),
    clock: shot.clock,
    gameSecond: shot.gameSecond,
    teamId: shot.teamId,
    teamIdAgst: shot.teamIdAgst,
    isHome: shot.isHome,
    playerId: shot.playerId,
    fullName: shot.fullName,
    x: shot.x,
    y: shot.y,
    distance: shot.distance,
    shotZone: shot.zone,
    zoneArea:
      shot.x !== null && shot.y !== null
        ? classifyShot({ x: shot.x, y: shot.y }, shot.value, context.constants).area
        : null,
    shotValue: shot.value,
    isMade: shot.made,
    shotType: shot.shotType,
    isAssisted: shot.assisted,
    assistPlayerId: shot.assistPlayerId,
    assistFullName: shot.assistFullName,
    isBlocked: shot.blocked,
    isTransition: shot.transition,
    isSecondChance: shot.secondChance,
    isAnd1: shot.and1,
    isClutch: shot.clutch,
    isHeave: shot.heave,
    isDeciding: shot.deciding,
    isTying: shot.tying,
    isGoAhead: shot.goAhead,
    isGameWinner: shot.gameWinner,
    teamScoreBefore: shot.teamScoreBefore,
    oppScoreBefore: shot.oppScoreBefore,
  };
}
