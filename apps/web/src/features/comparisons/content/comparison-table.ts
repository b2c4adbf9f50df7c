/**
 * The comparison table's numbers: for every stat some subject has a value for, each subject's
 * value in the chosen mode, its percentile in its own pool (its division's season: teams with 5+
 * box scores, qualified players overall or of its position group) and whether it is the best of
 * the row by the stat's direction. Percentiles are goodness percentiles (100 = best; METHODS §8,
 * lib/stats/percentiles); a subject outside its pool (not qualified) has none.
 */
import {
  effectiveDirection,
  statDefinition,
  type StatFamily,
  type StatKey,
  type StatMode,
} from '@/lib/stats/dictionary';
import type { StatFormat } from '@/lib/stats/format';
import { formatInMode, readField, valueInMode, type RowDenominators } from '@/lib/stats/per-mode';
import { goodnessPercentiles } from '@/lib/stats/percentiles';
import { groupByFamily } from '@/lib/stats/stat-families';

/** The rows a subject is ranked among, and where the subject is in them. */
export interface PercentilePool {
  /** Who the pool is, e.g. "Division I teams with 5+ box scores". */
  label: string;
  rows: readonly object[];
  denominatorsOf: (row: object) => RowDenominators;
  /** The subject's index in `rows`; -1 when it is not in the pool. */
  subjectIndex: number;
}

export interface ComparedSubject {
  /** "competitionId:id". */
  key: string;
  name: string;
  /** The season's short label, e.g. "M24-25". */
  season: string;
  /** A line under the name: team and position, or division and conference. */
  detail: string;
  href: string | null;
  row: object;
  denominators: RowDenominators;
  pool: PercentilePool;
}

export interface ComparisonCell {
  value: number | null;
  percentile: number | null;
  best: boolean;
}

export interface ComparisonRow {
  key: StatKey;
  format: StatFormat;
  cells: ComparisonCell[];
}

export interface ComparisonSection {
  family: StatFamily;
  label: string;
  rows: ComparisonRow[];
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Percentiles of every pool row per stat, computed once per pool and stat: subjects of one pool
 * share its rows array, so they share the work.
 */
class PoolPercentiles {
  private readonly cache = new Map<readonly object[], Map<StatKey, (number | null)[]>>();

  constructor(private readonly mode: StatMode) {}

  of(pool: PercentilePool, key: StatKey): number | null {
    if (pool.subjectIndex < 0) return null;
    let byStat = this.cache.get(pool.rows);
    if (byStat === undefined) {
      byStat = new Map();
      this.cache.set(pool.rows, byStat);
    }
    let percentiles = byStat.get(key);
    if (percentiles === undefined) {
      const definition = statDefinition(key);
      const values = pool.rows.map((row) =>
        valueInMode(definition, readField(row, key), this.mode, pool.denominatorsOf(row)),
      );
      percentiles = goodnessPercentiles(values, effectiveDirection(definition));
      byStat.set(key, percentiles);
    }
    return percentiles[pool.subjectIndex] ?? null;
  }
}

/** Which cells hold the row's best value (ties all do); none without a better end. */
function bestFlags(values: readonly (number | null)[], key: StatKey): boolean[] {
  const direction = effectiveDirection(statDefinition(key));
  const present = values.filter((value): value is number => value !== null);
  if (direction === 'neutral' || present.length < 2) return values.map(() => false);
  const best = direction === 'lower' ? Math.min(...present) : Math.max(...present);
  return values.map((value) => value === best);
}

/** The comparison's family order: the summary ratings first, the long box-score lists after. */
const FAMILY_ORDER: readonly StatFamily[] = ['ratings', 'player', 'shooting', 'team', 'box'];

const familyRank = (family: StatFamily): number => {
  const index = FAMILY_ORDER.indexOf(family);
  return index < 0 ? FAMILY_ORDER.length : index;
};

/** The table, family by family, for the stats some subject has a value for. */
export function compareSubjects(
  subjects: readonly ComparedSubject[],
  statKeys: readonly StatKey[],
  mode: StatMode,
): ComparisonSection[] {
  const percentiles = new PoolPercentiles(mode);
  const rows = new Map<StatKey, ComparisonRow>();
  for (const key of statKeys) {
    const definition = statDefinition(key);
    const values = subjects.map((subject) =>
      finite(valueInMode(definition, readField(subject.row, key), mode, subject.denominators)),
    );
    if (values.every((value) => value === null)) continue;
    const best = bestFlags(values, key);
    rows.set(key, {
      key,
      format: formatInMode(definition, mode),
      cells: subjects.map((subject, index) => ({
        value: values[index] ?? null,
        percentile: values[index] === null ? null : percentiles.of(subject.pool, key),
        best: best[index] ?? false,
      })),
    });
  }
  const groups = groupByFamily([...rows.keys()]).sort(
    (a, b) => familyRank(a.family) - familyRank(b.family),
  );
  return groups.map((group) => ({
    family: group.family,
    label: group.label,
    rows: group.keys.flatMap((key) => {
      const row = rows.get(key);
      return row === undefined ? [] : [row];
    }),
  }));
}
