/**
 * The real late-game values of LATE_GAME_TARGETS, computed from the NCAA season files beside
 * the repository (../shared/data/ncaa/{mbb,wbb}/seasons/*_team_box_*.parquet: every Division I
 * game of 2023-24, 2024-25 and 2025-26 with both teams' box lines and the minutes played).
 * Run by hand: npx tsx packages/demo-league/src/game/late-game-real.ts
 * (late-game-real.test.ts checks that the targets are what this computes).
 *
 * The box files have no period splits, so overtime is measured by difference: an overtime
 * game's line (points, possessions, FTA, 3PA, 3PM) less what the team and its opponent produce
 * in 40 minutes (the team's regulation-game average + the opponent's allowed average − the
 * league's), summed over every overtime game and divided by its overtime periods (a game's
 * minutes tell how many: 45 for one, 50 for two…). Tied regulation games are between closely
 * matched teams, which the two averages account for; the pooled sum is dominated by one-overtime
 * games (the multi-overtime ones give the same per-period value within about half a point).
 * Free throws per game by final margin come straight from the box lines.
 */
import { join } from 'node:path';
import type { Gender } from '@courtside/contract';
import { num, openDb, pathLiteral } from '@courtside/warehouse';
import type { LateGameTargets, MarginBucket } from './late-game-targets';
import { MARGIN_BUCKETS } from './late-game-targets';

/** The late-game measures of real seasons, with the counts they come from. */
export interface RealLateGame extends LateGameTargets {
  readonly games: number;
  readonly overtimePeriods: number;
}

const OVERTIMES = `CASE WHEN mins > 41 THEN CAST(ceil((mins - 41) / 5) AS INTEGER) ELSE 0 END`;

function sql(files: string): string {
  return `
  WITH box AS (
    SELECT regexp_extract(filename, '_(\\d{4})\\.parquet', 1) AS season, contest_id,
      team_ncaa_team_id AS team,
      CASE WHEN team_ncaa_team_id = home_ncaa_team_id THEN away_ncaa_team_id ELSE home_ncaa_team_id END AS opp,
      pts, d_pts, o_poss AS poss, fta, tpa, tpm, ${OVERTIMES} AS ot
    FROM read_parquet(${files}, filename = true)
    WHERE pts IS NOT NULL AND d_pts IS NOT NULL AND mins > 30
  ),
  own AS (SELECT season, team, avg(pts) pts, avg(poss) poss, avg(fta) fta, avg(tpa) tpa, avg(tpm) tpm, count(*) n
          FROM box WHERE ot = 0 GROUP BY ALL),
  allowed AS (SELECT season, opp AS team, avg(pts) pts, avg(poss) poss, avg(fta) fta, avg(tpa) tpa, avg(tpm) tpm
              FROM box WHERE ot = 0 GROUP BY ALL),
  league AS (SELECT season, avg(pts) pts, avg(poss) poss, avg(fta) fta, avg(tpa) tpa, avg(tpm) tpm
             FROM box WHERE ot = 0 GROUP BY ALL),
  extra AS (
    SELECT b.ot, b.pts - (o.pts + a.pts - l.pts) AS pts, b.poss - (o.poss + a.poss - l.poss) AS poss,
      b.fta - (o.fta + a.fta - l.fta) AS fta, b.tpa - (o.tpa + a.tpa - l.tpa) AS tpa,
      b.tpm - (o.tpm + a.tpm - l.tpm) AS tpm
    FROM box b
    JOIN own o ON o.season = b.season AND o.team = b.team
    JOIN allowed a ON a.season = b.season AND a.team = b.opp
    JOIN league l ON l.season = b.season
    WHERE b.ot > 0 AND o.n >= 10
  ),
  games AS (
    SELECT contest_id, max(ot) ot, max(abs(pts - d_pts)) margin, sum(fta) fta, avg(pts) pts
    FROM box GROUP BY contest_id HAVING count(*) = 2
  )
  SELECT
    (SELECT count(*) FROM games) AS games,
    (SELECT avg((ot > 0)::INTEGER) FROM games) AS ot_share,
    (SELECT sum(ot) FROM extra) AS ot_periods,
    (SELECT sum(pts) / sum(ot) FROM extra) AS ot_pts,
    (SELECT sum(poss) / sum(ot) FROM extra) AS ot_poss,
    (SELECT sum(fta) / sum(ot) FROM extra) AS ot_fta,
    (SELECT sum(tpm) / sum(tpa) FROM extra) AS ot_3p,
    (SELECT avg(pts) / 8 FROM games WHERE ot = 0) AS reg_pts_per5,
    (SELECT avg(fta) FROM games WHERE ot = 0 AND margin BETWEEN 1 AND 3) AS fta_1_3,
    (SELECT avg(fta) FROM games WHERE ot = 0 AND margin BETWEEN 4 AND 6) AS fta_4_6,
    (SELECT avg(fta) FROM games WHERE ot = 0 AND margin BETWEEN 7 AND 10) AS fta_7_10,
    (SELECT avg(fta) FROM games WHERE ot = 0 AND margin BETWEEN 11 AND 15) AS fta_11_15,
    (SELECT avg(fta) FROM games WHERE ot = 0 AND margin >= 16) AS fta_16,
    (SELECT avg(fta) FROM games WHERE ot > 0) AS fta_ot`;
}

const COLUMNS: Readonly<Record<MarginBucket, string>> = {
  '1-3': 'fta_1_3',
  '4-6': 'fta_4_6',
  '7-10': 'fta_7_10',
  '11-15': 'fta_11_15',
  '16+': 'fta_16',
  overtime: 'fta_ot',
};

/** The real values of one gender from the season files under `root` (../shared/data/ncaa). */
export async function realLateGame(root: string, gender: Gender): Promise<RealLateGame> {
  const folder = gender === 'MALE' ? 'mbb' : 'wbb';
  const files = pathLiteral(join(root, folder, 'seasons', `ncaa_${folder}_team_box_20*.parquet`));
  const db = await openDb(':memory:');
  try {
    const row = (await db.all(sql(files)))[0];
    if (row === undefined) throw new Error(`No team box rows under ${root}/${folder}`);
    const byMargin = {} as Record<MarginBucket, number>;
    for (const bucket of MARGIN_BUCKETS) byMargin[bucket] = num(row, COLUMNS[bucket]);
    return {
      games: num(row, 'games'),
      overtimeShare: num(row, 'ot_share'),
      overtimePeriods: num(row, 'ot_periods'),
      overtimePointsPerTeam: num(row, 'ot_pts'),
      overtimePossessionsPerTeam: num(row, 'ot_poss'),
      overtimeFreeThrowAttemptsPerTeam: num(row, 'ot_fta'),
      overtimeThreePct: num(row, 'ot_3p'),
      regulationPointsPer5: num(row, 'reg_pts_per5'),
      freeThrowAttemptsByMargin: byMargin,
    };
  } finally {
    db.close();
  }
}

if (process.argv[1]?.endsWith('late-game-real.ts')) {
  const { NCAA_DATA_ROOT } = await import('@courtside/ingest/testing');
  for (const gender of ['MALE', 'FEMALE'] as const) {
    console.info(gender, JSON.stringify(await realLateGame(NCAA_DATA_ROOT, gender), null, 2));
  }
}
