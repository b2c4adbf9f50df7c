import { describe, expect, it } from 'vitest';
import { NginxMissingError } from './cluster';
import { ClusterOptionsError } from './options';
import { outcomeOfError } from './run-script';

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
