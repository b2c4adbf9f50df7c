import type { IconType } from 'react-icons';
import type { IconPackModule } from './icon-pack-registry';

/** One icon of a pack as the page lists it. */
export interface IconEntry {
  /** Export name, e.g. 'LuActivity': what a developer imports, and what the filter matches. */
  readonly name: string;
  /** Lower-cased name, computed once so filtering tens of thousands of names stays cheap. */
  readonly searchKey: string;
  readonly Icon: IconType;
}

/** Every export of a react-icons pack is an icon component; anything else is not listed. */
function isIconComponent(value: unknown): value is IconType {
  return typeof value === 'function';
}

/** A loaded pack's icons sorted by name (packs export them in no useful order). */
export function toIconEntries(module: IconPackModule): IconEntry[] {
  const entries: IconEntry[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (isIconComponent(value)) entries.push({ name, searchKey: name.toLowerCase(), Icon: value });
  }
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Icons whose name contains `query`, ignoring case; all of them for a blank query. */
export function filterIconEntries(
  entries: readonly IconEntry[],
  query: string,
): readonly IconEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return entries;
  return entries.filter((entry) => entry.searchKey.includes(needle));
}
