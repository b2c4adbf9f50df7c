/**
 * DIY shot charts of the signed-in user: list, read, save, rename or replace the shots, delete.
 * Saving needs the tier that opens the tool (§6), checked here on every call, since the page's
 * own lock is only a convenience. An account keeps at most DIY_SHOT_CHART_LIMITS.chartsPerUser
 * charts; the count is taken under a lock of the user's row, so two saves at once cannot both
 * take the last place.
 */
import type {
  DiyShotChart,
  DiyShotChartSummary,
  UpdateDiyShotChartRequest,
} from '@courtside/contract';
import {
  DIY_SHOT_CHARTS_MIN_TIER,
  DIY_SHOT_CHART_LIMITS,
  DIY_SHOT_CHART_MESSAGES,
} from '@courtside/contract';
import type { z } from 'zod';
import type { CreateDiyShotChartRequestSchema } from '@courtside/contract/schemas';
import { HttpError } from '../../errors';
import type { DiyShotChartRecord, UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import {
  countDiyShotCharts,
  deleteDiyShotChart,
  findDiyShotChart,
  insertDiyShotChart,
  listDiyShotCharts,
  updateDiyShotChart,
  type DiyShotChartSummaryRow,
} from '../repositories/diy-shot-charts';
import { isUuid } from '../repositories/executor';
import { lockUser } from '../repositories/users';
import { effectiveTier } from './effective-tier';

type NewChart = z.output<typeof CreateDiyShotChartRequestSchema>;
type ChartChange = { name?: string; shots?: UpdateDiyShotChartRequest['shots'] };

const notFound = () => new HttpError(404, DIY_SHOT_CHART_MESSAGES.notFound);

function summaryOf(row: DiyShotChartSummaryRow): DiyShotChartSummary {
  return {
    id: row.id,
    name: row.name,
    shotCount: row.shot_count,
    madeCount: row.made_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const chartOf = (row: DiyShotChartRecord): DiyShotChart => ({
  ...summaryOf(row),
  shots: row.shots,
});

/** 403 unless the user's tier in force opens the tool. */
export function requireDiyTier(deps: AccountsDeps, user: UserRecord): void {
  if (effectiveTier(user, deps.clock.now()).value < DIY_SHOT_CHARTS_MIN_TIER) {
    throw new HttpError(403, DIY_SHOT_CHART_MESSAGES.tierRequired);
  }
}

/** A path segment that cannot be a chart id is a chart that does not exist. */
export function chartIdOf(segment: string): string {
  if (!isUuid(segment)) throw notFound();
  return segment.toLowerCase();
}

export async function listCharts(
  deps: AccountsDeps,
  user: UserRecord,
): Promise<DiyShotChartSummary[]> {
  return (await listDiyShotCharts(deps.db, user.id)).map(summaryOf);
}

export async function readChart(
  deps: AccountsDeps,
  user: UserRecord,
  chartId: string,
): Promise<DiyShotChart> {
  const row = await findDiyShotChart(deps.db, user.id, chartId);
  if (row === undefined) throw notFound();
  return chartOf(row);
}

export async function createChart(
  deps: AccountsDeps,
  user: UserRecord,
  chart: NewChart,
): Promise<DiyShotChart> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    if ((await countDiyShotCharts(trx, user.id)) >= DIY_SHOT_CHART_LIMITS.chartsPerUser) {
      throw new HttpError(409, DIY_SHOT_CHART_MESSAGES.tooMany);
    }
    return insertDiyShotChart(trx, user.id, chart, now);
  });
  return chartOf(row);
}

export async function changeChart(
  deps: AccountsDeps,
  user: UserRecord,
  chartId: string,
  change: ChartChange,
): Promise<DiyShotChart> {
  const row = await updateDiyShotChart(deps.db, user.id, chartId, change, deps.clock.now());
  if (row === undefined) throw notFound();
  return chartOf(row);
}

export async function removeChart(
  deps: AccountsDeps,
  user: UserRecord,
  chartId: string,
): Promise<void> {
  if (!(await deleteDiyShotChart(deps.db, user.id, chartId))) throw notFound();
}
