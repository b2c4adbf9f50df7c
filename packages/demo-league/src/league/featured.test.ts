/**
 * Featured players on a generated league (no games needed): the seven fixed names and where they
 * go, the rule that picks the stars from the hidden truth, and renaming that touches names only,
 * in every season of a featured person's career.
 */
import { DEMO_PLAYER_COMPETITION_IDS, FIXED_DEMO_PLAYER_COUNT } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import type { DemoPlayer, DemoTeam } from '../model';
import { FEATURED_NAMES, FEATURED_PROGRAMS, pickFeatured, renameFeatured } from './featured';
import { DemoLeague, withFeaturedNames } from './league';
import type { LeagueSeason } from './league';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import { SCALES } from './scale';
import type { LeagueScale } from './scale';

/** Men's 2022-23 and 2023-24 (one and two featured players) on the small league's shape. */
const MEN_FEATURED: LeagueScale = { ...SCALES.small, competitionIds: [33533, 36045] };

function seasonsOf(scale: LeagueScale, seed: number): LeagueSeason[] {
  return [...new DemoLeague(scale, seed).seasons('MALE')];
}

const fullName = (p: { firstName: string; lastName: string }): string =>
  `${p.firstName} ${p.lastName}`;

function rostersOf(season: LeagueSeason): DemoTeam[] {
  return season.teams.teams.map((t) => season.teams.teamFor(t.teamId));
}

describe('featured players', () => {
  it('has seven fixed, unique names over the four demo competitions (2 + 2 + 2 + 1)', () => {
    expect(FEATURED_NAMES).toHaveLength(FIXED_DEMO_PLAYER_COUNT);
    const perCompetition = DEMO_PLAYER_COMPETITION_IDS.map(
      (id) => FEATURED_NAMES.filter((name) => name.competitionId === id).length,
    );
    expect(perCompetition).toEqual([2, 2, 2, 1]);
    expect(new Set(FEATURED_NAMES.map(fullName)).size).toBe(FIXED_DEMO_PLAYER_COUNT);
    // Outside the word lists, so no generated player shares a featured name.
    for (const name of FEATURED_NAMES) {
      expect(MALE_FIRST_NAMES).not.toContain(name.firstName);
      expect(FEMALE_FIRST_NAMES).not.toContain(name.firstName);
      expect(LAST_NAMES).not.toContain(name.lastName);
    }
  });

  it('picks the best players of the strongest Division I programs of a featured season', () => {
    const seasons = seasonsOf(MEN_FEATURED, 31);
    const current = seasons.find((s) => s.competition.id === 36045);
    if (current === undefined) throw new Error('no 2023-24 season');
    const programs = rostersOf(current)
      .filter((team) => team.division === 1)
      .sort((a, b) => b.offense + b.defense - (a.offense + a.defense))
      .slice(0, FEATURED_PROGRAMS);
    const stars = programs
      .map((team) => [...team.roster].sort((a, b) => b.overall - a.overall)[0] as DemoPlayer)
      .sort((a, b) => b.overall - a.overall);
    const earlier = new Set(
      seasons
        .filter((s) => s.competition.id === 33533)
        .flatMap((s) => s.featured.map((p) => p.personId)),
    );
    const expected = stars.filter((p) => !earlier.has(p.personId)).slice(0, 2);
    expect(current.featured.map((p) => p.playerId)).toEqual(expected.map((p) => p.playerId));
    expect(current.featured.map((p) => [p.slot, fullName(p)])).toEqual([
      [1, 'Caspian Thorne'],
      [2, 'Dashiell Marchetti'],
    ]);
    // Genuine stars: among the league's very best players of the season.
    const everyone = rostersOf(current)
      .filter((team) => team.division === 1)
      .flatMap((team) => team.roster)
      .sort((a, b) => b.overall - a.overall);
    for (const star of expected) {
      expect(everyone.indexOf(star)).toBeLessThan(everyone.length * 0.05);
    }
    // Seasons outside the demo competitions feature nobody; the same seed, the same stars.
    expect(
      seasons
        .filter((s) => s.competition.id !== 36045 && s.competition.id !== 33533)
        .flatMap((s) => s.featured),
    ).toEqual([]);
    expect(seasonsOf(MEN_FEATURED, 31).flatMap((s) => s.featured)).toEqual(
      seasons.flatMap((s) => s.featured),
    );
  });

  it('never features one person twice', () => {
    const taken = new Set<number>();
    const season = seasonsOf(MEN_FEATURED, 31).find((s) => s.competition.id === 36045);
    if (season === undefined) throw new Error('no 2023-24 season');
    const first = pickFeatured(season.teams, taken);
    const again = pickFeatured(season.teams, taken);
    expect(first).toHaveLength(2);
    expect(
      again.map((p) => p.personId).filter((id) => first.some((f) => f.personId === id)),
    ).toEqual([]);
  });

  it('renames a featured person in every season of his career and changes nothing else', () => {
    const seasons = seasonsOf(MEN_FEATURED, 31);
    const featured = seasons.flatMap((s) => s.featured);
    const renamed = withFeaturedNames(seasons, featured);
    const byPerson = new Map(featured.map((p) => [p.personId, fullName(p)]));
    let appearances = 0;
    seasons.forEach((season, index) => {
      const after = renamed[index] as LeagueSeason;
      const before = rostersOf(season);
      rostersOf(after).forEach((team, t) => {
        const original = before[t] as DemoTeam;
        // Everything but the names is the same (strengths, skills, ids, order).
        const strip = (x: DemoTeam) => ({
          ...x,
          roster: x.roster.map((p) => ({ ...p, firstName: '', lastName: '' })),
        });
        expect(strip(team)).toEqual(strip(original));
        team.roster.forEach((player, p) => {
          const name = byPerson.get(player.personId);
          if (name === undefined) {
            expect(fullName(player)).toBe(fullName(original.roster[p] as DemoPlayer));
          } else {
            appearances += 1;
            expect(fullName(player)).toBe(name);
          }
        });
      });
      expect(after.teams.hiddenStrength(season.teams.teams[0]?.teamId ?? 0)).toBe(
        season.teams.hiddenStrength(season.teams.teams[0]?.teamId ?? 0),
      );
      for (const row of after.transfers) {
        const name = byPerson.get(row.personId);
        if (name !== undefined) expect(row.name).toBe(name);
      }
    });
    // Each featured person plays more than the one season he is featured in.
    expect(appearances).toBeGreaterThan(featured.length);
    // No names: the same objects.
    const plain = seasons[0] as LeagueSeason;
    expect(renameFeatured(plain.teams, new Map())).toBe(plain.teams);
  });
});
