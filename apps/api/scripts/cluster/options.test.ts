import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DATA_DIR } from '../bench-sample';
import {
  CLUSTER_DEFAULTS,
  ClusterOptionsError,
  databaseNameOf,
  parseBenchOptions,
  parseClusterOptions,
} from './options';

describe('parseClusterOptions', () => {
  it('defaults to three nodes on the sample league, port 8080 and the local servers', () => {
    expect(parseClusterOptions([])).toEqual({
      dataDir: SAMPLE_DATA_DIR,
      sampleLeague: true,
      server: null,
      nodes: 3,
      port: 8080,
      databaseUrl: CLUSTER_DEFAULTS.databaseUrl,
      redisUrl: 'redis://127.0.0.1:6379',
      natsUrl: 'nats://127.0.0.1:4222',
    });
  });

  it('takes a data folder (resolved, never rebuilt), a node count and a port', () => {
    const options = parseClusterOptions(['--data-dir', 'var', '--nodes', '4', '--port', '9000']);
    expect(options).toMatchObject({
      dataDir: resolve('var'),
      sampleLeague: false,
      nodes: 4,
      port: 9000,
    });
  });

  it('runs a given server bundle instead of the repository one', () => {
    expect(parseClusterOptions(['--server', 'old/main.js']).server).toBe(resolve('old/main.js'));
  });

  it.each([
    [['--nodes', 'x'], '--nodes must be an integer from 2 to 16 (got "x")'],
    [['--nodes', '1'], '--nodes must be an integer from 2 to 16 (got "1")'],
    [['--port', '70000'], '--port must be an integer from 0 to 65535 (got "70000")'],
    [['--port', '-1'], '--port must be an integer from 0 to 65535 (got "-1")'],
    [['--nodes', '--port', '9000'], '--nodes needs a value'],
    [['--nodes'], '--nodes needs a value'],
    [['--redis', 'http://x'], '--redis must be a redis:// or rediss:// URL (got "http://x")'],
    [['--database-url', 'mysql://db/x'], 'must be a postgres:// or postgresql:// URL'],
    [['--database-url', 'postgres://h/Bad-Name'], 'must name a database of lowercase letters'],
    [['--duration', '10'], 'Unknown option "--duration"'],
    [['nodes', '3'], 'Unknown option "nodes"'],
  ])('refuses %j with a line naming the option', (argv, message) => {
    expect(() => parseClusterOptions(argv)).toThrow(ClusterOptionsError);
    expect(() => parseClusterOptions(argv)).toThrow(message);
  });
});

describe('parseBenchOptions', () => {
  it('picks a free port for nginx unless given one, and takes the load settings', () => {
    expect(parseBenchOptions([])).toMatchObject({ port: 0, durationSeconds: 30, connections: 16 });
    expect(
      parseBenchOptions(['--port', '8181', '--duration', '12', '--connections', '8']),
    ).toMatchObject({ port: 8181, durationSeconds: 12, connections: 8 });
  });

  it('refuses a load test too short to kill a node halfway through', () => {
    expect(() => parseBenchOptions(['--duration', '2'])).toThrow(
      '--duration must be an integer from 4 to 3600 (got "2")',
    );
  });
});

describe('databaseNameOf', () => {
  it('reads the database of a postgres URL', () => {
    expect(databaseNameOf('postgres://postgres@127.0.0.1:5432/courtside_cluster')).toBe(
      'courtside_cluster',
    );
  });

  it('refuses a name that is not a plain identifier (it goes into CREATE DATABASE)', () => {
    expect(() => databaseNameOf('postgres://h/x;DROP')).toThrow(ClusterOptionsError);
    expect(() => databaseNameOf('postgres://h/')).toThrow(ClusterOptionsError);
  });
});
