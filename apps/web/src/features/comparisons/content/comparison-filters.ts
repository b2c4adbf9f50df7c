/**
 * The comparison's choices, all in the URL (lib/stats/url-filters): teams or players, the two to
 * four subjects each with its own season (`subjects=38409:123-41097:456`, competition:id, so the
 * same team may appear in two seasons), the mode of the counting stats and the players'
 * percentile pool. A subject list that cannot be read (a malformed item, an unknown season, more
 * than four) falls back to the empty comparison, as every unreadable value falls back.
 */
import { isAllowedCompetitionId, type PlayerPctilesType } from '@courtside/contract';
import { STAT_MODES } from '@/lib/stats/dictionary';
import {
  defineUrlFilters,
  enumParam,
  listParam,
  type FilterParam,
  type ItemParser,
} from '@/lib/stats/url-filters';

export const COMPARISON_KINDS = ['teams', 'players'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];

/** A comparison shows two to four subjects. */
export const MIN_SUBJECTS = 2;
export const MAX_SUBJECTS = 4;

export interface Subject {
  /** "competitionId:id", as in the URL. */
  key: string;
  competitionId: number;
  /** The team id, or the player id. */
  id: number;
}

const SUBJECT_PATTERN = /^(\d{1,9}):(\d{1,12})$/;

export function parseSubject(raw: string): Subject | undefined {
  const match = SUBJECT_PATTERN.exec(raw);
  if (match === null) return undefined;
  const competitionId = Number(match[1]);
  const id = Number(match[2]);
  if (!isAllowedCompetitionId(competitionId) || id <= 0) return undefined;
  return { key: subjectKey(competitionId, id), competitionId, id };
}

export const subjectKey = (competitionId: number, id: number): string => `${competitionId}:${id}`;

/** One subject of the list, written back in its plain form (no leading zeros). */
const subjectItem: ItemParser<string> = {
  parse: (raw) => parseSubject(raw)?.key,
  serialize: (value) => value,
};

const PCTILES_TYPES = ['byPosition', 'overall'] as const satisfies readonly PlayerPctilesType[];

/** The players' percentile pool; null follows the user's setting (§3). */
const pctilesParam: FilterParam<PlayerPctilesType | null> = {
  defaultValue: null,
  parse: (raw) => PCTILES_TYPES.find((type) => type === raw.at(-1)),
  serialize: (value) => (value === null ? [] : [value]),
  equals: (a, b) => a === b,
};

export const COMPARISON_FILTERS = defineUrlFilters({
  kind: enumParam(COMPARISON_KINDS, 'teams'),
  subjects: listParam(subjectItem, [], { joinWith: '-', maxItems: MAX_SUBJECTS }),
  mode: enumParam(STAT_MODES, 'perGame'),
  pctiles: pctilesParam,
});

export type ComparisonFilters = typeof COMPARISON_FILTERS.defaults;

/** The subjects of the URL's list (each item already checked by the parser). */
export function subjectsOf(keys: readonly string[]): Subject[] {
  return keys.flatMap((key) => {
    const subject = parseSubject(key);
    return subject === undefined ? [] : [subject];
  });
}
