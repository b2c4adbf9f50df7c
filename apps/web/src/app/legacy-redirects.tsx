/**
 * The legacy addresses of §2 and where they now go. Each redirect REPLACES the legacy history
 * entry: opened directly or from a link, the old address is swapped for the new one, so Back
 * returns to the page before instead of bouncing off the redirect again. (A loader redirect
 * cannot do this for links: with `replace` it would overwrite the page the link was on.)
 */
import type { ReactNode } from 'react';
import { Navigate, useParams, type Params } from 'react-router';
import {
  DEFAULT_COMPETITION_IDS,
  NATIONAL_TOURNAMENTS,
  defaultTournamentId,
  isDivisionLabel,
  paths,
  type DivisionLabel,
  type NationalTournament,
} from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

interface LegacyToolParams {
  competitionId: number;
  divisionLabel: DivisionLabel;
}

/** The competition id and division of an old tool address, or null when either is malformed. */
export function parseLegacyToolParams(params: Params): LegacyToolParams | null {
  const { competitionId, divisionLabel } = params;
  const id = routeIdOf(competitionId);
  if (id === null || divisionLabel === undefined || !isDivisionLabel(divisionLabel)) return null;
  return { competitionId: id, divisionLabel };
}

export interface LegacyToolRedirectProps {
  /** Builds the new address from the old one's competition and division. */
  target: (competitionIds: readonly number[], division: DivisionLabel) => string;
  /** Shown for malformed parameters: the not-found page. */
  notFound: ReactNode;
}

/** /tools/<tool>/:competitionId/:divisionLabel → /tools/<tool>?competitionIds=…&division=… */
export function LegacyToolRedirect({ target, notFound }: LegacyToolRedirectProps) {
  const parsed = parseLegacyToolParams(useParams());
  if (parsed === null) return notFound;
  return <Navigate replace to={target([parsed.competitionId], parsed.divisionLabel)} />;
}

/**
 * The bracket of the default men's competition and its default tournament; when that season has
 * none yet (the newest season's map entry is null), the newest men's national tournament, so the
 * address never lands on an error.
 */
export function marchMadnessTarget(
  competitionId: number = DEFAULT_COMPETITION_IDS.MALE,
  tournaments: readonly NationalTournament[] = NATIONAL_TOURNAMENTS,
): string {
  const tournamentId = defaultTournamentId(competitionId);
  if (tournamentId !== null) return paths.bracket(competitionId, tournamentId);
  // Newest season first, so the first men's entry is the newest one with a bracket.
  const newest = tournaments.find((tournament) => tournament.gender === 'MALE');
  return newest === undefined
    ? paths.toolsHome()
    : paths.bracket(newest.competitionId, newest.tournamentId);
}

/** /march-madness → the default bracket. */
export function MarchMadnessRedirect() {
  return <Navigate replace to={marchMadnessTarget()} />;
}
