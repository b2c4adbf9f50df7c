/**
 * pbp-shots-tying-go-ahead: the game-deciding attempts (METHODS §6: ≤ 30 s left in the last
 * regulation period or an overtime, tied or trailing by ≤ 2, ≤ 3 for a three), each marked as
 * a tying or a go-ahead attempt from the score before it. Play-by-play games only.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { decidingKind, pbpShots } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { shotRow } from './support/shot-rows';

const NAME = 'pbp-shots-tying-go-ahead';

export const pbpShotsTyingGoAheadEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const shots = await pbpShots(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      isOffense: context.teamId === null ? true : (params.isOffense ?? true),
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
  },
});
