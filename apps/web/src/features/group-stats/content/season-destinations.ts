/**
 * Where a group page's season switcher leads. A division is in every season; a conference (and
 * so its tournament) is only in the seasons it has teams in (realignment, and the other gender),
 * and the national tournament only once it has been played. When the group is not in the chosen
 * season, the switch opens the nearest page that is, and says why.
 */
import type { CompetitionConferenceRow } from '@courtside/contract/schemas';
import {
  DEFAULT_DIVISION_LABEL,
  conferenceTournamentId,
  defaultTournamentId,
  paths,
} from '@courtside/contract';
import { seasonLabel, type SeasonDestination } from '@/components/navigation/season-switch';
import { groupPath, type GroupRoute, type GroupView, type TournamentView } from './group-route';

/** What a tournament view becomes on a division page: the bracket's nearest is the standings. */
const DIVISION_VIEW_OF: Readonly<Record<TournamentView, GroupView>> = {
  bracket: 'standings',
  'team-box': 'team-box',
  'player-box': 'player-box',
};

/**
 * The same view of the chosen season's national tournament; a season without one opens its
 * Division I page, where the tournament's field comes from.
 */
export function tournamentDestination(
  competitionId: number,
  view: TournamentView,
): SeasonDestination {
  const tournamentId = defaultTournamentId(competitionId);
  if (tournamentId !== null) {
    return { path: paths.tournament(competitionId, tournamentId, view), notice: null };
  }
  return {
    path: paths.division(competitionId, DEFAULT_DIVISION_LABEL, DIVISION_VIEW_OF[view]),
    notice: `${seasonLabel(competitionId)} has no national tournament yet: here is its Division I page instead.`,
  };
}

/** Reads a season's conferences (the query cache's copy when it has one). */
export type ConferencesOf = (competitionId: number) => Promise<readonly CompetitionConferenceRow[]>;

async function hasConference(
  competitionId: number,
  conferenceId: number,
  conferencesOf: ConferencesOf,
): Promise<boolean> {
  const conferences = await conferencesOf(competitionId);
  return conferences.some((row) => row.conferenceId === conferenceId && row.teams > 0);
}

const noConferenceNotice = (conferenceName: string, competitionId: number) =>
  `The ${conferenceName} has no teams in ${seasonLabel(competitionId)}: here are that season's conferences instead.`;

/**
 * The same view of the conference's tournament in the chosen season when the conference has
 * teams there (the page says so when that season stores no bracket), else that season's list of
 * conferences.
 */
export async function conferenceTournamentDestination(
  conference: { conferenceId: number; name: string },
  view: TournamentView,
  competitionId: number,
  conferencesOf: ConferencesOf,
): Promise<SeasonDestination> {
  if (await hasConference(competitionId, conference.conferenceId, conferencesOf)) {
    const tournamentId = conferenceTournamentId(conference.conferenceId);
    return { path: paths.tournament(competitionId, tournamentId, view), notice: null };
  }
  return {
    path: paths.conferenceHome(competitionId),
    notice: noConferenceNotice(conference.name, competitionId),
  };
}

/**
 * The same view of a division, or of a conference the chosen season has teams in; otherwise
 * that season's list of conferences. `conferencesOf` reads a season's conferences.
 */
export async function groupDestination(
  route: GroupRoute,
  groupName: string,
  competitionId: number,
  conferencesOf: ConferencesOf,
): Promise<SeasonDestination> {
  if (route.kind === 'division') {
    return { path: groupPath(route, route.view, competitionId), notice: null };
  }
  if (await hasConference(competitionId, route.conferenceId, conferencesOf)) {
    return { path: groupPath(route, route.view, competitionId), notice: null };
  }
  return {
    path: paths.conferenceHome(competitionId),
    notice: noConferenceNotice(groupName, competitionId),
  };
}
