/**
 * `team-colors` of a competition: every team's primary and secondary colour, for marks drawn in
 * team colours. Asked only while the chart colours by team; a failure leaves the default colour
 * (the chart still works without it). Public.
 */
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'team-colors';

/** Failed colours are not an error the page shows: the marks keep the default colour. */
const defaultColorsOnFailure = (): void => {};

export const teamColorsConfig = (competitionId: number) => ({
  competitionId,
  fields: ['colorPrimary', 'colorSecondary'],
});

export const useTeamColors = (competitionId: number, wanted: boolean) =>
  useEndpoint(ENDPOINT, wanted ? teamColorsConfig(competitionId) : null, {
    onError: defaultColorsOnFailure,
  });
