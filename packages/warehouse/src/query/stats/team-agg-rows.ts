/**
 * `team-agg-stats` rows (response-fields.md) from team aggregates: one row per scope and side of
 * the ball. The one shaping of these rows: the API builds them per request (date ranges and
 * months), and the build stores every named scope's rows once into team_scope_docs
 * (team-scope-docs.ts) with the same function, so the two can only differ when the code changed
 * after the build — which the fingerprint below detects.
 */
import { createHash } from 'node:crypto';
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { BOX_COUNT_FIELDS, PLAY_BY_PLAY_COUNT_COLUMNS } from '@courtside/contract';
import type { TeamAggregateRow } from '../teams';
import { teamRates } from '../team-rates';
import type { LineSums, TeamSums } from '../team-rates';
import { significant } from './significant';
import { rowLayout } from '../stored-members';
import { sidesOf, withTeamLine } from './team-line';

/** Fewer box-score games than this and the scope's rates are flagged as not qualified. */
export const TEAM_QUALIFIED_GAMES = 5;

/** `_id` of a team-agg-stats row. */
export const teamAggRowId = (competitionId: number, teamId: number, scope: string, side: boolean) =>
  `${competitionId}-${teamId}-${scope}-${side ? 'o' : 'd'}`;

export function teamAggRows(
  rows: readonly TeamAggregateRow[],
  updated: string,
  isOffense: boolean | undefined,
): TeamAggStatsRow[] {
  return rows.flatMap((row) =>
    sidesOf(isOffense).map((side) => {
      const out = {
        _id: teamAggRowId(row.competitionId, row.teamId, row.scope, side),
        updated,
        competitionId: row.competitionId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        teamName: row.teamName,
        conferenceId: row.conferenceId,
        divisionId: row.divisionId,
        scope: row.scope,
        isOffense: side,
        gp: row.sums.gp,
        gpStats: row.sums.gpStats,
        gpPbp: row.sums.gpPbp,
        isQualified: row.sums.gpStats >= TEAM_QUALIFIED_GAMES,
        poss: significant(row.sums.poss) ?? 0,
        mins: significant(row.sums.minutes) ?? 0,
        ortgAdj: significant(row.ortgAdj),
        drtgAdj: significant(row.drtgAdj),
        netRtgAdj: significant(row.netRtgAdj),
        paceAdj: significant(row.paceAdj),
        sos: significant(row.sos),
        netRanking: row.netRanking,
        overallWins: row.sums.wins,
        overallLosses: row.sums.losses,
        confWins: row.sums.confWins,
        confLosses: row.sums.confLosses,
      };
      return withTeamLine(out, row.sums, row.rates, side);
    }),
  );
}

/*
 * A stored row is its JSON without the leading `_id` and `updated` members (the id is rebuilt
 * from the key columns; `updated` is the served file's build time, which a row copied forward
 * from an earlier build must not freeze).
 */
const headOf = (id: string, updatedJson: string) =>
  `{"_id":${JSON.stringify(id)},"updated":${updatedJson}`;

/** A stored row's text before its tail: `{"_id":…,"updated":…`. */
export const rowHead = (id: string, updated: string): string => headOf(id, JSON.stringify(updated));

/** The stored tail of a row: its JSON after `_id` and `updated`. */
export function rowTail(row: { readonly _id: string; readonly updated: string }): string {
  const json = JSON.stringify(row);
  const head = headOf(row._id, JSON.stringify(row.updated));
  if (!json.startsWith(head)) throw new Error(`Row ${row._id} does not start with _id, updated`);
  return json.slice(head.length);
}

/** The counts of a fingerprint line, box counts then play-by-play ones, in registry order. */
const FINGERPRINT_FIELDS: readonly string[] = [
  ...BOX_COUNT_FIELDS,
  ...PLAY_BY_PLAY_COUNT_COLUMNS.map((count) => count.field),
];
/** Attempts exceed makes by these margins, so that every percentage is a true fraction. */
const ATTEMPTS_ABOVE_MAKES: Readonly<Record<string, number>> = {
  fga: 100,
  fga2: 60,
  fga3: 40,
  fta: 30,
};

/** Every sum non-zero and distinct, so that any formula or field change shows in the output. */
export function fingerprintSums(): TeamSums {
  let next = 3;
  const line = (): LineSums => {
    const value = () => ((next += 7) % 89) + 11;
    const out: Record<string, number> = {};
    for (const field of FINGERPRINT_FIELDS)
      out[field] = value() + (ATTEMPTS_ABOVE_MAKES[field] ?? 0);
    return out as unknown as LineSums;
  };
  return {
    gp: 9,
    gpStats: 8,
    gpPbp: 7,
    wins: 6,
    losses: 3,
    confWins: 4,
    confLosses: 2,
    poss: 561.5,
    minutes: 360,
    own: line(),
    opp: line(),
  };
}

/**
 * A digest of the rows this code makes from a fixed aggregate: stored beside the build's rows,
 * compared by the API before it serves them. A formula, a field or its order changed since the
 * build → a different digest → the API computes the rows again instead of serving stale ones.
 */
function fixtureRows(): TeamAggStatsRow[] {
  const sums = fingerprintSums();
  const fixture: TeamAggregateRow = {
    competitionId: 1,
    teamId: 2,
    teamMarket: 'Fixture',
    teamName: null,
    gender: 'MALE',
    conferenceId: 3,
    divisionId: 1,
    scope: 'season',
    sums,
    rates: teamRates(sums),
    ortgAdj: 110.25,
    drtgAdj: 98.5,
    netRtgAdj: 11.75,
    paceAdj: 68.125,
    sos: 2.5,
    netRanking: 17,
  };
  return teamAggRows([fixture], 'fixture', undefined);
}

export const TEAM_AGG_ROWS_FINGERPRINT: string = createHash('sha256')
  .update(JSON.stringify(fixtureRows()))
  .digest('base64url')
  .slice(0, 16);

/** The members of every row after `_id` and `updated`, in the row's order (stored-members.ts). */
export const TEAM_AGG_ROWS_LAYOUT: readonly string[] = rowLayout(fixtureRows()[0] ?? {});
