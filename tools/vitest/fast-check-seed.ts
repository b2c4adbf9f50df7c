/**
 * One seed for every property test of a run (fast-check's global settings), so a failure can be
 * replayed and a landing never meets a counterexample nobody has seen: FC_SEED when set (the
 * seed a failure printed), a fixed seed under CI, and otherwise a fresh one, which fast-check
 * prints with any failure. Each test bounds its own number of runs.
 */
import fc from 'fast-check';

export const CI_SEED = 20261127;

export function fastCheckSeed(env: NodeJS.ProcessEnv): number | undefined {
  const text = (env['FC_SEED'] ?? '').trim();
  if (text !== '') {
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw new Error(`FC_SEED must be a whole number (got ${JSON.stringify(text)})`);
    }
    return Number(text);
  }
  const ci = (env['CI'] ?? '').trim();
  return ci === 'true' || ci === '1' ? CI_SEED : undefined;
}

const seed = fastCheckSeed(process.env);
if (seed !== undefined) fc.configureGlobal({ seed });
