import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import type { GameProjectionRow } from '../api/game-projection';
import { factorMatchup, pastGamesCsv, siteText } from './projection-view';

type Side = GameProjectionRow['teams'][number];

const side = (teamMarket: string, efgPct: number, efgPctAgst: number): Side => ({
  competitionId: 38409,
  seasonLabel: '2024-25',
  teamId: 1,
  teamMarket,
  divisionId: 1,
  netRankLabel: null,
  ortgAdj: 110,
  drtgAdj: 100,
  paceAdj: 68,
  avgEfficiency: 105,
  avgTempo: 68,
  whatIfNetChange: 0,
  ortgAdjProjected: 110,
  drtgAdjProjected: 100,
  paceAdjProjected: 68,
  efgPct,
  tovPct: 0.15,
  orbPct: 0.3,
  ftaRate: null,
  efgPctAgst,
  tovPctAgst: 0.2,
  orbPctAgst: 0.25,
  ftaRateAgst: 0.3,
  players: [],
});

describe('projection view', () => {
  it('sets one side’s offence against the other’s defence', () => {
    const matchup = factorMatchup(side('Alpha', 0.55, 0.5), side('Bravo', 0.48, 0.46));
    expect(matchup.offenceName).toBe('Alpha 2024-25');
    expect(matchup.lines.map((line) => [line.label, line.offence, line.defenceAllowed])).toEqual([
      ['Effective field-goal %', '55.0%', '46.0%'],
      ['Turnover %', '15.0%', '20.0%'],
      ['Offensive rebound %', '30.0%', '25.0%'],
      ['Free-throw rate', '—', '30.0%'],
    ]);
  });

  it('says where the game is from the first team’s side', () => {
    expect(siteText('home', 'Alpha 2024-25')).toBe('at Alpha 2024-25');
    expect(siteText('away', 'Alpha 2024-25')).toBe('Alpha 2024-25 on the road');
    expect(siteText('neutral', 'Alpha 2024-25')).toBe('on a neutral floor');
  });

  it('writes the past games as shown, ASCII signs, empty for a missing prediction', () => {
    const game = {
      competitionId: 38409,
      seasonLabel: '2024-25',
      gameId: 1,
      gameDate: '2025-01-18',
      teamId: 1,
      teamMarket: 'Alpha',
      teamIdAgst: 2,
      teamMarketAgst: 'Bravo',
      isHome: false,
      isNeutral: false,
      ptsScored: 70,
      ptsAgst: 74,
      predictedPts: 71.26,
      predictedPtsAgst: 73.04,
      predictedMargin: -1.78,
      predictedWinProbability: 0.4293,
    };
    const row = {
      pastGames: [
        game,
        {
          ...game,
          gameId: 2,
          isNeutral: true,
          predictedPts: null,
          predictedPtsAgst: null,
          predictedMargin: null,
          predictedWinProbability: null,
        },
      ],
    } as unknown as GameProjectionRow;
    const [header, first, second] = parseCsv(pastGamesCsv(row));
    expect(header?.slice(0, 5)).toEqual(['Date', 'Season', 'Team', 'Opponent', 'Site']);
    expect(first).toEqual([
      'Jan 18, 2025',
      '2024-25',
      'Alpha',
      'Bravo',
      'Away',
      '70',
      '74',
      '-4',
      '71.3',
      '73.0',
      '-1.8',
      '42.9%',
    ]);
    expect(second?.slice(4)).toEqual(['Neutral', '70', '74', '-4', '', '', '', '']);
  });
});
