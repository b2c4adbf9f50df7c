/**
 * Member columns of a stored-rows table: one per field after the head, and a refusal when two
 * fields would name one DuckDB column (its names ignore case).
 */
import { describe, expect, it } from 'vitest';
import { memberColumnDefs, memberFieldsOf } from './member-columns';
import { tableDef } from './index';

describe('member columns', () => {
  it('names a column per field after _id and updated', () => {
    expect(memberColumnDefs(['_id', 'updated', 'teamId', 'fgPct']).map((c) => c.name)).toEqual([
      'm_teamId',
      'm_fgPct',
    ]);
  });

  it('refuses fields that differ only in case', () => {
    expect(() => memberColumnDefs(['fgPct', 'fgpct'])).toThrow('would share the column');
  });

  it('reads the fields back from a table in column order', () => {
    const fields = memberFieldsOf(tableDef('player_season_docs'));
    expect(fields).toContain('fullName');
    expect(fields).toContain('isTransfer');
    expect(fields).not.toContain('_id');
  });
});
