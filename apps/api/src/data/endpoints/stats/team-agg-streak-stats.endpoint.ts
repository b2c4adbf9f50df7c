/**
 * `team-agg-streak-stats` (query style): per team, streaks of results (current, longest won and
 * lost, from every game) and scoring runs (METHODS §6, play-by-play games only) made and
 * allowed: 8-0 and 10-0 runs, the longest, games with a 10-0 run, runs across halftime. Run
 * fields are null for a team without play-by-play games (gpPbp 0): not measured, not zero.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamRecords, teamRunAggregates } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import type { RequestContext } from '../../request-context';
import { memoWideAnswer } from '../../wide-answer-memo';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';
import { streakLabel } from './team-records.endpoint';

const NAME = 'team-agg-streak-stats';

/** Every team's row the context names. */
async function streakRows(db: WarehouseDb, context: RequestContext) {
  const filter = {
    competitionId: context.competitionId,
    teamId: context.teamId,
    conferenceId: context.conferenceId,
    divisionId: context.divisionId,
  };
  const records = await teamRecords(db, filter);
  const runs = new Map((await teamRunAggregates(db, filter)).map((row) => [row.teamId, row]));
  return records.map((record) => {
    const run = runs.get(record.teamId);
    const measured = run !== undefined && run.gpPbp > 0 ? run : null;
    const count = (value: (r: NonNullable<typeof measured>) => number | null): number | null =>
      measured === null ? null : value(measured);
    return {
      _id: `${record.competitionId}-${record.teamId}-streaks`,
      updated: context.updated,
      competitionId: record.competitionId,
      teamId: record.teamId,
      teamMarket: record.teamMarket,
      conferenceId: record.conferenceId,
      divisionId: record.divisionId,
      scope: 'season' as const,
      gp: record.records.overall.wins + record.records.overall.losses,
      gpPbp: run?.gpPbp ?? 0,
      streak: streakLabel(record),
      longestWinStreak: record.longestWinStreak,
      longestLossStreak: record.longestLossStreak,
      runs8For: count((r) => r.runs8For),
      runs10For: count((r) => r.runs10For),
      runs8Agst: count((r) => r.runs8Agst),
      runs10Agst: count((r) => r.runs10Agst),
      runs10ForPg: count((r) => r.runs10For / r.gpPbp),
      runs10AgstPg: count((r) => r.runs10Agst / r.gpPbp),
      // Runs are stored from 8 points up: 0 means no run reached 8.
      longestRunFor: count((r) => r.longestRunFor ?? 0),
      longestRunAgst: count((r) => r.longestRunAgst ?? 0),
      gamesWithRun10For: count((r) => r.gamesWithRun10For),
      gamesWithRun10Agst: count((r) => r.gamesWithRun10Agst),
      runsAcrossHalftimeFor: count((r) => r.runsAcrossHalftimeFor),
      runsAcrossHalftimeAgst: count((r) => r.runsAcrossHalftimeAgst),
    };
  });
}

/** A division's or conference's rows are read once per served file (the tool's leaderboard). */
const wideRows = memoWideAnswer(streakRows);

export const teamAggStreakStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { db, params } = request;
    const context = await requestContext(NAME, request);
    if (params.scope !== undefined && params.scope !== 'season') {
      const name = segmentName(NAME, 'scope');
      throw new DataInputError(`"${name}" must be "season" here, got "${params.scope}"`, name);
    }
    return wideRows(db, context, 'season');
  },
});
