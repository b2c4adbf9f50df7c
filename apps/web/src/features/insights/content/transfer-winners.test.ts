import { describe, expect, it } from 'vitest';
import { rankTransferWinners, transferHeadline, type TeamTransferRow } from './transfer-winners';

const team = (
  teamId: number,
  teamMarket: string,
  transferEffectIn: number | null,
  overrides: Partial<TeamTransferRow> = {},
): TeamTransferRow => ({
  competitionId: 38409,
  teamId,
  teamMarket,
  transfersIn: 4,
  minsInPct: 0.38,
  transferEffectIn,
  transferEffectInPlayers: 4,
  ...overrides,
});

describe('rankTransferWinners', () => {
  it('ranks teams by the effect of their incoming transfers; ties to the larger minutes share', () => {
    const rows = [
      team(1, 'Alpha', 2.5),
      team(2, 'Bravo', 5.2),
      team(3, 'Charlie', 2.5, { minsInPct: 0.5 }),
    ];
    expect(rankTransferWinners(rows, 10).map((winner) => winner.market)).toEqual([
      'Bravo',
      'Charlie',
      'Alpha',
    ]);
  });

  it('leaves out teams without a rated transfer and teams whose transfers did no better', () => {
    const rows = [
      team(1, 'Alpha', null),
      team(2, 'Bravo', 3, { transferEffectInPlayers: 0 }),
      team(3, 'Charlie', -1.5),
      team(4, 'Delta', 0.4),
    ];
    expect(rankTransferWinners(rows, 10).map((winner) => winner.teamId)).toEqual([4]);
    expect(rankTransferWinners([], 10)).toEqual([]);
  });

  it('writes the sentence from the numbers', () => {
    const [winner] = rankTransferWinners([team(1, 'Ironport', 5.2)], 1);
    expect(winner && transferHeadline(winner)).toBe(
      "Ironport's 4 incoming transfers scored +5.2 points per 100 plays better than comparable returning players, playing 38.0% of its minutes",
    );
    const [oneUnknownShare] = rankTransferWinners(
      [team(2, 'Alpha', 1, { transferEffectInPlayers: 1, minsInPct: null })],
      1,
    );
    expect(oneUnknownShare && transferHeadline(oneUnknownShare)).toBe(
      "Alpha's 1 incoming transfer scored +1.0 points per 100 plays better than comparable returning players",
    );
  });
});
