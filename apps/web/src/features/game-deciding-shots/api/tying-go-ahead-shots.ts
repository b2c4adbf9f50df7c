/**
 * `pbp-shots-tying-go-ahead`: a season's game-deciding attempts in one division (METHODS §6),
 * each with the score before it and whether a make would tie or take the lead, slimmed with
 * `fields` to what the page reads. One request per season; every filter of the page is applied
 * in the browser, so changing one sends nothing. Tier ≥ 1 (the endpoint's access is `free`).
 */
import { DECIDING_SHOT_FIELDS } from '@courtside/contract';
import type { EndpointParams } from '@courtside/contract/schemas';
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import type { DecidingShot } from '../content/deciding-shots';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'pbp-shots-tying-go-ahead';

export interface SeasonDivision {
  competitionId: number;
  divisionId: number;
}

export const decidingShotsConfig = ({
  competitionId,
  divisionId,
}: SeasonDivision): EndpointParams<typeof ENDPOINT> => ({
  competitionId,
  divisionId,
  // The page's rows are these fields (contract game-deciding-shots.ts).
  fields: [...DECIDING_SHOT_FIELDS] satisfies (keyof DecidingShot)[],
});

export const decidingShotsQueryOptions = (request: SeasonDivision) =>
  endpointQueryOptions(ENDPOINT, decidingShotsConfig(request));

/** One season's shots (the page reads several through hooks/use-deciding-data). */
export const useDecidingShots = (request: SeasonDivision | null) =>
  useEndpoint(ENDPOINT, request === null ? null : decidingShotsConfig(request), {
    onError: shownOnScreen,
  });
