/**
 * /tools/diy-shot-charts: log shots by hand on a half court, see them by zone against the
 * Division I average of a season, and keep charts in the account. Saving needs a free, verified
 * account (§6), so the whole tool opens at that tier; visitors and unverified users see what
 * opens it.
 */
import { getNavItem } from '@courtside/contract';
import { TierGate } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DiyShotChartsTool } from './DiyShotChartsTool';
import '@/components/stats/stats-actions.css';
import './diy-shot-charts.css';

const TOOL = getNavItem('diyShotCharts');

export function DiyShotChartsPage() {
  useDocumentTitle(TOOL.label);
  return (
    <div className="py-3">
      <h1 className="h2">{TOOL.label}</h1>
      <p className="lead diy-shots__intro">
        Log shots where they were taken, see the makes and misses by zone against the Division I
        average, and save your charts to your account.
      </p>
      <TierGate feature={TOOL.label} requiredTier={TOOL.minTier}>
        <DiyShotChartsTool />
      </TierGate>
    </div>
  );
}
