/**
 * The five area zones (METHODS §5) every shooting view draws, and the zone table's rows: one
 * shooter's FG% and share of attempts per zone beside the division's average, read from any row
 * in the `{zone}FgPct {zone}FgaFreq` vocabulary (team, player or one game's tally).
 */
import { getCompetition } from '@courtside/contract';
import { threePointLineFor, type ThreePointLine } from '@/lib/charts/court-geometry';
import type { StatKey, ZoneId } from '@/lib/stats/dictionary';

export const AREA_ZONES = ['atr2', 'paint2', 'mid2', 'c3', 'atb3'] as const satisfies ZoneId[];

export const ZONE_COLUMNS = AREA_ZONES.flatMap((zone) => [
  `${zone}FgPct` as const,
  `${zone}FgaFreq` as const,
]) satisfies StatKey[];

export interface ZoneTableRow {
  name: string;
  [field: string]: string | number | null;
}

function zoneFields(source: object): Record<string, number | null> {
  return Object.fromEntries(
    ZONE_COLUMNS.map((key) => {
      const value: unknown = (source as Record<string, unknown>)[key];
      return [key, typeof value === 'number' ? value : null];
    }),
  );
}

/** The shooter's zone row and the division's average in one table. */
export function zoneTableRows(
  row: object,
  shooter: string,
  divisionId: number,
  leagueRow: object,
): ZoneTableRow[] {
  return [
    { name: shooter, ...zoneFields(row) },
    { name: `Division ${divisionId} average`, ...zoneFields(leagueRow) },
  ];
}

/** The three-point line of the competition's gender and season at that division. */
export function threePointLineOf(
  competitionId: number,
  divisionId: number,
): ThreePointLine | undefined {
  const competition = getCompetition(competitionId);
  return competition
    ? threePointLineFor(competition.gender, competition.yearStart, divisionId)
    : undefined;
}
