/**
 * `team-tying-go-ahead-shooting`: a season's teams of one division that have play-by-play
 * games, with every deciding attempt of their own (isOffense true). The page names teams and
 * their conferences from it (the team filter's choices, the leaderboards' names); the free
 * tier, whose shots are its trial players' only, also reads its team leaderboard from it
 * (content/team-totals.ts). Tier ≥ 1.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import type { DecidingTeamRow } from '../content/team-totals';
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import type { SeasonDivision } from './tying-go-ahead-shots';

const ENDPOINT = 'team-tying-go-ahead-shooting';

/** What the page reads besides the ids the API always keeps. */
export const DECIDING_TEAM_FIELDS = [
  'teamMarket',
  'gpDeciding',
  'decidingFga',
  'decidingFgm',
  'decidingFgm3',
  'decidingFgPct',
  'tyingFga',
  'tyingFgm',
  'tyingFgPct',
  'goAheadFga',
  'goAheadFgm',
  'goAheadFgPct',
  'gameWinners',
] as const satisfies readonly (keyof DecidingTeamRow)[];

export const decidingTeamsConfig = ({
  competitionId,
  divisionId,
}: SeasonDivision): EndpointParams<typeof ENDPOINT> => ({
  competitionId,
  divisionId,
  isOffense: true,
  fields: [...DECIDING_TEAM_FIELDS],
});

export const decidingTeamsQueryOptions = (request: SeasonDivision) =>
  endpointQueryOptions(ENDPOINT, decidingTeamsConfig(request));

export const useDecidingTeams = (request: SeasonDivision | null) =>
  useEndpoint(ENDPOINT, request === null ? null : decidingTeamsConfig(request), {
    onError: shownOnScreen,
  });
