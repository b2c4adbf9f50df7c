/**
 * player-agg-pbp-stats: a player's play-by-play season over a scope: games and minutes with
 * play-by-play, TS% and USG% (METHODS §2, the engine's playerRates over those games), assists
 * thrown for twos and threes, points created, and the zone vocabulary of his attempts.
 */
import type { PlayerAggPbpRow } from '@courtside/contract/schemas';
import { PlayerAggPbpRowSchema } from '@courtside/contract/schemas';
import { playerPbpAggregates } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, scopeOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'player-agg-pbp-stats';

export const playerAggPbpStatsEndpoint: DataEndpoint<PlayerAggPbpRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary:
    'Player play-by-play aggregates over a scope: gpPbp, minsPbp, tsPct, usagePct, ast2/ast3 (assists to twos/threes), ptsCreated (points + points assisted) and the zone vocabulary of his attempts. Play-by-play games only: players without any have no rows; inPortalAfterSeason is null until transfer data exists.',
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'playerId', 'divisionId', 'conferenceId', 'scope'],
  row: PlayerAggPbpRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: [
    'A zone is qualified with at least one attempt every two play-by-play games.',
    "With scope clutch the games are the season's and the attempts the clutch-time ones; minutes and rates stay the season's.",
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await pbpContext(NAME, request);
    const { scope, clutchOnly, label } = scopeOf(NAME, config, { allowClutch: true });
    const rows = await playerPbpAggregates(db, {
      competitionId: context.competitionId,
      constants: context.constants,
      teamId: context.teamId,
      playerId: context.playerId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      scope,
      clutchOnly,
    });
    return rows.map((row): PlayerAggPbpRow => ({
      _id: `${context.competitionId}-${row.teamId}-${row.playerId}-${label}`,
      updated: context.updated,
      competitionId: context.competitionId,
      playerId: row.playerId,
      fullName: row.fullName,
      teamId: row.teamId,
      teamMarket: row.teamMarket,
      conferenceId: row.conferenceId,
      scope: label,
      gpPbp: row.gpPbp,
      minsPbp: row.minsPbp,
      ptsScored: row.ptsScored,
      tsPct: row.tsPct,
      usagePct: row.usagePct,
      inPortalAfterSeason: null,
      ast: row.ast,
      ast2: row.ast2,
      ast3: row.ast3,
      ptsCreated: row.ptsCreated,
      ...zoneValues(row.zones),
    }));
  },
};
