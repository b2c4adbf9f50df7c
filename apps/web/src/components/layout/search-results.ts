/**
 * The navbar search's answers (§2, §7 live-search): reading the reply by hand (the web bundle
 * has no zod; any other shape is an empty list) and where a result leads — its stats page in
 * the highest competition id it appears in.
 */
import { paths, type SearchOption } from '@courtside/contract';

const KINDS: ReadonlySet<string> = new Set(['team', 'player', 'game', 'conference']);

function isSearchOption(value: unknown): value is SearchOption {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row._id === 'string' &&
    typeof row.label === 'string' &&
    typeof row.ptgc === 'string' &&
    KINDS.has(row.ptgc) &&
    Array.isArray(row.competitionIds) &&
    row.competitionIds.every((id) => typeof id === 'number')
  );
}

/** The reply as options: an array's well-formed rows; anything else is an empty list (§7). */
export function toSearchOptions(reply: unknown): SearchOption[] {
  return Array.isArray(reply) ? reply.filter(isSearchOption) : [];
}

/** The stats page a result opens, or null when it names no competition. */
export function searchResultPath(option: SearchOption): string | null {
  if (option.competitionIds.length === 0) return null;
  const competitionId = Math.max(...option.competitionIds);
  switch (option.ptgc) {
    case 'team':
      return paths.team(competitionId, option._id);
    case 'player':
      return paths.player(competitionId, option._id);
    case 'game':
      return paths.game(competitionId, option._id);
    case 'conference':
      return paths.conference(competitionId, option._id);
  }
}

export const SEARCH_KIND_LABELS: Readonly<Record<SearchOption['ptgc'], string>> = {
  team: 'Team',
  player: 'Player',
  game: 'Game',
  conference: 'Conference',
};
