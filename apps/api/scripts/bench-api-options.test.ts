import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOptions } from './bench-api-options';

describe('bench:api options', () => {
  it('has defaults and reads every option, the flag without a value included', () => {
    expect(parseOptions([])).toEqual({
      dataDir: null,
      durationSeconds: 10,
      connections: 100,
      samples: 100,
      endpointsOnly: false,
      toolsOnly: false,
      endpointNames: null,
    });
    expect(
      parseOptions(['--endpoints-only', '--samples', '30', '--data-dir', 'x', '--duration', '2']),
    ).toEqual({
      dataDir: resolve('x'),
      durationSeconds: 2,
      connections: 100,
      samples: 30,
      endpointsOnly: true,
      toolsOnly: false,
      endpointNames: null,
    });
    expect(
      parseOptions(['--endpoints-only', '--endpoints', 'pbp-shots,nil-predictions']),
    ).toMatchObject({ endpointNames: ['pbp-shots', 'nil-predictions'] });
    expect(parseOptions(['--tools-only'])).toMatchObject({ endpointsOnly: false, toolsOnly: true });
  });

  it.each([
    [['--samples'], '--samples needs a value'],
    [['--samples', '0'], 'bad value: --samples 0'],
    [['--samples', '2.5'], 'bad value: --samples 2.5'],
    [['--connections', 'many'], 'bad value: --connections many'],
    [['--speed', '3'], 'Unknown option or bad value: --speed 3'],
    [['--tools-only', '--endpoints-only'], 'give one of them'],
    [['--endpoints', 'pbp-shots'], 'give --endpoints-only too'],
    [['--endpoints-only', '--endpoints', 'pbp shots'], 'bad value: --endpoints pbp shots'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
