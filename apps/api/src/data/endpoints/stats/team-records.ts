/**
 * `team-records` (query style): won-lost records per team by split (conference regular season,
 * non-conference, conference tournament, site, opponent quadrant, last 10), with the current
 * streak and the longest winning and losing streaks. Every decided game counts, box score or not.
 */
import type { TeamRecordsRow } from '@courtside/contract/schemas';
import { RECORD_SPLIT_NAMES, TeamRecordsRowSchema } from '@courtside/contract/schemas';
import type { TeamRecordSummary } from '@courtside/warehouse';
import { teamRecords } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { statsContext } from './support/config';

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

export const teamRecordsEndpoint: DataEndpoint<TeamRecordsRow> = {
  name: NAME,
  access: 'public',
  summary: 'Won-lost records per team by split, current streak and longest streaks.',
  requires: ['competitionId'],
  accepts: ['teamId', 'conferenceId', 'divisionId'],
  row: TeamRecordsRowSchema,
  example: { competitionId: 38409, teamId: 590616 },
  notes: [
    'Splits: overall, conf (conference regular season), nonConf, confTourney (estimated), home, away, neutral (not flagged by the NCAA source: 0 unless a bundle says so), q1-q4 (opponent quadrant), l10 (last ten games).',
  ],
  async handle(request) {
    const context = await statsContext(NAME, request);
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
};
