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
const ENTRY = join(ROOT, 'packages', 'ingest', 'src', 'cli', 'box.ts');

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
      const official = readBundle(file) as {
        player_box: Array<{ player: string; pts: number; mins: number }>;
        team_box: Array<{
          team: string;
          mins: number;
          o_mins: number;
          d_mins: number;
          o_poss: number;
          d_poss: number;
        }>;
      };
      // Every field named as the publisher names it holds the publisher's value.
      for (const row of official.team_box) {
        const ours = printed.team_box.find((line) => line.team === row.team);
        expect(ours && [ours.mins, ours.o_mins, ours.d_mins, ours.o_poss, ours.d_poss]).toEqual([
          row.mins,
          row.o_mins,
          row.d_mins,
          row.o_poss,
          row.d_poss,
        ]);
        expect(ours).not.toHaveProperty('o_poss_methods');
      }
      for (const row of official.player_box) {
        const ours = printed.player_box.find((line) => line.player === row.player);
        expect([ours?.pts, ours?.mins]).toEqual([row.pts, row.mins]);
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

describe('box --possessions / --minutes', () => {
  const [file] = listGameBundles();
  const run = (...args: string[]): BundleBox => {
    if (file === undefined) throw new Error('CI needs ../shared/data/ncaa');
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

  it.skipIf(file === undefined && !onCi)(
    'adds the METHODS §1 count under its own names, leaving o_poss/d_poss the publisher’s',
    () => {
      const feed = run();
      expect(run('--possessions', 'feed')).toEqual(feed);
      const methods = run('--possessions', 'methods');
      expect(methods.player_box).toEqual(feed.player_box);
      methods.team_box.forEach((line, i) => {
        const { o_poss_methods: o, d_poss_methods: d, ...rest } = line;
        expect(rest).toEqual(feed.team_box[i]);
        // METHODS stays within ±2 of the publisher's count.
        expect(Math.abs((o ?? Number.NaN) - line.o_poss)).toBeLessThanOrEqual(2);
        expect(Math.abs((d ?? Number.NaN) - line.d_poss)).toBeLessThanOrEqual(2);
      });
    },
  );

  it.skipIf(file === undefined && !onCi)(
    'adds clock minutes as clock_mins, leaving mins the publisher’s',
    () => {
      const feed = run();
      const clock = run('--minutes', 'clock');
      expect(clock.team_box).toEqual(feed.team_box);
      clock.player_box.forEach((line, i) => {
        const { clock_mins: minutes, ...rest } = line;
        expect(rest).toEqual(feed.player_box[i]);
        expect(minutes).toBeGreaterThanOrEqual(line.mins);
      });
      // Clock minutes tile the game: five players' worth of every second, per team.
      const total = clock.player_box.reduce((sum, line) => sum + (line.clock_mins ?? 0), 0);
      const game = feed.team_box[0]?.game_mins ?? Number.NaN;
      expect(total).toBeCloseTo(2 * 5 * game, 1);
    },
  );
});
