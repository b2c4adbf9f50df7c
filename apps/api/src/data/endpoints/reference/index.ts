/** The reference-list data endpoints (core), one file each; the registry mounts this list. */
import type { DataEndpoint } from '../../endpoint';
import { allTournamentConfigIdsEndpoint } from './all-tournament-config-ids';
import { bracketDefinitionsEndpoint } from './bracket-definitions';
import { competitionConferencesEndpoint } from './competition-conferences';
import { competitionTeamPlayersEndpoint } from './competition-team-players';
import { competitionTeamsEndpoint } from './competition-teams';
import { competitionsEndpoint } from './competitions';
import { conferencesEndpoint } from './conferences';
import { eventLogAnalyticsEndpoint } from './event-log-analytics';
import { gameExplorerSearchEndpoint } from './game-explorer-search';
import { gamesEndpoint } from './games';
import { getDropdownOptionsEndpoint } from './get-dropdown-options';
import { heightRankingsEndpoint } from './height-rankings';
import { liveGamesEndpoint, liveGamesTwoDayEndpoint } from './live-games';
import { liveSearchEndpoint } from './live-search';
import { playersEndpoint } from './players';
import { ptgcSelectsEndpoint } from './ptgc-selects';
import { rawGamesEndpoint } from './raw-games';
import { shotchartsTopOptionsEndpoint } from './shotcharts-top-options';
import { teamColorsEndpoint } from './team-colors';
import { teamsEndpoint } from './teams';
import { tournamentConfigsEndpoint } from './tournament-configs';
import { tournamentsEndpoint } from './tournaments';

export const referenceEndpoints: readonly DataEndpoint[] = [
  competitionsEndpoint,
  tournamentsEndpoint,
  playersEndpoint,
  teamsEndpoint,
  gamesEndpoint,
  conferencesEndpoint,
  competitionConferencesEndpoint,
  competitionTeamsEndpoint,
  competitionTeamPlayersEndpoint,
  ptgcSelectsEndpoint,
  getDropdownOptionsEndpoint,
  shotchartsTopOptionsEndpoint,
  teamColorsEndpoint,
  heightRankingsEndpoint,
  allTournamentConfigIdsEndpoint,
  tournamentConfigsEndpoint,
  bracketDefinitionsEndpoint,
  rawGamesEndpoint,
  gameExplorerSearchEndpoint,
  liveGamesEndpoint,
  liveGamesTwoDayEndpoint,
  eventLogAnalyticsEndpoint,
  liveSearchEndpoint,
];
