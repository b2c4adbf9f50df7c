import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED } from '../build/demo-build';
import { UsageError, parseDemoArgs, parseReportArgs } from './args';
import { runDemo, runReport } from './run';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      progress: { write: () => true },
      env: {},
    },
  };
}

describe('demo flags', () => {
  it('defaults to the default scale and seed', () => {
    expect(parseDemoArgs([])).toEqual({
      help: false,
      seed: DEFAULT_DEMO_SEED,
      scale: 'default',
      dataDir: undefined,
      background: false,
    });
    expect(
      parseDemoArgs(['--seed', '42', '--scale', 'small', '--data-dir', '/x', '--background']),
    ).toEqual({
      help: false,
      seed: 42,
      scale: 'small',
      dataDir: '/x',
      background: true,
    });
    expect(parseReportArgs(['--json'])).toEqual({ help: false, json: true, dataDir: undefined });
  });

  it.each([
    [['--scale', 'huge'], '--scale must be small, sample, default, full, not "huge"'],
    [['--seed', '-3'], '--seed must be an integer from 0 to 4294967295, not "-3"'],
    [['--seed', '4294967296'], '--seed must be an integer from 0 to 4294967295, not "4294967296"'],
    [['--seed', '1.5'], '--seed must be an integer from 0 to 4294967295, not "1.5"'],
    [['--seed'], '--seed needs a value'],
    [['--seed', '1', '--seed', '2'], '--seed is given twice'],
    [['--fresh'], 'unknown argument "--fresh"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDemoArgs(argv)).toThrow(new UsageError(message));
  });

  it('exits 2 with one line on a bad flag, before touching any file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-demo-cli-'));
    try {
      const run = io();
      expect(await runDemo(['--scale', 'tiny', '--data-dir', dir], run.io)).toBe(2);
      expect(run.err).toEqual([
        'demo: --scale must be small, sample, default, full, not "tiny" (see --help)',
      ]);
      expect(run.out).toEqual([]);
      const report = io();
      expect(await runReport(['--csv'], report.io)).toBe(2);
      expect(report.err).toEqual(['demo:report: unknown argument "--csv" (see --help)']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints usage for --help and says so when there is no warehouse to report on', async () => {
    const help = io();
    expect(await runDemo(['--help'], help.io)).toBe(0);
    expect(help.out[0]).toMatch(/^Usage: npm run demo -- \[--seed N\]/);
    const dir = mkdtempSync(join(tmpdir(), 'courtside-demo-cli-'));
    try {
      const missing = io();
      expect(await runReport(['--data-dir', dir], missing.io)).toBe(1);
      expect(missing.err).toEqual([
        `demo:report: no warehouse in ${dir} (build one with npm run demo)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
