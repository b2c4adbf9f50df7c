/**
 * player-agg-pbp-stats: a player's play-by-play season over a scope: games and minutes with
 * play-by-play, TS% and USG% (METHODS §2, the engine's playerRates over those games), assists
 * thrown for twos and threes, points created, and the zone vocabulary of his attempts.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PlayerAggPbpRow } from '@courtside/contract/schemas';
import { playerPbpAggregates } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { scopeOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'player-agg-pbp-stats';

export const playerAggPbpStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const { scope, clutchOnly, label } = scopeOf(NAME, params, { allowClutch: true });
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
    return rows.map((row): PlayerAggPbpRow =>
      zoneValues(row.zones, {
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
      }),
    );
  },
});
