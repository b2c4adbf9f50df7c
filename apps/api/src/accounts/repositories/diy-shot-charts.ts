/** Saved DIY shot charts: every query names the owner, so no user reads another's chart. */
import type { DiyShot } from '@courtside/contract';
import type { DiyShotChartRecord } from '../db/schema';
import type { Executor } from './executor';

export type DiyShotChartSummaryRow = Omit<DiyShotChartRecord, 'shots'>;

const SUMMARY_COLUMNS = [
  'id',
  'user_id',
  'name',
  'shot_count',
  'made_count',
  'created_at',
  'updated_at',
] as const;

export async function listDiyShotCharts(
  db: Executor,
  userId: string,
): Promise<DiyShotChartSummaryRow[]> {
  return db
    .selectFrom('diy_shot_charts')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function countDiyShotCharts(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('diy_shot_charts')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findDiyShotChart(
  db: Executor,
  userId: string,
  chartId: string,
): Promise<DiyShotChartRecord | undefined> {
  return db
    .selectFrom('diy_shot_charts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', chartId)
    .executeTakeFirst();
}

const countsOf = (shots: readonly DiyShot[]) => ({
  shot_count: shots.length,
  made_count: shots.filter((shot) => shot.made).length,
});

export async function insertDiyShotChart(
  db: Executor,
  userId: string,
  chart: { name: string; shots: readonly DiyShot[] },
  now: Date,
): Promise<DiyShotChartRecord> {
  return db
    .insertInto('diy_shot_charts')
    .values({
      user_id: userId,
      name: chart.name,
      shots: JSON.stringify(chart.shots),
      ...countsOf(chart.shots),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateDiyShotChart(
  db: Executor,
  userId: string,
  chartId: string,
  change: { name?: string; shots?: readonly DiyShot[] },
  now: Date,
): Promise<DiyShotChartRecord | undefined> {
  return db
    .updateTable('diy_shot_charts')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.shots === undefined
        ? {}
        : { shots: JSON.stringify(change.shots), ...countsOf(change.shots) }),
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('id', '=', chartId)
    .returningAll()
    .executeTakeFirst();
}

/** True when the chart existed (and was the user's). */
export async function deleteDiyShotChart(
  db: Executor,
  userId: string,
  chartId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('diy_shot_charts')
    .where('user_id', '=', userId)
    .where('id', '=', chartId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
