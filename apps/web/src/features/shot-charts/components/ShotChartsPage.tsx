/**
 * /tools/shot-charts (§2 "Tools", tier 0): two shot charts side by side (stacked on a phone),
 * each of a team, a player or a whole division of any season, drawn as dots, hexes or zones
 * against the division's average at each spot, with its own filters, zone table, PNG and CSV.
 * Every choice of both charts is in the URL (content/chart-choices.ts), so a shared link
 * reopens the same two charts.
 */
import { useMemo } from 'react';
import { getNavItem } from '@courtside/contract';
import { TierGate } from '@/components/stats/states';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  SHOT_CHARTS_FILTERS,
  chartChoiceOf,
  chartPatch,
  type ChartChoice,
  type ChartKey,
} from '../content/chart-choices';
import { ChartPanel } from './ChartPanel';
import './shot-charts.css';

const PAGE_TITLE = 'Shot charts';

const HEADINGS: Readonly<Record<ChartKey, string>> = {
  a: 'Left chart',
  b: 'Right chart',
};

export function ShotChartsPage() {
  useDocumentTitle(PAGE_TITLE);
  return (
    <div className="shot-charts container-fluid py-3">
      <h1 className="h3">{PAGE_TITLE}</h1>
      <p className="shot-charts__intro">
        Where a team, a player or a whole division takes its shots and how well it makes them,
        colored against the division&apos;s average at each spot. Set up two charts to compare them;
        the address keeps every choice, so a copied link opens the same charts.
      </p>
      <TierGate feature={PAGE_TITLE} requiredTier={getNavItem('shotCharts').minTier}>
        <ShotCharts />
      </TierGate>
    </div>
  );
}

function ShotCharts() {
  const [values, setValues] = useUrlFilters(SHOT_CHARTS_FILTERS);
  const choices = useMemo(
    () => ({ a: chartChoiceOf(values, 'a'), b: chartChoiceOf(values, 'b') }),
    [values],
  );
  const change = (chart: ChartKey) => (patch: Partial<ChartChoice>) =>
    setValues(chartPatch(chart, patch));
  return (
    <div className="row g-4">
      {(['a', 'b'] as const).map((chart) => (
        <div key={chart} className="col-12 col-lg-6">
          <ChartPanel
            chart={chart}
            heading={HEADINGS[chart]}
            choice={choices[chart]}
            onChange={change(chart)}
          />
        </div>
      ))}
    </div>
  );
}
