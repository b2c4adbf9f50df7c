/**
 * `team-records` (query style): won-lost records per team by split (conference regular season,
 * non-conference, conference tournament, site, opponent quadrant, last 10), with the current
 * streak and the longest winning and losing streaks. Every decided game counts, box score or not.
 */
import { ENDPOINT_DEFINITIONS, RECORD_SPLIT_NAMES } from '@courtside/contract/schemas';
import type { TeamRecordSummary } from '@courtside/warehouse';
import { teamRecords } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';

const NAME = 'team-records';

export const streakLabel = (summary: TeamRecordSummary): string | null =>
  summary.currentStreak === null
    ? null
    : `${summary.currentStreak.isWin ? 'W' : 'L'}${summary.currentStreak.games}`;

type SplitName = (typeof RECORD_SPLIT_NAMES)[number];

function splitFields(summary: TeamRecordSummary) {
  const wins = {} as Record<`${SplitName}Wins`, number>;
  const losses = {} as Record<`${SplitName}Losses`, number>;
  const pct = {} as Record<`${SplitName}WinPct`, number | null>;
  for (const split of RECORD_SPLIT_NAMES) {
    const record = summary.records[split];
    wins[`${split}Wins`] = record.wins;
    losses[`${split}Losses`] = record.losses;
    const games = record.wins + record.losses;
    pct[`${split}WinPct`] = games > 0 ? record.wins / games : null;
  }
  return { ...wins, ...losses, ...pct };
}

export const teamRecordsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const rows = await teamRecords(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      divisionId: context.divisionId,
    });
    return rows.map((row) => ({
      _id: `${row.competitionId}-${row.teamId}-records`,
      updated: context.updated,
      competitionId: row.competitionId,
      teamId: row.teamId,
      teamMarket: row.teamMarket,
      conferenceId: row.conferenceId,
      divisionId: row.divisionId,
      ...splitFields(row),
      streak: streakLabel(row),
      longestWinStreak: row.longestWinStreak,
      longestLossStreak: row.longestLossStreak,
      lastGameDate: row.lastGameDate,
    }));
  },
});
