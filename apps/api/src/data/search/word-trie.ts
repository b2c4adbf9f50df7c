/**
 * A trie of the words of one kind of search entry (teams, players…) with typo-tolerant prefix
 * lookup. Entries are numbered best first (the index sorts them by popularity before adding),
 * so "the best N entries under this node" is "the N smallest entry numbers".
 *
 * Lookup walks the trie carrying one row of the edit-distance table (typed word × path so far;
 * neighbour swaps count as one edit). When the whole typed word is within the budget of the
 * path, every word below the node starts with a near-match: the node's subtree is a hit. When
 * no cell of the row is within budget, nothing below can be, and the walk turns back. Shallow
 * nodes keep their best entries precomputed, since a one- or two-letter prefix covers thousands.
 */
import { nextDistanceRow } from './normalize';

export const TOP_LIST_DEPTH = 3;

class TrieNode {
  readonly children = new Map<string, TrieNode>();
  /** Entries with a word ending exactly here. */
  readonly entries: number[] = [];
  /** Best entries of the whole subtree (ascending numbers), for shallow nodes only. */
  top: number[] | undefined;

  constructor(readonly depth: number) {}
}

export interface TrieHit {
  readonly node: TrieNode;
  readonly distance: number;
}

export class WordTrie {
  private readonly root = new TrieNode(0);

  add(word: string, entry: number): void {
    let node = this.root;
    for (const char of word) {
      let child = node.children.get(char);
      if (child === undefined) {
        child = new TrieNode(node.depth + 1);
        node.children.set(char, child);
      }
      node = child;
    }
    if (node.entries[node.entries.length - 1] !== entry) node.entries.push(entry);
  }

  /** Precomputes the best `limit` entries of every node up to TOP_LIST_DEPTH. */
  finish(limit: number): void {
    const fill = (node: TrieNode): number[] => {
      // The best of a union is the best of the union of each part's best.
      const best =
        node.depth >= TOP_LIST_DEPTH
          ? this.collectAll(node, limit)
          : [...new Set([node.entries, ...[...node.children.values()].map(fill)].flat())]
              .sort((a, b) => a - b)
              .slice(0, limit);
      node.top = best;
      return best;
    };
    fill(this.root);
  }

  private collectAll(node: TrieNode, limit: number): number[] {
    const found = new Set<number>();
    const stack = [node];
    while (stack.length > 0) {
      const current = stack.pop();
      if (current === undefined) break;
      for (const entry of current.entries) found.add(entry);
      for (const child of current.children.values()) stack.push(child);
    }
    return [...found].sort((a, b) => a - b).slice(0, limit);
  }

  /** Entries under a hit, best first, at most `limit`. */
  entriesUnder(node: TrieNode, limit: number): number[] {
    return node.top !== undefined ? node.top.slice(0, limit) : this.collectAll(node, limit);
  }

  /** Subtrees whose words start with `typed` give or take `maxTypos` edits. */
  lookup(typed: string, maxTypos: number): TrieHit[] {
    const n = typed.length;
    if (n <= maxTypos) return [{ node: this.root, distance: n }];
    const hits: TrieHit[] = [];
    // One row per depth, reused: the walk is depth first, so the rows of a node's ancestors
    // are the only ones alive while it is visited.
    const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, i) => i)];
    const rowAt = (depth: number): Int32Array => {
      let row = rows[depth];
      if (row === undefined) {
        row = new Int32Array(n + 1);
        rows[depth] = row;
      }
      return row;
    };
    const walk = (node: TrieNode, char: number, previousChar: number): void => {
      const depth = node.depth;
      const current = rowAt(depth);
      const rowMin = nextDistanceRow(
        typed,
        char,
        previousChar,
        depth,
        rowAt(depth - 1),
        depth >= 2 ? rowAt(depth - 2) : undefined,
        current,
      );
      const whole = current[n] as number;
      if (whole <= maxTypos) {
        hits.push({ node, distance: whole });
        return;
      }
      if (rowMin > maxTypos) return;
      for (const [nextChar, child] of node.children) walk(child, nextChar.charCodeAt(0), char);
    };
    for (const [char, child] of this.root.children) walk(child, char.charCodeAt(0), -1);
    return hits;
  }
}
