/**
 * Incremental builds: a new file starts as a copy of the served one minus the competition being
 * re-ingested, so `ingest men 2025` then `ingest women 2025` serves both. The served file is
 * attached read-only; nothing here can modify it.
 */
import { existsSync } from 'node:fs';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, pathLiteral, SCHEMA_VERSION, str, TABLES } from '@courtside/warehouse';

export class SchemaMismatchError extends Error {
  constructor(found: string | null) {
    super(
      `The served warehouse has schema version ${found ?? 'unknown'} but this build writes ` +
        `version ${SCHEMA_VERSION}; re-ingest every season with --fresh.`,
    );
  }
}

export interface CopyForwardResult {
  /** Competitions carried over from the served file. */
  readonly kept: number[];
}

/** Copies every competition except `replaceCompetitionId` (and the global tables) forward. */
export async function copyForward(
  db: WarehouseDb,
  servedPath: string,
  replaceCompetitionId: number | null,
): Promise<CopyForwardResult> {
  if (!existsSync(servedPath)) return { kept: [] };
  await db.run(`ATTACH ${pathLiteral(servedPath)} AS prev (READ_ONLY)`);
  try {
    const version = await db.all("SELECT value FROM prev.meta WHERE key = 'schema_version'");
    const found = version[0] ? str(version[0], 'value') : null;
    if (found !== SCHEMA_VERSION) throw new SchemaMismatchError(found);
    for (const table of TABLES) {
      if (table.name === 'meta') continue;
      const columns = table.columns.map((column) => column.name).join(', ');
      // Table and column names come from the schema constants.
      const where = table.scope === 'competition' ? 'WHERE competition_id IS DISTINCT FROM $1' : '';
      const params = table.scope === 'competition' ? [replaceCompetitionId] : [];
      await db.run(
        `INSERT INTO main.${table.name} (${columns}) SELECT ${columns} FROM prev.${table.name} ${where}`,
        params,
      );
    }
    const kept = await db.all('SELECT competition_id FROM main.competitions ORDER BY 1');
    return { kept: kept.map((row) => num(row, 'competition_id')) };
  } finally {
    await db.run('DETACH prev');
  }
}
