import { describe, expect, it } from 'vitest';
import {
  conferenceHeadline,
  rankConferences,
  type ConferenceRatingRow,
} from './conference-strength';

const conference = (
  conferenceId: number,
  conferenceShortName: string,
  netRtgAdj: number | null,
  overrides: Partial<ConferenceRatingRow> = {},
): ConferenceRatingRow => ({
  conferenceId,
  conferenceShortName,
  conferenceLongName: `${conferenceShortName} Conference`,
  teams: 12,
  scope: 'season',
  isOffense: true,
  netRtgAdj,
  sos: null,
  ...overrides,
});

describe('rankConferences', () => {
  it('orders conferences by their mean adjusted efficiency margin, best first', () => {
    const rows = [
      conference(1, 'North', 4.5),
      conference(2, 'South', 14.2, { teams: 18 }),
      conference(3, 'East', -3),
      conference(4, 'West', 12.1),
    ];
    expect(rankConferences(rows, 10).map((row) => row.shortName)).toEqual([
      'South',
      'West',
      'North',
      'East',
    ]);
    expect(rankConferences(rows, 2)).toHaveLength(2);
  });

  it('reads season offense rows only, once each, and skips conferences without a rating', () => {
    const rows = [
      conference(1, 'North', 4.5),
      conference(1, 'North', 4.5, { isOffense: false }),
      conference(2, 'South', 9, { scope: 'confReg' }),
      conference(3, 'East', null),
    ];
    expect(rankConferences(rows, 10).map((row) => row.conferenceId)).toEqual([1]);
    expect(rankConferences([], 10)).toEqual([]);
  });

  it('writes the headline from the first two', () => {
    const rows = [conference(2, 'South', 14.2, { teams: 18 }), conference(4, 'West', 12.1)];
    expect(conferenceHeadline(rankConferences(rows, 5))).toBe(
      "The South's 18 teams averaged +14.2 adjusted efficiency margin, 2.1 points ahead of the West",
    );
    expect(conferenceHeadline(rankConferences(rows.slice(0, 1), 5))).toBe(
      "The South's 18 teams averaged +14.2 adjusted efficiency margin",
    );
    expect(conferenceHeadline([])).toBeNull();
  });
});
