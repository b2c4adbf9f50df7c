/**
 * The navbar's stats entries with the signed-in user's defaults (§2 "Top navbar", account
 * settings): the contract's menu table opens the men's 2024-25 screens; a user whose team is a
 * women's team gets the women's season, and "Conference Stats" opens their own conference
 * instead of the list of conferences. Entries without a competition to choose keep the table's
 * address; for a men's user without a conference every address is the table's.
 */
import {
  DEFAULT_COMPETITION_IDS,
  DEFAULT_DIVISION_LABEL,
  DRAFT_DEFAULT_COMPETITION_IDS,
  defaultTournamentId,
  paths,
  type NavItem,
} from '@courtside/contract';
import type { NavbarTeamSettings } from './team-links';

export function statsMenuLink(item: NavItem, settings: NavbarTeamSettings, now: Date): string {
  const { gender, conferenceId } = settings;
  const competitionId = DEFAULT_COMPETITION_IDS[gender];
  switch (item.key) {
    case 'divisionStats':
      return paths.division(competitionId, DEFAULT_DIVISION_LABEL, 'team-box');
    case 'conferenceStats':
      return conferenceId === null
        ? paths.conferenceHome(competitionId)
        : paths.conference(competitionId, conferenceId);
    case 'draftProspects':
      return `/stats/${DRAFT_DEFAULT_COMPETITION_IDS[gender]}/draft/player-box`;
    case 'tournamentStats': {
      const tournamentId = defaultTournamentId(competitionId);
      return tournamentId === null
        ? paths.statsHome()
        : paths.tournament(competitionId, tournamentId);
    }
    case 'transferPortal':
      return `/stats/${competitionId}/portal/overview`;
    case 'transferAnalyses':
      return `/stats/${competitionId}/transfers/${DEFAULT_DIVISION_LABEL}/yearly-transfers`;
    default:
      return item.to(now);
  }
}
