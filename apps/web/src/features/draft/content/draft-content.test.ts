import { describe, expect, it } from 'vitest';
import type { DraftModelRow } from '@courtside/contract/schemas';
import { formatWeight, pooledBacktest, projectionStatus, weightsBySize } from './draft-method';
import { DRAFT_FILTERS, classGroupOf, filterDraftRows, parseDraftRoute } from './draft-route';

describe('parseDraftRoute', () => {
  it('accepts the draft seasons of both genders and the two views only', () => {
    expect(parseDraftRoute({ competitionId: '18002', view: 'method' })).toEqual({
      competitionId: 18002,
      view: 'method',
    });
    expect(parseDraftRoute({ competitionId: '38529', view: 'player-box' })).toEqual({
      competitionId: 38529,
      view: 'player-box',
    });
    expect(parseDraftRoute({ competitionId: '41097', view: 'player-box' })).toBeNull();
    expect(parseDraftRoute({ competitionId: '38409', view: 'overview' })).toBeNull();
    expect(parseDraftRoute({ competitionId: '38409' })).toBeNull();
  });
});

describe('classGroupOf', () => {
  it('reads the spellings of the sources, redshirts included', () => {
    expect(['Fr.', 'FR', 'Freshman', 'R-Fr.', 'RS Fr'].map(classGroupOf)).toEqual(
      Array(5).fill('fr'),
    );
    expect(['Jr.', 'Junior', 'Sr', 'Senior', 'Gr.', 'So.'].map(classGroupOf)).toEqual([
      'jr',
      'jr',
      'sr',
      'sr',
      'gr',
      'so',
    ]);
    expect(classGroupOf(null)).toBeNull();
    expect(classGroupOf('N/A')).toBeNull();
  });
});

describe('filterDraftRows', () => {
  const rows = [
    { id: 1, teamId: 10, conferenceId: 4, position: 'G', classYr: 'Fr.', projectedTier: 'Lottery' },
    { id: 2, teamId: 11, conferenceId: 4, position: 'F-C', classYr: 'Sr.', projectedTier: null },
    { id: 3, teamId: 12, conferenceId: null, position: null, classYr: null, projectedTier: null },
  ] as const;
  const ids = (search: string) =>
    filterDraftRows(rows, DRAFT_FILTERS.parse(new URLSearchParams(search))).map((row) => row.id);

  it('keeps everyone by default and narrows by each filter', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('conference=4')).toEqual([1, 2]);
    expect(ids('team=11')).toEqual([2]);
    expect(ids('position=F')).toEqual([2]);
    expect(ids('class=fr')).toEqual([1]);
    expect(ids('tier=lottery')).toEqual([1]);
    expect(ids('tier=undrafted')).toEqual([]);
    // An unreadable value is the default, as for every URL filter.
    expect(ids('tier=top-5&class=x&team=-3')).toEqual([1, 2, 3]);
  });
});

const model = (overrides: Partial<DraftModelRow>): DraftModelRow => ({
  _id: 'm',
  updated: '2025-06-30T00:00:00Z',
  competitionId: 38529,
  gender: 'FEMALE',
  available: true,
  reason: null,
  picksPerDraft: 36,
  trainedOn: [33535, 36046],
  trainingRows: 100,
  iterations: 10,
  intercept: -3,
  weights: [],
  backtest: [],
  backtestAuc: null,
  backtestLogLoss: null,
  method: 'm',
  ...overrides,
});

describe('the method figures', () => {
  it('orders weights by size whichever their sign, and signs them', () => {
    const sorted = weightsBySize([
      { indicator: 'a', label: 'A', weight: 0.2 },
      { indicator: 'b', label: 'B', weight: -0.9 },
      { indicator: 'c', label: 'C', weight: 0.5 },
    ]);
    expect(sorted.map((weight) => weight.indicator)).toEqual(['b', 'c', 'a']);
    expect([1.234, -0.4, 0.001].map(formatWeight)).toEqual(['+1.23', '−0.40', '0.00']);
  });

  it('pools nothing without a backtest', () => {
    expect(pooledBacktest(model({}))).toBeNull();
  });

  it('states the projection from every draft but the season’s own', () => {
    const published = model({ trainedOn: [33535, 36046, 38529] });
    expect(projectionStatus(published, 38529, true).text).toMatch(
      /fitted on the drafts after 2022-23, 2023-24\. This season’s own draft/,
    );
    expect(projectionStatus(null, 38529, true)).toMatchObject({ available: true });
  });

  it('says why there is no projection, and makes up no reason when the model is unread', () => {
    const missing = projectionStatus(
      model({ available: false, reason: 'No past drafts of women here' }),
      38529,
      false,
    );
    expect(missing.available).toBe(false);
    expect(missing.text).toMatch(
      /^No draft projection for this season\. No past drafts of women here\. /,
    );
    // The model knows only this season's draft: it may not project it.
    expect(projectionStatus(model({ trainedOn: [38529] }), 38529, false).text).toMatch(
      /The only draft this warehouse holds is the one after this season/,
    );
    expect(projectionStatus(null, 38529, false).text).toBe(
      'No draft projection for this season. The table shows the indicators the model reads, without a probability or a rank.',
    );
  });
});
