import { describe, expect, it } from 'vitest';
import {
  CURSOR_START,
  loggedSpot,
  movedCursor,
  nearCourt,
  screenToCourt,
  spotText,
} from './court-pointer';

/** 10 px a foot, the court's top-left corner (−25, −5.25) at the page's origin. */
const TEN_PX_A_FOOT = { a: 10, b: 0, c: 0, d: 10, e: 250, f: 52.5 };

describe('screenToCourt', () => {
  it('inverts the screen transform: pixels back to feet', () => {
    expect(screenToCourt(TEN_PX_A_FOOT, 0, 0)).toEqual([-25, -5.25]);
    expect(screenToCourt(TEN_PX_A_FOOT, 400, 200)).toEqual([15, 14.75]);
  });

  it('undoes a rotated and scaled drawing too', () => {
    // Screen X = −2y + 100, Y = 2x + 40: a quarter turn at 2 px a foot.
    const turned = { a: 0, b: 2, c: -2, d: 0, e: 100, f: 40 };
    const [x, y] = screenToCourt(turned, 100 - 2 * 12, 40 + 2 * -3) ?? [NaN, NaN];
    expect(x).toBeCloseTo(-3, 10);
    expect(y).toBeCloseTo(12, 10);
  });

  it('gives nothing for a transform that flattens the drawing', () => {
    expect(screenToCourt({ a: 0, b: 0, c: 0, d: 0, e: 0, f: 0 }, 1, 1)).toBeNull();
  });
});

describe('loggedSpot', () => {
  it('rounds to a tenth of a foot', () => {
    expect(loggedSpot([3.14159, 12.96])).toEqual({ x: 3.1, y: 13 });
    expect(loggedSpot([-7.25, 0.04])).toEqual({ x: -7.2, y: 0 });
  });

  it('keeps the spot inside the half court the API takes', () => {
    expect(loggedSpot([30, -7])).toEqual({ x: 25, y: -5.25 });
    expect(loggedSpot([-25.04, 41.9])).toEqual({ x: -25, y: 41.75 });
  });

  it('writes no negative zero', () => {
    expect(Object.is(loggedSpot([-0.04, -0.01]).x, 0)).toBe(true);
    expect(Object.is(loggedSpot([-0.04, -0.01]).y, 0)).toBe(true);
  });
});

describe('nearCourt', () => {
  it('takes the court and a foot around it, not the legend below', () => {
    expect(nearCourt([0, 0])).toBe(true);
    expect(nearCourt([25.9, 41])).toBe(true);
    expect(nearCourt([26.5, 0])).toBe(false);
    expect(nearCourt([0, 43])).toBe(false);
  });
});

describe('movedCursor', () => {
  it('moves a foot a key press, five with Shift; up the screen is toward the baseline', () => {
    expect(movedCursor(CURSOR_START, 'ArrowUp', false)).toEqual({ x: 0, y: 13 });
    expect(movedCursor(CURSOR_START, 'ArrowDown', false)).toEqual({ x: 0, y: 15 });
    expect(movedCursor(CURSOR_START, 'ArrowLeft', true)).toEqual({ x: -5, y: 14 });
    expect(movedCursor(CURSOR_START, 'ArrowRight', false)).toEqual({ x: 1, y: 14 });
  });

  it('stops at the edges and ignores other keys', () => {
    expect(movedCursor({ x: 24, y: 0 }, 'ArrowRight', true)).toEqual({ x: 25, y: 0 });
    expect(movedCursor({ x: 0, y: -5 }, 'ArrowUp', false)).toEqual({ x: 0, y: -5.25 });
    expect(movedCursor(CURSOR_START, 'a', false)).toBeNull();
  });
});

describe('spotText', () => {
  it('says where a spot is from the basket', () => {
    expect(spotText({ x: -3.5, y: 12 })).toBe('3.5 ft left, 12.0 ft out');
    expect(spotText({ x: 0, y: -2 })).toBe('straight on, 2.0 ft behind the basket');
    expect(spotText({ x: 20, y: 0 })).toBe('20.0 ft right, 0.0 ft out');
  });
});
