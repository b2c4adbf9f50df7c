import { describe, expect, it } from 'vitest';
import { parseTeamRoute } from './views';

describe('parseTeamRoute', () => {
  it('reads a known competition, a positive team id and a known view', () => {
    expect(parseTeamRoute({ competitionId: '38409', teamId: '590616', view: 'splits' })).toEqual({
      competitionId: 38409,
      teamId: 590616,
      view: 'splits',
    });
  });

  it('refuses unknown competitions, malformed ids and unknown views', () => {
    expect(parseTeamRoute({ competitionId: '12345', teamId: '1', view: 'overview' })).toBeNull();
    expect(parseTeamRoute({ competitionId: '38409', teamId: '0', view: 'overview' })).toBeNull();
    expect(parseTeamRoute({ competitionId: '38409', teamId: '1e3', view: 'overview' })).toBeNull();
    expect(parseTeamRoute({ competitionId: '38409', teamId: '1', view: 'rotations' })).toBeNull();
  });
});
