import { describe, expect, it } from 'vitest';
import { NginxMissingError } from './cluster';
import { ClusterOptionsError } from './options';
import { isEcho, outcomeOfError } from './run-script';

describe('outcomeOfError', () => {
  it('prints a bad option with the usage, and exits 1', () => {
    expect(
      outcomeOfError(
        'cluster',
        'npm run cluster …',
        new ClusterOptionsError('--nodes needs a value'),
      ),
    ).toEqual({
      code: 1,
      message: '--nodes needs a value\nUsage: npm run cluster …',
    });
  });

  it('says how to install nginx when it is missing, and exits 1', () => {
    const outcome = outcomeOfError('cluster', '', new NginxMissingError());
    expect(outcome.code).toBe(1);
    expect(outcome.message).toContain('apt-get install -y nginx-light');
  });

  it('prints any other failure as one line naming the script', () => {
    expect(outcomeOfError('bench:cluster', '', new Error('logout answered 500'))).toEqual({
      code: 1,
      message: 'bench:cluster failed: logout answered 500',
    });
    expect(outcomeOfError('cluster', '', 'odd')).toEqual({
      code: 1,
      message: 'cluster failed: odd',
    });
  });
});

describe('isEcho', () => {
  it('takes a signal within a second of the first for the same Ctrl-C, a later one for another', () => {
    expect(isEcho(10_000, 10_050)).toBe(true);
    expect(isEcho(10_000, 10_999)).toBe(true);
    expect(isEcho(10_000, 11_000)).toBe(false);
  });
});
