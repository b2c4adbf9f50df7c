/**
 * The tables behind a chart, on screen and as CSV from the same column definitions: the zone
 * table (attempts, makes, FG%, the baseline's FG% and the difference per area zone), a
 * division's hexes, and the attempts a team or player chart draws.
 */
import type { PbpShotRow } from '@courtside/contract/schemas';
import { zonePointsAboveLeague } from '@/components/stats/charts/ShotLayers';
import type { ZoneShooting } from '@/components/stats/charts/shot-chart-data';
import type { HexDatum } from '@/lib/charts/hex-bins';
import { toCsv } from '@/lib/stats/csv';
import { ZONES, ZONE_IDS, statDefinition, type StatKey, type ZoneId } from '@/lib/stats/dictionary';
import { formatCsvValue, formatValue, type StatFormat } from '@/lib/stats/format';
import { gameDateOf, opponentOf, siteOf, type ShotFilterContext } from './shot-filters';

export interface TableColumn<Row> {
  header: string;
  /** Numbers are right-aligned. */
  numeric: boolean;
  format: StatFormat;
  value: (row: Row) => unknown;
}

const short = (key: StatKey): string => statDefinition(key).shortLabel;

function statColumn<Row>(key: StatKey, value: (row: Row) => unknown): TableColumn<Row> {
  return { header: short(key), numeric: true, format: statDefinition(key).format, value };
}

/** The difference of FG% from the baseline's, in percentage points. */
export const DIFFERENCE_HEADER = 'Difference (pts)';

/** `baseline` names what the zones are compared with, e.g. "Division 1" or "All divisions". */
export function zoneColumns(baseline: string): TableColumn<ZoneShooting>[] {
  return [
    { header: 'Zone', numeric: false, format: 'text', value: (zone) => ZONES[zone.zone].label },
    statColumn('fga', (zone) => zone.fga),
    statColumn('fgm', (zone) => zone.fgm),
    statColumn('fgPct', (zone) => zone.fgPct),
    {
      header: `${baseline} ${short('fgPct')}`,
      numeric: true,
      format: statDefinition('fgPct').format,
      value: (zone) => zone.leagueFgPct,
    },
    {
      header: DIFFERENCE_HEADER,
      numeric: true,
      format: 'signedDecimal1',
      value: (zone) => zonePointsAboveLeague(zone),
    },
  ];
}

export function hexColumns(baseline: string): TableColumn<HexDatum>[] {
  return [
    { header: 'X (ft)', numeric: true, format: 'decimal2', value: (hex) => hex.x },
    { header: 'Y (ft)', numeric: true, format: 'decimal2', value: (hex) => hex.y },
    statColumn('fga', (hex) => hex.fga),
    statColumn('fgm', (hex) => hex.fgm),
    statColumn('fgPct', (hex) => hex.fgPct),
    {
      header: `${baseline} ${short('fgPct')}`,
      numeric: true,
      format: statDefinition('fgPct').format,
      value: (hex) => hex.leagueFgPct,
    },
    {
      header: `${DIFFERENCE_HEADER}, adjusted for sample size`,
      numeric: true,
      format: 'signedDecimal1',
      value: (hex) => hex.pointsAboveLeague,
    },
  ];
}

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

const isZoneId = (zone: string): zone is ZoneId => (ZONE_IDS as readonly string[]).includes(zone);

/** The zone's name as the dictionary writes it; an unknown id as sent. */
const zoneName = (zone: string | null): string | null =>
  zone === null ? null : isZoneId(zone) ? ZONES[zone].label : zone;

export function attemptColumns(context: ShotFilterContext): TableColumn<PbpShotRow>[] {
  const text = (header: string, value: (row: PbpShotRow) => unknown): TableColumn<PbpShotRow> => ({
    header,
    numeric: false,
    format: 'text',
    value,
  });
  const number = (
    header: string,
    format: StatFormat,
    value: (row: PbpShotRow) => unknown,
  ): TableColumn<PbpShotRow> => ({ header, numeric: true, format, value });
  return [
    text('Date', (row) => gameDateOf(row, context)),
    text('Game', (row) => row.gameId),
    text('Opponent', (row) => opponentOf(row, context)),
    text('Site', (row) => siteOf(row, context)),
    text('Period', (row) => row.periodLabel),
    number('Clock', 'minutes', (row) => row.clock / 60),
    text('Shooter', (row) => row.fullName),
    number('Value', 'integer', (row) => row.shotValue),
    text('Shot type', (row) => row.shotType),
    text('Made', (row) => yesNo(row.isMade)),
    text('Zone', (row) => zoneName(row.zoneArea)),
    number('Distance (ft)', 'decimal1', (row) => row.distance),
    number('X (ft)', 'decimal1', (row) => row.x),
    number('Y (ft)', 'decimal1', (row) => row.y),
    text('Clutch', (row) => yesNo(row.isClutch)),
    text('Assisted', (row) => yesNo(row.isAssisted)),
    text('Heave', (row) => yesNo(row.isHeave)),
  ];
}

/** A cell as the screen shows it. */
export const cellText = <Row>(column: TableColumn<Row>, row: Row): string =>
  formatValue(column.format, column.value(row));

/** The CSV of rows under columns (the same formats, ASCII signs, empty fields for missing). */
export function tableCsv<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => formatCsvValue(column.format, column.value(row)))),
  );
}
