import { describe, expect, it } from 'vitest';
import { rankBars, rankSections, type RankableRow } from './ranking';

const row = (name: string, value: number | null, conferenceId: number | null = 1): RankableRow => ({
  id: name,
  name,
  href: null,
  teamName: null,
  teamId: null,
  conferenceId,
  value,
});

const ROWS = [row('A', 10), row('B', 30), row('C', 20), row('D', 20), row('E', null)];
const names = (bars: { name: string }[]) => bars.map((bar) => bar.name);
const ranks = (bars: { rank: number }[]) => bars.map((bar) => bar.rank);

describe('rankBars', () => {
  it('puts the highest first when higher is better, ties sharing a rank, missing left out', () => {
    const bars = rankBars(ROWS, { direction: 'higher', end: 'top', count: 10 });
    expect(names(bars)).toEqual(['B', 'C', 'D', 'A']);
    expect(ranks(bars)).toEqual([1, 2, 2, 4]);
  });

  it('puts the lowest first when lower is better', () => {
    const bars = rankBars(ROWS, { direction: 'lower', end: 'top', count: 2 });
    expect(names(bars)).toEqual(['A', 'C']);
    expect(ranks(bars)).toEqual([1, 2]);
  });

  it('shows the bottom worst first, keeping the ranks from the best', () => {
    const higher = rankBars(ROWS, { direction: 'higher', end: 'bottom', count: 3 });
    expect(names(higher)).toEqual(['A', 'C', 'D']);
    expect(ranks(higher)).toEqual([4, 2, 2]);
    const lower = rankBars(ROWS, { direction: 'lower', end: 'bottom', count: 1 });
    expect(names(lower)).toEqual(['B']);
    expect(ranks(lower)).toEqual([4]);
  });

  it('ranks a stat without a better end from the largest', () => {
    expect(names(rankBars(ROWS, { direction: 'neutral', end: 'top', count: 1 }))).toEqual(['B']);
  });
});

describe('rankSections', () => {
  const rows = [row('A', 10, 1), row('B', 30, 2), row('C', 20, 1), row('X', 5, null)];
  const conferenceNames = new Map([
    [1, 'Big Ten'],
    [2, 'ACC'],
  ]);

  it('is one section when not grouped', () => {
    const sections = rankSections(rows, {
      direction: 'higher',
      end: 'top',
      count: 2,
      groupByConference: false,
      conferenceNames,
    });
    expect(sections.map((section) => [section.title, names(section.bars)])).toEqual([
      [null, ['B', 'C']],
    ]);
  });

  it('ranks each conference within itself, conferences A→Z', () => {
    const sections = rankSections(rows, {
      direction: 'higher',
      end: 'top',
      count: 5,
      groupByConference: true,
      conferenceNames,
    });
    expect(sections.map((section) => [section.title, names(section.bars)])).toEqual([
      ['ACC', ['B']],
      ['Big Ten', ['C', 'A']],
      ['Independents', ['X']],
    ]);
    expect(sections[1]?.bars.map((bar) => bar.rank)).toEqual([1, 2]);
  });
});
