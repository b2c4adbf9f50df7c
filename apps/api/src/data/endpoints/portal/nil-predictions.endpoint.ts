/**
 * `nil-predictions` (query style): the NIL index of every rated player (METHODS §10): a
 * performance index from box rating, minutes, program prestige and team strength, percentiles
 * within gender × division, published as a tier and its index band — no social data, no dollar
 * figures.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { nilPlayersOf, nilValues } from './support/nil-rows';

const NAME = 'nil-predictions';

export const nilPredictionsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const players = await nilPlayersOf(request.db, context.competitionId);
    return players
      .filter(
        ({ player }) =>
          (context.teamId === null || player.teamId === context.teamId) &&
          (context.conferenceId === null || player.conferenceId === context.conferenceId) &&
          (context.divisionId === null || player.divisionId === context.divisionId) &&
          (context.playerId === null || player.playerId === context.playerId),
      )
      .map((entry) => ({
        _id: `${context.competitionId}-${entry.player.teamId}-${entry.player.playerId}-nil`,
        updated: context.updated,
        competitionId: context.competitionId,
        ...nilValues(entry),
        playerId: entry.player.playerId,
        fullName: entry.player.fullName,
        firstName: entry.player.firstName,
        lastName: entry.player.lastName,
        teamId: entry.player.teamId,
        teamMarket: entry.player.teamMarket,
        conferenceId: entry.player.conferenceId,
        height: entry.player.height,
        bpm: entry.bpm,
        mins: entry.player.minutes,
        gp: entry.player.games,
        programPrestige: entry.prestige,
        teamNetRtgAdj: entry.teamNetRtgAdj,
        isTransfer: entry.isTransfer,
      }));
  },
});
