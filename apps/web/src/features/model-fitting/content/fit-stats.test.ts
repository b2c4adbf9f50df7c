import { describe, expect, it } from 'vitest';
import { isNumericFormat } from '@/lib/stats/format';
import { statDefinition } from '@/lib/stats/dictionary';
import { MAX_PREDICTORS } from './fit-filters';
import { DEFAULT_MODELS, fitSourceOf, fitStatsOf, groupByFamily, resolveModel } from './fit-stats';

describe('fit stats', () => {
  it('reads players by tier: full rows for every-player tiers, public rows for trial ones', () => {
    expect(fitSourceOf('teams', 'trial')).toBe('teams');
    expect(fitSourceOf('players', 'all')).toBe('playersFull');
    expect(fitSourceOf('players', 'trial')).toBe('playersPublic');
  });

  it('offers numeric dictionary stats only, and the default models are offered', () => {
    for (const source of ['teams', 'playersFull', 'playersPublic'] as const) {
      for (const key of fitStatsOf(source))
        expect(isNumericFormat(statDefinition(key).format)).toBe(true);
    }
    const teams = fitStatsOf('teams');
    const { outcome, predictors } = DEFAULT_MODELS.teams;
    expect([outcome, ...predictors].every((key) => teams.includes(key))).toBe(true);
    // The player default works for every tier that opens the page.
    const publicStats = fitStatsOf('playersPublic');
    const players = DEFAULT_MODELS.players;
    expect([players.outcome, ...players.predictors].every((key) => publicStats.includes(key))).toBe(
      true,
    );
    expect(fitStatsOf('playersFull')).toContain('bpm');
    expect(publicStats).not.toContain('bpm');
  });

  it('groups stats by family in first-appearance order', () => {
    const groups = groupByFamily(['netRtg', 'efgPct', 'pace', 'tovPct']);
    expect(groups.map((group) => [group.label, group.stats.map((s) => s.key)])).toEqual([
      ['Ratings', ['netRtg', 'pace']],
      ['Shooting and four factors', ['efgPct', 'tovPct']],
    ]);
  });
});

describe('resolveModel', () => {
  const publicStats = fitStatsOf('playersPublic');

  it('uses the subject default when the URL names nothing', () => {
    expect(
      resolveModel({ subject: 'teams', outcome: null, predictors: null }, fitStatsOf('teams')),
    ).toEqual({
      ...DEFAULT_MODELS.teams,
      unavailable: [],
    });
  });

  it('drops stats the rows do not carry and says which', () => {
    const model = resolveModel(
      { subject: 'players', outcome: 'bpm', predictors: ['usagePct', 'tsPct', 'fg3Pct'] },
      publicStats,
    );
    expect(model).toEqual({
      outcome: 'ptsScoredPg',
      predictors: ['usagePct', 'fg3Pct'],
      unavailable: ['bpm', 'tsPct'],
    });
  });

  it('never uses the outcome as a predictor, and keeps an empty list empty', () => {
    expect(
      resolveModel(
        { subject: 'teams', outcome: 'efgPct', predictors: ['efgPct', 'pace'] },
        fitStatsOf('teams'),
      ).predictors,
    ).toEqual(['pace']);
    expect(
      resolveModel({ subject: 'teams', outcome: 'pace', predictors: [] }, fitStatsOf('teams'))
        .predictors,
    ).toEqual([]);
    expect(MAX_PREDICTORS).toBe(10);
  });
});
