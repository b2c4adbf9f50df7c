/**
 * `--url BASE`: downloads a season's files into a temporary folder, then ingests them like
 * `--from`. Two layouts:
 *
 * - a template with `{tag}` and `{file}` (also `{gender}` = mbb|wbb, `{season}`): the default is
 *   the sportsdataverse release assets, DEFAULT_RELEASE_URL below, e.g.
 *   https://github.com/sportsdataverse/sportsdataverse-data/releases/download/ncaa_mbb_team_box/ncaa_mbb_team_box_2025.parquet
 * - any other URL is a mirror of the folder layout: BASE/mbb/seasons/<file> and game bundles
 *   listed by BASE/mbb/games/ (an HTML index with links to <contest_id>.json, or a JSON array
 *   of file names). Without a listing no bundles are fetched, which the summary shows.
 *
 * Each file streams to disk with a progress bar, then must have the size the server announced
 * and parquet magic at both ends. A failed transfer (error status other than 404, connection
 * dropped mid-file, short body) is retried once, then stops the ingest naming the file.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { num, openDb } from '@courtside/warehouse';
import type { ProgressFactory } from '../../progress/progress';
import { DATASETS, GENDER_CODE, REQUIRED_DATASETS, releaseTag, seasonFileName } from './datasets';
import type { Dataset, SeasonRef } from './datasets';
import { IngestInputError, firstLine } from './errors';
import { hasParquetMagic } from './inspect';
import type { SeasonFileSet } from './locate';

export const DEFAULT_RELEASE_URL =
  'https://github.com/sportsdataverse/sportsdataverse-data/releases/download/{tag}/{file}';

const isTemplate = (base: string): boolean => base.includes('{file}');

export function seasonFileUrl(base: string, ref: SeasonRef, dataset: Dataset): string {
  const file = seasonFileName(ref.gender, dataset, ref.season);
  if (isTemplate(base)) {
    return base
      .replaceAll('{tag}', releaseTag(ref.gender, dataset))
      .replaceAll('{file}', file)
      .replaceAll('{gender}', GENDER_CODE[ref.gender])
      .replaceAll('{season}', String(ref.season));
  }
  return `${base.replace(/\/+$/, '')}/${GENDER_CODE[ref.gender]}/seasons/${file}`;
}

class NotFound extends Error {}

/** One attempt: stream `url` into `path`; throws NotFound on 404. */
async function fetchOnce(
  url: string,
  path: string,
  name: string,
  progress: ProgressFactory,
): Promise<number> {
  const response = await fetch(url, { redirect: 'follow' });
  if (response.status === 404) throw new NotFound(`HTTP 404`);
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const expected = Number(response.headers.get('content-length') ?? Number.NaN);
  const bar = progress(`download ${name}`, Number.isFinite(expected) ? expected : null, 'bytes');
  const out = createWriteStream(path);
  let received = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      received += chunk.byteLength;
      bar.tick(chunk.byteLength);
      if (!out.write(chunk))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(
      `connection closed after ${received.toLocaleString('en-US')} bytes${cause ? ` (${firstLine(cause)})` : ''}`,
      { cause: error },
    );
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  if (Number.isFinite(expected) && received !== expected) {
    throw new Error(
      `received ${received.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} bytes`,
    );
  }
  bar.finish();
  return received;
}

/** Downloads with one retry; null when the server says 404. */
export async function downloadFile(
  url: string,
  path: string,
  name: string,
  progress: ProgressFactory,
  checkParquet: boolean,
): Promise<number | null> {
  let last = '';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const bytes = await fetchOnce(url, path, name, progress);
      if (checkParquet && !hasParquetMagic(path))
        throw new Error('not a parquet file (no PAR1 magic)');
      return bytes;
    } catch (error) {
      if (error instanceof NotFound) return null;
      last = firstLine(error);
    }
  }
  throw new IngestInputError(`${name}: download from ${url} failed twice (${last})`);
}

async function listBundleNames(base: string, ref: SeasonRef): Promise<string[]> {
  const url = `${base.replace(/\/+$/, '')}/${GENDER_CODE[ref.gender]}/games/`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return [];
  }
  if (!response.ok) return [];
  const text = await response.text();
  const names = new Set<string>();
  try {
    const json: unknown = JSON.parse(text);
    if (Array.isArray(json)) for (const item of json) if (typeof item === 'string') names.add(item);
  } catch {
    for (const match of text.matchAll(/href="(?:[^"]*\/)?(\d+\.json)"/g))
      if (match[1]) names.add(match[1]);
  }
  return [...names].filter((name) => /^\d+\.json$/.test(name)).sort();
}

async function scheduledIds(schedulePath: string): Promise<Set<number>> {
  const db = await openDb(':memory:');
  try {
    const rows = await db.all(
      'SELECT DISTINCT TRY_CAST(contest_id AS INTEGER) AS id FROM read_parquet($1) WHERE id IS NOT NULL',
      [schedulePath],
    );
    return new Set(rows.map((row) => num(row, 'id')));
  } finally {
    db.close();
  }
}

export async function downloadSeason(
  base: string,
  ref: SeasonRef,
  progress: ProgressFactory,
  log: (line: string) => void,
): Promise<{ fileSet: SeasonFileSet; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'courtside-ncaa-'));
  const cleanup = (): Promise<void> => rm(dir, { recursive: true, force: true });
  try {
    const files: Partial<Record<Dataset, string>> = {};
    for (const dataset of DATASETS) {
      const name = seasonFileName(ref.gender, dataset, ref.season);
      const url = seasonFileUrl(base, ref, dataset);
      const path = join(dir, name);
      const bytes = await downloadFile(url, path, name, progress, true);
      if (bytes === null) {
        if (REQUIRED_DATASETS.includes(dataset)) {
          throw new IngestInputError(`${name}: not found at ${url} (HTTP 404)`);
        }
        continue;
      }
      files[dataset] = path;
    }
    const bundles: string[] = [];
    if (!isTemplate(base) && files.schedule) {
      const wanted = await scheduledIds(files.schedule);
      const names = (await listBundleNames(base, ref)).filter((name) =>
        wanted.has(Number.parseInt(name, 10)),
      );
      const gamesUrl = `${base.replace(/\/+$/, '')}/${GENDER_CODE[ref.gender]}/games/`;
      for (const name of names) {
        const path = join(dir, name);
        const bytes = await downloadFile(`${gamesUrl}${name}`, path, name, progress, false);
        if (bytes === null)
          throw new IngestInputError(`${name}: listed in ${gamesUrl} but not found (HTTP 404)`);
        bundles.push(path);
      }
      log(`Downloaded ${bundles.length} game bundle(s) of the season`);
    }
    return { fileSet: { origin: base, files, bundles }, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
