import { describe, expect, it } from 'vitest';
import { suggestionOf, topTwo } from './suggestions';

describe('topTwo', () => {
  it('keeps the two highest values, best first, leaving out rows without one', () => {
    expect(
      topTwo([
        { id: 1, value: 4.5 },
        { id: 2, value: null },
        { id: 3, value: 12 },
        { id: 4, value: -3 },
        { id: 5, value: 8 },
      ]),
    ).toEqual([3, 5]);
  });

  it('keeps the answer order on a tie', () => {
    expect(
      topTwo([
        { id: 7, value: 1 },
        { id: 8, value: 9 },
        { id: 9, value: 9 },
      ]),
    ).toEqual([8, 9]);
  });
});

describe('suggestionOf', () => {
  it("names the season and writes the pair as the URL's subjects", () => {
    expect(
      suggestionOf('teams', 38409, [
        { id: 1, value: 3 },
        { id: 2, value: 20 },
        { id: 3, value: 11 },
      ]),
    ).toEqual({
      label: "Compare the top two teams of 2024-25 Men's Basketball",
      subjectKeys: ['38409:2', '38409:3'],
    });
  });

  it('suggests nothing with fewer than two candidates', () => {
    expect(suggestionOf('players', 38409, [{ id: 1, value: 30 }])).toBeNull();
    expect(suggestionOf('players', 38409, [])).toBeNull();
  });
});
