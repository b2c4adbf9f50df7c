import { describe, expect, it } from 'vitest';
import { andAll, isNamed, namedIdFilter } from './named';

describe('namedIdFilter', () => {
  it('writes a condition and binds a value only for the ids a request names', () => {
    const filter = namedIdFilter(
      { teamId: 7, gameId: null, playerId: undefined, conferenceId: 0 },
      {
        teamId: 't.team_id = $teamId',
        gameId: 't.game_id = $gameId',
        playerId: 't.player_id = $playerId',
        conferenceId: 't.conference_id = $conferenceId',
      },
    );
    // 0 is an id like any other: only null and undefined mean "not named".
    expect(filter.conditions).toEqual(['t.team_id = $teamId', 't.conference_id = $conferenceId']);
    expect(filter.params).toEqual({ teamId: 7, conferenceId: 0 });
  });

  it('names nothing for an empty request', () => {
    expect(namedIdFilter({}, { teamId: 'team_id = $teamId' })).toEqual({
      conditions: [],
      params: {},
    });
    expect([isNamed(undefined), isNamed(null), isNamed(0), isNamed(12)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('writes conditions to follow others in a WHERE clause', () => {
    expect(andAll(['a = $a', 'b = $b'])).toBe('AND a = $a AND b = $b');
    expect(andAll([])).toBe('');
  });
});
