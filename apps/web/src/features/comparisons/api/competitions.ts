/**
 * `competitions` for each season of the comparison: whether its data is the demo league's
 * simulation (the comparison then carries the "Simulated data" badge). The same request as
 * lib/stats/competition-info's, so the answers are shared with the other stats pages. Public.
 */
import { endpointQueryOptions } from '@/lib/api';

export const competitionConfig = (competitionId: number) => ({ competitionId });

export const competitionQueryOptions = (competitionId: number) =>
  endpointQueryOptions('competitions', competitionConfig(competitionId));
