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
 * Edit distance (insertions, deletions, substitutions and swaps of neighbours) between `typed`
 * and the closest prefix of `word`, or `max + 1` when above `max`. Row i of the table holds the
 * distances of typed[0..i) to every prefix of `word`.
 */
export function prefixDistance(typed: string, word: string, max: number): number {
  const columns = word.length + 1;
  let before = new Array<number>(columns).fill(0);
  let previous = Array.from({ length: columns }, (_, j) => j);
  for (let i = 1; i <= typed.length; i += 1) {
    const current = new Array<number>(columns);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < columns; j += 1) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(max + 1, ...previous);
}
