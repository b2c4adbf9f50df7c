/**
 * Search text as words: accents dropped, lower case, apostrophes and dots removed inside words
 * ("St. John's" → "st johns", "N.C. State" → "nc state"), anything else that is not a letter
 * or digit separates words ("A&M-Corpus Christi" → "a m corpus christi").
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const JOINERS = /['’.]/g;
const SEPARATORS = /[^a-z0-9]+/;

export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(JOINERS, '')
    .split(SEPARATORS)
    .filter((word) => word !== '');
}

/** Typos allowed in a typed word: none in 1-3 letters, one in 4-6, two from 7 on. */
export function typoBudget(token: string): number {
  if (token.length <= 3) return 0;
  return token.length <= 6 ? 1 : 2;
}

/**
 * One row of the edit-distance table (insertions, deletions, substitutions and swaps of
 * neighbours) of `typed` against a prefix that has just grown by `char` to `length` letters:
 * `row` holds the distances of every prefix of `typed` to the prefix one letter shorter,
 * `rowBefore` to the one two letters shorter (undefined before that), `previousChar` is the
 * letter before `char` (-1 if none). Writes `current` and returns its minimum: once that is
 * above a budget, no longer prefix comes back within it. The trie walk and prefixDistance both
 * extend their prefixes with it.
 */
export function nextDistanceRow(
  typed: string,
  char: number,
  previousChar: number,
  length: number,
  row: Int32Array,
  rowBefore: Int32Array | undefined,
  current: Int32Array,
): number {
  current[0] = length;
  let rowMin = length;
  for (let i = 1; i <= typed.length; i += 1) {
    const typedChar = typed.charCodeAt(i - 1);
    let value = Math.min(
      (row[i] as number) + 1,
      (current[i - 1] as number) + 1,
      (row[i - 1] as number) + (typedChar === char ? 0 : 1),
    );
    if (
      rowBefore !== undefined &&
      i > 1 &&
      typedChar === previousChar &&
      typed.charCodeAt(i - 2) === char
    ) {
      value = Math.min(value, (rowBefore[i - 2] as number) + 1);
    }
    current[i] = value;
    if (value < rowMin) rowMin = value;
  }
  return rowMin;
}

/** Rows of prefixDistance's table, reused across calls (search runs on one thread). */
let scratch = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Edit distance (as nextDistanceRow counts it) between `typed` and the closest prefix of
 * `word`, or `max + 1` when above `max`. Only prefixes up to `max` letters longer than `typed`
 * can be that close, so the prefix stops growing there (or sooner, once a row is all over
 * budget); with no typos allowed the answer is whether `word` starts with `typed`.
 */
export function prefixDistance(typed: string, word: string, max: number): number {
  if (max <= 0) return word.startsWith(typed) ? 0 : 1;
  const n = typed.length;
  if (n + 1 > (scratch[0] as Int32Array).length) {
    scratch = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  }
  let [before, previous, current] = scratch as [Int32Array, Int32Array, Int32Array];
  for (let i = 0; i <= n; i += 1) previous[i] = i;
  let best = n;
  const longest = Math.min(word.length, n + max);
  for (let length = 1; length <= longest; length += 1) {
    const rowMin = nextDistanceRow(
      typed,
      word.charCodeAt(length - 1),
      length >= 2 ? word.charCodeAt(length - 2) : -1,
      length,
      previous,
      length >= 2 ? before : undefined,
      current,
    );
    best = Math.min(best, current[n] as number);
    if (rowMin > max) break;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(best, max + 1);
}
