/**
 * team-game-pbp-stats: the zone vocabulary per play-by-play game, two rows per team and game
 * (isOffense: its attempts; false: its opponent's). Box-only games give no rows.
 */
import type { TeamGamePbpRow } from '@courtside/contract/schemas';
import { TeamGamePbpRowSchema } from '@courtside/contract/schemas';
import { teamGamePbpStats } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'team-game-pbp-stats';

export const teamGamePbpStatsEndpoint: DataEndpoint<TeamGamePbpRow> = {
  name: NAME,
  access: 'public',
  summary:
    "Per play-by-play game, a team's shooting by zone (the team-agg-pbp-stats vocabulary), two rows per team and game (isOffense). Needs teamId or gameId; box-only games give no rows.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'gameId', 'isOffense'],
  row: TeamGamePbpRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  async handle(request) {
    const { config, db } = request;
    requireOneOf(NAME, config, ['teamId', 'gameId']);
    const context = await pbpContext(NAME, request);
    const rows = await teamGamePbpStats(db, {
      competitionId: context.competitionId,
      constants: context.constants,
      teamId: context.teamId,
      gameId: context.gameId,
    });
    return rows
      .filter((row) => config.isOffense === undefined || row.isOffense === config.isOffense)
      .map((row): TeamGamePbpRow => ({
        _id: `${row.gameId}-${row.teamId}-${row.isOffense}`,
        updated: context.updated,
        competitionId: context.competitionId,
        gameId: row.gameId,
        gameDate: row.gameDate,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        teamIdAgst: row.teamIdAgst,
        teamMarketAgst: row.teamMarketAgst,
        isHome: row.isHome,
        isNeutral: row.isNeutral,
        isWin: row.isWin,
        isOffense: row.isOffense,
        ptsScored: row.ptsScored,
        ptsAgst: row.ptsAgst,
        poss: row.poss,
        ...zoneValues(row.zones),
      }));
  },
};
