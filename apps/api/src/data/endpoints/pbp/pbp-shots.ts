/**
 * pbp-shots: every field-goal attempt of a team, player or game with its location, zones,
 * shot type and flags, for shot charts. Play-by-play games only: a box-only game has no
 * attempts, so it gives no rows.
 */
import type { PbpShotRow } from '@courtside/contract/schemas';
import { PbpShotRowSchema } from '@courtside/contract/schemas';
import { pbpShots } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf, scopeOf } from './support/context';
import { shotRow } from './support/shot-rows';

const NAME = 'pbp-shots';

export const pbpShotsEndpoint: DataEndpoint<PbpShotRow> = {
  name: NAME,
  access: 'public',
  summary:
    "Field-goal attempts (x/y in feet from the basket, zone, distance, made, assisted, shooter, game, period, clock) of a team, player or game; isOffense=false gives a team's opponents' attempts. Play-by-play games only: box-only games give no rows.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'playerId', 'gameId', 'isOffense', 'scope'],
  row: PbpShotRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: [
    'One of teamId, playerId or gameId is required.',
    'scope: season (default), confReg, home, away, neutral, l5g, l10g, wins, losses, quad1-4 (the games of the team named by teamId, else of the shooter), or clutch (clutch-time attempts).',
    'Rows are in game order, then event order.',
  ],
  async handle(request) {
    const { config, db } = request;
    requireOneOf(NAME, config, ['teamId', 'playerId', 'gameId']);
    const context = await pbpContext(NAME, request);
    const { scope, clutchOnly } = scopeOf(NAME, config, { allowClutch: true });
    const shots = await pbpShots(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
      isOffense: context.teamId === null ? true : (config.isOffense ?? true),
      scope,
      clutchOnly,
    });
    return shots.map((shot) => shotRow(shot, context));
  },
};
