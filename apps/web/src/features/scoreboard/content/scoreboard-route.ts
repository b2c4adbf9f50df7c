/**
 * The scoreboard's address (§2: /tools/scoreboard/:competitionId/:divisionLabel/:gameDate): the
 * parsing of its three path parameters. A competition Courtside does not cover, a division
 * other than d1-d3 or a date that names no real day is the not-found page rather than a request
 * the API would refuse.
 */
import {
  DIVISIONS,
  getCompetition,
  paths,
  type Competition,
  type DivisionLabel,
} from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';
import { gameDateOfIso, isoOfGameDate } from './game-days';

export interface ScoreboardDivision {
  id: 1 | 2 | 3;
  label: DivisionLabel;
  name: string;
}

export interface ScoreboardRoute {
  competition: Competition;
  division: ScoreboardDivision;
  /** The day shown, yyyy-mm-dd. */
  day: string;
}

export function parseScoreboardRoute(params: {
  competitionId?: string;
  divisionLabel?: string;
  gameDate?: string;
}): ScoreboardRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  const competition = competitionId === null ? undefined : getCompetition(competitionId);
  const division = DIVISIONS.find((entry) => entry.label === params.divisionLabel);
  const day = params.gameDate === undefined ? null : isoOfGameDate(params.gameDate);
  if (competition === undefined || division === undefined || day === null) return null;
  return { competition, division, day };
}

/** The scoreboard of another day of the same competition and division. */
export function scoreboardDayPath(route: ScoreboardRoute, day: string): string {
  return paths.scoreboard(route.competition.id, route.division.label, gameDateOfIso(day));
}
