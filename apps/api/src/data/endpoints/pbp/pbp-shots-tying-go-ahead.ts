/**
 * pbp-shots-tying-go-ahead: the game-deciding attempts (METHODS §6: ≤ 30 s left in the last
 * regulation period or an overtime, tied or trailing by ≤ 2, ≤ 3 for a three), each marked as
 * a tying or a go-ahead attempt from the score before it. Play-by-play games only.
 */
import type { TyingGoAheadShotRow } from '@courtside/contract/schemas';
import { TyingGoAheadShotRowSchema } from '@courtside/contract/schemas';
import { decidingKind, pbpShots } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';
import { shotRow } from './support/shot-rows';

const NAME = 'pbp-shots-tying-go-ahead';

export const pbpShotsTyingGoAheadEndpoint: DataEndpoint<TyingGoAheadShotRow> = {
  name: NAME,
  access: 'free',
  summary:
    'Game-deciding field-goal attempts (METHODS §6) with the score before them and whether a make would tie or take the lead; filter by team, player or game. Play-by-play games only: box-only games give no rows.',
  requires: ['competitionId'],
  accepts: [
    'competitionId',
    'teamId',
    'playerId',
    'gameId',
    'isOffense',
    'divisionId',
    'conferenceId',
  ],
  row: TyingGoAheadShotRowSchema,
  example: { competitionId: 38529 },
  // Each row is one shooter's attempt: tier 1 sees only its trial players' attempts.
  playerLevel: true,
  notes: ["isOffense=false with teamId: the attempts of the team's opponents against it."],
  async handle(request) {
    const { config, db } = request;
    const context = await pbpContext(NAME, request);
    const shots = await pbpShots(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      isOffense: context.teamId === null ? true : (config.isOffense ?? true),
      decidingOnly: true,
    });
    return shots.flatMap((shot) => {
      const kind = decidingKind(shot);
      if (kind === null) return [];
      return [
        {
          ...shotRow(shot, context),
          attemptKind: kind,
          deficitBefore: shot.oppScoreBefore - shot.teamScoreBefore,
        },
      ];
    });
  },
};
