/**
 * The game explorer's address (§2: /tools/game-explorer/:competitionId/:divisionLabel): the
 * parsing of its two path parameters and the address of a season and division. A competition
 * Courtside does not cover or a division other than d1-d3 is the not-found page rather than a
 * request the API would refuse.
 */
import {
  DIVISIONS,
  getCompetition,
  type Competition,
  type DivisionLabel,
} from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

export interface ExplorerDivision {
  id: 1 | 2 | 3;
  label: DivisionLabel;
  name: string;
}

export interface ExplorerRoute {
  competition: Competition;
  division: ExplorerDivision;
}

export function parseExplorerRoute(params: {
  competitionId?: string;
  divisionLabel?: string;
}): ExplorerRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  const competition = competitionId === null ? undefined : getCompetition(competitionId);
  const division = DIVISIONS.find((entry) => entry.label === params.divisionLabel);
  if (competition === undefined || division === undefined) return null;
  return { competition, division };
}

/** The explorer of a season and division (the page's filters go after it as the query). */
export function gameExplorerPath(competitionId: number, divisionLabel: DivisionLabel): string {
  return `/tools/game-explorer/${competitionId}/${divisionLabel}`;
}
