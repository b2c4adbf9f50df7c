/**
 * Players of the demo league as people who live through several seasons: born as recruits (or
 * as upperclassmen of the first simulated season), they develop by class, may transfer, and
 * leave after their senior (or graduate) year.
 *
 * Talent scale: one absolute scale for all divisions, 0 = an average Division I rotation player,
 * ±1 one standard deviation. Division II and III rotation players average DIVISION_TALENT[2] and
 * [3] on it, so a player who moves between divisions keeps his talent and just looks better or
 * worse against his new league. The simulator reads skills relative to the game's division
 * (model.ts); `season.ts` subtracts that division's actual mean when it builds a DemoPlayer.
 *
 * Skills: skill = loading × overall + position offset + the player's own offset, so better
 * players are better at most things while a 6'10" centre still shoots fewer threes than a
 * guard of the same quality.
 */
import type { Gender } from '@courtside/contract';
import type { DemoClass, DemoPlayerSkills, DemoPosition } from '../model';
import type { Division } from './identity';
import {
  ABROAD,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PLACE_PREFIXES,
  PLACE_SUFFIXES,
  STATES,
} from './names';
import type { Rng } from './random';

export type SkillName = keyof DemoPlayerSkills;

/** Mean talent of a division's rotation players on the absolute scale. */
export const DIVISION_TALENT: Readonly<Record<Division, number>> = { 1: 0, 2: -1.2, 3: -2.0 };

export interface Person {
  /** Set when the person first appears on a roster: the player id of that season. */
  personId: number | null;
  readonly gender: Gender;
  readonly firstName: string;
  readonly lastName: string;
  readonly position: DemoPosition;
  heightIn: number;
  readonly hometown: string;
  classYear: DemoClass;
  talent: number;
  /** How fast the player improves (×0.5-×1.5 of the class development curve). */
  readonly growth: number;
  readonly profile: DemoPlayerSkills;
  jersey: string;
  /** Current school (teamKey), or null once the player has left the league. */
  school: string | null;
}

export const SKILL_NAMES: readonly SkillName[] = [
  'rim',
  'mid',
  'three',
  'freeThrow',
  'usage',
  'threeRate',
  'passing',
  'ballSecurity',
  'offensiveRebounding',
  'defensiveRebounding',
  'steals',
  'blocks',
  'defense',
  'foulDrawing',
  'discipline',
  'stamina',
];

/** How much of a player's overall quality shows in each skill. */
const LOADING: Readonly<Record<SkillName, number>> = {
  rim: 0.8,
  mid: 0.6,
  three: 0.6,
  freeThrow: 0.4,
  usage: 0.7,
  threeRate: 0,
  passing: 0.5,
  ballSecurity: 0.5,
  offensiveRebounding: 0.4,
  defensiveRebounding: 0.5,
  steals: 0.4,
  blocks: 0.4,
  defense: 0.7,
  foulDrawing: 0.5,
  discipline: 0.3,
  stamina: 0.3,
};

const zero = (): Record<SkillName, number> =>
  Object.fromEntries(SKILL_NAMES.map((name) => [name, 0])) as Record<SkillName, number>;

/** What a position adds to or takes from each skill (a roster's mix roughly cancels out). */
const POSITION_OFFSET: Readonly<Record<DemoPosition, Partial<Record<SkillName, number>>>> = {
  G: {
    rim: -0.2,
    mid: 0.1,
    three: 0.35,
    freeThrow: 0.3,
    usage: 0.1,
    threeRate: 0.6,
    passing: 0.7,
    ballSecurity: 0.4,
    offensiveRebounding: -0.6,
    defensiveRebounding: -0.55,
    steals: 0.35,
    blocks: -0.6,
    foulDrawing: -0.1,
    discipline: 0.2,
  },
  F: {
    rim: 0.1,
    passing: -0.2,
    ballSecurity: -0.1,
    offensiveRebounding: 0.25,
    defensiveRebounding: 0.2,
    steals: -0.1,
    blocks: 0.15,
    foulDrawing: 0.05,
  },
  C: {
    rim: 0.5,
    mid: -0.3,
    three: -1.0,
    freeThrow: -0.6,
    usage: -0.1,
    threeRate: -1.4,
    passing: -0.8,
    ballSecurity: -0.5,
    offensiveRebounding: 0.95,
    defensiveRebounding: 0.9,
    steals: -0.45,
    blocks: 1.1,
    foulDrawing: 0.3,
    discipline: -0.4,
  },
};

/** Mean talent gained by the move from one class to the next (before the player's growth). */
export const DEVELOPMENT: Readonly<Record<DemoClass, number>> = {
  'Fr.': 0.35,
  'So.': 0.25,
  'Jr.': 0.15,
  'Sr.': 0.05,
  'Gr.': 0,
};

export const NEXT_CLASS: Readonly<Record<DemoClass, DemoClass | null>> = {
  'Fr.': 'So.',
  'So.': 'Jr.',
  'Jr.': 'Sr.',
  'Sr.': 'Gr.',
  'Gr.': null,
};

/** Heights in inches by position: mean, sd, and the gender's allowed range. */
const HEIGHT: Readonly<
  Record<Gender, { range: [number, number]; mean: Record<DemoPosition, number> }>
> = {
  MALE: { range: [72, 85], mean: { G: 75, F: 79, C: 82 } },
  FEMALE: { range: [65, 77], mean: { G: 68.5, F: 72, C: 75 } },
};

const JERSEYS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '50',
  '55',
];

export function freeJersey(rng: Rng, taken: ReadonlySet<string>): string {
  const free = JERSEYS.filter((jersey) => !taken.has(jersey));
  return free.length > 0 ? rng.pick(free) : String(rng.int(0, 5));
}

function hometown(rng: Rng): string {
  if (rng.chance(0.07)) return rng.pick(ABROAD);
  return `${rng.pick(PLACE_PREFIXES)}${rng.pick(PLACE_SUFFIXES)}, ${rng.pick(STATES)}`;
}

export interface NewPersonOptions {
  readonly gender: Gender;
  readonly position: DemoPosition;
  readonly classYear: DemoClass;
  readonly talent: number;
  readonly school: string;
  readonly jersey: string;
}

export function newPerson(rng: Rng, options: NewPersonOptions): Person {
  const height = HEIGHT[options.gender];
  const [low, high] = height.range;
  const heightIn = Math.round(
    Math.min(high, Math.max(low, rng.normal(height.mean[options.position], 1.8))),
  );
  const profile = zero();
  for (const name of SKILL_NAMES) profile[name] = rng.normal(0, name === 'threeRate' ? 0.5 : 0.55);
  return {
    personId: null,
    gender: options.gender,
    firstName: rng.pick(options.gender === 'MALE' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES),
    lastName: rng.pick(LAST_NAMES),
    position: options.position,
    heightIn,
    hometown: hometown(rng),
    classYear: options.classYear,
    talent: options.talent,
    growth: Math.max(0.3, rng.normal(1, 0.3)),
    profile,
    jersey: options.jersey,
    school: options.school,
  };
}

/** The player's skills when his overall quality (relative to the game's division) is `overall`. */
export function skillsOf(person: Person, overall: number): DemoPlayerSkills {
  const offsets = POSITION_OFFSET[person.position];
  const out = zero();
  for (const name of SKILL_NAMES) {
    out[name] = LOADING[name] * overall + (offsets[name] ?? 0) + person.profile[name];
  }
  // Upperclassmen last longer on the floor.
  const years = ['Fr.', 'So.', 'Jr.', 'Sr.', 'Gr.'].indexOf(person.classYear);
  out.stamina += 0.1 * (years - 2);
  return out;
}

/** One off-season of development: the class's mean gain times the player's growth, plus luck. */
export function develop(person: Person, rng: Rng): void {
  person.talent += DEVELOPMENT[person.classYear] * person.growth + rng.normal(0, 0.12);
  // Some freshmen still grow an inch.
  if (person.classYear === 'Fr.' && rng.chance(0.15)) person.heightIn += 1;
}
