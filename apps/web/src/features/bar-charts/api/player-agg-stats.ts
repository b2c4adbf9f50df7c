/**
 * `player-agg-stats` of one division, season scope: every player's full line, slimmed with
 * `fields` to the ranked stat, the names, the minutes qualifier and the games, minutes and
 * possessions the modes divide by, plus the attempts of a shooting percentage (its volume
 * qualifier, lib/stats/shooting-qualifiers). Read by tiers ≥ 2 only (tier 1's answer holds its trial
 * players only; it reads the public list instead).
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shootingQualifierOf } from '@/lib/stats/shooting-qualifiers';
import { shownOnScreen } from './shown-on-screen';
import type { DivisionStatRequest } from './team-agg-stats';

const ENDPOINT = 'player-agg-stats';

export const FULL_PLAYER_BAR_FIELDS = [
  'playerKey',
  'fullName',
  'teamMarket',
  'gp',
  'mins',
  'minsPg',
  'poss',
];

export const divisionPlayerStatConfig = ({
  competitionId,
  divisionId,
  stat,
}: DivisionStatRequest): EndpointParams<'player-agg-stats'> => {
  const attempts = shootingQualifierOf(stat)?.attempts;
  return {
    competitionId,
    divisionId,
    scope: 'season',
    fields: [
      ...new Set([...FULL_PLAYER_BAR_FIELDS, stat, ...(attempts === undefined ? [] : [attempts])]),
    ],
  };
};

/** A null request (teams are shown, or the tier reads the public list) sends nothing. */
export const useDivisionPlayerStat = (request: DivisionStatRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : divisionPlayerStatConfig(request), {
    onError: shownOnScreen,
  });
