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

/** Rows of prefixDistance's table, reused across calls (search runs on one thread). */
let scratch = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance (insertions, deletions, substitutions and swaps of neighbours) between `typed`
 * and the closest prefix of `word`, or `max + 1` when above `max`. Row i of the table holds the
 * distances of typed[0..i) to every prefix of `word`. Only prefixes up to `max` letters longer
 * than `typed` can be that close, so the table stops there; with no typos allowed the answer is
 * whether `word` starts with `typed`.
 */
export function prefixDistance(typed: string, word: string, max: number): number {
  if (max <= 0) return word.startsWith(typed) ? 0 : 1;
  const columns = Math.min(word.length, typed.length + max) + 1;
  if (columns > (scratch[0] as Int32Array).length) {
    scratch = [new Int32Array(columns), new Int32Array(columns), new Int32Array(columns)];
  }
  let [before, previous, current] = scratch as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < columns; j += 1) previous[j] = j;
  for (let i = 1; i <= typed.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const typedChar = typed.charCodeAt(i - 1);
    for (let j = 1; j < columns; j += 1) {
      const cost = typedChar === word.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        typedChar === word.charCodeAt(j - 2) &&
        typed.charCodeAt(i - 2) === word.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  let best = max + 1;
  for (let j = 0; j < columns; j += 1) best = Math.min(best, previous[j] as number);
  return best;
}
