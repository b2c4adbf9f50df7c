/**
 * The account's saved charts through TanStack Query: the list, one chart with its shots, and the
 * writes (save, change, delete). Keys carry the session token, so another account's cache is
 * never shown. A write puts its answer in the cache of that chart and marks the list stale, so
 * the list shows the new name, counts and order at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDiyShotChartRequest,
  DiyShotChart,
  UpdateDiyShotChartRequest,
} from '@courtside/contract';
import { useSession } from '@/lib/session';
import { createChart, fetchSavedCharts } from '../api/diy-shot-charts';
import { deleteChart, fetchChart, updateChart } from '../api/diy-shot-chart';

const listKey = (token: string) => ['diy-shot-chart-list', token] as const;
const chartKey = (token: string, chartId: string) => ['diy-shot-chart', token, chartId] as const;

export function useSavedCharts() {
  const { token } = useSession();
  return useQuery({
    queryKey: listKey(token),
    queryFn: ({ signal }) => fetchSavedCharts(signal),
  });
}

/** One saved chart; null asks for nothing. */
export function useSavedChart(chartId: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: chartKey(token, chartId ?? ''),
    queryFn: ({ signal }) => fetchChart(chartId ?? '', signal),
    enabled: chartId !== null,
  });
}

function useAfterWrite() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return {
    saved: (chart: DiyShotChart) => {
      queryClient.setQueryData(chartKey(token, chart.id), chart);
      void queryClient.invalidateQueries({ queryKey: listKey(token) });
    },
    deleted: (chartId: string) => {
      queryClient.removeQueries({ queryKey: chartKey(token, chartId) });
      void queryClient.invalidateQueries({ queryKey: listKey(token) });
    },
  };
}

export function useCreateChart() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (body: CreateDiyShotChartRequest) => createChart(body),
    onSuccess: after.saved,
  });
}

export interface ChartChange {
  chartId: string;
  changes: UpdateDiyShotChartRequest;
}

export function useUpdateChart() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ chartId, changes }: ChartChange) => updateChart(chartId, changes),
    onSuccess: after.saved,
  });
}

export function useDeleteChart() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: (chartId: string) => deleteChart(chartId),
    onSuccess: (_reply, chartId) => after.deleted(chartId),
  });
}
