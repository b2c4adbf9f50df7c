/**
 * The navbar search (§7 live-search): teams, players, games and conferences of the served
 * warehouse in memory, built once per data version. A team is one entry across seasons (its
 * stable key, per gender), a player one per person; each entry knows, per competition, its id
 * there and its division, so an answer can be narrowed to competitions and a division and
 * still give the id of the newest matching season (the navbar opens that one, §2).
 *
 * Matching: the typed text is split into words; every typed word must start one of the entry's
 * words, give or take a few typos (normalize.ts: none up to 3 letters, one up to 6, two
 * beyond). Candidates come from the trie of the longest typed word, the others are checked on
 * the candidates. Ranking: exact words before exact prefixes before typo matches, a match of the
 * entry's first word first, then teams, conferences, players, games, then popularity.
 */
import { SEARCH_RESULT_LIMIT } from '@courtside/contract/schemas';
import type { Gender, SearchOption } from '@courtside/contract';
import { TOP_CONFERENCES_BY_DIVISION, gameMatchup, getCompetition } from '@courtside/contract';
import type { SearchEntities } from '@courtside/warehouse';
import { prefixDistance, searchWords, typoBudget } from './normalize';
import { WordTrie } from './word-trie';
import type { PackedTexts } from '../packed-texts';
import { packTexts, packedText } from '../packed-texts';

export const SEARCH_KINDS = ['team', 'conference', 'player', 'game'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Where an entry exists: competition → its id there and its division (null if unknown). */
type Presence = ReadonlyMap<number, { readonly id: number; readonly division: number | null }>;

/** An entry as the index is built from it. */
interface SearchEntry {
  readonly label: string;
  readonly words: readonly string[];
  readonly presence: Presence;
}

export interface SearchFilter {
  /** Null: every competition. */
  readonly competitionIds: readonly number[] | null;
  /** Null: every division. */
  readonly divisionId: number | null;
}

/** The contract's limit, which the live-search document states. */
export const DEFAULT_RESULT_LIMIT = SEARCH_RESULT_LIMIT;
const CANDIDATES_PER_KIND = 1500;

/** The distinct words of an index, numbered. */
class WordList {
  private readonly list: string[] = [];
  private readonly numbers = new Map<string, number>();

  idOf(word: string): number {
    let id = this.numbers.get(word);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(word);
      this.numbers.set(word, id);
    }
    return id;
  }

  wordOf(id: number): string {
    return this.list[id] ?? '';
  }
}

/** A division column's value for an unknown division. */
const NO_DIVISION = -1;

/**
 * One kind's entries, best first, with their trie. The index lives as long as its data version
 * on the router's thread (and on each worker that lists entries), where every full garbage
 * collection marks what it holds again, and the router collects often (the answers passing
 * through it are external memory). So its ~180,000 entries are not objects: labels are packed
 * outside the heap, words are numbers into one list of distinct words, and where each entry
 * exists is packed into typed arrays.
 */
class KindIndex {
  readonly trie = new WordTrie();
  readonly size: number;
  private readonly labels: PackedTexts;
  /** Entry i's words are words[wordIds[wordStarts[i]…wordStarts[i + 1]]]. */
  private readonly wordStarts: Int32Array;
  private readonly wordIds: Int32Array;
  /** Entry i exists in the competitions at places starts[i] to starts[i + 1] of the columns. */
  private readonly starts: Int32Array;
  private readonly competitionIds: Int32Array;
  private readonly ids: Int32Array;
  private readonly divisions: Int32Array;

  constructor(
    readonly kind: SearchKind,
    built: readonly SearchEntry[],
    private readonly words: WordList,
  ) {
    this.size = built.length;
    this.labels = packTexts(built.map((entry) => entry.label));
    built.forEach((entry, number) => {
      for (const word of entry.words) this.trie.add(word, number);
    });
    this.trie.finish(CANDIDATES_PER_KIND);
    this.wordStarts = new Int32Array(built.length + 1);
    this.wordIds = new Int32Array(built.reduce((sum, entry) => sum + entry.words.length, 0));
    let wordPlace = 0;
    built.forEach((entry, number) => {
      this.wordStarts[number] = wordPlace;
      for (const word of entry.words) this.wordIds[wordPlace++] = words.idOf(word);
    });
    this.wordStarts[built.length] = wordPlace;
    const places = built.reduce((sum, entry) => sum + entry.presence.size, 0);
    this.starts = new Int32Array(built.length + 1);
    this.competitionIds = new Int32Array(places);
    this.ids = new Int32Array(places);
    this.divisions = new Int32Array(places);
    let place = 0;
    built.forEach((entry, number) => {
      this.starts[number] = place;
      for (const [competitionId, where] of entry.presence) {
        this.competitionIds[place] = competitionId;
        this.ids[place] = where.id;
        this.divisions[place] = where.division ?? NO_DIVISION;
        place += 1;
      }
    });
    this.starts[built.length] = place;
  }

  /** Entry `number`'s words, in order. */
  wordsOf(number: number): string[] {
    const out: string[] = [];
    const end = this.wordStarts[number + 1] ?? 0;
    for (let place = this.wordStarts[number] ?? 0; place < end; place += 1) {
      out.push(this.words.wordOf(this.wordIds[place] ?? 0));
    }
    return out;
  }

  /** The option entry `number` gives under a filter, or null when no competition matches. */
  optionOf(number: number, filter: SearchFilter): SearchOption | null {
    if (number < 0 || number >= this.size) return null;
    const start = this.starts[number] ?? 0;
    const end = this.starts[number + 1] ?? 0;
    const matching: number[] = [];
    let newestPlace = -1;
    for (let place = start; place < end; place += 1) {
      const competitionId = this.competitionIds[place] ?? 0;
      if (filter.competitionIds !== null && !filter.competitionIds.includes(competitionId)) {
        continue;
      }
      const division = this.divisions[place] ?? NO_DIVISION;
      if (filter.divisionId !== null && division !== filter.divisionId) continue;
      matching.push(competitionId);
      if (newestPlace < 0 || competitionId > (this.competitionIds[newestPlace] ?? 0)) {
        newestPlace = place;
      }
    }
    if (matching.length === 0) return null;
    matching.sort((a, b) => a - b);
    const id = this.ids[newestPlace] ?? 0;
    return {
      _id: String(id),
      label: packedText(this.labels, number),
      ptgc: this.kind,
      competitionIds: matching,
    };
  }
}

const genderLetter = (competitionId: number): string =>
  getCompetition(competitionId)?.gender === 'FEMALE' ? 'W' : 'M';
const genderOf = (competitionId: number): Gender => getCompetition(competitionId)?.gender ?? 'MALE';

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
}

const newest = <T extends { competitionId: number }>(rows: readonly T[]): T | undefined =>
  rows.reduce<T | undefined>(
    (best, row) => (best === undefined || row.competitionId > best.competitionId ? row : best),
    undefined,
  );

function teamEntries(entities: SearchEntities): SearchEntry[] {
  const groups = groupBy(entities.teams, (t) => `${genderOf(t.competitionId)}:${t.teamKey}`);
  const ranked = [...groups.values()].map((rows) => {
    const latest = newest(rows) ?? (rows[0] as (typeof rows)[number]);
    const name =
      latest.teamName === null ? latest.teamMarket : `${latest.teamMarket} ${latest.teamName}`;
    const entry: SearchEntry = {
      label: `${name} (${genderLetter(latest.competitionId)})`,
      words: searchWords(name),
      presence: new Map(
        rows.map((t) => [t.competitionId, { id: t.teamId, division: t.divisionId }]),
      ),
    };
    const games = rows.reduce((sum, t) => sum + t.games, 0);
    return { entry, order: [-latest.competitionId, -games] };
  });
  return sortEntries(ranked);
}

function playerEntries(entities: SearchEntities): SearchEntry[] {
  const groups = groupBy(entities.players, (p) => `${genderOf(p.competitionId)}:${p.personId}`);
  const ranked = [...groups.values()].map((rows) => {
    const latest = newest(rows) ?? (rows[0] as (typeof rows)[number]);
    const entry: SearchEntry = {
      label: `${latest.fullName} (${latest.teamMarket})`,
      words: searchWords(latest.fullName),
      presence: new Map(
        rows.map((p) => [p.competitionId, { id: p.playerId, division: p.divisionId }]),
      ),
    };
    const mins = rows.reduce((sum, p) => sum + p.mins, 0);
    return { entry, order: [-Math.round(mins), -latest.competitionId] };
  });
  return sortEntries(ranked);
}

function gameEntries(entities: SearchEntities): SearchEntry[] {
  const ranked = entities.games.map((g) => ({
    entry: {
      // The same two schools meet in both genders' seasons, on the same day at times: the
      // gender letter (as on team entries) tells the two games apart.
      label: `${gameMatchup({ away: g.awayName, home: g.homeName, isNeutral: g.isNeutral })} (${genderLetter(g.competitionId)})${g.gameDate === null ? '' : `, ${g.gameDate}`}`,
      words: [...searchWords(g.awayName), ...searchWords(g.homeName)],
      presence: new Map([[g.competitionId, { id: g.gameId, division: g.divisionId }]]),
    },
    // Newest games first: dates compare as yyyy-mm-dd text, turned into a number.
    order: [-Number((g.gameDate ?? '0').replaceAll('-', '')), -g.gameId],
  }));
  return sortEntries(ranked);
}

const TOP_CONFERENCE_ORDER = new Map(
  Object.values(TOP_CONFERENCES_BY_DIVISION)
    .flat()
    .map((c, index) => [c.conferenceId, index]),
);

function conferenceEntries(entities: SearchEntities): SearchEntry[] {
  const ranked = entities.conferences.map((c) => {
    const long = c.conferenceLongName;
    const short = c.conferenceShortName;
    return {
      entry: {
        label: long === short ? long : `${long} (${short})`,
        words: [...new Set([...searchWords(long), ...searchWords(short)])],
        presence: new Map(
          c.competitionIds.map((id) => [id, { id: c.conferenceId, division: c.divisionId }]),
        ),
      },
      order: [TOP_CONFERENCE_ORDER.get(c.conferenceId) ?? 1000, c.divisionId, c.conferenceId],
    };
  });
  return sortEntries(ranked);
}

function sortEntries(ranked: Array<{ entry: SearchEntry; order: number[] }>): SearchEntry[] {
  const compare = (a: number[], b: number[]): number => {
    for (let i = 0; i < a.length; i += 1) {
      const diff = (a[i] ?? 0) - (b[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  };
  return ranked
    .sort((a, b) => compare(a.order, b.order) || a.entry.label.localeCompare(b.entry.label))
    .map((item) => item.entry);
}

/** How well the typed words match an entry (higher is better), or null if one does not. */
function scoreOf(typed: readonly string[], words: readonly string[]): number | null {
  let score = 0;
  for (const [position, token] of typed.entries()) {
    const budget = typoBudget(token);
    let best = -1;
    for (const [index, word] of words.entries()) {
      let value: number;
      if (word === token) value = 3;
      else if (word.startsWith(token)) value = 2;
      else {
        const distance = prefixDistance(token, word, budget);
        if (distance > budget) continue;
        value = 1.5 - 0.5 * distance;
      }
      if (position === 0 && index === 0) value += 1;
      if (value > best) best = value;
    }
    if (best < 0) return null;
    score += best;
  }
  // Among equal matches, the entry with fewer words ("Illinois" before "Illinois St.").
  return score - 0.01 * words.length;
}

export interface SearchRequest extends SearchFilter {
  readonly text: string;
  /** 'all' or one kind. */
  readonly ptgc: SearchKind | 'all';
  readonly limit?: number;
}

export class SearchIndex {
  private readonly kinds: ReadonlyMap<SearchKind, KindIndex>;

  constructor(entities: SearchEntities) {
    const words = new WordList();
    this.kinds = new Map<SearchKind, KindIndex>([
      ['team', new KindIndex('team', teamEntries(entities), words)],
      ['conference', new KindIndex('conference', conferenceEntries(entities), words)],
      ['player', new KindIndex('player', playerEntries(entities), words)],
      ['game', new KindIndex('game', gameEntries(entities), words)],
    ]);
  }

  get size(): number {
    return [...this.kinds.values()].reduce((sum, index) => sum + index.size, 0);
  }

  search(request: SearchRequest): SearchOption[] {
    const typed = searchWords(request.text).slice(0, 8);
    if (typed.length === 0) return [];
    // The longest typed word narrows the candidates most.
    const anchor = typed.reduce((a, b) => (b.length > a.length ? b : a));
    const scored: Array<{ option: SearchOption; score: number; kind: number; rank: number }> = [];
    for (const [kindOrder, kind] of SEARCH_KINDS.entries()) {
      if (request.ptgc !== 'all' && request.ptgc !== kind) continue;
      const index = this.kinds.get(kind);
      if (index === undefined) continue;
      const candidates = new Set<number>();
      for (const hit of index.trie.lookup(anchor, typoBudget(anchor))) {
        for (const entry of index.trie.entriesUnder(hit.node, CANDIDATES_PER_KIND)) {
          candidates.add(entry);
        }
        if (candidates.size >= CANDIDATES_PER_KIND) break;
      }
      for (const number of candidates) {
        const score = scoreOf(typed, index.wordsOf(number));
        if (score === null) continue;
        const option = index.optionOf(number, request);
        if (option !== null) scored.push({ option, score, kind: kindOrder, rank: number });
      }
    }
    scored.sort((a, b) => b.score - a.score || a.kind - b.kind || a.rank - b.rank);
    return scored.slice(0, request.limit ?? DEFAULT_RESULT_LIMIT).map((item) => item.option);
  }

  /** Every entry of a kind under a filter, in ranking order (the select lists of ptgc-selects). */
  list(kind: SearchKind, filter: SearchFilter): SearchOption[] {
    const index = this.kinds.get(kind);
    if (index === undefined) return [];
    const options: SearchOption[] = [];
    for (let number = 0; number < index.size; number += 1) {
      const option = index.optionOf(number, filter);
      if (option !== null) options.push(option);
    }
    return options;
  }
}
