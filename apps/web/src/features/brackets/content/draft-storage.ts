/**
 * Unsaved picks, kept in this tab's storage per tournament so they survive a switch to another
 * view of the page (which unmounts the picker) or a reload, until they are saved or undone. One
 * entry per bracket id; what is read back is checked by hand, and anything unreadable counts as
 * no unsaved picks.
 */
import type { Picks } from './picks';

export type Drafts = ReadonlyMap<string, Picks>;

export const draftStorageKey = (tournamentId: number) =>
  `courtside.brackets.unsaved-picks.${tournamentId}`;

const isPick = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

export function toDrafts(value: unknown): Map<string, Picks> {
  const drafts = new Map<string, Picks>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return drafts;
  for (const [bracketId, picks] of Object.entries(value)) {
    if (Array.isArray(picks) && picks.every(isPick)) drafts.set(bracketId, picks);
  }
  return drafts;
}

export function readDrafts(tournamentId: number, storage: Storage = sessionStorage): Drafts {
  try {
    const text = storage.getItem(draftStorageKey(tournamentId));
    return text === null ? new Map() : toDrafts(JSON.parse(text));
  } catch {
    // Storage switched off, or text that is not JSON: nothing unsaved to restore.
    return new Map();
  }
}

export function writeDrafts(
  tournamentId: number,
  drafts: Drafts,
  storage: Storage = sessionStorage,
): void {
  try {
    const key = draftStorageKey(tournamentId);
    if (drafts.size === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(Object.fromEntries(drafts)));
  } catch {
    // Storage full or switched off: the unsaved picks live on screen only.
  }
}
