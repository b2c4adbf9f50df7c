/** The two shooting-streak endpoints differ only in who a streak belongs to. */
import type { ShootingStreakRow } from '@courtside/contract/schemas';
import { shootingStreaks } from '@courtside/warehouse';
import { requestContext } from '../../../request-context';
import type { DataRequest } from '../../../endpoint';
import { requireOneOf } from './context';
import { clockAt } from './values';

export async function shootingStreakRows(
  endpoint: string,
  request: DataRequest,
  by: 'team' | 'player',
): Promise<ShootingStreakRow[]> {
  requireOneOf(
    endpoint,
    request.params,
    by === 'team' ? ['teamId', 'gameId'] : ['teamId', 'playerId', 'gameId'],
  );
  const context = await requestContext(endpoint, request);
  const streaks = await shootingStreaks(
    request.db,
    {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: by === 'player' ? context.playerId : null,
      gameId: context.gameId,
    },
    by,
  );
  return streaks.map((s): ShootingStreakRow => ({
    _id: `${context.competitionId}-${context.gameId ?? 'season'}-${s.teamId}-${s.playerId ?? s.fullName ?? 'team'}-${s.kind}`,
    updated: context.updated,
    competitionId: context.competitionId,
    teamId: s.teamId,
    playerId: s.playerId,
    fullName: s.fullName,
    streakKind: s.kind,
    streakLength: s.length,
    startGameId: s.startGameId,
    startGameDate: s.startGameDate,
    startPeriod: s.startPeriod,
    startClock: clockAt(context.format, s.startPeriod, s.startSecond),
    endGameId: s.endGameId,
    endGameDate: s.endGameDate,
    endPeriod: s.endPeriod,
    endClock: clockAt(context.format, s.endPeriod, s.endSecond),
    gamesSpanned: s.games,
  }));
}
