import { describe, expect, it } from 'vitest';
import { BracketError, FIRST_ROUND_PAIRS, gamesInRound, nationalBracket } from './bracket';
import type { BracketTree, NationalBracketInput, NationalTeam } from './bracket';
import { syntheticField } from './test-support';

const field = (): NationalBracketInput => syntheticField(1).input;

/** The two teams that enter a game directly (both feeders teams), or null. */
const entrants = (tree: BracketTree, g: number): number[] =>
  [tree.feederA[g] ?? 0, tree.feederB[g] ?? 0].filter((f) => f >= 0);

function expectError(input: NationalBracketInput, code: string, message: RegExp): void {
  let caught: unknown;
  try {
    nationalBracket(input);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(BracketError);
  expect((caught as BracketError).code).toBe(code);
  expect((caught as BracketError).message).toMatch(message);
}

const withTeams = (teams: NationalTeam[]): NationalBracketInput => ({ ...field(), teams });

describe('nationalBracket: the 68-team tree', () => {
  const input = field();
  const tree = nationalBracket(input);

  it('has 4 First Four games and 63 main games, in round order, final last', () => {
    expect(tree.teamCount).toBe(68);
    expect(tree.gameCount).toBe(67);
    expect([0, 1, 2, 3, 4, 5, 6].map((r) => gamesInRound(tree, r).length)).toEqual([
      4, 32, 16, 8, 4, 2, 1,
    ]);
    expect(tree.roundCount).toBe(7);
    expect(tree.finalGame).toBe(66);
    for (let g = 1; g < tree.gameCount; g += 1) {
      expect(tree.round[g]).toBeGreaterThanOrEqual(tree.round[g - 1] ?? 0);
    }
  });

  it('feeds every game from teams or earlier games, each game and team used exactly once', () => {
    const gameUses = new Array<number>(tree.gameCount).fill(0);
    const teamUses = new Array<number>(tree.teamCount).fill(0);
    for (let g = 0; g < tree.gameCount; g += 1) {
      for (const f of [tree.feederA[g] ?? 0, tree.feederB[g] ?? 0]) {
        if (f >= 0) teamUses[f] = (teamUses[f] ?? 0) + 1;
        else {
          expect(~f).toBeLessThan(g);
          expect(tree.round[~f]).toBe((tree.round[g] ?? 0) - 1);
          gameUses[~f] = (gameUses[~f] ?? 0) + 1;
        }
      }
    }
    expect(teamUses.every((u) => u === 1)).toBe(true);
    expect(gameUses.slice(0, -1).every((u) => u === 1)).toBe(true);
    expect(gameUses[tree.finalGame]).toBe(0);
  });

  it('pairs each region 1-16, 8-9, 5-12, 4-13, 6-11, 3-14, 7-10, 2-15 in round 1', () => {
    const round1 = gamesInRound(tree, 1);
    for (let region = 0; region < 4; region += 1) {
      FIRST_ROUND_PAIRS.forEach(([high, low], k) => {
        const g = round1[region * 8 + k] ?? -1;
        const seedOf = (f: number): number =>
          f >= 0 ? (tree.seeds[f] ?? 0) : (tree.seeds[tree.feederA[~f] ?? 0] ?? 0);
        expect([seedOf(tree.feederA[g] ?? 0), seedOf(tree.feederB[g] ?? 0)]).toEqual([high, low]);
        const regionOf = (f: number): number =>
          f >= 0 ? (tree.regions[f] ?? -1) : (tree.regions[tree.feederA[~f] ?? 0] ?? -1);
        expect(regionOf(tree.feederA[g] ?? 0)).toBe(region);
      });
    }
  });

  it('plays the First Four for the named slots, entering round 0', () => {
    for (const g of gamesInRound(tree, 0)) {
      const [a = 0, b = 0] = entrants(tree, g);
      expect(tree.seeds[a]).toBe(tree.seeds[b]);
      expect(tree.regions[a]).toBe(tree.regions[b]);
      expect(tree.entryRound[a]).toBe(0);
    }
    expect(Array.from(tree.entryRound).filter((r) => r === 0)).toHaveLength(8);
  });

  it('pairs the regions in the Final Four as given', () => {
    const regionOfGame = (g: number): number => {
      let f = tree.feederA[g] ?? 0;
      while (f < 0) f = tree.feederA[~f] ?? 0;
      return tree.regions[f] ?? -1;
    };
    const semiRegions = (t: BracketTree): number[][] =>
      gamesInRound(t, 5).map((g) => [~(t.feederA[g] ?? 0), ~(t.feederB[g] ?? 0)].map(regionOfGame));
    expect(semiRegions(tree)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    const crossed = nationalBracket({
      ...input,
      finalFour: [
        [0, 3],
        [1, 2],
      ],
    });
    expect(semiRegions(crossed)).toEqual([
      [0, 3],
      [1, 2],
    ]);
  });

  it('accepts 64 teams with no First Four', () => {
    const teams = input.teams.slice(0, 64);
    expect(nationalBracket({ teams }).gameCount).toBe(63);
  });
});

describe('nationalBracket: validation', () => {
  const teams = field().teams;

  it('rejects a wrong team count', () => {
    expectError(withTeams(teams.slice(0, 67)), 'team-count', /expected 68 teams.*got 67/);
  });

  it('rejects a team listed twice', () => {
    const twice = teams.map((t, i) => (i === 5 ? { ...t, id: teams[4]?.id ?? '' } : t));
    expectError(withTeams(twice), 'duplicate-team', /listed twice/);
  });

  it('rejects a seed missing from a region and a seed doubled without a First Four game', () => {
    // Slots are checked in region-then-seed order, so each case meets its own error first.
    const moved = teams.map((t) => (t.region === 1 && t.seed === 7 ? { ...t, seed: 8 } : t));
    expectError(withTeams(moved), 'missing-seed', /region 1 has no 7 seed/);
    const doubled = teams.map((t) => (t.region === 2 && t.seed === 16 ? { ...t, seed: 15 } : t));
    expectError(withTeams(doubled), 'doubled-seed', /region 2 has 2 teams seeded 15/);
  });

  it('rejects out-of-range regions and seeds', () => {
    const badRegion = teams.map((t, i) => (i === 0 ? { ...t, region: 4 } : t));
    expectError(withTeams(badRegion), 'bad-region', /regions are 0-3/);
    const badSeed = teams.map((t, i) => (i === 0 ? { ...t, seed: 17 } : t));
    expectError(withTeams(badSeed), 'bad-seed', /seeds are 1-16/);
  });

  it('rejects First Four games that do not name a slot, repeat one, or lack a second team', () => {
    const base = field();
    expectError(
      { ...base, firstFour: [{ region: 0, seed: 17 }, ...(base.firstFour ?? []).slice(1)] },
      'first-four',
      /does not name a slot/,
    );
    expectError(
      { ...base, firstFour: [{ region: 5, seed: 16 }, ...(base.firstFour ?? []).slice(1)] },
      'first-four',
      /does not name a slot/,
    );
    const ff = base.firstFour ?? [];
    expectError(
      { ...base, firstFour: [ff[0] ?? { region: 0, seed: 16 }, ...ff.slice(0, 3)] },
      'first-four',
      /two First Four games name region 0 seed 16/,
    );
    // Region 0's First Four names the 12 line, where only one team stands.
    expectError(
      { ...base, firstFour: [{ region: 0, seed: 12 }, ...ff.slice(1)] },
      'first-four',
      /region 0 seed 12 needs two teams/,
    );
    expectError({ ...base, firstFour: [...ff, { region: 0, seed: 1 }] }, 'first-four', /at most 4/);
  });

  it('rejects a Final Four that does not pair the four regions', () => {
    expectError(
      {
        ...field(),
        finalFour: [
          [0, 1],
          [1, 3],
        ],
      },
      'final-four',
      /pair the four regions/,
    );
  });
});
