/**
 * The brackets page's address (/tools/brackets/:competitionId/tournaments/:tournamentId) and its
 * URL filters: which view (the odds, the bracket challenge's picks, its leaderboard), which odds
 * to show, and a shared bracket to read. A tournament that is not a national tournament, or one
 * paired with another season's competition, is the not-found page rather than a request.
 */
import { getNationalTournament, type NationalTournament } from '@courtside/contract';
import type { BracketOddsScope } from '@courtside/contract/schemas';
import { routeIdOf } from '@/lib/route-id';
import { defineUrlFilters, enumParam, stringParam } from '@/lib/stats/url-filters';

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

export const BRACKET_VIEWS = ['odds', 'picks', 'leaderboard'] as const;
export type BracketView = (typeof BRACKET_VIEWS)[number];

export const BRACKET_VIEW_LABELS: Readonly<Record<BracketView, string>> = {
  odds: 'Odds',
  picks: 'Bracket picks',
  leaderboard: 'Leaderboard',
};

export interface BracketFilterValues {
  view: BracketView;
  odds: BracketOddsScope;
  /** A shared bracket's share id, '' for none. */
  bracket: string;
}

export const BRACKET_FILTERS = defineUrlFilters<BracketFilterValues>({
  view: enumParam(BRACKET_VIEWS, 'odds'),
  odds: enumParam(ODDS_SCOPES, 'current'),
  bracket: stringParam('', { maxLength: 100 }),
});

/** The search of a view, keeping every other parameter of `current` as it is. */
export function viewSearch(current: URLSearchParams, patch: Partial<BracketFilterValues>): string {
  const search = BRACKET_FILTERS.serialize(
    { ...BRACKET_FILTERS.parse(current), ...patch },
    current,
  );
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The search of a shared bracket's read-only link: its share id in the picks view. */
export function shareSearch(shareId: string): string {
  return viewSearch(new URLSearchParams(), { view: 'picks', bracket: shareId });
}
