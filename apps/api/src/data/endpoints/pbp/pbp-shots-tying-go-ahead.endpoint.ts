/**
 * pbp-shots-tying-go-ahead: the game-deciding attempts (METHODS §6: ≤ 30 s left in the last
 * regulation period or an overtime, tied or trailing by ≤ 2, ≤ 3 for a three), each marked as
 * a tying or a go-ahead attempt from the score before it. Play-by-play games only. A division's
 * or conference's attempts are computed once per served file (wide-answer-memo.ts).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { decidingKind, pbpShots } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import type { RequestContext } from '../../request-context';
import { memoWideAnswer } from '../../wide-answer-memo';
import { shotRow } from './support/shot-rows';

const NAME = 'pbp-shots-tying-go-ahead';

/** The deciding attempts the context names, from `isOffense`'s side. */
function decidingAttempts(isOffense: boolean) {
  return async (db: WarehouseDb, context: RequestContext) => {
    const shots = await pbpShots(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      isOffense,
      decidingOnly: true,
    });
    return shots.flatMap((shot) => {
      const kind = decidingKind(shot);
      if (kind === null) return [];
      // Appended to the shot's row, not spread into a copy of it (thousands of rows).
      return [
        Object.assign(shotRow(shot, context), {
          attemptKind: kind,
          deficitBefore: shot.oppScoreBefore - shot.teamScoreBefore,
        }),
      ];
    });
  };
}

/** A division's or conference's season of attempts is read once per served file. */
const offenseAttempts = memoWideAnswer(decidingAttempts(true));
const defenseAttempts = memoWideAnswer(decidingAttempts(false));

export const pbpShotsTyingGoAheadEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const isOffense = context.teamId === null ? true : (request.params.isOffense ?? true);
    const attempts = isOffense ? offenseAttempts : defenseAttempts;
    return attempts(request.db, context, isOffense ? 'offense' : 'defense');
  },
});
