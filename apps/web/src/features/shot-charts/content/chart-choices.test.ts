import { describe, expect, it } from 'vitest';
import {
  SHOT_CHARTS_FILTERS,
  activeFilterCount,
  chartChoiceOf,
  chartPatch,
  effectiveChoice,
  quickPickChange,
  seasonChange,
  type ChartChoice,
} from './chart-choices';

const parse = (search: string) => SHOT_CHARTS_FILTERS.parse(new URLSearchParams(search));

const LEFT_DEFAULT: ChartChoice = {
  season: 38409,
  subject: 'team',
  team: null,
  player: null,
  division: 1,
  mode: 'zones',
  side: 'offense',
  games: [],
  opponent: '',
  site: 'all',
  period: 'all',
  clutch: false,
  from: '',
  to: '',
  shotType: 'all',
};

describe('the shot-chart URL', () => {
  it('opens on a team chart (none chosen) beside Division I of 2024-25 men', () => {
    const values = parse('');
    expect(chartChoiceOf(values, 'a')).toEqual(LEFT_DEFAULT);
    expect(chartChoiceOf(values, 'b')).toEqual({ ...LEFT_DEFAULT, subject: 'league' });
  });

  it('reads each chart from its own keys', () => {
    const values = parse(
      'aSeason=38529&aTeam=601&aPlayer=77&aMode=dots&aSide=defense&aGames=11-13&aOpponent=Beta+Tech' +
        '&aSite=away&aPeriod=ot&aClutch=true&aFrom=2024-12-01&aTo=2025-01-31&aShotType=three' +
        '&bDivision=2&bMode=hexes',
    );
    expect(chartChoiceOf(values, 'a')).toEqual({
      season: 38529,
      subject: 'team',
      team: 601,
      player: 77,
      division: 1,
      mode: 'dots',
      side: 'defense',
      games: [11, 13],
      opponent: 'Beta Tech',
      site: 'away',
      period: 'ot',
      clutch: true,
      from: '2024-12-01',
      to: '2025-01-31',
      shotType: 'three',
    });
    expect(chartChoiceOf(values, 'b')).toMatchObject({
      subject: 'league',
      division: 2,
      mode: 'hexes',
    });
  });

  it('falls back to the default for every unreadable value', () => {
    const values = parse(
      'aSeason=12345&aSubject=coach&aTeam=-4&aPlayer=x&aDivision=7&aMode=spiral&aSide=both' +
        '&aGames=11-abc&aSite=moon&aPeriod=5&aClutch=maybe&aFrom=2025-02-30&aTo=tomorrow' +
        '&aShotType=skyhook&aOpponent=' +
        'x'.repeat(101),
    );
    expect(chartChoiceOf(values, 'a')).toEqual(LEFT_DEFAULT);
  });

  it('writes only what differs from the defaults, and reads back the same choices', () => {
    const patch = chartPatch('b', {
      subject: 'team',
      team: 501,
      games: [12, 11],
      from: '2024-11-01',
    });
    const search = SHOT_CHARTS_FILTERS.serialize({ ...parse(''), ...patch });
    expect(search.toString()).toBe('bSubject=team&bTeam=501&bGames=12-11&bFrom=2024-11-01');
    expect(chartChoiceOf(parse(search.toString()), 'b')).toMatchObject({
      subject: 'team',
      team: 501,
      games: [12, 11],
      from: '2024-11-01',
    });
  });
});

describe('dependent choices', () => {
  it("clears a season's players, games, opponent and dates with the season", () => {
    expect(seasonChange(36045)).toEqual({
      season: 36045,
      player: null,
      games: [],
      opponent: '',
      from: '',
      to: '',
    });
  });

  it('opens a quick pick as a team chart of its competition', () => {
    expect(quickPickChange(38529, 601)).toMatchObject({
      season: 38529,
      subject: 'team',
      team: 601,
      player: null,
      games: [],
    });
  });
});

describe('effectiveChoice', () => {
  it('draws a division as hexes when dots are asked, which it has none of', () => {
    const league = { ...LEFT_DEFAULT, subject: 'league' as const, mode: 'dots' as const };
    expect(effectiveChoice(league, 'halves').mode).toBe('hexes');
    expect(effectiveChoice({ ...LEFT_DEFAULT, mode: 'dots' }, 'halves').mode).toBe('dots');
  });

  it("shows a player's own attempts, and a period the games have", () => {
    expect(effectiveChoice({ ...LEFT_DEFAULT, player: 7, side: 'defense' }, 'halves').side).toBe(
      'offense',
    );
    expect(effectiveChoice({ ...LEFT_DEFAULT, period: '3' }, 'halves').period).toBe('all');
    expect(effectiveChoice({ ...LEFT_DEFAULT, period: '3' }, 'quarters').period).toBe('3');
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount(LEFT_DEFAULT)).toBe(0);
    expect(activeFilterCount({ ...LEFT_DEFAULT, games: [1], clutch: true, to: '2025-01-01' })).toBe(
      3,
    );
  });
});
