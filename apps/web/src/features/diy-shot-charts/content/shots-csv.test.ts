import { describe, expect, it } from 'vitest';
import { LINE_22_1_75 } from '@/lib/charts/court-geometry';
import { parseShotsCsv, shotsCsv } from './shots-csv';
import { zoneShots } from './shot-zones';

const SHOTS = [
  { x: 0, y: 1.5, made: true },
  { x: -22, y: 0, made: false },
  { x: 5.3, y: 22.1, made: true },
];

describe('shotsCsv', () => {
  it('writes x, y, made, zone and value, one line a shot', () => {
    expect(shotsCsv(zoneShots(SHOTS, LINE_22_1_75))).toBe(
      'x,y,made,zone,value\r\n0,1.5,true,atr2,2\r\n-22,0,false,c3,3\r\n5.3,22.1,true,atb3,3\r\n',
    );
  });

  it('reads back what it writes', () => {
    expect(parseShotsCsv(`\uFEFF${shotsCsv(zoneShots(SHOTS, LINE_22_1_75))}`)).toEqual({
      ok: true,
      shots: SHOTS,
    });
  });
});

describe('parseShotsCsv', () => {
  it('takes the columns in any order and case, ignores others and blank lines', () => {
    const text =
      'Made,note,Y,X\n1,layup,2,0\n\nmiss,"corner, left",0,-22\nMADE,,30,0\nfalse,,5,5\n';
    expect(parseShotsCsv(text)).toEqual({
      ok: true,
      shots: [
        { x: 0, y: 2, made: true },
        { x: -22, y: 0, made: false },
        { x: 0, y: 30, made: true },
        { x: 5, y: 5, made: false },
      ],
    });
  });

  it('takes the bounds themselves', () => {
    expect(parseShotsCsv('x,y,made\n-25,-5.25,0\n25,41.75,1')).toEqual({
      ok: true,
      shots: [
        { x: -25, y: -5.25, made: false },
        { x: 25, y: 41.75, made: true },
      ],
    });
  });

  it.each([
    ['', 'The file is empty: line 1 must name the columns x, y and made.'],
    ['x,y,result\n0,0,1', 'Line 1 must name the columns x, y and made (missing: made).'],
    ['a,b\n', 'Line 1 must name the columns x, y and made (missing: x, y, made).'],
    ['x,y,made\n\n', 'The file holds no shots.'],
    ['x,y,made\n0,1,1\nabc,2,1', 'Line 3: x "abc" is not a number.'],
    ['x,y,made\n0,,1', 'Line 2: y "" is not a number.'],
    ['x,y,made\nInfinity,0,1', 'Line 2: x "Infinity" is not a number.'],
    ['x,y,made\n0x1A,0,1', 'Line 2: x "0x1A" is not a number.'],
    [
      'x,y,made\n0,1\n',
      'Line 2: unknown result "" (made must be true or false, 1 or 0, made or miss).',
    ],
    [
      'x,y,made\n26,0,1',
      'Line 2: x 26 is out of bounds (x runs from −25 ft (left sideline) to 25 ft (right sideline)).',
    ],
    [
      'x,y,made\n0,1,1\n0,-6,1',
      'Line 3: y -6 is out of bounds (y runs from −5.25 ft (the baseline) to 41.75 ft (half court)).',
    ],
    [
      'x,y,made\n0,1,yes',
      'Line 2: unknown result "yes" (made must be true or false, 1 or 0, made or miss).',
    ],
    [
      'x,y,made\n0,1,constructor',
      'Line 2: unknown result "constructor" (made must be true or false, 1 or 0, made or miss).',
    ],
  ])('refuses %j', (text, message) => {
    expect(parseShotsCsv(text)).toEqual({ ok: false, message });
  });

  it('refuses a file of more shots than a chart holds, at the first line too many', () => {
    const lines = Array.from({ length: 1001 }, (_, i) => `${(i % 50) - 25},0,1`);
    expect(parseShotsCsv(['x,y,made', ...lines].join('\n'))).toEqual({
      ok: false,
      message: 'Line 1002: too many shots (a chart holds at most 1000).',
    });
    expect(parseShotsCsv(['x,y,made', ...lines.slice(0, 1000)].join('\n'))).toMatchObject({
      ok: true,
    });
  });
});
