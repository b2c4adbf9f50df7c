/**
 * `player-agg-stats` (query style): player aggregates per scope with the METHODS §2 rates, the
 * season models (PER, box rating, RAPM, on-court ratings) and qualification. The §7 start-up
 * read (`competitionId`, `teamId`, `scope=season`, `fields=mins,fullName`) is this endpoint;
 * `fields` selection is the router's.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import { PlayerAggStatsRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { statsContext } from './support/config';
import { TOURNAMENT_NOTE, requestedPlayerAggRows } from './support/player-rows';

const NAME = 'player-agg-stats';

export const playerAggStatsEndpoint: DataEndpoint<PlayerAggStatsRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary:
    'Player aggregates per scope: totals, per-game values, METHODS §2 rates, PER, box rating, RAPM, on-court ratings.',
  requires: ['competitionId'],
  accepts: [
    'teamId',
    'playerId',
    'conferenceId',
    'divisionId',
    'scope',
    'scopes',
    'tournamentId',
    'isQualified',
  ],
  row: PlayerAggStatsRowSchema,
  example: { competitionId: 38529, teamId: 591997, scope: 'season', fields: ['mins', 'fullName'] },
  notes: [
    'Without a scope: the season. Players come from play-by-play games only (the NCAA season files have no player box).',
    'per, bpm, rapm, orapm, drapm, ortgPlayer, drtgPlayer are season-scope values (null for other scopes).',
    'is-qualified true keeps players with at least 10% of their team\u2019s minutes.',
    TOURNAMENT_NOTE,
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const rows = await requestedPlayerAggRows(NAME, db, config, context);
    return config.isQualified === undefined
      ? rows
      : rows.filter((row) => row.isQualified === config.isQualified);
  },
};
