/**
 * The rows the empty page's suggestion ranks. Teams: the Division I season rows of
 * `team-agg-stats` the comparison reads as its percentile pool (api/team-agg-stats), so the
 * suggested teams' pool is already loaded. Players: `player-agg-stats-public` of Division I's
 * qualified players, slimmed with `fields` to the id and points per game (public: every tier
 * that compares may read it).
 */
import { useEndpoint } from '@/lib/api';
import { SUGGESTION_DIVISION } from '../content/suggestions';
import { shownOnScreen } from './shown-on-screen';
import { divisionTeamsConfig } from './team-agg-stats';

export const suggestedTeamsConfig = (competitionId: number) =>
  divisionTeamsConfig({ competitionId, divisionId: SUGGESTION_DIVISION });

export const leadingScorersConfig = (competitionId: number) => ({
  competitionId,
  divisionId: SUGGESTION_DIVISION,
  scope: 'season',
  isQualified: true,
  fields: ['playerId', 'ptsScoredPg'],
});

/** A null season asks for nothing. */
export const useSuggestedTeamRows = (competitionId: number | null) =>
  useEndpoint(
    'team-agg-stats',
    competitionId === null ? null : suggestedTeamsConfig(competitionId),
    { onError: shownOnScreen },
  );

export const useLeadingScorerRows = (competitionId: number | null) =>
  useEndpoint(
    'player-agg-stats-public',
    competitionId === null ? null : leadingScorersConfig(competitionId),
    { onError: shownOnScreen },
  );
