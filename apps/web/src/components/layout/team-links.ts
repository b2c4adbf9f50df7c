/**
 * The signed-in user's team and conference entries (§2 "Top navbar", §6): tier 0 gets one
 * plain link each to the default season; tier ≥ 1 gets a dropdown of every season of the
 * team's gender, newest first.
 */
import {
  DEFAULT_COMPETITION_IDS,
  competitionsOfGender,
  hasTeamAndConferenceDropdowns,
  paths,
  type Gender,
} from '@courtside/contract';

export interface TeamMenuLink {
  label: string;
  to: string;
}

export interface TeamMenu {
  title: string;
  /** One entry means a plain link; several mean a dropdown. */
  links: TeamMenuLink[];
}

export interface NavbarTeamSettings {
  teamId: number | null;
  conferenceId: number | null;
  gender: Gender;
}

function menuFor(
  title: string,
  tierValue: number,
  gender: Gender,
  pathOf: (competitionId: number) => string,
): TeamMenu {
  if (!hasTeamAndConferenceDropdowns(tierValue)) {
    return { title, links: [{ label: title, to: pathOf(DEFAULT_COMPETITION_IDS[gender]) }] };
  }
  const seasonsNewestFirst = [...competitionsOfGender(gender)].reverse();
  return {
    title,
    links: seasonsNewestFirst.map((competition) => ({
      label: competition.label,
      to: pathOf(competition.id),
    })),
  };
}

export function myTeamMenu(settings: NavbarTeamSettings, tierValue: number): TeamMenu | null {
  const { teamId, gender } = settings;
  if (teamId === null) return null;
  return menuFor('My Team', tierValue, gender, (competitionId) =>
    paths.team(competitionId, teamId),
  );
}

export function myConferenceMenu(settings: NavbarTeamSettings, tierValue: number): TeamMenu | null {
  const { conferenceId, gender } = settings;
  if (conferenceId === null) return null;
  return menuFor('My Conference', tierValue, gender, (competitionId) =>
    paths.conference(competitionId, conferenceId),
  );
}
