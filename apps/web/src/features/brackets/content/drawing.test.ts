import type { BracketLayoutGame } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { buildDrawing, gameLabels, regionNames } from './drawing';

type Game = Pick<BracketLayoutGame, 'game' | 'round' | 'roundName' | 'region'>;

const game = (index: number, round: number, roundName: string, region: number | null): Game => ({
  game: index,
  round,
  roundName,
  region,
});

const GAMES: Game[] = [
  game(0, 0, 'First Four', 1),
  game(1, 0, 'First Four', 2),
  game(2, 1, 'Round of 64', 1),
  game(3, 1, 'Round of 64', 1),
  game(4, 1, 'Round of 64', 2),
  game(5, 2, 'Round of 32', 1),
  game(6, 5, 'Final Four', null),
  game(7, 6, 'Championship', null),
];

const TEAMS = [
  { region: 1, regionName: 'East' },
  { region: 1, regionName: 'East' },
  { region: 2, regionName: null },
];

describe('buildDrawing', () => {
  const drawing = buildDrawing({ games: GAMES, teams: TEAMS });

  it('draws the First Four apart, numbered across regions', () => {
    expect(drawing.firstFour).toEqual({
      round: 0,
      roundName: 'First Four',
      games: [
        { index: 0, label: 'First Four game 1' },
        { index: 1, label: 'First Four game 2' },
      ],
    });
  });

  it('draws each region by rounds, its games named after it', () => {
    expect(drawing.regions).toEqual([
      {
        region: 1,
        name: 'East',
        rounds: [
          {
            round: 1,
            roundName: 'Round of 64',
            games: [
              { index: 2, label: 'East Round of 64 game 1' },
              { index: 3, label: 'East Round of 64 game 2' },
            ],
          },
          { round: 2, roundName: 'Round of 32', games: [{ index: 5, label: 'East Round of 32' }] },
        ],
      },
      {
        region: 2,
        name: 'Region 2',
        rounds: [
          {
            round: 1,
            roundName: 'Round of 64',
            games: [{ index: 4, label: 'Region 2 Round of 64' }],
          },
        ],
      },
    ]);
  });

  it('draws the Final Four and the final after the regions', () => {
    expect(drawing.finalRounds).toEqual([
      { round: 5, roundName: 'Final Four', games: [{ index: 6, label: 'Final Four' }] },
      { round: 6, roundName: 'Championship', games: [{ index: 7, label: 'Championship' }] },
    ]);
  });

  it('names every game by its index', () => {
    const labels = gameLabels(drawing);
    expect(labels.size).toBe(GAMES.length);
    expect(labels.get(3)).toBe('East Round of 64 game 2');
    expect(labels.get(7)).toBe('Championship');
  });

  it('draws a field without a First Four or regions', () => {
    const small = buildDrawing({ games: [game(0, 6, 'Championship', null)], teams: [] });
    expect(small.firstFour).toBeNull();
    expect(small.regions).toEqual([]);
    expect(small.finalRounds).toHaveLength(1);
  });
});

describe('regionNames', () => {
  it('takes the first name a region’s teams give, else its number', () => {
    const name = regionNames(TEAMS);
    expect(name(1)).toBe('East');
    expect(name(2)).toBe('Region 2');
    expect(name(4)).toBe('Region 4');
  });
});
