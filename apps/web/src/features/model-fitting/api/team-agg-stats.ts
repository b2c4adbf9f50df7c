/**
 * `team-agg-stats` for the team models: every team of a division, season scope, offence rows
 * only (`isOffense` true: the plain fields are the team's own line, the `…Agst` fields its
 * opponents', and ratings are the team's on both twins), slimmed with `fields` to the stats the
 * model uses plus the name. Public.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { StatKey } from '@/lib/stats/dictionary';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

export interface TeamModelRequest {
  competitionId: number;
  divisionId: number;
  /** The outcome and the predictors. */
  stats: readonly StatKey[];
}

/** Fields in a fixed order, so the same model is the same request (and cache entry). */
export function teamModelConfig({
  competitionId,
  divisionId,
  stats,
}: TeamModelRequest): EndpointParams<'team-agg-stats'> {
  return {
    competitionId,
    divisionId,
    scope: 'season',
    isOffense: true,
    fields: ['teamMarket', 'isOffense', ...[...new Set(stats)].sort()],
  };
}

/** A null request (another subject is shown) sends nothing. */
export const useTeamModelRows = (request: TeamModelRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : teamModelConfig(request), {
    onError: shownOnScreen,
  });
