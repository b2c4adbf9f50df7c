import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirProblem, parseOptions } from './bench-live-options';
import { SAMPLE_DATA_DIR } from './bench-sample';

describe('bench:live options', () => {
  it('has defaults: 2,000 clients, 60 s, both phases, speed 3, the sample league', () => {
    expect(parseOptions([])).toEqual({
      dataDir: SAMPLE_DATA_DIR,
      clients: 2000,
      seconds: 60,
      phases: 'both',
      speed: 3,
    });
  });

  it('reads every flag, and DATA_DIR when --data-dir is absent', () => {
    expect(
      parseOptions([
        '--data-dir',
        'x',
        '--clients',
        '500',
        '--seconds',
        '5',
        '--nodes',
        '2',
        '--speed',
        '10',
      ]),
    ).toEqual({ dataDir: resolve('x'), clients: 500, seconds: 5, phases: 'two-nodes', speed: 10 });
    expect(parseOptions(['--nodes', '1'])).toMatchObject({ phases: 'one-node' });
    expect(parseOptions(['--nodes', 'both'])).toMatchObject({ phases: 'both' });
    expect(parseOptions([], { DATA_DIR: '/srv/data' })).toMatchObject({ dataDir: '/srv/data' });
    expect(parseOptions(['--data-dir', '/a'], { DATA_DIR: '/b' })).toMatchObject({ dataDir: '/a' });
    expect(parseOptions(['--nodes', '1', '--clients', '1'])).toMatchObject({ clients: 1 });
  });

  it.each([
    [['--clients'], '--clients needs a value'],
    [['--clients', '--seconds', '5'], '--clients needs a value'],
    [['--clients', '0'], '--clients must be a whole number from 1 to 10000, not "0"'],
    [['--clients', '2.5'], 'not "2.5"'],
    [['--clients', '-3'], 'not "-3"'],
    [['--clients', '1e3'], 'not "1e3"'],
    [['--clients', '10001'], 'from 1 to 10000'],
    [['--clients', 'many'], 'not "many"'],
    [['--seconds', '0'], '--seconds must be a whole number from 1 to 3600'],
    [['--seconds', ''], '--seconds must be a whole number'],
    [['--speed', '0'], '--speed must be a whole number from 1 to 1000'],
    [['--nodes', '3'], '--nodes must be 1, 2 or both, not "3"'],
    [['--duration', '5'], 'Unknown option "--duration"'],
    [['60'], 'Unknown option "60"'],
    [['--clients', '1'], 'Two nodes need at least 2 clients'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});

describe('bench:live data folder check', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-live-options-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const folder = (name: string, warehouse?: Buffer): string => {
    const dir = join(root, name);
    mkdirSync(dir);
    if (warehouse !== undefined) writeFileSync(join(dir, 'warehouse.duckdb'), warehouse);
    return dir;
  };

  it('accepts a folder whose warehouse.duckdb is a DuckDB file', () => {
    const header = Buffer.concat([Buffer.alloc(8), Buffer.from('DUCK'), Buffer.alloc(20)]);
    expect(dataDirProblem(folder('good', header))).toBeNull();
  });

  it('names what is wrong with a missing folder, a file, no warehouse or another file', () => {
    expect(dataDirProblem(join(root, 'absent'))).toMatch(
      /does not exist \(build one with: npm run demo/,
    );
    const file = join(root, 'plain-file');
    writeFileSync(file, 'x');
    expect(dataDirProblem(file)).toBe(`${file} is a file, not a data folder`);
    expect(dataDirProblem(folder('empty'))).toMatch(/has no readable warehouse\.duckdb/);
    expect(dataDirProblem(folder('text', Buffer.from('not a database at all')))).toMatch(
      /warehouse\.duckdb is not a DuckDB database$/,
    );
    expect(dataDirProblem(folder('short', Buffer.from('tiny')))).toMatch(
      /is not a DuckDB database/,
    );
  });
});
