import { describe, expect, it } from 'vitest';
import { plottedRows, scatterPoints, searchMatches, type PointSource } from './scatter-points';

interface Row {
  name: string;
  gp: number;
  ortgAdj?: number | null;
  drtgAdj?: number | null;
  paceAdj?: number | null;
}

const ROWS: Row[] = [
  { name: 'José State', gp: 30, ortgAdj: 110, drtgAdj: 95, paceAdj: 70 },
  { name: 'Few Games', gp: 3, ortgAdj: 100, drtgAdj: 100, paceAdj: 65 },
  { name: 'No Defense', gp: 30, ortgAdj: 105, drtgAdj: null, paceAdj: 66 },
  { name: 'Slow U', gp: 28, ortgAdj: 98, drtgAdj: 104, paceAdj: 60 },
];

const SOURCE: PointSource<Row> = {
  id: (row) => row.name,
  label: (row) => row.name,
  href: (row) => `/teams/${row.name}`,
  team: () => ({ palette: { fill: '#123456', text: '#ffffff' }, badge: 'XX' }),
};

describe('plottedRows', () => {
  it('keeps rows with both axis values and enough games, in order', () => {
    const choice = { x: 'ortgAdj', y: 'drtgAdj' } as const;
    expect(plottedRows(ROWS, choice, 0).map((row) => row.name)).toEqual([
      'José State',
      'Few Games',
      'Slow U',
    ]);
    expect(plottedRows(ROWS, choice, 5).map((row) => row.name)).toEqual(['José State', 'Slow U']);
  });
});

describe('scatterPoints', () => {
  const rows = plottedRows(ROWS, { x: 'ortgAdj', y: 'drtgAdj' }, 5);

  it('reads the axes, sizes by the size stat and lists it in the tooltip', () => {
    const { points, colorScale } = scatterPoints(rows, SOURCE, {
      x: 'ortgAdj',
      y: 'drtgAdj',
      size: 'paceAdj',
      color: null,
    });
    expect(colorScale).toBeNull();
    expect(points[0]).toEqual({
      id: 'José State',
      label: 'José State',
      x: 110,
      y: 95,
      href: '/teams/José State',
      size: 70,
      details: ['AdjT: 70.0'],
    });
  });

  it('wears team colors and initials, or a color stat’s scale', () => {
    const team = scatterPoints(rows, SOURCE, {
      x: 'ortgAdj',
      y: 'drtgAdj',
      size: null,
      color: 'team',
    });
    expect(team.points[1]).toMatchObject({ color: '#123456', badge: 'XX', badgeColor: '#ffffff' });
    const byPace = scatterPoints(rows, SOURCE, {
      x: 'ortgAdj',
      y: 'drtgAdj',
      size: null,
      color: 'paceAdj',
    });
    expect(byPace.colorScale?.legend.title).toBe('Color: AdjT (lower → higher)');
    expect(byPace.points[0]?.color).toBe(byPace.colorScale?.colorOf(70));
    expect(byPace.points[0]?.details).toEqual(['AdjT: 70.0']);
  });
});

describe('searchMatches', () => {
  it('finds names without case or accents, and nothing for an empty search', () => {
    const texts = (row: Row) => [row.name];
    expect(searchMatches(ROWS, 'jose', (row) => row.name, texts)).toEqual(new Set(['José State']));
    expect(searchMatches(ROWS, ' U ', (row) => row.name, texts)).toEqual(new Set(['Slow U']));
    expect(searchMatches(ROWS, '  ', (row) => row.name, texts).size).toBe(0);
  });
});
