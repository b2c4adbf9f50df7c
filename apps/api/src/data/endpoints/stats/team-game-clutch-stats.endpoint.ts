/**
 * `team-game-clutch-stats` (query style): the team-game-stats rows over each game's clutch time
 * (METHODS §6) from the play-by-play splits. Every game of the log is listed: one without
 * play-by-play keeps its coverage and null stats (clutch time is not knowable from a box
 * score); a play-by-play game that never had clutch time has clutchMins 0.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamSums } from '@courtside/warehouse';
import {
  teamGameSplits,
  teamGames,
  teamRates,
  sidesOf,
  teamLineValues,
  zeroLineSums,
} from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { assertSubject } from './support/config';
import { teamGameFields, teamGameId } from './support/team-games';

const NAME = 'team-game-clutch-stats';

/**
 * Sums of a game without a clutch line: a play-by-play game that had no clutch time measured
 * zero of everything (one game, zeros); any other game measured nothing (no game with stats,
 * so every stat reads null).
 */
function clutchlessSums(covered: boolean): TeamSums {
  const line = zeroLineSums(covered ? 0 : null);
  const games = covered ? 1 : 0;
  return {
    gp: games,
    gpStats: games,
    gpPbp: games,
    wins: 0,
    losses: 0,
    confWins: 0,
    confLosses: 0,
    poss: 0,
    minutes: 0,
    own: line,
    opp: { ...line },
  };
}

export const teamGameClutchStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    assertSubject(NAME, context, ['teamId', 'conferenceId', 'gameId']);
    const filter = {
      competitionId: context.competitionId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      gameId: context.gameId,
    };
    const games = await teamGames(db, filter);
    const splits = await teamGameSplits(db, { ...filter, split: 'clutch' });
    const bySide = new Map(splits.map((split) => [`${split.gameId}:${split.side}`, split]));
    return games.flatMap((game) => {
      const split = bySide.get(`${game.gameId}:${game.side}`);
      const covered = game.coverage === 'pbp';
      const sums = split?.sums ?? clutchlessSums(covered);
      const rates = split?.rates ?? teamRates(sums);
      return sidesOf(params.isOffense).map((side) =>
        teamLineValues(sums, rates, side, {
          _id: teamGameId(game, side, '-clutch'),
          updated: context.updated,
          isOffense: side,
          ...teamGameFields(game),
          // The game's possessions would mislead here: the clutch line has its own.
          poss: split ? split.sums.poss : covered ? 0 : null,
          possSource: covered ? ('pbp' as const) : null,
          clutchMins: split ? split.seconds / 60 : covered ? 0 : null,
        }),
      );
    });
  },
});
