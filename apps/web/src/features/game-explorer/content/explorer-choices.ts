/**
 * The choices the search offers from the season's own data: the division's teams (each once, by
 * name) and the bracket rounds of a tournament stage's games, so the Round picker never offers a
 * round with no game.
 */
import type { ExplorerStage } from '@courtside/contract';
import type { GameExplorerRow } from '@courtside/contract/schemas';

type TeamNameRow = { teamId: number; teamMarket: string };
type RoundRow = Pick<GameExplorerRow, 'tournamentKind' | 'tournamentRound' | 'tournamentRoundName'>;

export interface TeamChoice {
  teamId: number;
  label: string;
}

export function teamChoicesOf(rows: readonly TeamNameRow[]): TeamChoice[] {
  const names = new Map<number, string>();
  for (const row of rows) names.set(row.teamId, row.teamMarket);
  return [...names]
    .map(([teamId, label]) => ({ teamId, label }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.teamId - b.teamId);
}

export interface RoundChoice {
  round: number;
  label: string;
}

/** The rounds of the stage's brackets, in order ('any': both kinds; 'regular': none). */
export function roundChoicesOf(rows: readonly RoundRow[], stage: ExplorerStage): RoundChoice[] {
  if (stage === 'regular') return [];
  const names = new Map<number, string>();
  for (const row of rows) {
    if (row.tournamentKind === null || row.tournamentRound === null) continue;
    if (stage !== 'any' && row.tournamentKind !== stage) continue;
    const name = row.tournamentRoundName ?? `Round ${row.tournamentRound}`;
    const known = names.get(row.tournamentRound);
    // The same number names different rounds in the two kinds of bracket: show both names.
    names.set(
      row.tournamentRound,
      known === undefined || known.split(' / ').includes(name)
        ? (known ?? name)
        : `${known} / ${name}`,
    );
  }
  return [...names].map(([round, label]) => ({ round, label })).sort((a, b) => a.round - b.round);
}
