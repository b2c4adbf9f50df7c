/**
 * The late game of the demo league for `npm run demo:report`, measured on the warehouse and
 * set beside the real values (game/late-game-targets.ts): overtime (share of games; points,
 * possessions, free throws per team per overtime period from the `period-N` rows of
 * `team_game_splits`; 3P% in overtime), free throws per game by final margin (`team_games`),
 * and the fouling at the end of close games (the last two minutes of regulation in `events`).
 * The rows go through the same `LateGameTally` the simulator's tests use, so the report and
 * the tests measure one thing. Division I games (both teams), every competition of a gender.
 */
import { PERIOD_FORMATS } from '@courtside/contract';
import type { Gender, TeamSide } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, strOrNull } from '@courtside/warehouse';
import { CLOSE_FINISH_SAMPLE, LATE_GAME_TARGETS, MARGIN_BUCKETS } from '../game/late-game-targets';
import type { LateGameTargets } from '../game/late-game-targets';
import { LateGameTally } from '../game/late-game-stats';
import type { LateEventRow, LateGameMeasures } from '../game/late-game-stats';

export interface LateGameSide {
  readonly demo: LateGameMeasures;
  readonly real: LateGameTargets;
}

export interface LateGameReport {
  readonly men: LateGameSide | null;
  readonly women: LateGameSide | null;
}

/** Division I games of `gender`, both teams in Division I. */
const D1_GAMES = `
  SELECT g.competition_id, g.game_id
  FROM games g
  JOIN competitions c ON c.competition_id = g.competition_id
  JOIN teams h ON h.competition_id = g.competition_id AND h.team_id = g.home_team_id
  JOIN teams a ON a.competition_id = g.competition_id AND a.team_id = g.away_team_id
  WHERE c.gender = $gender AND h.division_id = 1 AND a.division_id = 1`;

const side = (value: string | null): TeamSide | null =>
  value === 'home' || value === 'away' ? value : null;

async function addResults(db: WarehouseDb, gender: Gender, tally: LateGameTally): Promise<void> {
  const rows = await db.all(
    `WITH d1 AS (${D1_GAMES})
     SELECT tg.pts - tg.opp_pts AS margin, tg.minutes > 40 AS overtime, tg.fta + tg.opp_fta AS fta
     FROM team_games tg JOIN d1 USING (competition_id, game_id)
     WHERE tg.side = 'home' AND tg.has_stats`,
    { gender },
  );
  for (const row of rows)
    tally.addResult(num(row, 'margin'), row['overtime'] === true, num(row, 'fta'));
}

async function addPeriods(
  db: WarehouseDb,
  gender: Gender,
  regulation: number,
  tally: LateGameTally,
): Promise<void> {
  const rows = await db.all(
    `WITH d1 AS (${D1_GAMES}),
     periods AS (
       SELECT s.competition_id, s.game_id, s.side, CAST(substr(s.split, 8) AS INTEGER) AS period,
              s.pts, s.poss, s.fta, s.fga3, s.fgm3
       FROM team_game_splits s JOIN d1 USING (competition_id, game_id)
       WHERE s.split LIKE 'period-%')
     SELECT period > $regulation AS overtime, pts, poss, fta, fga3, fgm3 FROM periods WHERE period > $regulation
     UNION ALL
     SELECT false, sum(pts), 0, 0, 0, 0 FROM periods WHERE period <= $regulation
     GROUP BY competition_id, game_id, side`,
    { gender, regulation },
  );
  for (const row of rows) {
    if (row['overtime'] !== true) {
      tally.addRegulation(num(row, 'pts'), 40);
      continue;
    }
    tally.addOvertimeLine({
      pts: num(row, 'pts'),
      possessions: num(row, 'poss'),
      fta: num(row, 'fta'),
      fga3: num(row, 'fga3'),
      fgm3: num(row, 'fgm3'),
    });
  }
}

async function addFinishes(
  db: WarehouseDb,
  gender: Gender,
  regulation: number,
  tally: LateGameTally,
): Promise<void> {
  const marks = await db.all(
    `WITH d1 AS (${D1_GAMES})
     SELECT e.competition_id, e.game_id, arg_max(e.home_score, e.seq) AS home, arg_max(e.away_score, e.seq) AS away
     FROM events e JOIN d1 USING (competition_id, game_id)
     WHERE e.period = $regulation AND e.clock > 120
     GROUP BY e.competition_id, e.game_id`,
    { gender, regulation },
  );
  const events = await db.all(
    `WITH d1 AS (${D1_GAMES})
     SELECT e.competition_id, e.game_id, e.clock, e.type, e.side, e.detail, e.home_score, e.away_score
     FROM events e JOIN d1 USING (competition_id, game_id)
     WHERE e.period = $regulation AND e.clock <= 120
     ORDER BY e.competition_id, e.game_id, e.seq`,
    { gender, regulation },
  );
  const byGame = new Map<string, LateEventRow[]>();
  for (const row of events) {
    const key = `${num(row, 'competition_id')}:${num(row, 'game_id')}`;
    const list = byGame.get(key) ?? [];
    const type = strOrNull(row, 'type') ?? '';
    list.push({
      clock: num(row, 'clock'),
      type,
      side: side(strOrNull(row, 'side')),
      foulKind: type === 'foul' ? strOrNull(row, 'detail') : null,
      home: num(row, 'home_score'),
      away: num(row, 'away_score'),
    });
    byGame.set(key, list);
  }
  for (const mark of marks) {
    const key = `${num(mark, 'competition_id')}:${num(mark, 'game_id')}`;
    tally.addFinish({
      atTwoMinutes: { home: num(mark, 'home'), away: num(mark, 'away') },
      events: byGame.get(key) ?? [],
    });
  }
}

async function genderReport(db: WarehouseDb, gender: Gender): Promise<LateGameSide | null> {
  const regulation = PERIOD_FORMATS[gender].regulationPeriods;
  const tally = new LateGameTally();
  await addResults(db, gender, tally);
  const demo = tally.measures();
  if (demo.games === 0) return null;
  await addPeriods(db, gender, regulation, tally);
  await addFinishes(db, gender, regulation, tally);
  return { demo: tally.measures(), real: LATE_GAME_TARGETS[gender] };
}

export async function lateGameReport(db: WarehouseDb): Promise<LateGameReport> {
  return { men: await genderReport(db, 'MALE'), women: await genderReport(db, 'FEMALE') };
}

type Format = (value: number) => string;
const fixed =
  (digits: number): Format =>
  (value) =>
    Number.isFinite(value) ? value.toFixed(digits) : '—';
const pct: Format = (value) => (Number.isFinite(value) ? `${(100 * value).toFixed(1)}%` : '—');
const rate: Format = (value) => (Number.isFinite(value) ? value.toFixed(3).replace(/^0/, '') : '—');

interface Line {
  readonly label: string;
  readonly demo: (m: LateGameMeasures) => number;
  readonly real: (t: LateGameTargets) => number;
  readonly format: Format;
}

const LINES: readonly Line[] = [
  {
    label: 'Games to overtime',
    demo: (m) => m.overtimeShare,
    real: (t) => t.overtimeShare,
    format: pct,
  },
  {
    label: 'OT points / team / OT',
    demo: (m) => m.overtimePointsPerTeam,
    real: (t) => t.overtimePointsPerTeam,
    format: fixed(2),
  },
  {
    label: 'OT possessions / team',
    demo: (m) => m.overtimePossessionsPerTeam,
    real: (t) => t.overtimePossessionsPerTeam,
    format: fixed(2),
  },
  {
    label: 'OT FTA / team / OT',
    demo: (m) => m.overtimeFreeThrowAttemptsPerTeam,
    real: (t) => t.overtimeFreeThrowAttemptsPerTeam,
    format: fixed(2),
  },
  {
    label: 'OT 3P%',
    demo: (m) => m.overtimeThreePct,
    real: (t) => t.overtimeThreePct,
    format: rate,
  },
  {
    label: 'Reg. points / team / 5 min',
    demo: (m) => m.regulationPointsPer5,
    real: (t) => t.regulationPointsPer5,
    format: fixed(2),
  },
  ...MARGIN_BUCKETS.map((bucket): Line => ({
    label: `FTA / game, ${bucket === 'overtime' ? 'OT games' : `won by ${bucket}`}`,
    demo: (m) => m.freeThrowAttemptsByMargin[bucket],
    real: (t) => t.freeThrowAttemptsByMargin[bucket],
    format: fixed(1),
  })),
];

/** The text section: per gender, demo next to real; the close-finish fouling with its sample. */
export function formatLateGame(report: LateGameReport): string {
  const lines: string[] = [];
  for (const [title, section] of [
    ["Men's Division I late game", report.men],
    ["Women's Division I late game", report.women],
  ] as const) {
    if (section === null) continue;
    const { demo, real } = section;
    lines.push(
      `${title} (demo vs real 2023-24 to 2025-26; ${demo.overtimeTeamPeriods / 2} OT periods)`,
    );
    lines.push(`  ${'stat'.padEnd(28)}${'demo'.padStart(9)}${'real'.padStart(9)}`);
    for (const line of LINES) {
      const values = `${line.format(line.demo(demo)).padStart(9)}${line.format(line.real(real)).padStart(9)}`;
      lines.push(`  ${line.label.padEnd(28)}${values}`);
    }
    const sample = CLOSE_FINISH_SAMPLE;
    lines.push(
      `  Close finishes (1-6 at 1:00 of regulation): ${demo.closeFinishes}; the trailing team fouls in the last minute in ${pct(demo.trailerFoulShare)} (${fixed(2)(demo.trailerFoulsPerFinish)} fouls each; real sample of ${sample.finishes} finishes: ${pct(sample.trailerFoulShare)}, ${fixed(2)(sample.trailerFoulsPerFinish)})`,
    );
    lines.push(
      `  FTA in the last 2:00 of games within 6 at 2:00: ${fixed(2)(demo.lateFreeThrowAttempts)} (${demo.closeAtTwoMinutes} games)`,
    );
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
