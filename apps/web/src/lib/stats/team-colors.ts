/**
 * `team-colors` of one competition: every team's primary and secondary colour, for pages that
 * draw teams in their colours (bars, brackets). Public. A failed read only costs the colours,
 * so it is not reported: the page draws its neutral colour or no swatch instead. Shared by the
 * bar chart, bracket and tournament pages.
 */
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'team-colors';

export const competitionTeamColorsConfig = (competitionId: number) => ({ competitionId });

const drawnWithoutTeamColors = (): void => {};

/** null asks for nothing (the page shows nothing in team colours at the moment). */
export const useCompetitionTeamColors = (competitionId: number | null) =>
  useEndpoint(
    ENDPOINT,
    competitionId === null ? null : competitionTeamColorsConfig(competitionId),
    { onError: drawnWithoutTeamColors },
  );
