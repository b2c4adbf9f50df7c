/**
 * `team-period-stats` rows (response-fields.md) from a team's period totals: the one shaping of
 * these rows. The API builds a game's rows per request; the build stores every team's season
 * rows once into team_period_docs (team-period-docs.ts) with this function, and the fingerprint
 * below tells the API when the code changed after the build.
 */
import { createHash } from 'node:crypto';
import { PERIOD_FORMATS, periodLabel } from '@courtside/contract';
import type { PeriodFormat } from '@courtside/contract';
import type { TeamPeriodStatsRow } from '@courtside/contract/schemas';
import { teamRates } from '../team-rates';
import { rowLayout } from '../stored-members';
import { fingerprintSums } from './team-agg-rows';
import { sidesOf, teamLineValues } from './team-line';
import type { TeamSplitTotalRow } from './team-splits';

export interface TeamPeriodRowsContext {
  readonly competitionId: number;
  /** The game the totals are of; null for sums over the team's play-by-play games. */
  readonly gameId: number | null;
  readonly updated: string;
  readonly format: PeriodFormat;
}

/** `_id` of a team-period-stats row. */
export const teamPeriodRowId = (
  competitionId: number,
  teamId: number,
  gameId: number | null,
  period: number,
  isOffense: boolean,
): string => `${competitionId}-${teamId}-${gameId ?? 'season'}-p${period}-${isOffense ? 'o' : 'd'}`;

/** Both sides (or one) of each period total; totals of another split are skipped. */
export function teamPeriodRows(
  totals: readonly TeamSplitTotalRow[],
  context: TeamPeriodRowsContext,
  isOffense: boolean | undefined,
): TeamPeriodStatsRow[] {
  return totals.flatMap((total) => {
    const { period } = total;
    if (period === null) return [];
    return sidesOf(isOffense).map((side) =>
      teamLineValues(total.sums, total.rates, side, {
        _id: teamPeriodRowId(context.competitionId, total.teamId, context.gameId, period, side),
        updated: context.updated,
        competitionId: context.competitionId,
        teamId: total.teamId,
        teamMarket: total.teamMarket,
        conferenceId: total.conferenceId,
        gameId: context.gameId,
        period,
        periodLabel: periodLabel(context.format, period),
        isOffense: side,
        gpPbp: total.gpPbp,
        mins: total.sums.minutes,
        poss: total.sums.poss,
        periodsWon: total.sums.wins,
        periodsLost: total.sums.losses,
      }),
    );
  });
}

function fixtureRows(): TeamPeriodStatsRow[] {
  const sums = fingerprintSums();
  const total: TeamSplitTotalRow = {
    teamId: 2,
    teamMarket: 'Fixture',
    conferenceId: 3,
    split: 'period-3',
    period: 3,
    seconds: 1234,
    gpPbp: sums.gpPbp,
    sums,
    rates: teamRates(sums),
  };
  const context = {
    competitionId: 1,
    gameId: null,
    updated: 'fixture',
    format: PERIOD_FORMATS.MALE,
  };
  return teamPeriodRows([total], context, undefined);
}

/**
 * A digest of the rows this code makes from a fixed total: stored beside the build's rows,
 * compared by the API before it serves them.
 */
export const TEAM_PERIOD_ROWS_FINGERPRINT: string = createHash('sha256')
  .update(JSON.stringify(fixtureRows()))
  .digest('base64url')
  .slice(0, 16);

/** The members of every row after `_id` and `updated`, in the row's order (stored-members.ts). */
export const TEAM_PERIOD_ROWS_LAYOUT: readonly string[] = rowLayout(fixtureRows()[0] ?? {});
