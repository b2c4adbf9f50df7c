/**
 * The address of the page (§2): /tools/game-deciding-shots?competitionIds=…&division=…, the
 * seasons hyphen-joined (several may be read at once) and the division's label. The ids are
 * read the way the legacy address /tools/game-deciding-shots/:competitionId/:divisionLabel
 * reads its one id (positive whole numbers, no leading zeros) and must name seasons Courtside
 * covers; anything malformed is the not-found page. The bare address opens the default season.
 */
import {
  DEFAULT_DIVISION_LABEL,
  DIVISIONS,
  LIVE_STATS_DEFAULT_COMPETITION_ID,
  competitionIdsKey,
  getCompetition,
  paths,
  type DivisionLabel,
} from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

export interface DecidingRoute {
  /** Sorted ascending, no duplicates. */
  competitionIds: readonly number[];
  division: { id: 1 | 2 | 3; label: DivisionLabel; name: string };
}

/** More seasons than this in one address is not a request the page makes. */
export const MAX_SEASONS = 8;

export type ParsedDecidingRoute =
  { kind: 'page'; route: DecidingRoute } | { kind: 'default'; to: string } | { kind: 'notFound' };

export const DEFAULT_ADDRESS = paths.gameDecidingShots(
  [LIVE_STATS_DEFAULT_COMPETITION_ID],
  DEFAULT_DIVISION_LABEL,
);

export function parseDecidingRoute(search: URLSearchParams): ParsedDecidingRoute {
  const idsValues = search.getAll('competitionIds');
  const divisionValues = search.getAll('division');
  if (idsValues.length === 0 && divisionValues.length === 0) {
    return { kind: 'default', to: DEFAULT_ADDRESS };
  }
  if (idsValues.length !== 1 || divisionValues.length !== 1) return { kind: 'notFound' };
  const division = DIVISIONS.find((entry) => entry.label === divisionValues[0]);
  const parts = (idsValues[0] ?? '').split('-');
  if (division === undefined || parts.length > MAX_SEASONS) return { kind: 'notFound' };
  const ids: number[] = [];
  for (const part of parts) {
    const id = routeIdOf(part);
    if (id === null || getCompetition(id) === undefined || ids.includes(id)) {
      return { kind: 'notFound' };
    }
    ids.push(id);
  }
  return {
    kind: 'page',
    route: { competitionIds: [...ids].sort((a, b) => a - b), division },
  };
}

/** The same filters for other seasons or another division (the page's filters are kept). */
export function decidingAddress(
  competitionIds: readonly number[],
  division: DivisionLabel,
  filters: URLSearchParams,
): string {
  const search = new URLSearchParams({
    competitionIds: competitionIdsKey(competitionIds),
    division,
  });
  for (const [key, value] of filters) {
    if (key !== 'competitionIds' && key !== 'division') search.append(key, value);
  }
  return `/tools/game-deciding-shots?${search.toString()}`;
}
