/**
 * `npm run demo:report`: how real the generated league looks, measured on the warehouse itself.
 *
 * League averages: every team-game row of the division's games (both teams in the division),
 * summed with the query layer's TEAM_SUMS_SQL and turned into rates by `teamRates`, the same
 * formulas the API serves, next to the real 2024-25 Division I values (game/calibration.ts
 * TARGETS, the issue's table) with the relative difference.
 *
 * Competitions: per competition and division, the league's shape and the engine's ratings,
 * with the recovery of the simulator's hidden strengths (competition-report.ts).
 */
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, readTeamSums, TEAM_SUMS_SQL, teamRates } from '@courtside/warehouse';
import { TARGETS } from '../game';
import type { LeagueAverages } from '../game';
import { competitionReport, formatCompetitionReport } from './competition-report';
import type { DivisionReport } from './competition-report';
import { formatLateGame, lateGameReport } from './late-game-report';
import type { LateGameReport } from './late-game-report';

export { ReportInputError, demoProvenance } from './provenance';

export const AVERAGE_KEYS = [
  'possessionsPer40',
  'ortg',
  'efg',
  'threeRate',
  'ftRate',
  'tovPct',
  'orbPct',
  'threePct',
  'ftPct',
  'ppg',
] as const satisfies ReadonlyArray<keyof LeagueAverages>;

export type AverageKey = (typeof AVERAGE_KEYS)[number];
export type Averages = Record<AverageKey, number>;

/** League averages of one gender and division over every competition in the file. */
export async function leagueAverages(
  db: WarehouseDb,
  gender: Gender,
  division: 1 | 2 | 3,
): Promise<Averages | null> {
  const rows = await db.all(
    `SELECT ${TEAM_SUMS_SQL}
     FROM team_games tg
     JOIN competitions c ON c.competition_id = tg.competition_id
     JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
     JOIN teams o ON o.competition_id = tg.competition_id AND o.team_id = tg.opp_team_id
     WHERE c.gender = $1 AND t.division_id = $2 AND o.division_id = $2`,
    [gender, division],
  );
  const row = rows[0];
  if (!row || num(row, 'gp_stats') === 0) return null;
  const rates = teamRates(readTeamSums(row));
  const values = {
    possessionsPer40: rates.pace,
    ortg: rates.ortg,
    efg: rates.offense.efgPct,
    threeRate: rates.offense.fga3Rate,
    ftRate: rates.offense.ftaRate,
    tovPct: rates.offense.tovPct,
    orbPct: rates.offense.orbPct,
    threePct: rates.offense.fg3Pct,
    ftPct: rates.offense.ftPct,
    ppg: rates.offense.ptsScoredPg,
  };
  const out = {} as Averages;
  for (const key of AVERAGE_KEYS) {
    const value = values[key];
    if (value === null) return null;
    out[key] = value;
  }
  return out;
}

export interface LeagueReport {
  readonly men: Averages | null;
  readonly women: Averages | null;
  /** Division II and III averages (text report only). */
  readonly lower: ReadonlyArray<{ gender: Gender; division: 2 | 3; averages: Averages | null }>;
  /** Every competition and division: shape, AdjEM range, fit, recovery of hidden strength. */
  readonly competitions: readonly DivisionReport[];
  /** Overtime and end-of-game fouling next to the real values (late-game-report.ts). */
  readonly lateGame: LateGameReport;
}

export async function leagueReport(db: WarehouseDb): Promise<LeagueReport> {
  const lower: Array<{ gender: Gender; division: 2 | 3; averages: Averages | null }> = [];
  for (const gender of ['MALE', 'FEMALE'] as const) {
    for (const division of [2, 3] as const) {
      lower.push({ gender, division, averages: await leagueAverages(db, gender, division) });
    }
  }
  return {
    men: await leagueAverages(db, 'MALE', 1),
    women: await leagueAverages(db, 'FEMALE', 1),
    lower,
    competitions: await competitionReport(db),
    lateGame: await lateGameReport(db),
  };
}

const LABELS: Record<AverageKey, string> = {
  possessionsPer40: 'Possessions per 40',
  ortg: 'ORtg',
  efg: 'eFG%',
  threeRate: '3PA/FGA',
  ftRate: 'FTA/FGA',
  tovPct: 'TOV%',
  orbPct: 'ORB%',
  threePct: '3P%',
  ftPct: 'FT%',
  ppg: 'Points per game',
};

const format = (key: AverageKey, value: number): string =>
  ['possessionsPer40', 'ortg', 'ppg'].includes(key) ? value.toFixed(1) : value.toFixed(3);

/** The text report: D1 next to the real values, D2/D3, and the ratings recovery. */
export function formatReport(report: LeagueReport): string {
  const lines: string[] = [];
  for (const [gender, title, averages] of [
    ['MALE', "Men's Division I", report.men],
    ['FEMALE', "Women's Division I", report.women],
  ] as const) {
    lines.push(`${title} (demo league vs real 2024-25)`);
    if (!averages) {
      lines.push('  no games');
      continue;
    }
    lines.push(
      `  ${'stat'.padEnd(20)}${'demo'.padStart(9)}${'real'.padStart(9)}${'diff'.padStart(9)}`,
    );
    for (const key of AVERAGE_KEYS) {
      const real = TARGETS[gender][key];
      const diff = (averages[key] - real) / real;
      const mark = Math.abs(diff) > 0.05 ? '  outside ±5%' : '';
      lines.push(
        `  ${LABELS[key].padEnd(20)}${format(key, averages[key]).padStart(9)}${format(key, real).padStart(9)}${`${diff >= 0 ? '+' : ''}${(100 * diff).toFixed(1)}%`.padStart(9)}${mark}`,
      );
    }
  }
  for (const { gender, division, averages } of report.lower) {
    if (!averages) continue;
    lines.push(
      `${gender === 'MALE' ? "Men's" : "Women's"} Division ${division === 2 ? 'II' : 'III'}: ORtg ${averages.ortg.toFixed(1)}, eFG% ${averages.efg.toFixed(3)}, TOV% ${averages.tovPct.toFixed(3)}, pace ${averages.possessionsPer40.toFixed(1)}, ppg ${averages.ppg.toFixed(1)}`,
    );
  }
  lines.push(...formatCompetitionReport(report.competitions));
  return `${lines.join('\n')}\n${formatLateGame(report.lateGame)}`;
}
