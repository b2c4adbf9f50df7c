/**
 * The brackets page's address (/tools/brackets/:competitionId/tournaments/:tournamentId) and its
 * one URL filter, which odds to show. A tournament that is not a national tournament, or one
 * paired with another season's competition, is the not-found page rather than a request.
 */
import { getNationalTournament, type NationalTournament } from '@courtside/contract';
import type { BracketOddsScope } from '@courtside/contract/schemas';
import { routeIdOf } from '@/lib/route-id';
import { defineUrlFilters, enumParam } from '@/lib/stats/url-filters';

export function parseBracketRoute(params: {
  competitionId?: string;
  tournamentId?: string;
}): NationalTournament | null {
  const competitionId = routeIdOf(params.competitionId);
  const tournamentId = routeIdOf(params.tournamentId);
  const tournament = tournamentId === null ? undefined : getNationalTournament(tournamentId);
  return tournament !== undefined && tournament.competitionId === competitionId ? tournament : null;
}

/** The contract's scopes, restated: the web bundle does not load the contract's schemas. */
const ODDS_SCOPES = ['pre', 'current'] as const satisfies readonly BracketOddsScope[];

export const ODDS_CHOICES: ReadonlyArray<{ scope: BracketOddsScope; label: string }> = [
  { scope: 'pre', label: 'Odds before the tournament' },
  { scope: 'current', label: 'Odds now (games played fixed)' },
];

export interface BracketFilterValues {
  odds: BracketOddsScope;
}

export const BRACKET_FILTERS = defineUrlFilters<BracketFilterValues>({
  odds: enumParam(ODDS_SCOPES, 'current'),
});
