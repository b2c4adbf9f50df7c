/**
 * /stats/:competitionId/transfers/:divisionLabel/:view (§2): the competition is the season
 * moved into, so only seasons with a season before them (2019-20 onward) have transfers. An
 * unknown or earlier competition, a division label other than d1-d3 or an unknown view is the
 * not-found page rather than a request the API would answer with nothing.
 */
import {
  COMPETITIONS,
  divisionIdFromLabel,
  getCompetition,
  isDivisionLabel,
  type DivisionLabel,
} from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

export const TRANSFER_VIEWS = [
  { view: 'yearly-transfers', label: 'Yearly transfers' },
  { view: 'analysis', label: 'Analysis' },
] as const;
export type TransferView = (typeof TRANSFER_VIEWS)[number]['view'];

export interface TransfersRoute {
  competitionId: number;
  divisionId: 1 | 2 | 3;
  divisionLabel: DivisionLabel;
  view: TransferView;
}

/** Seasons with a previous season of the same gender: the ones moves lead into. */
export const TRANSFER_COMPETITION_IDS: readonly number[] = COMPETITIONS.filter(
  (competition) => competition.priorId !== null,
).map((competition) => competition.id);

export function parseTransfersRoute(params: {
  competitionId?: string;
  divisionLabel?: string;
  view?: string;
}): TransfersRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  const label = params.divisionLabel;
  const view = TRANSFER_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || !TRANSFER_COMPETITION_IDS.includes(competitionId)) return null;
  if (label === undefined || !isDivisionLabel(label) || view === undefined) return null;
  return { competitionId, divisionId: divisionIdFromLabel(label), divisionLabel: label, view };
}

export const transfersPath = (
  competitionId: number,
  divisionLabel: DivisionLabel,
  view: TransferView,
): string => `/stats/${competitionId}/transfers/${divisionLabel}/${view}`;

/** The season moved out of, e.g. "2023-24" for 2024-25. */
export function seasonLeftLabel(competitionId: number): string {
  const competition = getCompetition(competitionId);
  const prior =
    competition === undefined || competition.priorId === null
      ? undefined
      : getCompetition(competition.priorId);
  return prior?.abb2 ?? 'the season before';
}
