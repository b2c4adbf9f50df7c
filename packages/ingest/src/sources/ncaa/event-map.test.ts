import { describe, expect, it } from 'vitest';
import { classify, foulFreeThrows, foulKindOf, mapRow, shotTypeOf } from './event-map';
import type { RowFacts } from './event-map';

const facts = (over: Partial<RowFacts>): RowFacts => ({
  type: '',
  description: '',
  result: null,
  shotValue: null,
  side: 'home',
  player1: 'NOLAN.WINTER',
  player2: null,
  period: 1,
  clock: 600,
  onFloor: null,
  ...over,
});

describe('NCAA event mapping', () => {
  it.each([
    ['Layup', 'X, 2pt layup pointsinthepaint;  made', 'shot'],
    ['Dunk', 'X, 2pt alleyoop pointsinthepaint;  made', 'shot'],
    ['Hook', 'X, 2pt hookshot   missed', 'shot'],
    ['Two Point Jumper', 'X, 2pt pullupjumpshot   missed', 'shot'],
    ['Three Point Jumper', 'X, 3pt jumpshot 2ndchance;  made', 'shot'],
    ['Tip Shot', 'X, 2pt tipshot   made', 'shot'],
    ['Free Throw', 'X, freethrow 1of2 fastbreak;  made', 'freeThrow'],
    ['Free Throw', 'X, freethrow 1of1 technical  made', 'freeThrow'],
    ['Offensive Rebound', 'Team, rebound offensive team;', 'rebound'],
    ['Defensive Rebound', 'X, rebound defensive', 'rebound'],
    ['Deadball Rebound', 'Team, rebound defensivedeadball', 'rebound'],
    ['Turnover', 'Team, turnover shotclock team;', 'turnover'],
    ['Steal', 'X, steal', 'steal'],
    ['Blocked Shot', 'X, block', 'block'],
    ['Commits Foul', 'X, foul personal shooting;2freethrow;', 'foul'],
    ['Commits Foul', 'X, foul technical classa;2freethrow;', 'foul'],
    ['Draw Foul', 'X, foulon', 'foulDrawn'],
    ['Enters Game', 'X, substitution in', 'substitution'],
    ['Leaves Game', 'X, substitution out', 'substitution'],
    ['Timeout', 'Team, timeout short', 'timeout'],
    ['Timeout', 'timeout media', 'timeout'],
    ['won Jumpball', 'X, jumpball won', 'jumpBall'],
    ['Jumpball (held ball)', 'Team, jumpball heldball', 'jumpBall'],
    ['Challenge (Interference)', 'Team, headcoachchallenge goalorinterference rejected;', 'other'],
    ['Period Start', 'period start', 'periodStart'],
    ['Period End', 'end of period', 'periodEnd'],
    ['Mystery', 'X, something new', 'other'],
  ])('%s / "%s" → %s', (type, description, kind) => {
    expect(classify(type, description)).toBe(kind);
  });

  it('reads foul kinds and the free throws they award', () => {
    expect(foulKindOf('foul personal shooting;2freethrow;')).toBe('shooting');
    expect(foulKindOf('foul personal 2freethrow;')).toBe('personal');
    expect(foulKindOf('foul offensive')).toBe('offensive');
    expect(foulKindOf('foul technical classa;2freethrow;')).toBe('technical');
    expect(foulKindOf('foul personal flagrant1;2freethrow;')).toBe('flagrant1');
    expect(foulKindOf('foul personal flagrant2;2freethrow;')).toBe('flagrant2');
    expect(foulFreeThrows('foul personal shooting;3freethrow;')).toBe(3);
    expect(foulFreeThrows('foul personal oneandone;')).toBe(2);
    expect(foulFreeThrows('foul offensive')).toBe(0);
  });

  it('names shot types from the description', () => {
    expect(shotTypeOf('Layup', '2pt tipinlayup 2ndchance;')).toBe('tip');
    expect(shotTypeOf('Dunk', '2pt alleyoop')).toBe('dunk');
    expect(shotTypeOf('Layup', '2pt drivinglayup')).toBe('layup');
    expect(shotTypeOf('Two Point Jumper', '2pt turnaroundjumpshot')).toBe('jumper');
    expect(shotTypeOf('Hook', '2pt hookshot')).toBe('hook');
  });

  it('maps a made shot with its assist, value and the scorer’s flags', () => {
    const { event } = mapRow(
      facts({
        type: 'Layup',
        description: 'Nolan Winter, 2pt layup fromturnover;pointsinthepaint;fastbreak;  made',
        result: 'made',
        shotValue: 2,
        player2: 'NICK.BOYD',
      }),
    );
    expect(event).toMatchObject({
      type: 'shot',
      player: 'home:NOLAN.WINTER',
      made: true,
      value: 2,
      assist: 'home:NICK.BOYD',
      context: { fastBreak: true, fromTurnover: true, secondChance: false, inPaint: true },
    });
  });

  it('maps free throws with their place in the trip and technicals', () => {
    const trip = mapRow(
      facts({ type: 'Free Throw', description: 'X, freethrow 2of3   missed', result: 'missed' }),
    );
    expect(trip.event).toMatchObject({
      type: 'freeThrow',
      attempt: 2,
      of: 3,
      made: false,
      technical: false,
    });
    const tech = mapRow(
      facts({
        type: 'Free Throw',
        description: 'X, freethrow 1of1 technical  made',
        result: 'made',
      }),
    );
    expect(tech.event).toMatchObject({ technical: true, attempt: 1, of: 1 });
  });

  it('maps team events to a null player', () => {
    const rebound = mapRow(
      facts({
        type: 'Deadball Rebound',
        description: 'Team, rebound offensivedeadball',
        player1: null,
      }),
    );
    expect(rebound.event).toMatchObject({
      type: 'rebound',
      player: null,
      offensive: true,
      deadBall: true,
    });
    const turnover = mapRow(
      facts({ type: 'Turnover', description: 'Team, turnover shotclock team;', player1: null }),
    );
    expect(turnover.event).toMatchObject({ type: 'turnover', player: null, kind: 'shotclock' });
    const held = mapRow(
      facts({
        type: 'Jumpball (held ball)',
        description: 'Team, jumpball heldball',
        player1: null,
      }),
    );
    expect(held.event).toMatchObject({ type: 'jumpBall', outcome: 'heldBall', player: null });
  });

  it('keeps drawn fouls, challenges and unknown rows as other events', () => {
    expect(mapRow(facts({ type: 'Draw Foul', description: 'X, foulon' }))).toMatchObject({
      rule: 'foulDrawn',
      foulDrawn: true,
      event: { type: 'other', player: 'home:NOLAN.WINTER' },
    });
    expect(
      mapRow(facts({ type: 'Challenge (Interference)', description: 'Team, headcoachchallenge' }))
        .rule,
    ).toBe('challenge');
    expect(mapRow(facts({ type: 'Mystery', description: 'X, something' })).rule).toBe('unknown');
  });
});
