/**
 * The typo-tolerant matching checked against the textbook answer on random words: prefixDistance
 * against the full edit-distance table of every prefix, and the trie's lookup against scoring
 * every word with that table.
 */
import { describe, expect, it } from 'vitest';
import { prefixDistance } from './normalize';
import { WordTrie } from './word-trie';

/** Optimal string alignment distance of a and b (insert, delete, substitute, swap neighbours). */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let value = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The closest prefix of `word` to `typed`, capped at max + 1. */
function referenceDistance(typed: string, word: string, max: number): number {
  let best = max + 1;
  for (let length = 0; length <= word.length; length += 1) {
    best = Math.min(best, osaDistance(typed, word.slice(0, length)));
  }
  return best;
}

/** Deterministic pseudo-random words over a small alphabet, so near misses are common. */
function randomWords(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 9) }, () => 'abcde'[Math.floor(next() * 5)]).join(
      '',
    ),
  );
}

describe('prefixDistance', () => {
  it('equals the closest prefix by the full table, for every budget', { timeout: 60_000 }, () => {
    const words = randomWords(160, 7);
    const typed = randomWords(60, 11);
    for (const t of typed) {
      for (const w of words) {
        for (const max of [0, 1, 2]) {
          expect(prefixDistance(t, w, max), `${t} → ${w} within ${max}`).toBe(
            referenceDistance(t, w, max),
          );
        }
      }
    }
  });
});

describe('WordTrie.lookup', () => {
  // The reference scores every word with the full table: a brute force of a few seconds on a
  // busy machine, so it states its own time-out.
  it('finds exactly the words with a prefix within the budget', { timeout: 60_000 }, () => {
    const words = randomWords(400, 3);
    const trie = new WordTrie();
    words.forEach((word, entry) => trie.add(word, entry));
    trie.finish(words.length);
    const budgets = [0, 1, 2];
    const widest = Math.max(...budgets);
    for (const typed of randomWords(80, 5)) {
      // Capped at the widest budget + 1, one table per word answers every budget.
      const distances = words.map((word) => referenceDistance(typed, word, widest));
      for (const max of budgets) {
        const found = new Set(
          trie.lookup(typed, max).flatMap((hit) => trie.entriesUnder(hit.node, words.length)),
        );
        const expected = distances.flatMap((distance, entry) => (distance <= max ? [entry] : []));
        expect(
          [...found].sort((a, b) => a - b),
          `${typed} within ${max}`,
        ).toEqual(expected);
      }
    }
  });
});
