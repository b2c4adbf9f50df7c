/**
 * `team-colors` of one competition: each team's primary colour for its bars (null where the
 * source has none; the chart then uses its neutral colour). Public. A failed read only costs the
 * colours, so it is not reported: the bars are drawn in the neutral colour.
 */
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'team-colors';

export const teamColorsConfig = (competitionId: number) => ({ competitionId });

const neutralColoursInstead = (): void => {};

export const useTeamColors = (competitionId: number) =>
  useEndpoint(ENDPOINT, teamColorsConfig(competitionId), { onError: neutralColoursInstead });
