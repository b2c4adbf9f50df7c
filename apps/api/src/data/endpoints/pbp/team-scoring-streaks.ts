/**
 * team-scoring-streaks: scoring runs (METHODS §6: one side scores 8+ unanswered points, free
 * throws count) of a team (isOffense) and against it, or of both teams of a game. Play-by-play
 * games only: box-only games have no runs.
 */
import type { TeamScoringStreakRow } from '@courtside/contract/schemas';
import { TeamScoringStreakRowSchema } from '@courtside/contract/schemas';
import { DEFAULT_CONSTANTS } from '@courtside/engine';
import { teamRuns } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf } from './support/context';
import { spanFields } from './support/spans';

const NAME = 'team-scoring-streaks';
const HEADLINE = DEFAULT_CONSTANTS.runs.headlinePoints;

export const teamScoringStreaksEndpoint: DataEndpoint<TeamScoringStreakRow> = {
  name: NAME,
  access: 'free',
  summary:
    "Scoring runs of 8-0 or more (METHODS §6): a team's runs (isOffense true) and its opponents' runs against it, or both teams' runs in a game; isHeadline from 10-0. Play-by-play games only.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'gameId', 'isOffense'],
  row: TeamScoringStreakRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: ['Needs teamId or gameId. Rows in game order, then by start.'],
  async handle(request) {
    const { config } = request;
    requireOneOf(NAME, config, ['teamId', 'gameId']);
    const context = await pbpContext(NAME, request);
    const runs = await teamRuns(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      gameId: context.gameId,
    });
    return runs
      .filter((run) => config.isOffense === undefined || run.isOffense === config.isOffense)
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
};
