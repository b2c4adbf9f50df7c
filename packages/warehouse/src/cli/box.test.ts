/**
 * The `box` command, spawned as users run it: JSON on stdout only, one clear stderr line and a
 * non-zero exit for bad input.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listGameBundles, onCi, readBundle } from '../sources/ncaa/acceptance.support';
import type { BundleBox } from '../sources/ncaa/box-output';
import { PLAYER_BOX_STATS } from '../sources/ncaa/schema';
import { runBoxCli } from './box-command';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const ENTRY = join(ROOT, 'packages', 'warehouse', 'src', 'cli', 'box.ts');

function box(...args: string[]) {
  const run = spawnSync(TSX, [ENTRY, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), 'courtside-box-'));
const write = (name: string, text: string): string => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};

describe('npm run box', { timeout: 60_000 }, () => {
  const [file] = listGameBundles();

  it.skipIf(file === undefined && !onCi)(
    'prints the engine’s box scores in the bundle’s field names',
    () => {
      if (file === undefined) throw new Error('CI needs ../shared/data/ncaa');
      const run = spawnSync('npm', ['run', '--silent', 'box', '--', file], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(0);
      const printed = JSON.parse(run.stdout) as BundleBox;
      expect(Object.keys(printed)).toEqual(['player_box', 'team_box']);
      expect(Object.keys(printed.player_box[0] ?? {})).toEqual([
        'team',
        'player',
        'mins',
        ...PLAYER_BOX_STATS,
      ]);
      expect(printed.team_box[0]).toHaveProperty('o_poss');
      expect(printed.team_box[0]).toHaveProperty('d_poss');
      const official = readBundle(file) as {
        player_box: Array<{ player: string; pts: number; mins: number }>;
        team_box: Array<{ team: string; o_poss: number; d_poss: number }>;
      };
      // Possessions default to the publisher's conventions, like minutes.
      for (const row of official.team_box) {
        const ours = printed.team_box.find((line) => line.team === row.team);
        expect([ours?.o_poss, ours?.d_poss]).toEqual([row.o_poss, row.d_poss]);
      }
      for (const row of official.player_box) {
        const ours = printed.player_box.find((line) => line.player === row.player);
        expect(ours?.pts).toBe(row.pts);
        expect(Math.abs((ours?.mins ?? 0) - row.mins)).toBeLessThanOrEqual(0.1);
      }
    },
  );

  it.each([
    ['a missing file', [join(scratch, 'nope.json')], 1, /no such file/],
    ['no file at all', [], 2, /no game bundle given.*usage/],
    ['text that is not JSON', [write('text.json', 'not json\nat all')], 1, /not JSON/],
    [
      'JSON that is not a bundle',
      [write('other.json', '{"contest_id":"77","pbp":"x"}')],
      1,
      /not a game bundle: NCAA bundle 77 is invalid: pbp/,
    ],
    ['an option without its value', ['--gender'], 2, /--gender needs a value/],
    ['an unknown option', ['--frobnicate', 'x.json'], 2, /unknown option --frobnicate/],
    ['a bad minutes basis', ['--minutes', 'wall', 'x.json'], 2, /--minutes must be feed or clock/],
    [
      'a bad possession count',
      ['--possessions', 'box', 'x.json'],
      2,
      /--possessions must be feed or methods, not "box"/,
    ],
  ])('rejects %s with one stderr line', (_label, args, code, message) => {
    const run = box(...args);
    expect(run.code).toBe(code);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('box --possessions', () => {
  const [file] = listGameBundles();

  it.skipIf(file === undefined && !onCi)('switches team o_poss/d_poss to METHODS §1', () => {
    if (file === undefined) throw new Error('CI needs ../shared/data/ncaa');
    const run = (...args: string[]): BundleBox => {
      let out = '';
      const code = runBoxCli([...args, file], {
        readFile: (path) => readFileSync(path, 'utf8'),
        out: (text) => (out += text),
        err: (line) => {
          throw new Error(line);
        },
      });
      expect(code).toBe(0);
      return JSON.parse(out) as BundleBox;
    };
    const possessions = (box: BundleBox) => box.team_box.map((t) => [t.o_poss, t.d_poss]);
    const feed = run();
    expect(possessions(run('--possessions', 'feed'))).toEqual(possessions(feed));
    const methods = run('--possessions', 'methods');
    // Only the possessions change; METHODS stays within ±2 of the publisher's count.
    expect(methods.player_box).toEqual(feed.player_box);
    methods.team_box.forEach((line, i) => {
      expect(Math.abs(line.o_poss - (feed.team_box[i]?.o_poss ?? Number.NaN))).toBeLessThanOrEqual(
        2,
      );
    });
  });
});
