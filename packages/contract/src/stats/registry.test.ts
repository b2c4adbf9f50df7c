import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ConferenceAggStatsRowSchema,
  PLAYER_COUNTS,
  PlayerAggStatsPublicRowSchema,
  PlayerAggStatsRowSchema,
  PlayerGameStatsRowSchema,
  TeamAggStatsRowSchema,
  TeamGameClutchStatsRowSchema,
  TeamGameStatsRowSchema,
} from '../schemas';
import {
  COUNTING_STATS,
  COUNT_DIFF_STATS,
  OFFICIAL_BOX_COUNTS,
  STAT_ENTRIES,
  countFromSums,
  countingKeysOf,
  diffKey,
  isRegistryStat,
  perGameKey,
  statEntry,
  sumFieldOf,
} from './index';

const RESPONSE_FIELDS = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/spec/response-fields.md',
);

/** The words of the response vocabulary (camelCase identifiers of response-fields.md). */
function vocabulary(): Set<string> {
  const text = readFileSync(RESPONSE_FIELDS, 'utf8');
  return new Set(text.match(/[a-z][A-Za-z0-9]*/g) ?? []);
}

/** The vocabulary's suffixes: opponents' version, differential, per game. */
const FORMS = ['Agst', 'Diff', 'Pg'] as const;

/**
 * Whether a field is the vocabulary's, or a stat the file names only in a form (`fbpts` of
 * `fbptsDiff`), or a documented form of either (a base with the file's suffixes).
 */
function followsVocabulary(key: string, words: ReadonlySet<string>): boolean {
  if (words.has(key)) return true;
  if (FORMS.some((form) => words.has(`${key}${form}`))) return true;
  for (const form of FORMS) {
    if (!key.endsWith(form)) continue;
    const base = key.slice(0, -form.length);
    if (followsVocabulary(base, words)) return true;
    if (FORMS.some((other) => words.has(`${base}${other}`))) return true;
  }
  return false;
}

const registryFieldsOf = (schema: { shape: Record<string, unknown> }): string[] =>
  Object.keys(schema.shape).filter(isRegistryStat);

describe('the stat registry', () => {
  it('defines each key once, derived forms included', () => {
    const keys = STAT_ENTRIES.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every entry labels, a definition and a format', () => {
    for (const entry of STAT_ENTRIES) {
      expect(entry.label, entry.key).not.toBe('');
      expect(entry.shortLabel.length, entry.key).toBeGreaterThan(0);
      expect(entry.shortLabel.length, entry.key).toBeLessThanOrEqual(16);
      expect(entry.description, entry.key).toMatch(/[.)]$/);
      expect(entry.rows.length, entry.key).toBeGreaterThan(0);
    }
  });

  it('scales only counts sent as totals', () => {
    for (const entry of STAT_ENTRIES) {
      if (entry.scaling.length === 0) continue;
      expect(entry.format, entry.key).toBe('integer');
      expect(entry.key).not.toMatch(/Pg$|Diff$/);
    }
  });

  it('names a summed column, or the stats it adds up, for every counting stat', () => {
    for (const count of COUNTING_STATS) {
      expect(count.column === null, count.key).toBe(count.sumOf.length > 0);
      if (count.column !== null) expect(count.column, count.key).toMatch(/^[a-z][a-z0-9_]*$/);
      for (const part of count.sumOf) expect(isRegistryStat(part), part).toBe(true);
    }
    expect(sumFieldOf('fbpts')).toBe('fastBreakPts');
    expect(sumFieldOf('ptsScored')).toBe('pts');
    expect(countFromSums('reb', { orb: 9, drb: 24 })).toBe(33);
    expect(countFromSums('stl', { stl: null })).toBeNull();
  });

  it('derives every counting stat’s opponents’ total, per-game value and differential', () => {
    for (const count of COUNTING_STATS) {
      for (const key of [count.agstKey, perGameKey(count.key), diffKey(count.key)]) {
        expect(isRegistryStat(key), key).toBe(true);
      }
    }
    expect(statEntry('ptsAgst').label).toBe('Points allowed');
    expect(statEntry('astDiff').label).toBe('Assists differential');
    expect(statEntry('astDiff').direction).toBe('higher');
    expect(statEntry('tovAgst').direction).toBe('higher');
    expect(statEntry('ptsScoredPg').shortLabel).toBe('PPG');
    expect(COUNT_DIFF_STATS.every((entry) => entry.format === 'signedDecimal1')).toBe(true);
  });

  it('lists the official box line and each row family’s counts in row order', () => {
    // The official line: a player's counts without the two-point split.
    expect(OFFICIAL_BOX_COUNTS).toEqual(
      PLAYER_COUNTS.filter((key) => key !== 'fgm2' && key !== 'fga2'),
    );
    expect(countingKeysOf('player')).toEqual(PLAYER_COUNTS);
  });
});

describe('the row schemas derived from the registry', () => {
  const teamGameRows = [TeamGameStatsRowSchema, TeamGameClutchStatsRowSchema];
  const teamAggRows = [TeamAggStatsRowSchema, ConferenceAggStatsRowSchema];

  it('carry every counting stat with its opponents’ total and its differential on team game rows', () => {
    for (const schema of teamGameRows) {
      for (const count of COUNTING_STATS) {
        for (const key of [count.key, count.agstKey, diffKey(count.key)]) {
          expect(key in schema.shape, key).toBe(true);
        }
      }
    }
  });

  it('carry every counting stat per game, for both sides, on team aggregates', () => {
    for (const schema of teamAggRows) {
      for (const count of COUNTING_STATS) {
        for (const key of [count.agstKey, perGameKey(count.key), `${perGameKey(count.key)}Agst`]) {
          expect(key in schema.shape, key).toBe(true);
        }
      }
    }
  });

  it('serve the public player list its public stats', () => {
    const publicStats = registryFieldsOf(PlayerAggStatsPublicRowSchema).filter(
      (key) => key !== 'minsPg',
    );
    const expected = STAT_ENTRIES.filter(
      (entry) =>
        entry.tier === 'public' &&
        entry.rows.includes('player') &&
        (entry.scaling.length === 0 || !isRegistryStat(perGameKey(entry.key))),
    ).map((entry) => entry.key);
    const perGame = COUNTING_STATS.filter((count) => count.tier === 'public').map((count) =>
      perGameKey(count.key),
    );
    expect(new Set(publicStats)).toEqual(new Set([...expected, ...perGame]));
  });

  it.skipIf(!existsSync(RESPONSE_FIELDS))(
    'name every stat field in the response vocabulary or one of its forms',
    () => {
      const words = vocabulary();
      const schemas = [
        ...teamGameRows,
        ...teamAggRows,
        PlayerAggStatsRowSchema,
        PlayerGameStatsRowSchema,
      ];
      for (const schema of schemas) {
        const outside = registryFieldsOf(schema).filter((key) => !followsVocabulary(key, words));
        expect(outside).toEqual([]);
      }
    },
  );
});
