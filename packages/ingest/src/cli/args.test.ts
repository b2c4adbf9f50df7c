import { describe, expect, it } from 'vitest';
import { DEFAULT_RELEASE_URL } from '../sources/ncaa-seasons/download';
import { parseIngestArgs } from './args';
import { runIngest } from './run-ingest';

async function run(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runIngest(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    progress: { write: () => true },
    env: {},
  });
  return { code, out, err };
}

describe('ingest flags', () => {
  it('reads a folder source', () => {
    expect(
      parseIngestArgs(['ncaa', '--gender', 'women', '--season', '2025', '--from', 'd']),
    ).toEqual({
      help: false,
      gender: 'FEMALE',
      season: 2025,
      source: { kind: 'folder', dir: 'd' },
      dataDir: undefined,
      fresh: false,
    });
  });

  it('downloads from the release assets by default', () => {
    const args = parseIngestArgs(['ncaa', '--gender', 'men', '--season', '2024', '--fresh']);
    expect(args).toMatchObject({ source: { kind: 'url', base: DEFAULT_RELEASE_URL }, fresh: true });
  });

  it.each([
    [[], /^ingest: Missing the source/],
    [
      ['espn', '--gender', 'men', '--season', '2025'],
      /^ingest: Unknown source "espn": the only source is ncaa$/,
    ],
    [['ncaa', '--season', '2025'], /^ingest: Missing --gender/],
    [
      ['ncaa', '--gender', 'boys', '--season', '2025'],
      /^ingest: --gender must be men or women, not "boys"$/,
    ],
    [['ncaa', '--gender', 'men'], /^ingest: Missing --season/],
    [
      ['ncaa', '--gender', 'men', '--season', '25'],
      /^ingest: --season must be a year like 2025, not "25"$/,
    ],
    [
      ['ncaa', '--gender', 'men', '--season', '2031'],
      /^ingest: Unknown season 2031: Courtside covers seasons 2019 to 2026$/,
    ],
    [
      ['ncaa', '--gender', 'men', '--season', '2025', '--from', 'a', '--url', 'http://x'],
      /^ingest: Give --from or --url, not both$/,
    ],
    [['ncaa', '--gender', 'men', '--season', '2025', '--from'], /^ingest: --from needs a value$/],
    [
      ['ncaa', '--gender', 'men', '--season', '2025', '--from', '--fresh'],
      /^ingest: --from needs a value$/,
    ],
    [
      ['ncaa', '--gender', 'men', '--season', '2025', '--url', 'ftp://x'],
      /^ingest: --url must start with http/,
    ],
    [
      ['ncaa', '--gender', 'men', '--season', '2025', '--verbose'],
      /^ingest: Unknown argument "--verbose"$/,
    ],
    [
      ['ncaa', '--gender', 'men', '--gender', 'women', '--season', '2025'],
      /^ingest: --gender is given twice$/,
    ],
  ])('%j → one line, exit 2', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(message);
    expect(result.err).toHaveLength(2);
    expect(result.out).toEqual([]);
  });

  it('prints usage for --help', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^Usage: npm run ingest -- ncaa/);
  });
});
