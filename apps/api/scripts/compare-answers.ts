/**
 * `record-answers --compare BEFORE AFTER`: every request of BEFORE whose answer in AFTER differs.
 *
 * An answer is the same when its status, content type, data version and body bytes are. With
 * `allowAddedKeys`, an answer whose body is the one before plus keys counts apart (the added keys
 * are listed). With `acrossBuilds`, the recordings may come from two builds of the same data: the
 * data version header is not compared (the summary names each side's versions and whether their
 * content hashes match), and every row's `updated` stamp equal to its own build's time is read
 * as the same stamp on both sides.
 */
import { readFileSync } from 'node:fs';
import { bodiesDirOf, compareBodies, readBody, withoutBuildStamps } from './answer-bodies';

export type Caller = 'admin' | 'visitor' | 'trial';

/** One line of a recording. */
export interface Recorded {
  readonly caller: Caller;
  readonly url: string;
  readonly status: number;
  readonly contentType: string;
  readonly dataVersion: string;
  readonly bytes: number;
  readonly sha256: string;
}

export interface CompareOptions {
  readonly allowAddedKeys: boolean;
  readonly acrossBuilds: boolean;
}

export interface CompareReport {
  /** Lines to print: each differing answer, then the summary. */
  readonly lines: readonly string[];
  readonly compared: number;
  readonly differing: number;
  /** Answers that differ only by added keys (counted with `allowAddedKeys`). */
  readonly onlyAdded: number;
  /** Answers that differ only by their build's stamps (counted with `acrossBuilds`). */
  readonly onlyStamps: number;
}

type Difference =
  | { readonly kind: 'same' }
  | { readonly kind: 'stamps' }
  | { readonly kind: 'addedKeys'; readonly keys: readonly string[] }
  | { readonly kind: 'changed'; readonly why?: string };

export function readRecording(file: string): Recorded[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Recorded);
}

function differenceOf(
  entry: Recorded,
  other: Recorded,
  dirs: { before: string; after: string } | null,
  options: CompareOptions,
): Difference {
  const sameHead =
    other.status === entry.status &&
    other.contentType === entry.contentType &&
    (options.acrossBuilds || other.dataVersion === entry.dataVersion);
  if (sameHead && other.sha256 === entry.sha256) return { kind: 'same' };
  if (!sameHead || dirs === null) return { kind: 'changed' };
  let before = readBody(dirs.before, entry.sha256);
  let after = readBody(dirs.after, other.sha256);
  if (before === null || after === null) return { kind: 'changed', why: 'body not recorded' };
  if (options.acrossBuilds) {
    before = withoutBuildStamps(before, entry.dataVersion);
    after = withoutBuildStamps(after, other.dataVersion);
    if (before === after) return { kind: 'stamps' };
  }
  if (!options.allowAddedKeys) return { kind: 'changed', why: 'differs beyond the build stamps' };
  const verdict = compareBodies(before, after);
  return verdict.kind === 'addedKeys'
    ? { kind: 'addedKeys', keys: verdict.keys }
    : { kind: 'changed', why: verdict.why };
}

/** The last part of a data version (`<build time>Z-<content hash>`): the content hash. */
const hashOf = (dataVersion: string): string => dataVersion.split('-').pop() ?? '';

/** Each side's data versions, and whether the content hashes agree. */
function versionsLine(before: readonly Recorded[], after: readonly Recorded[]): string {
  const versions = (entries: readonly Recorded[]) =>
    [...new Set(entries.map((entry) => entry.dataVersion).filter((v) => v !== ''))].sort();
  const was = versions(before);
  const now = versions(after);
  const hashes = (list: readonly string[]) => [...new Set(list.map(hashOf))].sort().join(', ');
  const agree = hashes(was) === hashes(now);
  return (
    `data versions: ${was.join(', ') || 'none'} → ${now.join(', ') || 'none'} ` +
    `(content hash ${agree ? `the same: ${hashes(was)}` : `differs: ${hashes(was)} → ${hashes(now)}`})`
  );
}

export function compareRecordings(
  beforeFile: string,
  afterFile: string,
  options: CompareOptions,
): CompareReport {
  const before = readRecording(beforeFile);
  const afterEntries = readRecording(afterFile);
  const after = new Map(afterEntries.map((entry) => [`${entry.caller} ${entry.url}`, entry]));
  const dirs =
    options.allowAddedKeys || options.acrossBuilds
      ? { before: bodiesDirOf(beforeFile), after: bodiesDirOf(afterFile) }
      : null;
  const lines: string[] = [];
  let differing = 0;
  let onlyAdded = 0;
  let onlyStamps = 0;
  const addedKeys = new Map<string, number>();
  for (const entry of before) {
    const other = after.get(`${entry.caller} ${entry.url}`);
    const was = `${entry.status} ${entry.bytes} B`;
    if (other === undefined) {
      differing += 1;
      lines.push(`differs: ${entry.caller} ${entry.url} (${was} → missing)`);
      continue;
    }
    const difference = differenceOf(entry, other, dirs, options);
    if (difference.kind === 'same') continue;
    if (difference.kind === 'stamps') {
      onlyStamps += 1;
      continue;
    }
    if (difference.kind === 'addedKeys') {
      onlyAdded += 1;
      for (const key of difference.keys) addedKeys.set(key, (addedKeys.get(key) ?? 0) + 1);
      continue;
    }
    differing += 1;
    const now = `${other.status} ${other.bytes} B`;
    const why = difference.why === undefined ? '' : `: ${difference.why}`;
    lines.push(`differs: ${entry.caller} ${entry.url} (${was} → ${now})${why}`);
  }
  if (options.acrossBuilds) {
    lines.push(versionsLine(before, afterEntries));
    lines.push(`${onlyStamps} answers differ only by the build's stamps`);
  }
  if (options.allowAddedKeys) {
    const keys = [...addedKeys].map(([key, count]) => `${key} (${count})`).join(', ');
    lines.push(`${onlyAdded} answers differ only by added keys${keys === '' ? '' : `: ${keys}`}`);
  }
  lines.push(`${before.length} answers compared, ${differing} differ`);
  return { lines, compared: before.length, differing, onlyAdded, onlyStamps };
}
