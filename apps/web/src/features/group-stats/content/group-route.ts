/**
 * The group pages of §2 — a conference, a division, a tournament — and the parsing of
 * their route parameters. Anything else (an unknown competition, a malformed id, a division
 * label other than d1-d3, an unknown view) is a not-found page rather than a request the API
 * would refuse.
 */
import {
  divisionIdFromLabel,
  isAllowedCompetitionId,
  isDivisionLabel,
  paths,
  type DivisionLabel,
} from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

/** Conference and division views; "team-box" is the §2 example. */
export const GROUP_VIEWS = [
  { view: 'standings', label: 'Standings' },
  { view: 'team-box', label: 'Team stats' },
  { view: 'player-box', label: 'Player leaders' },
  { view: 'rankings', label: 'Rankings' },
] as const;
export type GroupView = (typeof GROUP_VIEWS)[number]['view'];

/**
 * Tournament views: the bracket first, then the field's season statistics (team-box) and the
 * tournament's own player leaders (player-box: totals over its games only).
 */
export const TOURNAMENT_VIEWS = [
  { view: 'bracket', label: 'Bracket' },
  { view: 'team-box', label: 'Team stats' },
  { view: 'player-box', label: 'Player leaders' },
] as const;
export type TournamentView = (typeof TOURNAMENT_VIEWS)[number]['view'];

export type GroupRoute =
  | { kind: 'conference'; competitionId: number; conferenceId: number; view: GroupView }
  | {
      kind: 'division';
      competitionId: number;
      divisionId: 1 | 2 | 3;
      divisionLabel: DivisionLabel;
      view: GroupView;
    };

export interface TournamentRoute {
  competitionId: number;
  tournamentId: number;
  view: TournamentView;
}

export function parseCompetitionId(raw: string | undefined): number | null {
  const competitionId = routeIdOf(raw);
  return competitionId !== null && isAllowedCompetitionId(competitionId) ? competitionId : null;
}

const groupView = (raw: string | undefined): GroupView | undefined =>
  GROUP_VIEWS.find((entry) => entry.view === raw)?.view;

export function parseConferenceRoute(params: {
  competitionId?: string;
  conferenceId?: string;
  view?: string;
}): GroupRoute | null {
  const competitionId = parseCompetitionId(params.competitionId);
  const conferenceId = routeIdOf(params.conferenceId);
  const view = groupView(params.view);
  if (competitionId === null || conferenceId === null || view === undefined) return null;
  return { kind: 'conference', competitionId, conferenceId, view };
}

export function parseDivisionRoute(params: {
  competitionId?: string;
  divisionLabel?: string;
  view?: string;
}): GroupRoute | null {
  const competitionId = parseCompetitionId(params.competitionId);
  const label = params.divisionLabel;
  const view = groupView(params.view);
  if (competitionId === null || label === undefined || !isDivisionLabel(label)) return null;
  if (view === undefined) return null;
  return {
    kind: 'division',
    competitionId,
    divisionId: divisionIdFromLabel(label),
    divisionLabel: label,
    view,
  };
}

export function parseTournamentRoute(params: {
  competitionId?: string;
  tournamentId?: string;
  view?: string;
}): TournamentRoute | null {
  const competitionId = parseCompetitionId(params.competitionId);
  const tournamentId = routeIdOf(params.tournamentId);
  const view = TOURNAMENT_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || tournamentId === null || view === undefined) return null;
  return { competitionId, tournamentId, view };
}

/** The address of another view (or season) of the same group. */
export function groupPath(route: GroupRoute, view: GroupView, competitionId = route.competitionId) {
  return route.kind === 'conference'
    ? paths.conference(competitionId, route.conferenceId, view)
    : paths.division(competitionId, route.divisionLabel, view);
}

/** The group's filter of the data API: `conference/{id}` or `division/{id}`. */
export function groupFilter(route: GroupRoute): { conferenceId: number } | { divisionId: number } {
  return route.kind === 'conference'
    ? { conferenceId: route.conferenceId }
    : { divisionId: route.divisionId };
}
