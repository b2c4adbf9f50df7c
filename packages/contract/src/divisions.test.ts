import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIVISION_LABEL,
  DIVISION_IDS,
  TOP_CONFERENCES_BY_DIVISION,
  divisionIdFromLabel,
  divisionLabelFromId,
  isDivisionId,
  isDivisionLabel,
} from './divisions';

describe('divisions', () => {
  it('has ids 0 to 3, labels d1 to d3 and default d1', () => {
    expect(DIVISION_IDS).toEqual([0, 1, 2, 3]);
    expect(DEFAULT_DIVISION_LABEL).toBe('d1');
    expect([1, 2, 3].map((id) => divisionLabelFromId(id as 1 | 2 | 3))).toEqual(['d1', 'd2', 'd3']);
    expect(divisionIdFromLabel('d3')).toBe(3);
  });

  it('recognises labels and ids', () => {
    expect(isDivisionLabel('d2')).toBe(true);
    expect(isDivisionLabel('d4')).toBe(false);
    expect(isDivisionLabel('D1')).toBe(false);
    expect(isDivisionId(0)).toBe(true);
    expect(isDivisionId(4)).toBe(false);
  });

  it('lists the six top Division I conferences by name, and five for II and III', () => {
    expect(TOP_CONFERENCES_BY_DIVISION[1].map((c) => c.conferenceLongName)).toEqual([
      'Atlantic Coast',
      'Southeastern',
      'Big 12',
      'Big Ten',
      'Big East',
      'Pac-12',
    ]);
    expect(TOP_CONFERENCES_BY_DIVISION[2]).toHaveLength(5);
    expect(TOP_CONFERENCES_BY_DIVISION[3]).toHaveLength(5);
    const ids = Object.values(TOP_CONFERENCES_BY_DIVISION).flatMap((list) =>
      list.map((c) => c.conferenceId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
