/**
 * Addresses of the tools that show a story in full, beside the `paths.*` builders of the contract
 * (game, team, conference and division pages). The game explorer and the transfer analyses have
 * no builder there: their addresses follow the route table's patterns
 * (/tools/game-explorer/:competitionId/:divisionLabel, /stats/:competitionId/transfers/
 * :divisionLabel/:view), the explorer's order in its `sort` parameter.
 */
import type { DivisionLabel } from '@courtside/contract';

/** The explorer's server orders a story reads: lowest winner's chance, largest deficit. */
export type ExplorerStorySort = 'upset' | 'comeback';

export const gameExplorerPath = (
  competitionId: number,
  divisionLabel: DivisionLabel,
  sort: ExplorerStorySort,
): string => `/tools/game-explorer/${competitionId}/${divisionLabel}?sort=${sort}`;

export const transferAnalysisPath = (competitionId: number, divisionLabel: DivisionLabel): string =>
  `/stats/${competitionId}/transfers/${divisionLabel}/analysis`;
