/** /users/diy-shot-charts/:id: GET one saved chart with its shots, PATCH it, DELETE it. */
import {
  ACCOUNT_API,
  type DiyShotChart,
  type UpdateDiyShotChartRequest,
} from '@courtside/contract';
import { http } from '@/lib/api/http';
import { toChart } from './chart-replies';

export async function fetchChart(chartId: string, signal?: AbortSignal): Promise<DiyShotChart> {
  const response = await http.get<unknown>(ACCOUNT_API.diyShotChart(chartId), { signal });
  return toChart(response.data);
}

export async function updateChart(
  chartId: string,
  changes: UpdateDiyShotChartRequest,
): Promise<DiyShotChart> {
  const response = await http.patch<unknown>(ACCOUNT_API.diyShotChart(chartId), changes);
  return toChart(response.data);
}

export async function deleteChart(chartId: string): Promise<void> {
  await http.delete(ACCOUNT_API.diyShotChart(chartId));
}
