import { describe, expect, it } from 'vitest';
import { aggregateDenominators } from '@/lib/stats/per-mode';
import { compareSubjects, type ComparedSubject } from './comparison-table';

interface Row {
  id: string;
  efgPct?: number | null;
  tovPct?: number;
  pace?: number;
  ptsScored?: number;
  gp: number;
  mins: number;
  poss: number;
}

const row = (id: string, stats: Partial<Row> = {}): Row => ({
  id,
  gp: 10,
  mins: 400,
  poss: 700,
  ...stats,
});

/** Pool A: four rows, the subjects' among them; pool B: two rows. */
const POOL_A = [
  row('a1', { efgPct: 0.5, tovPct: 0.2, ptsScored: 700 }),
  row('a2', { efgPct: 0.55, tovPct: 0.15, ptsScored: 800 }),
  row('a3', { efgPct: 0.45, tovPct: 0.1, ptsScored: 600 }),
  row('a4', { efgPct: 0.6, tovPct: 0.25, ptsScored: 900 }),
];
const POOL_B = [
  row('b1', { efgPct: 0.55, tovPct: 0.3, ptsScored: 400, gp: 5 }),
  row('b2', { efgPct: 0.4, tovPct: 0.2, ptsScored: 500 }),
];

function subject(
  rows: Row[],
  id: string,
  overrides: Partial<ComparedSubject> = {},
): ComparedSubject {
  const index = rows.findIndex((candidate) => candidate.id === id);
  const subjectRow = rows[index] ?? row(id);
  return {
    key: id,
    name: id,
    season: 'M24-25',
    detail: '',
    href: null,
    row: subjectRow,
    denominators: aggregateDenominators(subjectRow),
    pool: { label: 'pool', rows, denominatorsOf: aggregateDenominators, subjectIndex: index },
    ...overrides,
  };
}

const cellsOf = (sections: ReturnType<typeof compareSubjects>, key: string) =>
  sections.flatMap((section) => section.rows).find((entry) => entry.key === key)?.cells;

describe('compareSubjects', () => {
  const subjects = [subject(POOL_A, 'a1'), subject(POOL_A, 'a2'), subject(POOL_B, 'b1')];

  it('takes each percentile in its own pool and stars the best value', () => {
    const sections = compareSubjects(subjects, ['efgPct', 'tovPct'], 'totals');
    // eFG%: a1 0.50 is at or above 2 of 4; a2 0.55 3 of 4; b1 0.55 2 of 2. Best: 0.55 (a tie).
    expect(cellsOf(sections, 'efgPct')).toEqual([
      { value: 0.5, percentile: 50, best: false },
      { value: 0.55, percentile: 75, best: true },
      { value: 0.55, percentile: 100, best: true },
    ]);
    // TOV%, lower is better: a1 0.20 is at or better than 2 of 4 (0.20, 0.25); b1 0.30 1 of 2.
    expect(cellsOf(sections, 'tovPct')).toEqual([
      { value: 0.2, percentile: 50, best: false },
      { value: 0.15, percentile: 75, best: true },
      { value: 0.3, percentile: 50, best: false },
    ]);
  });

  it('converts counting stats in the chosen mode, pool included', () => {
    const sections = compareSubjects(subjects, ['ptsScored'], 'perGame');
    // 700/10, 800/10, 400/5 = 80 (b1 beats b2's 50 in its pool).
    expect(cellsOf(sections, 'ptsScored')).toEqual([
      { value: 70, percentile: 50, best: false },
      { value: 80, percentile: 75, best: true },
      { value: 80, percentile: 100, best: true },
    ]);
  });

  it('gives no percentile or star to a stat without a better end', () => {
    const withPace = [
      subject([row('p1', { pace: 70 }), row('p2', { pace: 60 })], 'p1'),
      subject([row('p1', { pace: 70 }), row('p2', { pace: 60 })], 'p2'),
    ];
    expect(cellsOf(compareSubjects(withPace, ['pace'], 'totals'), 'pace')).toEqual([
      { value: 70, percentile: null, best: false },
      { value: 60, percentile: null, best: false },
    ]);
  });

  it('gives a subject outside its pool no percentile, and leaves out stats nobody has', () => {
    const outside = subject(POOL_A, 'a1', {
      pool: {
        label: 'pool',
        rows: POOL_A,
        denominatorsOf: aggregateDenominators,
        subjectIndex: -1,
      },
    });
    const sections = compareSubjects(
      [outside, subject(POOL_A, 'a2')],
      ['efgPct', 'pace'],
      'totals',
    );
    expect(cellsOf(sections, 'efgPct')?.map((cell) => cell.percentile)).toEqual([null, 75]);
    expect(cellsOf(sections, 'pace')).toBeUndefined();
  });

  it('groups rows by family, ratings first', () => {
    const rated = [
      subject([row('r1', { efgPct: 0.5 })], 'r1', {
        row: { ...row('r1', { efgPct: 0.5 }), netRtgAdj: 5 },
      }),
    ];
    expect(
      compareSubjects(rated, ['efgPct', 'netRtgAdj'], 'totals').map((section) => section.family),
    ).toEqual(['ratings', 'shooting']);
  });
});
