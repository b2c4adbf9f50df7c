/** Unit rules of the NCAA season source: conference ids and the conference-tournament estimate. */
import { describe, expect, it } from 'vitest';
import { conferenceFor, conferencesFor, derivedConferenceId } from './conferences';
import { knockoutGames } from './conf-tournament';

describe('conference ids', () => {
  it("maps the source's names of the top conferences to the contract's ids", () => {
    expect(
      ['ACC', 'SEC', 'Big 12', 'Big Ten', 'Big East', 'Pac-12'].map(
        (l) => conferenceFor(l).conferenceId,
      ),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(conferenceFor('Atlantic Coast').conferenceId).toBe(1);
    expect(conferenceFor('big 10').conferenceId).toBe(4);
  });

  it('derives stable ids for the others from the normalized name', () => {
    const mwc = conferenceFor('MWC');
    expect(mwc).toMatchObject({ shortName: 'MWC', longName: 'Mountain West', divisionId: 1 });
    expect(mwc.conferenceId).toBe(derivedConferenceId('mwc'));
    expect(conferenceFor(' mwc ').conferenceId).toBe(mwc.conferenceId);
    expect(mwc.conferenceId).toBeGreaterThanOrEqual(1000);
    expect(conferenceFor('Atlantic 10').conferenceId).not.toBe(
      conferenceFor('Atlantic Sun').conferenceId,
    );
  });

  it('leaves missing labels out', () => {
    expect([...conferencesFor(['NA', 'ACC', 'n/a']).keys()]).toEqual(['ACC']);
  });
});

describe('conference tournament estimate', () => {
  let id = 0;
  const game = (date: string, winner: number, loser: number) => ({
    gameId: (id += 1),
    date,
    conferenceId: 9,
    home: winner,
    away: loser,
    winner,
    loser,
  });

  it('marks the knockout stretch at the end of the season and nothing before it', () => {
    id = 0;
    const games = [
      game('2025-03-01', 1, 2),
      game('2025-03-01', 3, 4),
      game('2025-03-08', 2, 1), // final regular-season day: both losers play again
      game('2025-03-08', 4, 3),
      game('2025-03-12', 1, 3), // semifinals
      game('2025-03-12', 2, 4),
      game('2025-03-14', 1, 2), // final
    ];
    expect([...knockoutGames(games)].sort((a, b) => a - b)).toEqual([5, 6, 7]);
  });

  it('starts over after a week without conference games (a later national tournament)', () => {
    id = 0;
    const games = [
      game('2025-03-08', 2, 1),
      game('2025-03-08', 4, 3),
      game('2025-03-12', 1, 3),
      game('2025-03-12', 2, 4), // team 4 loses here…
      game('2025-03-14', 1, 2),
      game('2025-04-05', 1, 4), // …and meets team 1 again in the national tournament
    ];
    expect([...knockoutGames(games)].sort((a, b) => a - b)).toEqual([3, 4, 5, 6]);
  });
});
