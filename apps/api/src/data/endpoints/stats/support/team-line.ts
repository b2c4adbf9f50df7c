/**
 * Team sums and rates (the warehouse's teamRates, METHODS §1-§2) → the response vocabulary's
 * team line, for either twin row. `isOffense: true` puts the team's own line in the plain
 * fields and the opponents' in `…Agst`; `false` swaps them (the row describes the offense the
 * team faced). Team-level values — ratings, tempo, differentials — are the team's on both rows.
 *
 * Nothing is invented: totals are null when the row has no box-score game (a schedule-only
 * game), steals, fouls and the play-by-play extras stay null when the sums say so.
 */
import type {
  LINE_COUNTS,
  LineCount,
  TEAM_LINE_RATES,
  TEAM_DIFFS,
} from '@courtside/contract/schemas';
import type { LineRates, LineSums, TeamRates, TeamSums } from '@courtside/warehouse';

type Rate = (typeof TEAM_LINE_RATES)[number];
type Diff = (typeof TEAM_DIFFS)[number];
type Count = (typeof LINE_COUNTS)[number];
type CountAgst = 'ptsAgst' | `${Exclude<Count, 'ptsScored'>}Agst`;

export type TeamLineValues = Record<Rate | `${Rate}Agst`, number | null> &
  Record<Count | CountAgst | Diff, number | null> &
  Record<'ortg' | 'drtg' | 'netRtg' | 'pace', number | null>;

export type LineCountValues = Record<LineCount, number | null>;

/** The counting stats of a line under the vocabulary's names, in order. */
function countEntries(line: LineSums): Array<[LineCount, number | null]> {
  return [
    ['ptsScored', line.pts],
    ['fgm', line.fgm],
    ['fga', line.fga],
    ['fgm2', line.fgm2],
    ['fga2', line.fga2],
    ['fgm3', line.fgm3],
    ['fga3', line.fga3],
    ['ftm', line.ftm],
    ['fta', line.fta],
    ['orb', line.orb],
    ['drb', line.drb],
    ['reb', line.orb + line.drb],
    ['ast', line.ast],
    ['stl', line.stl],
    ['blk', line.blk],
    ['tov', line.tov],
    ['pf', line.pf],
    ['fbpts', line.fastBreakPts],
    ['pitp', line.pointsInPaint],
    ['scp', line.secondChancePts],
    ['potov', line.pointsOffTurnovers],
  ];
}

/** A line's counting stats in the vocabulary's names (null without a box score). */
export function lineCounts(line: LineSums, hasStats: boolean): LineCountValues {
  const out = {} as LineCountValues;
  for (const [key, value] of countEntries(line)) out[key] = hasStats ? value : null;
  return out;
}

const RATE_KEYS: readonly Rate[] = [
  'efgPct',
  'tsPct',
  'tovPct',
  'orbPct',
  'drbPct',
  'ftaRate',
  'fgPct',
  'fg2Pct',
  'fg3Pct',
  'ftPct',
  'fga3Rate',
  'astPct',
  'astRatio',
  'stlPct',
  'blkPct',
  'fbptsPctPts',
  'pitpPctPts',
];

/*
 * Rows carry ~200 fields: they are filled by assignment into one object (spreading objects of
 * that size per row is measurably slow on a division's 700 rows).
 */
type Target = Record<string, number | null>;

/** The line fields of one twin row, written into `target` (a fresh object when omitted). */
export function teamLineValues(
  sums: TeamSums,
  rates: TeamRates,
  isOffense: boolean,
  target: Target = {},
): TeamLineValues {
  const hasStats = sums.gpStats > 0;
  const [own, opp] = isOffense ? [sums.own, sums.opp] : [sums.opp, sums.own];
  const [ownRates, oppRates]: [LineRates, LineRates] = isOffense
    ? [rates.offense, rates.defense]
    : [rates.defense, rates.offense];
  for (const key of RATE_KEYS) {
    target[key] = ownRates[key];
    target[`${key}Agst`] = oppRates[key];
  }
  for (const [key, value] of countEntries(own)) target[key] = hasStats ? value : null;
  for (const [key, value] of countEntries(opp)) {
    target[key === 'ptsScored' ? 'ptsAgst' : `${key}Agst`] = hasStats ? value : null;
  }
  const { diff } = rates;
  target['fgm3Diff'] = diff.fgm3;
  target['fga3Diff'] = diff.fga3;
  target['fgm2Diff'] = diff.fgm2;
  target['fga2Diff'] = diff.fga2;
  target['fgmDiff'] = diff.fgm;
  target['ftmDiff'] = diff.ftm;
  target['ftaDiff'] = diff.fta;
  target['rebDiff'] = diff.reb;
  target['orbDiff'] = diff.orb;
  target['drbDiff'] = diff.drb;
  target['tovDiff'] = diff.tov;
  target['fbptsDiff'] = diff.fbpts;
  target['pitpDiff'] = diff.pitp;
  target['ptsScoredDiff'] = diff.pts;
  target['scpDiff'] = diff.scp;
  target['potovDiff'] = diff.potov;
  target['ortg'] = rates.ortg;
  target['drtg'] = rates.drtg;
  target['netRtg'] = rates.netRtg;
  target['pace'] = rates.pace;
  return target as TeamLineValues;
}

export type PerGameValues = Record<`${LineCount}Pg` | `${LineCount}PgAgst`, number | null>;

/** `{count}Pg` and `{count}PgAgst` of a twin row: totals over the games with a box score. */
export function perGameValues(
  sums: TeamSums,
  isOffense: boolean,
  target: Target = {},
): PerGameValues {
  const games = sums.gpStats;
  const [own, opp] = isOffense ? [sums.own, sums.opp] : [sums.opp, sums.own];
  const perGame = (value: number | null): number | null =>
    value === null || games === 0 ? null : value / games;
  for (const [key, value] of countEntries(own)) target[`${key}Pg`] = perGame(value);
  for (const [key, value] of countEntries(opp)) target[`${key}PgAgst`] = perGame(value);
  return target as PerGameValues;
}

/**
 * `base` completed with the twin row's line and per-game fields, filled in place. The result's
 * type is the full row: the endpoint tests parse every row with its zod schema, so a field
 * missing here fails there.
 */
export function withTeamLine<Base extends object>(
  base: Base,
  sums: TeamSums,
  rates: TeamRates,
  isOffense: boolean,
): Base & TeamLineValues & PerGameValues {
  const target = base as Base & Target;
  teamLineValues(sums, rates, isOffense, target);
  perGameValues(sums, isOffense, target);
  return target as Base & TeamLineValues & PerGameValues;
}

/** The `isOffense` twins a request keeps (`isoffense` filters; absent keeps both). */
export function sidesOf(isOffense: boolean | undefined): boolean[] {
  return isOffense === undefined ? [true, false] : [isOffense];
}
