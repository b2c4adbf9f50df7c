/** /users/diy-shot-charts: GET the account's saved charts (newest change first), POST a new one. */
import {
  ACCOUNT_API,
  type CreateDiyShotChartRequest,
  type DiyShotChart,
  type DiyShotChartSummary,
} from '@courtside/contract';
import { http } from '@/lib/api/http';
import { toChart, toChartList } from './chart-replies';

export async function fetchSavedCharts(signal?: AbortSignal): Promise<DiyShotChartSummary[]> {
  const response = await http.get<unknown>(ACCOUNT_API.diyShotCharts, { signal });
  return toChartList(response.data);
}

export async function createChart(body: CreateDiyShotChartRequest): Promise<DiyShotChart> {
  const response = await http.post<unknown>(ACCOUNT_API.diyShotCharts, body);
  return toChart(response.data);
}
