/**
 * team-scoring-streaks: scoring runs (METHODS §6: one side scores 8+ unanswered points, free
 * throws count) of a team (isOffense) and against it, or of both teams of a game. Play-by-play
 * games only: box-only games have no runs.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamScoringStreakRow } from '@courtside/contract/schemas';
import { DEFAULT_CONSTANTS } from '@courtside/engine';
import { teamRuns } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { spanFields } from './support/spans';

const NAME = 'team-scoring-streaks';
const HEADLINE = DEFAULT_CONSTANTS.runs.headlinePoints;

export const teamScoringStreaksEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    requireOneOf(NAME, params, ['teamId', 'gameId']);
    const context = await requestContext(NAME, request);
    const runs = await teamRuns(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      gameId: context.gameId,
    });
    return runs
      .filter((run) => params.isOffense === undefined || run.isOffense === params.isOffense)
      .map((run): TeamScoringStreakRow => ({
        _id: `${run.gameId}-${run.teamId}-${run.startSeq}`,
        updated: context.updated,
        competitionId: context.competitionId,
        gameId: run.gameId,
        gameDate: run.gameDate,
        teamId: run.teamId,
        teamIdAgst: run.teamIdAgst,
        isOffense: run.isOffense,
        runPts: run.points,
        ...spanFields(context.format, run),
        teamScoreStart: run.teamScoreStart,
        oppScoreStart: run.oppScoreStart,
        isAcrossHalftime: run.acrossHalftime,
        isHeadline: run.points >= HEADLINE,
      }));
  },
});
