/** A warehouse event as a match-actions row (enh-pbp adds to it). */
import type { PeriodFormat } from '@courtside/contract';
import { merged } from '@courtside/contract';
import type { EnhPbpRow, MatchActionRow } from '@courtside/contract/schemas';
import type { EnhancedEvent } from '@courtside/warehouse';
import { clockLabel, labelOf } from './values';

export function actionRow(
  event: EnhancedEvent,
  context: { format: PeriodFormat; updated: string; competitionId: number },
): MatchActionRow {
  return {
    _id: `${event.gameId}-${event.seq}`,
    updated: context.updated,
    competitionId: context.competitionId,
    gameId: event.gameId,
    seq: event.seq,
    period: event.period,
    periodLabel: labelOf(context.format, event.period),
    clock: event.clock,
    clockLabel: clockLabel(event.clock),
    gameSecond: event.gameSecond,
    actionType: event.type,
    subType: event.detail,
    isHome: event.isHome,
    teamId: event.teamId,
    playerId: event.playerId,
    fullName: event.fullName,
    otherPlayerId: event.otherPlayerId,
    otherFullName: event.otherFullName,
    isMade: event.made,
    points: event.value,
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    x: event.x,
    y: event.y,
    description: event.description,
  };
}

/** A warehouse event as an enh-pbp row: the action with the score margin, win probability, zone and lineups. */
export function enhPbpRow(
  event: EnhancedEvent,
  context: { format: PeriodFormat; updated: string; competitionId: number },
): EnhPbpRow {
  return merged(actionRow(event, context), {
    margin: event.homeScore - event.awayScore,
    isClutch: event.clutch,
    wpHome: event.wpHome,
    wpAway: event.wpHome === null ? null : 1 - event.wpHome,
    distance: event.distance,
    shotZone: event.zone,
    homeLineup: event.homeOnFloor,
    awayLineup: event.awayOnFloor,
  });
}
