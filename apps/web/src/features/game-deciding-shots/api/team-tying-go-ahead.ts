/**
 * `team-tying-go-ahead-shooting`: a season's teams of one division that have play-by-play
 * games, with every deciding attempt of their own (isOffense true). The page names teams and
 * their conferences from it (the team filter's choices, the leaderboards' names); the free
 * tier, whose shots are its trial players' only, also reads its team leaderboard from it
 * (content/team-totals.ts). Tier ≥ 1.
 */
import { DECIDING_TEAM_FIELDS } from '@courtside/contract';
import type { EndpointParams } from '@courtside/contract/schemas';
import type { DecidingTeamRow } from '../content/team-totals';
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import type { SeasonDivision } from './tying-go-ahead-shots';

const ENDPOINT = 'team-tying-go-ahead-shooting';

export const decidingTeamsConfig = ({
  competitionId,
  divisionId,
}: SeasonDivision): EndpointParams<typeof ENDPOINT> => ({
  competitionId,
  divisionId,
  isOffense: true,
  // The page's rows are these fields (contract game-deciding-shots.ts).
  fields: [...DECIDING_TEAM_FIELDS] satisfies (keyof DecidingTeamRow)[],
});

export const decidingTeamsQueryOptions = (request: SeasonDivision) =>
  endpointQueryOptions(ENDPOINT, decidingTeamsConfig(request));

export const useDecidingTeams = (request: SeasonDivision | null) =>
  useEndpoint(ENDPOINT, request === null ? null : decidingTeamsConfig(request), {
    onError: shownOnScreen,
  });
