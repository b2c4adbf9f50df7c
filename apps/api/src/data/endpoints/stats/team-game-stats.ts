/**
 * `team-game-stats` (query style): a team's game log (or a conference's, or one game), two rows
 * per game (isOffense twins), newest first, with the opponent, site, result, quadrant and the
 * game's line. Box-score games have no steals, fouls or play-by-play extras (null); a game only
 * the schedule knows has its score and null stats.
 */
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import { TEAM_GAME_EXTRA_DIFFS, TeamGameStatsRowSchema } from '@courtside/contract/schemas';
import { teamGames, sidesOf, teamLineValues } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { assertSubject, statsContext } from './support/config';
import { countDiffValues } from './support/team-line-diffs';
import { teamGameFields, teamGameId } from './support/team-games';

const NAME = 'team-game-stats';

export const teamGameStatsEndpoint: DataEndpoint<TeamGameStatsRow> = {
  name: NAME,
  access: 'public',
  summary:
    "A team's (conference's) game log: two rows per game, the team's line and its opponent's.",
  requires: ['competitionId'],
  accepts: ['teamId', 'conferenceId', 'gameId', 'isOffense'],
  row: TeamGameStatsRowSchema,
  example: { competitionId: 38409, teamId: 590616 },
  notes: [
    'Needs teamId, conferenceId or gameId. Rows are newest first; teamGameRecency 1 is the latest game.',
    'coverage: pbp, box (no steals, fouls or play-by-play extras: null) or schedule (score only: stats null).',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    assertSubject(NAME, context, ['teamId', 'conferenceId', 'gameId']);
    const games = await teamGames(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      gameId: context.gameId,
    });
    return games.flatMap((game) =>
      sidesOf(config.isOffense).map((side) => ({
        _id: teamGameId(game, side),
        updated: context.updated,
        isOffense: side,
        ...teamGameFields(game),
        ...teamLineValues(game.sums, game.rates, side),
        // The score is known even when the box is not (schedule-only games).
        ptsScored: side ? game.ptsScored : game.ptsAgst,
        ptsAgst: side ? game.ptsAgst : game.ptsScored,
        ...countDiffValues(game.sums, TEAM_GAME_EXTRA_DIFFS),
      })),
    );
  },
};
