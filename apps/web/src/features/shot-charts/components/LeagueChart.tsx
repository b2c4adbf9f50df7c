/**
 * A division's chart: its season's shooting per zone (`lg-zones`) or per hex (`lg-hexes`) for
 * the chosen division, coloured against every division of the season together (the same
 * endpoints without a division), with the zone table and the CSV of the zones or hexes drawn.
 * A division's attempts come as totals, so it has no dots and no shot filters.
 */
import type { LeagueHexRow, LeagueZoneRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import type { Competition } from '@courtside/contract';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import { ChartSkeleton, DataState, type DataStateQuery } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { threePointLineOf } from '@/components/stats/shooting/area-zones';
import { useLeagueHexes, useLeagueZones } from '@/lib/stats/league-shooting';
import type { ChartChoice } from '../content/chart-choices';
import { hexColumns, tableCsv, zoneColumns } from '../content/chart-tables';
import { chartTitle, exportNote, seasonName } from '../content/chart-text';
import { hexesOfLeague, zoneTotals, zonesOfLeague } from '../content/zone-shooting';
import { CsvButton } from './CsvButton';
import { ZoneTable } from './ZoneTable';

/** What a division is compared with. */
export const ALL_DIVISIONS = 'All divisions';

export interface LeagueChartProps {
  /** The chart's choices as drawn (see effectiveChoice). */
  choice: ChartChoice;
  competition: Competition;
  isSimulated: boolean;
}

type LeagueRows = [[LeagueZoneRow[], LeagueZoneRow[]], [LeagueHexRow[], LeagueHexRow[]] | null];

export function LeagueChart({ choice, competition, isSimulated }: LeagueChartProps) {
  const isHexes = choice.mode === 'hexes';
  const division = { competitionId: choice.season, divisionId: choice.division };
  const everyDivision = { competitionId: choice.season, divisionId: null };
  const zones = useLeagueZones(division);
  const allZones = useLeagueZones(everyDivision);
  const hexes = useLeagueHexes(isHexes ? division : null);
  const allHexes = useLeagueHexes(isHexes ? everyDivision : null);

  const zoneQuery = combineQueries(zones, allZones);
  const query: DataStateQuery<LeagueRows> = isHexes
    ? combineQueries(zoneQuery, combineQueries(hexes, allHexes))
    : mapData(zoneQuery, (pair) => [pair, null]);

  const subject = `Division ${choice.division}`;
  const season = seasonName(competition);
  return (
    <DataState
      query={query}
      skeleton={<ChartSkeleton label={`Loading ${subject}'s shooting`} aspectRatio={50 / 54} />}
      isEmpty={([[divisionZones]]) => zoneTotals(zonesOfLeague(divisionZones, [])).fga === 0}
      emptyMessage={`No located shots in ${subject} in ${season}: its games have no play-by-play.`}
      errorTitle={`The shooting of ${subject} could not be loaded`}
    >
      {([[divisionZones, baselineZones], hexRows]) => (
        <LeagueResult
          choice={choice}
          competition={competition}
          subject={subject}
          divisionZones={divisionZones}
          baselineZones={baselineZones}
          hexRows={hexRows}
          note={exportNote(competition, isSimulated, '')}
        />
      )}
    </DataState>
  );
}

function mapData<A, B>(query: DataStateQuery<A>, map: (data: A) => B): DataStateQuery<B> {
  const { data } = query;
  return { ...query, data: data === undefined ? undefined : data === null ? null : map(data) };
}

interface LeagueResultProps {
  choice: ChartChoice;
  competition: Competition;
  subject: string;
  divisionZones: readonly LeagueZoneRow[];
  baselineZones: readonly LeagueZoneRow[];
  hexRows: [LeagueHexRow[], LeagueHexRow[]] | null;
  note: string;
}

function LeagueResult(props: LeagueResultProps) {
  const { choice, competition, subject, divisionZones, baselineZones, hexRows, note } = props;
  const zones = useMemo(
    () => zonesOfLeague(divisionZones, baselineZones),
    [divisionZones, baselineZones],
  );
  const bins = useMemo(
    () => (hexRows === null ? [] : hexesOfLeague(hexRows[0], hexRows[1])),
    [hexRows],
  );
  const title = chartTitle(subject, competition, choice.mode, ALL_DIVISIONS.toLowerCase());
  const line = threePointLineOf(choice.season, choice.division);
  const attempts = zoneTotals(zones).fga;
  const common = { title, line, exportNote: note };
  return (
    <div className="shot-charts__result">
      {hexRows === null ? (
        <ShotChart
          {...common}
          mode="zones"
          description={`${attempts} located attempts (heaves left out); color: ${subject}'s FG% above or below all divisions' in each zone.`}
          zones={zones}
        />
      ) : (
        <ShotChart
          {...common}
          mode="hexes"
          description={`${subject}'s spots with 5+ attempts, sized by attempts, colored by FG% against all divisions at that spot.`}
          bins={bins}
        />
      )}
      <ZoneTable
        caption={`${subject} by zone against all divisions`}
        zones={zones}
        baseline={ALL_DIVISIONS}
      />
      {hexRows === null ? (
        <CsvButton
          title={title}
          what="zones"
          csv={() => tableCsv(zoneColumns(ALL_DIVISIONS), zones)}
        />
      ) : (
        <CsvButton
          title={title}
          what="hexes"
          csv={() => tableCsv(hexColumns(ALL_DIVISIONS), bins)}
        />
      )}
    </div>
  );
}
