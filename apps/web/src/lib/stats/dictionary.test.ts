import { describe, expect, it } from 'vitest';
import {
  STAT_DEFINITIONS,
  ZONE_IDS,
  effectiveDirection,
  findStatDefinition,
  firstSortDirection,
  isStatKey,
  statDefinition,
  type StatKey,
} from './dictionary';
import { MISSING_VALUE, formatValue, type StatFormat } from './format';

/** A value of the kind the API sends for each format. */
const SAMPLE_VALUES: Record<StatFormat, unknown> = {
  integer: 12,
  decimal1: 12.34,
  decimal2: 1.234,
  pct: 0.4567,
  rating: 104.56,
  signedDecimal1: -2.34,
  signedInteger: 7,
  rank: 3,
  minutes: 31.5,
  date: '2025-03-01',
  height: 78,
  yesNo: true,
  winLoss: false,
  text: 'Q1',
};

/** The fields of spec/response-fields.md that a table or chart shows, family by family. */
const RESPONSE_FIELDS: Record<string, readonly string[]> = {
  teamAggregates: [
    'gp',
    'poss',
    'efgPct',
    'tsPct',
    'tovPct',
    'orbPct',
    'drbPct',
    'ftaRate',
    'fg2Pct',
    'fg3Pct',
    'ftPct',
    'fga3Rate',
    'astPct',
    'astRatio',
    'stlPct',
    'efgPctAgst',
    'tsPctAgst',
    'tovPctAgst',
    'orbPctAgst',
    'drbPctAgst',
    'ftaRateAgst',
    'fg2PctAgst',
    'fg3PctAgst',
    'ftPctAgst',
    'fga3RateAgst',
    'astPctAgst',
    'astRatioAgst',
    'stlPctAgst',
    'ortg',
    'drtg',
    'netRtg',
    'ortgAdj',
    'drtgAdj',
    'netRtgAdj',
    'pace',
    'paceAdj',
    'sos',
    'netRanking',
    'fbptsPctPts',
    'pitpPctPts',
    'ptsScoredPg',
    'fgm3Diff',
    'fga3Diff',
    'fgm2Diff',
    'fga2Diff',
    'fgmDiff',
    'ftmDiff',
    'ftaDiff',
    'rebDiff',
    'orbDiff',
    'drbDiff',
    'tovDiff',
    'fbptsDiff',
    'pitpDiff',
    'ptsScoredDiff',
    'scpDiff',
    'potovDiff',
    'overallWins',
    'overallLosses',
    'confWins',
    'confLosses',
    'teamMarket',
    'teamName',
  ],
  teamGames: [
    'teamMarketAgst',
    'gameDate',
    'isHome',
    'isNeutral',
    'isWin',
    'ptsScored',
    'ptsAgst',
    'poss',
    'pace',
    'quadAgst',
    'netRankAgst',
  ],
  zones: [
    ...ZONE_IDS.flatMap((zone) => [`${zone}Fga`, `${zone}Fgm`, `${zone}FgPct`, `${zone}FgaFreq`]),
    'layupDunkFgaFreq',
    'dunkFga',
    'dunkFgm',
    'layupFga',
    'layupFgm',
    'fgmAstdPct',
    'fgm2AstdPct',
    'fgm3AstdPct',
    'pctAstAtr2',
    'pctAstPaint2',
    'pctAstMid2',
    'pctAstC3',
    'pctAstAtb3',
    'and1Pct',
    'orbFgPct',
    'leftFgPct',
    'rightFgPct',
    'centerFgPct',
    'ptsCreated',
    'ast2',
    'ast3',
    'indvlStopPct',
  ],
  players: [
    'fullName',
    'teamMarket',
    'classYr',
    'height',
    'position',
    'minsPg',
    'usagePct',
    'ptsScoredPg',
    'astPg',
    'rebPg',
    'blkPg',
    'stlPg',
    'tovPg',
    'fgPct',
    'fg2Pct',
    'fg3Pct',
    'ftPct',
    'gp',
    'gs',
    'mins',
    'poss',
    'ptsScored',
    'reb',
    'orb',
    'drb',
    'ast',
    'stl',
    'blk',
    'tov',
    'pf',
    'pfd',
    'fgm',
    'fga',
    'fgm2',
    'fga2',
    'fgm3',
    'fga3',
    'ftm',
    'fta',
    'plusMinus',
    'efgPct',
    'tsPct',
    'fga3Rate',
    'orbPct',
    'drbPct',
    'rebPct',
    'astPct',
    'astTov',
    'stlPct',
    'blkPct',
    'tovPct',
    'per',
    'ortgPlayer',
    'drtgPlayer',
    'rapm',
    'orapm',
    'drapm',
    'isTransfer',
    'gpPbp',
    'minsPbp',
    'inPortalAfterSeason',
  ],
  playerGames: ['gameDate', 'isStarter', 'jerseyNum', 'teamMarketAgst', 'isWin', 'fgPct'],
  lineups: [
    'pName1',
    'pName2',
    'pName3',
    'pName4',
    'pName5',
    'gpPbp',
    'minsPbp',
    'mins',
    'poss',
    'ptsScored',
    'ptsAgst',
    'plusMinus',
    'fgm',
    'fga',
    'ortg',
    'drtg',
    'netRtg',
  ],
  onOff: ['onOffDiff', 'fullName', 'netRtg', 'ortg', 'drtg', 'minsOn', 'minsOff', 'minsPct'],
  portal: [
    'firstName',
    'lastName',
    'status',
    'eligibilityYear',
    'divisionIdFrom',
    'divisionIdTo',
    'conferenceShortNameFrom',
    'conferenceShortNameTo',
    'teamMarketFrom',
    'teamMarketTo',
    'createdWhen',
    'updatedWhen',
    'redshirtFlag',
  ],
};

describe('the stat dictionary', () => {
  it('defines every shown response field', () => {
    for (const [family, keys] of Object.entries(RESPONSE_FIELDS)) {
      const missing = keys.filter((key) => !isStatKey(key));
      expect(missing, family).toEqual([]);
    }
  });

  it('defines each key once', () => {
    const keys = STAT_DEFINITIONS.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every entry labels, a definition, and a format that formats its kind of value', () => {
    for (const definition of STAT_DEFINITIONS) {
      expect(definition.label, definition.key).not.toBe('');
      expect(definition.shortLabel, definition.key).not.toBe('');
      expect(definition.shortLabel.length, definition.key).toBeLessThanOrEqual(16);
      expect(definition.description.length, definition.key).toBeGreaterThanOrEqual(6);
      expect(definition.description, definition.key).toMatch(/[.)]$/);
      expect(
        formatValue(definition.format, SAMPLE_VALUES[definition.format]),
        definition.key,
      ).not.toBe(MISSING_VALUE);
    }
  });

  it('colours only stats with a better end', () => {
    for (const definition of STAT_DEFINITIONS) {
      expect(definition.colorScale, definition.key).toBe(
        definition.direction === 'neutral' ? 'none' : 'goodBad',
      );
    }
  });

  it('converts only counts sent as totals between per-game / per-40 / per-100 modes', () => {
    for (const definition of STAT_DEFINITIONS) {
      if (definition.scaling === null) continue;
      expect(['integer', 'signedInteger', 'minutes'], definition.key).toContain(definition.format);
      expect(definition.key, 'per-game fields stay per game').not.toMatch(/Pg$|Diff$/);
    }
    expect(statDefinition('efgPct').scaling).toBeNull();
    expect(statDefinition('ptsScored').scaling?.modes).toEqual([
      'totals',
      'perGame',
      'per40',
      'per100',
    ]);
  });

  it('formats eFG% as a percentage', () => {
    const efg = statDefinition('efgPct');
    expect(efg.shortLabel).toBe('eFG%');
    expect(formatValue(efg.format, 0.5123)).toBe('51.2%');
  });

  it('sorts best first: lower-is-better stats ascending', () => {
    expect(firstSortDirection(statDefinition('drtg'))).toBe('asc');
    expect(firstSortDirection(statDefinition('tovPct'))).toBe('asc');
    expect(firstSortDirection(statDefinition('netRanking'))).toBe('asc');
    expect(firstSortDirection(statDefinition('ortg'))).toBe('desc');
    expect(firstSortDirection(statDefinition('efgPct'))).toBe('desc');
    expect(firstSortDirection(statDefinition('pace'))).toBe('desc');
    expect(firstSortDirection(statDefinition('netRankAgst'))).toBe('asc');
    expect(firstSortDirection(statDefinition('teamMarket'))).toBe('asc');
  });

  it("flips opponents' versions and opponent views", () => {
    expect(statDefinition('tovPctAgst').direction).toBe('higher');
    expect(statDefinition('efgPctAgst').direction).toBe('lower');
    expect(statDefinition('fga3RateAgst').direction).toBe('neutral');
    expect(statDefinition('efgPctAgst').label).toBe("Opponents' effective field-goal %");
    expect(effectiveDirection(statDefinition('efgPct'), { opponentView: true })).toBe('lower');
    expect(firstSortDirection(statDefinition('efgPct'), { opponentView: true })).toBe('asc');
  });

  it('finds keys named at run time and rejects unknown ones', () => {
    expect(findStatDefinition('rc3FgPct')?.label).toBe('Right corner 3 FG%');
    expect(findStatDefinition('notAStat')).toBeUndefined();
    expect(() => statDefinition('notAStat' as StatKey)).toThrow('Unknown stat "notAStat".');
  });
});
