/** Alias groups (team-aliases.ts) and the split of unresolved names (unresolved-teams.ts). */
import { describe, expect, it } from 'vitest';
import { nameKey, resolveAliases } from './team-aliases';
import type { AliasInputs } from './team-aliases';
import { classifyUnresolved } from './unresolved-teams';

const inputs = (over: Partial<AliasInputs> & Pick<AliasInputs, 'ids'>): AliasInputs => {
  const gameNames = [...(over.gameNames ?? [])];
  return {
    gameNames,
    named: new Set(over.ids.map((row) => row.team).filter((team) => gameNames.includes(team))),
    renamed: new Set(),
    ...over,
  };
};

describe('team aliases', () => {
  it('maps the schedule’s LIU to an older team_ids LIU Brooklyn', () => {
    const matches = resolveAliases(
      inputs({ ids: [{ team: 'LIU Brooklyn', teamId: 7 }], gameNames: ['LIU', 'Wagner'] }),
    );
    expect(matches).toEqual([{ name: 'LIU', teamId: 7, target: 'LIU Brooklyn' }]);
  });

  it('works the other way round and with other spellings of the group', () => {
    expect(
      resolveAliases(inputs({ ids: [{ team: 'LIU', teamId: 7 }], gameNames: ['Long Island'] })),
    ).toEqual([{ name: 'Long Island', teamId: 7, target: 'LIU' }]);
    expect(
      resolveAliases(
        inputs({ ids: [{ team: 'LIU Brooklyn', teamId: 7 }], gameNames: ['LIU-Brooklyn'] }),
      ),
    ).toEqual([{ name: 'LIU-Brooklyn', teamId: 7, target: 'LIU Brooklyn' }]);
    expect(
      resolveAliases(
        inputs({ ids: [{ team: 'Fairleigh Dickinson', teamId: 3 }], gameNames: ['FDU'] }),
      ),
    ).toEqual([{ name: 'FDU', teamId: 3, target: 'Fairleigh Dickinson' }]);
  });

  it('never maps when the team_ids name is itself in the games (two real teams)', () => {
    expect(
      resolveAliases(
        inputs({ ids: [{ team: 'LIU Brooklyn', teamId: 7 }], gameNames: ['LIU', 'LIU Brooklyn'] }),
      ),
    ).toEqual([]);
  });

  it('never maps an ambiguous group or a team already reached by another name', () => {
    const two = [
      { team: 'LIU', teamId: 7 },
      { team: 'LIU Brooklyn', teamId: 8 },
    ];
    expect(resolveAliases(inputs({ ids: two, gameNames: ['Long Island'] }))).toEqual([]);
    expect(
      resolveAliases(
        inputs({
          ids: [{ team: 'LIU Brooklyn', teamId: 7 }],
          gameNames: ['LIU'],
          renamed: new Set([7]),
        }),
      ),
    ).toEqual([]);
  });

  it('maps one spelling only, the group’s first, when two are unresolved', () => {
    expect(
      resolveAliases(
        inputs({ ids: [{ team: 'LIU Brooklyn', teamId: 7 }], gameNames: ['Long Island', 'LIU'] }),
      ),
    ).toEqual([{ name: 'LIU', teamId: 7, target: 'LIU Brooklyn' }]);
  });

  it('leaves names outside every group alone', () => {
    expect(
      resolveAliases(
        inputs({ ids: [{ team: 'Wagner', teamId: 9 }], gameNames: ['Wagner College'] }),
      ),
    ).toEqual([]);
    expect(nameKey('Tex. A&M-Commerce')).toBe('texaandmcommerce');
  });
});

describe('unresolved names', () => {
  it('splits Division I-size schedules from ordinary opponents, most games first', () => {
    const out = classifyUnresolved(
      [
        { name: 'Small U.', games: 1 },
        { name: 'LIU', games: 32 },
        { name: 'Tiny College', games: 2 },
        { name: 'Mercyhurst', games: 18 },
        { name: 'Busy Col.', games: 17 },
      ],
      18,
    );
    expect(out.divisionISchedule).toEqual({
      names: 2,
      games: 50,
      list: [
        { name: 'LIU', games: 32 },
        { name: 'Mercyhurst', games: 18 },
      ],
    });
    expect(out.outsideDivisionI.list.map((item) => item.name)).toEqual([
      'Busy Col.',
      'Tiny College',
      'Small U.',
    ]);
    expect(out.outsideDivisionI.games).toBe(20);
  });
});
