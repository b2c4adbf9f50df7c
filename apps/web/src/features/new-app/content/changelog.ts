/**
 * The product's change log (CHANGELOG.md at the repository root) read into entries for the
 * what's-new page. The file is the one record of what changed; the page never restates it. Its
 * form is strict — a `## yyyy-mm-dd` heading per day, newest first, then lines
 * `- [Title](target): text` — and a line that breaks it throws with its line number, so a
 * malformed edit fails the tests instead of silently dropping an entry from the page.
 */
import { NAV_ITEM_KEYS, getNavItem, type NavItemKey } from '@courtside/contract';

/** Where an entry links: a navbar screen (its address depends on the day) or a fixed path. */
export type ChangeTarget =
  | { readonly kind: 'nav'; readonly key: NavItemKey }
  | { readonly kind: 'path'; readonly path: string };

export interface ChangeEntry {
  /** The day it shipped, yyyy-mm-dd. */
  readonly date: string;
  readonly title: string;
  readonly text: string;
  readonly target: ChangeTarget;
}

export class ChangelogFormatError extends Error {
  constructor(lineNumber: number, problem: string) {
    super(`CHANGELOG.md line ${lineNumber}: ${problem}`);
    this.name = 'ChangelogFormatError';
  }
}

const DAY_HEADING = /^## (\d{4}-\d{2}-\d{2})$/;
const ENTRY_LINE = /^- \[([^\]]+)\]\(([^)\s]+)\): (\S.*)$/;
const NAV_KEYS: ReadonlySet<string> = new Set(NAV_ITEM_KEYS);

function isNavItemKey(key: string): key is NavItemKey {
  return NAV_KEYS.has(key);
}

function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

function targetOf(raw: string, lineNumber: number): ChangeTarget {
  if (raw.startsWith('nav:')) {
    const key = raw.slice('nav:'.length);
    if (!isNavItemKey(key)) throw new ChangelogFormatError(lineNumber, `unknown screen "${key}"`);
    return { kind: 'nav', key };
  }
  if (raw.startsWith('/') && !raw.startsWith('//')) return { kind: 'path', path: raw };
  throw new ChangelogFormatError(
    lineNumber,
    `a target is nav:<screen> or an app path starting with "/" (got "${raw}")`,
  );
}

/** Every entry of the file, newest day first, in the file's order within a day. */
export function parseChangelog(markdown: string): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  let day: string | null = null;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const lineNumber = index + 1;
    const heading = DAY_HEADING.exec(line);
    if (heading !== null) {
      const next = heading[1] ?? '';
      if (!isCalendarDay(next)) {
        throw new ChangelogFormatError(lineNumber, `"${next}" is not a day of the calendar`);
      }
      if (day !== null && next >= day) {
        throw new ChangelogFormatError(lineNumber, `${next} comes after ${day}: newest day first`);
      }
      day = next;
      return;
    }
    // Before the first day the file explains itself; after it only entries and blank lines.
    if (day === null || line.trim() === '') return;
    const entry = ENTRY_LINE.exec(line);
    if (entry === null) {
      throw new ChangelogFormatError(lineNumber, 'expected "- [Title](target): text"');
    }
    entries.push({
      date: day,
      title: entry[1] ?? '',
      target: targetOf(entry[2] ?? '', lineNumber),
      text: entry[3] ?? '',
    });
  });
  if (entries.length === 0) throw new ChangelogFormatError(1, 'no entries');
  return entries;
}

/** The address an entry opens today. */
export function changeHref(target: ChangeTarget, now: Date): string {
  return target.kind === 'nav' ? getNavItem(target.key).to(now) : target.path;
}

/** A tool's entry: a tools-menu screen or any path under /tools/. */
export function isToolChange(entry: ChangeEntry): boolean {
  return entry.target.kind === 'nav'
    ? getNavItem(entry.target.key).menu === 'tools'
    : entry.target.path.startsWith('/tools/');
}

/** The lowest tier that opens an entry's screen; fixed paths are not in the navbar's table. */
export function changeMinTier(target: ChangeTarget): number | null {
  return target.kind === 'nav' ? getNavItem(target.key).minTier : null;
}

export interface ChangeDay {
  readonly date: string;
  readonly entries: readonly ChangeEntry[];
}

/** Entries grouped by day, keeping the file's newest-first order. */
export function changeDays(entries: readonly ChangeEntry[]): ChangeDay[] {
  const days: { date: string; entries: ChangeEntry[] }[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last?.date === entry.date) last.entries.push(entry);
    else days.push({ date: entry.date, entries: [entry] });
  }
  return days;
}
