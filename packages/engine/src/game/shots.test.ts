import { describe, expect, it } from 'vitest';
import { constantsFor } from '../config/constants';
import { shotFacts } from './shots';
import { buildGame, scoreTo } from './shots.fixtures';

describe('shotFacts', () => {
  const setup = scoreTo(60, 62, 2, 400);
  const game = buildGame([
    ...setup,
    {
      type: 'shot',
      side: 'home',
      period: 2,
      clock: 200,
      made: true,
      value: 3,
      location: { x: 22.5, y: 2 },
      assist: 'home-passer',
    },
    { type: 'shot', side: 'away', period: 2, clock: 150, made: false, location: { x: 0, y: 3 } },
    { type: 'block', side: 'home', period: 2, clock: 150 },
    { type: 'rebound', side: 'home', period: 2, clock: 148, offensive: false },
    { type: 'shot', side: 'home', period: 2, clock: 140, made: false, location: { x: 0, y: 20 } },
    { type: 'rebound', side: 'away', period: 2, clock: 138, offensive: false },
    {
      type: 'shot',
      side: 'away',
      period: 2,
      clock: 8,
      made: true,
      value: 3,
      location: { x: 3, y: 44 },
    },
    { type: 'periodEnd', period: 2, clock: 0 },
  ]);
  const first = setup.length;
  const facts = shotFacts(game).filter((fact) => fact.seq >= first);

  it('gives every field-goal attempt its zone, distance and context', () => {
    expect(facts.map((fact) => fact.zone)).toEqual(['corner3', 'rim', 'mid', 'aboveBreak3']);
    expect(facts.map((fact) => fact.distance)).toEqual([
      Math.hypot(22.5, 2),
      3,
      20,
      Math.hypot(3, 44),
    ]);
    expect(facts[0]).toMatchObject({ assisted: true, assistedBy: 'home-passer', value: 3 });
    expect(facts[1]).toMatchObject({ blocked: true, assisted: false, made: false });
    expect(facts[2]).toMatchObject({ blocked: false, transition: true }); // 8 s after a rebound
    expect(facts[3]).toMatchObject({ heave: true, transition: false });
  });

  it('flags clutch and deciding shots from the score before them', () => {
    // Within 2 from 3:20 on, so every shot is clutch; the away heave at 0:08, down 63-62, goes
    // ahead and holds.
    expect(facts.map((fact) => fact.clutch)).toEqual([true, true, true, true]);
    expect(facts[3]).toMatchObject({ deciding: true, goAhead: true, gameWinner: true });
    expect(facts[0]).toMatchObject({ deciding: false, goAhead: false });
  });

  it("inherits the possession's transition flag when given possessions", () => {
    const possessions = [{ startSeq: first + 2, endSeq: first + 4, transition: false }];
    const withPossessions = shotFacts(game, { possessions }).filter((fact) => fact.seq >= first);
    expect(withPossessions.map((fact) => fact.transition)).toEqual([false, false, false, false]);
    const marked = shotFacts(game, {
      possessions: [{ startSeq: first, endSeq: first, transition: true }],
    });
    expect(marked.find((fact) => fact.seq === first)?.transition).toBe(true);
  });

  it("zones with the game's season line", () => {
    const old = constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2015 });
    const corner = buildGame([
      {
        type: 'shot',
        side: 'home',
        period: 1,
        clock: 900,
        made: true,
        value: 3,
        location: { x: 21, y: 1 },
      },
    ]);
    expect(shotFacts(corner)[0]?.zone).toBe('aboveBreak3');
    expect(shotFacts(corner, { constants: old })[0]?.zone).toBe('corner3');
  });

  it('leaves zone and distance null without a location', () => {
    const blind = buildGame([{ type: 'shot', side: 'home', period: 1, clock: 900, made: false }]);
    expect(shotFacts(blind)[0]).toMatchObject({ zone: null, distance: null, heave: false });
  });
});
