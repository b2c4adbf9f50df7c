/**
 * Stored member columns: what a row stores (each member's JSON value text, NULL for undefined,
 * refused when the row's fields are not the layout), which members an answer keeps, and that the
 * SQL concatenation gives back JSON.stringify's text of the row (and of its `fields` selection)
 * for awkward values: quotes, backslashes, non-ASCII, null, negative zero, booleans and nested
 * values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/connection';
import type { WarehouseDb } from '../db/connection';
import { memberColumn } from '../schema/member-columns';
import {
  appendMemberTexts,
  memberTexts,
  membersTextSql,
  rowLayout,
  selectMembers,
  storedMembersJson,
  wholeMembersSql,
  wholeRowText,
} from './stored-members';

const ROWS = [
  {
    _id: '1-2',
    updated: 'build',
    competitionId: 1,
    name: 'O\'Neil "The Wall" \\ Ünal',
    pct: 0.4567,
    zero: -0,
    missing: undefined,
    isQualified: true,
    nothing: null,
    shape: { a: [1, 2] },
    teamId: 2,
  },
  {
    _id: '1-3',
    updated: 'build',
    competitionId: 1,
    name: 'Plain',
    pct: 12,
    zero: 0,
    missing: 5,
    isQualified: false,
    nothing: null,
    shape: null,
    teamId: 3,
  },
];
const LAYOUT = rowLayout(ROWS[0] ?? {});
/** A member read at query time, in the middle of the layout: the whole text stops before it. */
const COMPUTED = { isQualified: `CASE WHEN d.position = 0 THEN 'true' ELSE 'false' END` };
// The table's columns in another order than the rows' members.
const COLUMNS = [...LAYOUT].reverse();

/** The generic selection of apps/api fields.ts, written out: named members plus identity ones. */
const selected = (row: object, fields: readonly string[]) =>
  Object.fromEntries(
    Object.entries(row).filter(([key]) => fields.includes(key) || key === '_id' || /Id$/.test(key)),
  );

describe('stored members', () => {
  let db: WarehouseDb;

  beforeAll(async () => {
    db = await openDb(':memory:');
    await db.run(
      `CREATE TABLE docs (position INTEGER, body VARCHAR, ${COLUMNS.map((f) => `${memberColumn(f)} VARCHAR`).join(', ')})`,
    );
    const appender = await db.appender('docs');
    ROWS.forEach((row, position) => {
      appender.appendInteger(position);
      appender.appendVarchar(wholeRowText(row, LAYOUT, COMPUTED));
      appendMemberTexts(appender, memberTexts(row, LAYOUT, COLUMNS));
      appender.endRow();
    });
    appender.closeSync();
  });
  afterAll(() => db?.close());

  async function served(fields: readonly string[] | undefined, updated: string): Promise<string> {
    const selection = selectMembers(LAYOUT, fields);
    const rows = await db.all(
      `SELECT position, ${membersTextSql('d', selection.members)} AS members FROM docs d ORDER BY position`,
    );
    return storedMembersJson(
      rows.map((row, index) => ({ id: ROWS[index]?._id ?? '', members: String(row['members']) })),
      updated,
      selection.keepsUpdated,
    ).toString('utf8');
  }

  it('stores JSON value texts, null for an undefined member', () => {
    expect(memberTexts(ROWS[0] ?? {}, LAYOUT, ['name', 'missing', 'zero', 'shape'])).toEqual([
      JSON.stringify('O\'Neil "The Wall" \\ Ünal'),
      null,
      '0',
      '{"a":[1,2]}',
    ]);
  });

  it('refuses a row whose members are not the layout, in its order', () => {
    const { name, ...rest } = ROWS[1] ?? { name: '' };
    expect(() => memberTexts({ ...rest, name }, LAYOUT, COLUMNS)).toThrow(
      "A row's fields differ from the stored layout",
    );
    expect(() => memberTexts({ ...ROWS[1], extra: 1 }, LAYOUT, COLUMNS)).toThrow();
  });

  it('gives back every row as JSON.stringify writes it, with the served updated', async () => {
    expect(await served(undefined, 'now')).toBe(
      JSON.stringify(ROWS.map((row) => ({ ...row, updated: 'now' }))),
    );
  });

  it('keeps the named and identity members of a fields selection, in the row order', async () => {
    const rows = ROWS.map((row) => ({ ...row, updated: 'now' }));
    for (const fields of [['pct', 'name'], ['updated', 'missing'], ['shape'], []]) {
      expect(await served(fields, 'now')).toBe(
        JSON.stringify(rows.map((row) => selected(row, fields))),
      );
    }
    expect(selectMembers(LAYOUT, ['pct']).members).toEqual(['competitionId', 'pct', 'teamId']);
  });

  it('reads the whole-row text, then the members from the first computed one', async () => {
    const rows = await db.all(
      `SELECT ${wholeMembersSql(LAYOUT, 'body', COMPUTED)} AS members FROM docs d ORDER BY position`,
    );
    const served = storedMembersJson(
      rows.map((row, index) => ({ id: ROWS[index]?._id ?? '', members: String(row['members']) })),
      'now',
      true,
    ).toString('utf8');
    expect(served).toBe(JSON.stringify(ROWS.map((row) => ({ ...row, updated: 'now' }))));
    expect(wholeRowText(ROWS[1] ?? {}, LAYOUT, COMPUTED)).toBe(
      '"competitionId":1,"name":"Plain","pct":12,"zero":0,"missing":5',
    );
    expect(wholeMembersSql(LAYOUT, 'body')).toBe('d.body');
  });

  it('writes a row with no members after its id', async () => {
    const rows = await db.all(`SELECT ${membersTextSql('d', [])} AS members FROM docs d LIMIT 1`);
    expect(
      storedMembersJson(
        [{ id: 'x', members: String(rows[0]?.['members']) }],
        'now',
        false,
      ).toString(),
    ).toBe('[{"_id":"x"}]');
  });
});
