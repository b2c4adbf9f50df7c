/**
 * The DIY shot chart tool: a half court to log shots on (or its zones against the Division I
 * average), the chart's totals and zone table, saving to the account, CSV files, and the
 * account's saved charts. The URL holds the chart, the view and the compared season
 * (content/diy-route.ts); the court's unsaved shots live in this browser's storage.
 */
import { useId, useMemo, useState } from 'react';
import {
  DIY_SHOT_CHART_MESSAGES,
  getCompetition,
  type DiyShot,
  type DiyShotChart,
} from '@courtside/contract';
import { leagueZoneRow } from '@/components/stats/charts/league-baselines';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { ChartSkeleton, ErrorState, SimulatedDataBadge } from '@/components/stats/states';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import { toRequestError } from '@/lib/api/request-errors';
import { threePointLineFor } from '@/lib/charts/court-geometry';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { ZONES } from '@/lib/stats/dictionary';
import { useLeagueZones } from '@/lib/stats/league-shooting';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { spotText } from '../content/court-pointer';
import { DEFAULT_DIY_SEASON, DIY_FILTERS, DIY_VIEWS } from '../content/diy-route';
import { emptyDraft } from '../content/draft-storage';
import { shotTotals, zoneLines } from '../content/shot-stats';
import { areaZoneOf, shotValue, zoneShots } from '../content/shot-zones';
import { useChartOnCourt } from '../hooks/use-chart-on-court';
import { useSavedCharts } from '../hooks/use-saved-charts';
import { ChartFiles } from './ChartFiles';
import { SaveChartForm } from './SaveChartForm';
import { SavedChartList } from './SavedChartList';
import { ShotList } from './ShotList';
import { ShotLogControls } from './ShotLogControls';
import { ShotLogCourt } from './ShotLogCourt';
import { ZoneCourt } from './ZoneCourt';
import { ShotTotalsList, ZoneTable } from './ZoneTable';

const UNTITLED = 'Untitled shot chart';
const DISCARD_QUESTION = 'The shots on the court are not saved. Leave them?';

const shotsText = (count: number): string => `${count} ${count === 1 ? 'shot' : 'shots'}`;

export function DiyShotChartsTool() {
  const instructionsId = useId();
  const [filters, setFilters] = useUrlFilters(DIY_FILTERS);
  const court = useChartOnCourt(filters.chart);
  const { shotLog } = court;
  const { draft } = shotLog;
  const savedCharts = useSavedCharts();
  const defaults = useStatsDefaults();
  const [clickLogsMade, setClickLogsMade] = useState(true);
  const [status, setStatus] = useState('');

  const competition = getCompetition(filters.season) ?? getCompetition(DEFAULT_DIY_SEASON);
  const seasonLabel = competition?.label ?? '';
  const line = threePointLineFor(competition?.gender ?? 'MALE', competition?.yearStart ?? 0);
  const league = useLeagueZones({ competitionId: filters.season, divisionId: 1 });
  const isSimulated = useIsSimulated(filters.season);
  const leagueRow = useMemo(() => (league.data ? leagueZoneRow(league.data) : null), [league.data]);
  const shots = useMemo(() => zoneShots(draft.shots, line), [draft.shots, line]);
  const lines = useMemo(() => zoneLines(shots, leagueRow), [shots, leagueRow]);
  const totals = useMemo(() => shotTotals(shots), [shots]);
  const title = draft.name.trim() || UNTITLED;
  const exportNote = `Source: Courtside · compared with Division I, ${seasonLabel}`;

  const logShot = (spot: { x: number; y: number }, made: boolean) => {
    if (!shotLog.log({ ...spot, made })) {
      setStatus(`Not logged: a chart holds at most ${shotsText(draft.shots.length)}.`);
      return;
    }
    const zone = ZONES[areaZoneOf(spot, line)].label;
    setStatus(
      `${made ? 'Make' : 'Miss'} logged, ${spotText(spot)}: ${zone}, a ${shotValue(spot, line)}-point attempt. ${shotsText(draft.shots.length + 1)} on the court.`,
    );
  };
  const undo = () => {
    if (!shotLog.canUndo) return;
    shotLog.undo();
    setStatus('Last change undone.');
  };
  const clear = () => {
    shotLog.clear();
    setStatus('Court cleared; Undo brings the shots back.');
  };
  const importShots = (imported: DiyShot[], fileName: string) => {
    shotLog.replaceShots(imported);
    setStatus(
      `${shotsText(imported.length)} imported from ${fileName}; Undo brings back the shots before.`,
    );
  };

  const mayLeave = () => !court.dirty || window.confirm(DISCARD_QUESTION);
  const openChart = (chartId: string) => {
    if (chartId === draft.chartId && !court.dirty) return;
    if (!mayLeave()) return;
    setStatus('');
    setFilters({ chart: chartId });
  };
  const newChart = () => {
    if (!mayLeave()) return;
    shotLog.open(emptyDraft());
    setStatus('');
    setFilters({ chart: null });
  };
  const saved = (chart: DiyShotChart) => {
    court.showSaved(chart);
    setFilters({ chart: chart.id }, { replace: true });
  };
  const renamed = (chart: DiyShotChart) => {
    if (chart.id === draft.chartId) shotLog.rename(chart.name);
  };
  const deleted = (chartId: string) => {
    if (chartId !== draft.chartId) return;
    shotLog.open(emptyDraft());
    setFilters({ chart: null }, { replace: true });
  };

  let courtView;
  if (court.loading) {
    courtView = <ChartSkeleton label="Loading the saved chart" aspectRatio={50 / 51} />;
  } else if (filters.view === 'zones') {
    courtView = (
      <ZoneCourt
        title={title}
        exportNote={exportNote}
        lines={lines}
        shotCount={shots.length}
        line={line}
        league={league}
      />
    );
  } else {
    courtView = (
      <ShotLogCourt
        title={title}
        description="Filled circles are makes, crosses misses; the three-point line of the compared season."
        exportNote={exportNote}
        shots={shots}
        line={line}
        clickLogsMade={clickLogsMade}
        instructionsId={instructionsId}
        onLog={logShot}
        onUndo={undo}
      />
    );
  }

  return (
    <div className="diy-shots">
      <div className="diy-shots__toolbar">
        <ToggleGroup
          label="Court view"
          options={DIY_VIEWS}
          value={filters.view}
          onChange={(view) => setFilters({ view })}
        />
        <div className="diy-shots__season">
          <CompetitionSelect
            id="diy-season"
            label="Compare with Division I in"
            value={filters.season}
            onChange={(season) => setFilters({ season })}
            preferredGender={defaults.gender}
          />
          {isSimulated && <SimulatedDataBadge />}
        </div>
      </div>
      {court.notFound && (
        <div className="alert alert-warning" role="alert">
          {DIY_SHOT_CHART_MESSAGES.notFound}
        </div>
      )}
      {court.loadError !== null && (
        <ErrorState
          title="The saved chart could not be loaded."
          error={toRequestError(court.loadError)}
          onRetry={court.retry}
        />
      )}
      <div className="row g-4">
        <div className="col-lg-7">{courtView}</div>
        <div className="col-lg-5 diy-shots__side">
          {filters.view === 'dots' && !court.loading && (
            <ShotLogControls
              clickLogsMade={clickLogsMade}
              onClickLogsMade={setClickLogsMade}
              canUndo={shotLog.canUndo}
              onUndo={undo}
              shotCount={draft.shots.length}
              onClear={clear}
              status={status}
              instructionsId={instructionsId}
            />
          )}
          <section aria-labelledby="diy-totals-heading">
            <h2 id="diy-totals-heading" className="h5">
              Totals
            </h2>
            <ShotTotalsList totals={totals} />
          </section>
          <SaveChartForm
            draft={draft}
            saved={court.saved}
            dirty={court.dirty}
            chartCount={savedCharts.data?.length}
            onNameChange={shotLog.rename}
            onSaved={saved}
            onNewChart={newChart}
          />
          <ChartFiles title={title} shots={shots} onImport={importShots} />
        </div>
      </div>
      <section className="diy-shots__zones" aria-labelledby="diy-zones-heading">
        <h2 id="diy-zones-heading" className="h5">
          Zones
        </h2>
        <ZoneTable lines={lines} totals={totals} seasonLabel={seasonLabel} league={league} />
        <ShotList shots={shots} />
      </section>
      <SavedChartList
        chartOnCourt={draft.chartId}
        onOpen={openChart}
        onRenamed={renamed}
        onDeleted={deleted}
      />
    </div>
  );
}
