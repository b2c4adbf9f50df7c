import { TOP_CONFERENCES_BY_DIVISION } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { DIVISION_LIST, buildUniverse, type Division, type Universe } from './identity';
import { SCALES } from './scale';

const SEED = 20260101;

function conferencesOf(universe: Universe, division: Division) {
  return universe.conferences.filter((conference) => conference.division === division);
}

const schoolsIn = (universe: Universe, conferenceId: number): number =>
  universe.schools.filter((school) => school.conferenceId === conferenceId).length;

describe('the demo universe', () => {
  it.each(['default', 'full'] as const)(
    "opens each division of the %s league with the contract's top conferences, all with schools",
    (name) => {
      const universe = buildUniverse(SCALES[name], SEED);
      for (const division of DIVISION_LIST) {
        const top = TOP_CONFERENCES_BY_DIVISION[division];
        const first = conferencesOf(universe, division).slice(0, top.length);
        expect(first.map((c) => [c.conferenceId, c.longName, c.shortName])).toEqual(
          top.map((c) => [c.conferenceId, c.conferenceLongName, c.conferenceShortName]),
        );
        const sizes = SCALES[name].divisions[division].conferenceSizes;
        for (const [index, conference] of first.entries()) {
          expect(schoolsIn(universe, conference.conferenceId)).toBe(sizes[index]);
          expect(sizes[index]).toBeGreaterThan(0);
        }
      }
    },
  );

  it('has five top conferences in Division II and five in Division III (§3), six in Division I', () => {
    const universe = buildUniverse(SCALES.default, SEED);
    const topIds = new Set(
      Object.values(TOP_CONFERENCES_BY_DIVISION).flatMap((list) => list.map((c) => c.conferenceId)),
    );
    const topCount = (division: Division) =>
      conferencesOf(universe, division).filter((c) => topIds.has(c.conferenceId)).length;
    expect(DIVISION_LIST.map(topCount)).toEqual([6, 5, 5]);
    expect(
      conferencesOf(universe, 2)
        .map((c) => c.shortName)
        .slice(0, 5),
    ).toEqual(['GSC', 'PSAC', 'GLIAC', 'RMAC', 'NE10']);
    expect(
      conferencesOf(universe, 3)
        .map((c) => c.shortName)
        .slice(0, 5),
    ).toEqual(['NESCAC', 'UAA', 'WIAC', 'Centennial', 'Liberty']);
  });

  it('gives every conference its own id and every school a conference of its division', () => {
    const universe = buildUniverse(SCALES.default, SEED);
    const ids = universe.conferences.map((c) => c.conferenceId);
    expect(new Set(ids).size).toBe(ids.length);
    const divisionOf = new Map(universe.conferences.map((c) => [c.conferenceId, c.division]));
    for (const school of universe.schools) {
      expect(divisionOf.get(school.conferenceId)).toBe(school.division);
    }
  });
});
