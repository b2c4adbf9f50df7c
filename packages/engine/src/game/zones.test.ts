import { describe, expect, it } from 'vitest';
import { constantsFor, DEFAULT_CONSTANTS } from '../config/constants';
import { cornerBreakY, distanceFt, inLane, isThree, yFromBaseline } from './court';
import { areaZone, basicZone, classifyShot, detailedZonesOf, isHeave } from './zones';
import { zoneDefinitions } from './zones-catalog';

const NEW_LINE = DEFAULT_CONSTANTS.court.threePointLine;
const OLD = constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2018 });

describe('court geometry (METHODS §5)', () => {
  it('measures from the basket centre and converts baseline heights', () => {
    expect(distanceFt({ x: 3, y: 4 })).toBe(5);
    expect(yFromBaseline(19)).toBe(13.75);
    expect(yFromBaseline(9.8)).toBeCloseTo(4.55, 10);
  });

  it("meets the 6.75 m line's corners ≈ 9.8 ft from the baseline", () => {
    expect(cornerBreakY(NEW_LINE) + 5.25).toBeCloseTo(9.83, 2);
    expect(cornerBreakY(OLD.court.threePointLine)).toBe(0);
  });

  it('tells threes from twos on each line, the line itself being a two', () => {
    expect(isThree({ x: 0, y: 22.2 }, NEW_LINE)).toBe(true);
    expect(isThree({ x: 0, y: 22 }, NEW_LINE)).toBe(false);
    expect(isThree({ x: 21.7, y: 0 }, NEW_LINE)).toBe(true);
    expect(isThree({ x: 21.5, y: 0 }, NEW_LINE)).toBe(false);
    expect(isThree({ x: -21.5, y: 0 }, OLD.court.threePointLine)).toBe(true);
    expect(isThree({ x: 0, y: 21 }, OLD.court.threePointLine)).toBe(true);
    expect(isThree({ x: NEW_LINE.arcFt, y: 0.0001 }, NEW_LINE)).toBe(true);
  });

  it('knows the lane', () => {
    expect(inLane({ x: 6, y: 13.75 })).toBe(true);
    expect(inLane({ x: 6.5, y: 5 })).toBe(false);
    expect(inLane({ x: 0, y: 14 })).toBe(false);
  });
});

describe("basic zones (the NCAA shot files' convention)", () => {
  it.each([
    [{ x: 0, y: 3 }, 2, 'rim'],
    [{ x: 0, y: 4 }, 2, 'rim'],
    [{ x: 0, y: 4.4 }, 2, 'paint'],
    [{ x: 12, y: 6 }, 2, 'paint'],
    [{ x: 0, y: 20 }, 2, 'mid'],
    [{ x: 0, y: 15 }, 2, 'mid'],
    [{ x: 22.5, y: 2 }, 3, 'corner3'],
    [{ x: -23, y: 8.16 }, 3, 'corner3'],
    [{ x: 22.5, y: 9.1 }, 3, 'aboveBreak3'],
    [{ x: 0, y: 25 }, 3, 'aboveBreak3'],
    // The flag wins: a two from beyond the arc stays a two, a three inside stays a three.
    [{ x: 0, y: 23 }, 2, 'mid'],
    [{ x: 0, y: 20 }, 3, 'aboveBreak3'],
  ] as const)('%o (%i) is %s', (location, value, zone) => {
    expect(basicZone(location, value)).toBe(zone);
  });

  it('uses the season line: 21 ft across is a corner three only on the old line', () => {
    expect(basicZone({ x: 21, y: 2 }, 3, OLD)).toBe('corner3');
    expect(basicZone({ x: 20.5, y: 2 }, 3, OLD)).toBe('aboveBreak3');
    expect(basicZone({ x: 21, y: 2 }, 3)).toBe('aboveBreak3');
  });

  it('flags heaves at 40 ft', () => {
    expect(isHeave({ x: 0, y: 40 })).toBe(true);
    expect(isHeave({ x: 0, y: 39.9 })).toBe(false);
  });
});

describe('detailed vocabulary (METHODS geometry)', () => {
  it('keeps the lane for paint2, unlike the basic paint', () => {
    const baselineJumper = { x: 11, y: 5 };
    expect(basicZone(baselineJumper, 2)).toBe('paint');
    expect(areaZone(baselineJumper, 2)).toBe('mid2');
    expect(areaZone({ x: 3, y: 10 }, 2)).toBe('paint2');
    expect(areaZone({ x: 0, y: 3 }, 2)).toBe('atr2');
  });

  it('puts c3 within 9.8 ft of the baseline', () => {
    expect(areaZone({ x: 22.5, y: 4.5 }, 3)).toBe('c3');
    expect(areaZone({ x: 22.5, y: 6 }, 3)).toBe('atb3');
    expect(basicZone({ x: 22.5, y: 6 }, 3)).toBe('corner3');
  });

  it('splits every shot once per family', () => {
    expect(classifyShot({ x: -10, y: 3 }, 2)).toMatchObject({
      area: 'mid2',
      spot2: 'lb2',
      depth2: 'med2',
      spot3: null,
      depth3: null,
      nba3: false,
    });
    expect(classifyShot({ x: 12, y: 14 }, 2)).toMatchObject({ spot2: 're2', depth2: 'lng2' });
    expect(classifyShot({ x: 2, y: 8 }, 2)).toMatchObject({
      area: 'paint2',
      spot2: 'lane2',
      depth2: null,
    });
    expect(classifyShot({ x: -22.5, y: 1 }, 3)).toMatchObject({
      area: 'c3',
      spot3: 'lc3',
      depth3: 'sht3',
      nba3: true,
    });
    expect(classifyShot({ x: 3, y: 24 }, 3)).toMatchObject({
      area: 'atb3',
      spot3: 'tok3',
      nba3: true,
    });
    expect(classifyShot({ x: 17, y: 16 }, 3)).toMatchObject({
      spot3: 'rw3',
      depth3: 'sht3',
      nba3: false,
    });
    expect(classifyShot({ x: -2, y: 44 }, 3)).toMatchObject({
      spot3: 'tok3',
      depth3: 'lng3',
      heave: true,
    });
  });

  it('lists the zones a shot counts in without repeating atr2', () => {
    expect(detailedZonesOf(classifyShot({ x: 0, y: 2 }, 2))).toEqual(['atr2']);
    expect(detailedZonesOf(classifyShot({ x: 22.5, y: 1 }, 3))).toEqual([
      'c3',
      'rc3',
      'sht3',
      'nba3',
    ]);
  });

  it('partitions a grid of locations within each family', () => {
    for (let x = -25; x <= 25; x += 1) {
      for (let y = -5; y <= 41; y += 1) {
        const two = classifyShot({ x, y }, 2);
        const three = classifyShot({ x, y }, 3);
        expect(two.spot2).not.toBeNull();
        expect(['atr2', 'paint2', 'mid2']).toContain(two.area);
        expect(two.depth2 !== null).toBe(two.area === 'mid2');
        expect(['c3', 'atb3']).toContain(three.area);
        expect(three.spot3?.endsWith('c3')).toBe(three.area === 'c3');
      }
    }
  });
});

describe('published zone definitions', () => {
  it('defines every zone of the vocabulary once', () => {
    const zones = zoneDefinitions().map((definition) => definition.zone);
    expect(new Set(zones).size).toBe(zones.length);
    for (const name of [
      'atr2',
      'paint2',
      'lane2',
      'mid2',
      'med2',
      'lng2',
      'lb2',
      'rb2',
      'le2',
      're2',
      'c3',
      'lc3',
      'rc3',
      'atb3',
      'lw3',
      'rw3',
      'tok3',
      'sht3',
      'lng3',
      'nba3',
      'rim',
      'paint',
      'mid',
      'corner3',
      'aboveBreak3',
      'heave',
    ]) {
      expect(zones).toContain(name);
    }
  });

  it('prints the numbers the code uses', () => {
    const text = zoneDefinitions()
      .map((definition) => definition.definition)
      .join('\n');
    expect(text).toContain('|x| ≥ 21\'8"');
    expect(text).toContain('d < 15 ft');
    expect(text).toContain('within 9.8 ft of the baseline');
    expect(text).toContain('23\'9" arc');
  });
});
