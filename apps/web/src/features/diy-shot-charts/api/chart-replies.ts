/**
 * Shape checks of the DIY shot chart API's replies. The web bundle carries no zod, so replies
 * are checked by hand: a reply of the wrong shape fails as a request error rather than reaching
 * the screen half-formed.
 */
import type { DiyShot, DiyShotChart, DiyShotChartSummary } from '@courtside/contract';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function unexpected(what: string): never {
  throw new Error(`Unexpected reply: not ${what}`);
}

export function toChartSummary(value: unknown): DiyShotChartSummary {
  if (
    !isObject(value) ||
    typeof value.id !== 'string' ||
    typeof value.name !== 'string' ||
    !isCount(value.shotCount) ||
    !isCount(value.madeCount) ||
    typeof value.createdAt !== 'string' ||
    typeof value.updatedAt !== 'string'
  ) {
    return unexpected('a saved shot chart');
  }
  return {
    id: value.id,
    name: value.name,
    shotCount: value.shotCount,
    madeCount: value.madeCount,
    createdAt: value.createdAt,
    updatedAt: value.updatedAt,
  };
}

function toShot(value: unknown): DiyShot {
  if (
    !isObject(value) ||
    !isNumber(value.x) ||
    !isNumber(value.y) ||
    typeof value.made !== 'boolean'
  ) {
    return unexpected('a shot');
  }
  return { x: value.x, y: value.y, made: value.made };
}

export function toChart(value: unknown): DiyShotChart {
  const summary = toChartSummary(value);
  const shots = isObject(value) ? value.shots : undefined;
  if (!Array.isArray(shots)) return unexpected('a saved shot chart with its shots');
  return { ...summary, shots: shots.map(toShot) };
}

export function toChartList(value: unknown): DiyShotChartSummary[] {
  if (!Array.isArray(value)) return unexpected('a list of saved shot charts');
  return value.map(toChartSummary);
}
