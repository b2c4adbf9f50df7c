/**
 * `nil-predictions` (query style): the NIL index of every rated player (METHODS §10): a
 * performance index from box rating, minutes, program prestige and team strength, percentiles
 * within gender × division, published as a tier and its index band — no social data, no dollar
 * figures.
 */
import type { NilPredictionRow } from '@courtside/contract/schemas';
import { NilPredictionRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { statsContext } from '../stats/support/config';
import { nilPlayersOf, nilValues } from './support/nil-rows';

const NAME = 'nil-predictions';

export const nilPredictionsEndpoint: DataEndpoint<NilPredictionRow> = {
  name: NAME,
  access: 'pro',
  playerLevel: true,
  summary:
    'NIL index per player (METHODS §10; no social data): tier and index band from rating 45%, minutes 25%, program prestige 20%, team 10% percentiles within gender × division.',
  requires: ['competitionId'],
  accepts: ['teamId', 'conferenceId', 'divisionId', 'playerId'],
  row: NilPredictionRowSchema,
  example: { competitionId: 38409, divisionId: 1 },
  notes: [
    'Players with a season box rating and at least 10% of their team\u2019s minutes (play-by-play games only); best index first.',
    'Percentiles are computed over the whole gender × division pool before filters, so a team or conference list shows the same values as the division list.',
    'Program prestige: mean AdjEM rank score over the last three seasons this warehouse holds plus national tournament appearances / 3 (competitions without bracket data count none).',
  ],
  async handle(request) {
    const context = await statsContext(NAME, request);
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
};
