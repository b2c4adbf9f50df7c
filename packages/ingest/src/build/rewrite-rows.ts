/**
 * Writing a competition's rows of one table back in another order (and, for the attempts,
 * with columns filled in): the rows are selected into a temporary table, counted against the
 * rows there were, and only then swapped in. A select that would lose or multiply rows (a join
 * to a name table with two rows for one key, say) is refused, loudly, with the table unchanged.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { num } from '@courtside/warehouse';

/**
 * Replaces the competition's rows of `table` with what `select` gives. `select` reads the
 * competition's rows itself, bound to `$1` = the competition id; its columns are the table's.
 */
export async function rewriteCompetitionRows(
  db: WarehouseDb,
  table: string,
  competitionId: number,
  select: string,
): Promise<number> {
  const count = async (sql: string): Promise<number> =>
    num((await db.all(sql, [competitionId]))[0] ?? {}, 'n');
  const before = await count(`SELECT count(*) AS n FROM ${table} WHERE competition_id = $1`);
  // Named per table and competition: a temporary table lives on the build's one connection.
  const temporary = `rewritten_${table}_${competitionId}`;
  await db.run(`CREATE OR REPLACE TEMP TABLE ${temporary} AS ${select}`, [competitionId]);
  // The select reads only this competition's rows, so the temporary table holds nothing else.
  const after = await count(`SELECT count(*) AS n FROM ${temporary} WHERE competition_id = $1`);
  if (after !== before) {
    await db.run(`DROP TABLE ${temporary}`);
    throw new Error(
      `Competition ${competitionId}: ${before} rows of ${table} became ${after} when rewritten; not written`,
    );
  }
  await db.run(`DELETE FROM ${table} WHERE competition_id = $1`, [competitionId]);
  await db.run(`INSERT INTO ${table} SELECT * FROM ${temporary}`);
  await db.run(`DROP TABLE ${temporary}`);
  return before;
}
