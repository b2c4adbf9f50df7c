import { describe, expect, it } from 'vitest';
import { resolveWeights, rowWeighting, SUBJECT_WEIGHTING } from './fit-weights';

describe('fit weights', () => {
  it('offers teams possessions and players minutes, and nothing else', () => {
    expect(SUBJECT_WEIGHTING).toEqual({ teams: 'possessions', players: 'minutes' });
    expect(resolveWeights('teams', 'possessions')).toBe('possessions');
    expect(resolveWeights('teams', 'minutes')).toBe('none');
    expect(resolveWeights('players', 'minutes')).toBe('minutes');
    expect(resolveWeights('players', 'possessions')).toBe('none');
    expect(rowWeighting('teams', 'none')).toBeNull();
    expect(rowWeighting('playersFull', 'possessions')).toBeNull();
  });

  it('reads each weight from the fields its rows carry', () => {
    const teams = rowWeighting('teams', 'possessions');
    expect(teams?.stats).toEqual(['poss']);
    expect(teams?.weightOf({ poss: 2012.5 })).toBe(2012.5);
    expect(teams?.weightOf({ poss: null })).toBeNull();

    const full = rowWeighting('playersFull', 'minutes');
    expect(full?.stats).toEqual(['mins']);
    expect(full?.weightOf({ mins: 612, gp: 20, minsPg: 30 })).toBe(612);

    // Public rows have no season minutes: games × minutes per game.
    const publicRows = rowWeighting('playersPublic', 'minutes');
    expect(publicRows?.stats).toEqual(['gp', 'minsPg']);
    expect(publicRows?.weightOf({ gp: 8, minsPg: 30.5 })).toBe(244);
    expect(publicRows?.weightOf({ gp: 8, minsPg: null })).toBeNull();
  });
});
