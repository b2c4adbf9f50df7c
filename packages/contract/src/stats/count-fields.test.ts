import { describe, expect, it } from 'vitest';
import {
  BOX_COUNT_COLUMNS,
  BOX_COUNT_FIELDS,
  PLAY_BY_PLAY_COUNT_COLUMNS,
  type CountFieldOf,
  type PlayByPlayCountKey,
} from './count-fields';
import { COUNTING_STATS, sumFieldOf } from './registry';
import type { StatRowFamily } from './types';

/** The fields that are not the key, as the types have them. */
const RENAMED: Readonly<Record<string, string>> = {
  ptsScored: 'pts' satisfies CountFieldOf<'ptsScored'>,
  fbpts: 'fastBreakPts' satisfies CountFieldOf<'fbpts'>,
  pitp: 'pointsInPaint' satisfies CountFieldOf<'pitp'>,
  scp: 'secondChancePts' satisfies CountFieldOf<'scp'>,
  potov: 'pointsOffTurnovers' satisfies CountFieldOf<'potov'>,
};

const rowsOf = (key: string): readonly StatRowFamily[] =>
  COUNTING_STATS.find((count) => count.key === key)?.rows ?? [];

describe('count fields', () => {
  it('name each count by its column in camelCase, as sumFieldOf does and the types say', () => {
    for (const count of [...BOX_COUNT_COLUMNS, ...PLAY_BY_PLAY_COUNT_COLUMNS]) {
      expect(count.field).toBe(sumFieldOf(count.key));
      expect(count.field).toBe(RENAMED[count.key] ?? count.key);
    }
    expect(BOX_COUNT_FIELDS).toEqual(BOX_COUNT_COLUMNS.map((count) => count.field));
  });

  it('split the counts with a column into box and play-by-play ones', () => {
    const withColumn = COUNTING_STATS.filter((count) => count.column !== null);
    expect(BOX_COUNT_COLUMNS.length + PLAY_BY_PLAY_COUNT_COLUMNS.length).toBe(withColumn.length);
    for (const count of BOX_COUNT_COLUMNS) expect(rowsOf(count.key)).toContain('player');
    // The type's keys, written as a record so that a key missing from the type fails to compile.
    const typed: Record<PlayByPlayCountKey, true> = {
      fbpts: true,
      pitp: true,
      scp: true,
      potov: true,
    };
    expect(PLAY_BY_PLAY_COUNT_COLUMNS.map((count) => count.key).sort()).toEqual(
      Object.keys(typed).sort(),
    );
    for (const key of Object.keys(typed)) expect(rowsOf(key)).toEqual(['team']);
  });
});
