/**
 * `conference-agg-stats` of a division, season scope, offense rows only: each conference's
 * mean adjusted ratings over its teams, for the conference strength story. Tier ≥ 1: a null
 * request (a locked tier) sends nothing.
 */
import type { EndpointParams, EndpointRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import type { ConferenceRatingRow } from '../content/conference-strength';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'conference-agg-stats';

const CONFERENCE_FIELDS: readonly (keyof ConferenceRatingRow)[] = [
  'conferenceId',
  'conferenceShortName',
  'conferenceLongName',
  'teams',
  'scope',
  'isOffense',
  'netRtgAdj',
  'sos',
];

export interface ConferenceRatingsRequest {
  competitionId: number;
  divisionId: number;
}

export const conferenceRatingsConfig = ({
  competitionId,
  divisionId,
}: ConferenceRatingsRequest): EndpointParams<'conference-agg-stats'> => ({
  competitionId,
  divisionId,
  scope: 'season',
  isOffense: true,
  fields: [...CONFERENCE_FIELDS],
});

export const fetchConferenceRatings = (request: ConferenceRatingsRequest, signal?: AbortSignal) =>
  fetchData<EndpointRow<'conference-agg-stats'>[]>(ENDPOINT, conferenceRatingsConfig(request), {
    signal,
    definedName: true,
  });

export const conferenceRatingsQueryOptions = (request: ConferenceRatingsRequest) =>
  endpointQueryOptions(ENDPOINT, conferenceRatingsConfig(request));

export const useConferenceRatings = (request: ConferenceRatingsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : conferenceRatingsConfig(request), {
    onError: shownOnScreen,
  });
