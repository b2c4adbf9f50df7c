/**
 * `player-agg-stats-public` (query style): the public subset of player-agg-stats (per-game
 * production and shooting, usage, qualification) that tier 0 tools such as the player scatter
 * read, for a division, conference or team.
 */
import type { PlayerAggStatsPublicRow } from '@courtside/contract/schemas';
import { PlayerAggStatsPublicRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { statsContext } from './support/config';
import { TOURNAMENT_NOTE, requestedPlayerAggRows } from './support/player-rows';

const NAME = 'player-agg-stats-public';

export const playerAggStatsPublicEndpoint: DataEndpoint<PlayerAggStatsPublicRow> = {
  name: NAME,
  access: 'public',
  summary: 'Public player aggregates: per-game production, shooting, usage and qualification.',
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
  row: PlayerAggStatsPublicRowSchema,
  example: { competitionId: 38529, divisionId: 1, scope: 'season' },
  notes: [
    'Without a scope: the season. Players come from play-by-play games only.',
    TOURNAMENT_NOTE,
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const rows = await requestedPlayerAggRows(NAME, db, config, context);
    return rows
      .filter((row) => config.isQualified === undefined || row.isQualified === config.isQualified)
      .map((row) => PlayerAggStatsPublicRowSchema.parse(row));
  },
};
