import { describe, expect, it } from 'vitest';
import { SEASON_GAMES, gameRow } from '../scoreboard.test-utils';
import {
  filterGames,
  orderGames,
  projectionOf,
  splitByStatus,
  winnerOf,
  type RankOf,
} from './scoreboard-games';

const RANKS = new Map([
  [1, 3],
  [2, 40],
  [3, 12],
]);
const rankOf: RankOf = (teamId) => (teamId === null ? null : (RANKS.get(teamId) ?? null));
const day = SEASON_GAMES.filter((game) => game.gameDate === '2025-02-22');
const ids = (games: readonly { gameId: number }[]) => games.map((game) => game.gameId);

const upcoming = (prediction: [number, number, number, number]) =>
  gameRow({
    gameId: 50,
    gameDate: '2025-03-05',
    away: [7, 'Visitors', 1],
    home: [8, 'Hosts', 1],
    prediction,
  });

describe('projection as a line', () => {
  it('quotes the favourite to the half point with its chance to win', () => {
    expect(projectionOf(upcoming([4.3, 0.648, 72.4, 68.1]))).toEqual({
      favorite: 'home',
      favoriteMarket: 'Hosts',
      spread: 'Hosts −4.5',
      winProbability: '65%',
      awayScore: 68,
      homeScore: 72,
    });
  });

  it('makes the away team the favourite when the home margin is negative', () => {
    const projection = projectionOf(upcoming([-7.74, 0.23, 65.0, 72.7]));
    expect(projection?.spread).toBe('Visitors −7.5');
    // 1 − 0.23 for the away side.
    expect(projection?.winProbability).toBe('77%');
  });

  it("calls an even game a pick'em", () => {
    expect(projectionOf(upcoming([0.2, 0.51, 70.1, 69.9]))?.spread).toBe("Pick'em");
  });

  it('has none without both ratings', () => {
    const withoutRating = day.find((game) => game.gameId === 4);
    expect(withoutRating?.awayTeamId).toBeNull();
    expect(withoutRating === undefined ? 'missing' : projectionOf(withoutRating)).toBeNull();
  });
});

describe('filters and order of a day', () => {
  it('keeps games with a team of the conference on either side', () => {
    expect(ids(filterGames(day, { conference: 2, ranked: false }, rankOf))).toEqual([1, 2, 3]);
    expect(ids(filterGames(day, { conference: 1, ranked: false }, rankOf))).toEqual([1, 2, 4]);
  });

  it('keeps games with a top-25 team when ranked only', () => {
    // Bravo (40) v Delta (unranked) drops out.
    expect(ids(filterGames(day, { conference: null, ranked: true }, rankOf))).toEqual([1, 2, 4]);
    expect(ids(filterGames(day, { conference: 2, ranked: true }, rankOf))).toEqual([1, 2]);
  });

  it('orders by the best top-25 rank in the game, then game id', () => {
    expect(ids(orderGames(day, rankOf))).toEqual([1, 2, 4, 3]);
  });

  it('splits finals from games to play and names the winner', () => {
    const { finals, upcoming: later } = splitByStatus(day);
    expect(ids(finals)).toEqual([1, 2]);
    expect(ids(later)).toEqual([3, 4]);
    expect(finals.map(winnerOf)).toEqual(['home', 'away']);
    expect(later.map(winnerOf)).toEqual([null, null]);
  });
});
