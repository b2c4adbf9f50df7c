import { describe, expect, it } from 'vitest';
import { isTrialPlayer, selectTeamTrialPlayers, trialPlayersFor } from './trial-players';
import type { TrialPlayer } from './schemas/entities';

const row = (playerId: number, mins: number) => ({
  playerId,
  competitionId: 38409,
  fullName: `Player ${playerId}`,
  mins,
});

describe('trial players (§7)', () => {
  it('takes the top three by minutes', () => {
    const picked = selectTeamTrialPlayers([row(1, 100), row(2, 500), row(3, 300), row(4, 400)]);
    expect(picked.map((p) => p.playerId)).toEqual([2, 4, 3]);
    expect(picked.every((p) => p.for === 'user')).toBe(true);
  });

  it('counts every player tied with the third', () => {
    const picked = selectTeamTrialPlayers([
      row(1, 300),
      row(2, 500),
      row(3, 300),
      row(4, 400),
      row(5, 300),
      row(6, 299),
    ]);
    expect(picked.map((p) => p.playerId).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes everyone when fewer than three played', () => {
    expect(selectTeamTrialPlayers([row(1, 10), row(2, 0)])).toHaveLength(2);
    expect(selectTeamTrialPlayers([])).toEqual([]);
  });

  it('always includes the fixed demo players, without duplicates', () => {
    const demo: TrialPlayer[] = [
      { playerId: 2, competitionId: 38409, fullName: 'Demo', for: 'all' },
    ];
    const all = trialPlayersFor(demo, [row(1, 100), row(2, 500), row(3, 300)]);
    expect(all.map((p) => `${p.playerId}:${p.for}`)).toEqual(['2:all', '3:user', '1:user']);
    expect(isTrialPlayer(all, 3, 38409)).toBe(true);
    expect(isTrialPlayer(all, 3, 41097)).toBe(false);
  });
});
