/**
 * `team-transfer-agg-stats` of a season and division: each team's incoming transfers and their
 * minutes-weighted METHODS §10 transfer effect, for the transfer winners story. The competition
 * is the season moved into. Tier ≥ 3 (the server refuses lower tiers with 403): the page asks
 * nothing below it, and a null request sends nothing.
 */
import type { EndpointParams, EndpointRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import type { TeamTransferRow } from '../content/transfer-winners';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-transfer-agg-stats';

/** The per-player detail stays on the server: the story reads the team totals only. */
const TEAM_TRANSFER_FIELDS: readonly (keyof TeamTransferRow)[] = [
  'competitionId',
  'teamId',
  'teamMarket',
  'transfersIn',
  'minsInPct',
  'transferEffectIn',
  'transferEffectInPlayers',
];

export interface TeamTransfersRequest {
  competitionId: number;
  divisionId: number;
}

export const teamTransfersConfig = ({
  competitionId,
  divisionId,
}: TeamTransfersRequest): EndpointParams<'team-transfer-agg-stats'> => ({
  competitionId,
  divisionId,
  fields: [...TEAM_TRANSFER_FIELDS],
});

export const fetchTeamTransfers = (request: TeamTransfersRequest, signal?: AbortSignal) =>
  fetchData<EndpointRow<'team-transfer-agg-stats'>[]>(ENDPOINT, teamTransfersConfig(request), {
    signal,
    definedName: true,
  });

export const teamTransfersQueryOptions = (request: TeamTransfersRequest) =>
  endpointQueryOptions(ENDPOINT, teamTransfersConfig(request));

export const useTeamTransfers = (request: TeamTransfersRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : teamTransfersConfig(request), {
    onError: shownOnScreen,
  });
