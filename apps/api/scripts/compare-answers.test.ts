import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesDirOf, storeBody } from './answer-bodies';
import { compareRecordings } from './compare-answers';
import type { Recorded } from './compare-answers';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A recording with bodies, one answer per URL, written as record-answers writes it. */
function recording(dataVersion: string, answers: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compare-answers-'));
  dirs.push(dir);
  const file = join(dir, 'answers.jsonl');
  const lines = Object.entries(answers).map(([url, body]) => {
    const bytes = Buffer.from(JSON.stringify(body));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    storeBody(bodiesDirOf(file), sha256, bytes);
    const entry: Recorded = {
      caller: 'admin',
      url,
      status: 200,
      contentType: 'application/json; charset=utf-8',
      dataVersion,
      bytes: bytes.length,
      sha256,
    };
    return JSON.stringify(entry);
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const FIRST = '2026-11-28T00:37:14Z-3d0f7a02';
const SECOND = '2026-11-28T01:19:52Z-3d0f7a02';
const row = (updated: string, extra: Record<string, unknown> = {}) => [
  { _id: 'a', poss: 27387.1125, ...extra, updated },
];
/** A build's recording of two answers: `x` (rows with stamps) and a refusal without stamps. */
const build = (dataVersion: string, x: unknown) =>
  recording(dataVersion, { '/api/gs/x/': x, '/api/gs/y/': { msg: 'needs tier 1' } });
const before = () => build(FIRST, row('2026-11-28T00:37:14.512Z'));

describe('compareRecordings across builds', () => {
  it('finds two builds of the same data equal, and says whether their content hashes agree', () => {
    const after = build(SECOND, row('2026-11-28T01:19:52.020Z'));
    const report = compareRecordings(before(), after, {
      acrossBuilds: true,
      allowAddedKeys: false,
    });
    expect(report).toMatchObject({ compared: 2, differing: 0, onlyStamps: 1 });
    expect(report.lines).toContain(
      `data versions: ${FIRST} → ${SECOND} (content hash the same: 3d0f7a02)`,
    );
  });

  it('still compares the data version and the stamps without the option', () => {
    const after = build(SECOND, row('2026-11-28T01:19:52.020Z'));
    const report = compareRecordings(before(), after, {
      acrossBuilds: false,
      allowAddedKeys: true,
    });
    expect(report.differing).toBe(2);
  });

  it('reports a value that differs, and a stamp that is not the build time', () => {
    const after = build('2026-11-28T01:19:52Z-d23c6c28', [
      { _id: 'a', poss: 27387.112500000003, updated: '2026-11-28T01:19:52.020Z' },
    ]);
    const report = compareRecordings(before(), after, {
      acrossBuilds: true,
      allowAddedKeys: true,
    });
    expect(report.differing).toBe(1);
    expect(report.lines[0]).toMatch(/^differs: admin \/api\/gs\/x\/ .*differs beyond added keys$/);
    expect(report.lines).toContain(
      `data versions: ${FIRST} → 2026-11-28T01:19:52Z-d23c6c28 ` +
        '(content hash differs: 3d0f7a02 → d23c6c28)',
    );
    const staleStamp = build(SECOND, row('2026-11-27T09:00:00.000Z'));
    expect(
      compareRecordings(before(), staleStamp, { acrossBuilds: true, allowAddedKeys: false })
        .differing,
    ).toBe(1);
  });

  it('accepts an added key only with allowAddedKeys', () => {
    const after = build(SECOND, row('2026-11-28T01:19:52.020Z', { fgaDiff: 3 }));
    const strict = compareRecordings(before(), after, {
      acrossBuilds: true,
      allowAddedKeys: false,
    });
    expect(strict.differing).toBe(1);
    expect(strict.lines[0]).toMatch(/differs beyond the build stamps$/);
    const lenient = compareRecordings(before(), after, {
      acrossBuilds: true,
      allowAddedKeys: true,
    });
    expect(lenient).toMatchObject({ differing: 0, onlyAdded: 1 });
    expect(lenient.lines).toContain('1 answers differ only by added keys: fgaDiff (1)');
  });
});
