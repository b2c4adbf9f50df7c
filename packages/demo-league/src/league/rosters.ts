/**
 * Rosters of one gender through the seasons: the first season's rosters (a steady state of
 * classes), then every off-season: seniors graduate (a few take a graduate year), the best
 * underclassmen of Division I sometimes turn pro, players develop, 10-15% of the rotation
 * players move through the transfer portal (better players up, including into Division I from
 * Division II, lesser ones down), some portal entrants withdraw, and freshmen fill every roster
 * back to 13-15. Coaches (pace and three-point appetite) change now and then.
 */
import type { Gender } from '@courtside/contract';
import { merged } from '@courtside/contract';
import type { DemoClass, DemoPosition } from '../model';
import type { Division, School, Universe } from './identity';
import { DIVISION_TALENT, NEXT_CLASS, develop, freeJersey, newPerson } from './people';
import type { Person } from './people';
import type { Rng } from './random';
import { ROTATION_SIZE, rotationOrder } from './rotation';

export const ROSTER_MIN = 13;
export const ROSTER_MAX = 15;

export interface Coach {
  /** Possessions per 40 minutes the coach wants. */
  readonly pace: number;
  /** Three-point appetite relative to the league. */
  readonly threeTendency: number;
}

export interface GenderLeague {
  readonly gender: Gender;
  readonly schools: readonly School[];
  readonly schoolByKey: ReadonlyMap<string, School>;
  /** teamKey → current roster (unordered). */
  readonly rosters: Map<string, Person[]>;
  readonly coaches: Map<string, Coach>;
}

export type PortalStatus = 'committed' | 'withdrawn' | 'unsigned';

export interface PortalEntry {
  readonly person: Person;
  readonly status: PortalStatus;
  /** Class and school of the season the player leaves. */
  readonly classYear: DemoClass;
  readonly fromKey: string;
  /** The new school; null unless committed. */
  readonly toKey: string | null;
  /** Whether the player was in his team's rotation in the season he left. */
  readonly rotation: boolean;
}

export interface Offseason {
  readonly portal: readonly PortalEntry[];
  readonly graduated: readonly Person[];
  readonly earlyDepartures: readonly Person[];
  /** Walk-ons cut from a roster that withdrawals made too long. */
  readonly released: readonly Person[];
  readonly freshmen: readonly Person[];
  /** Rotation players of the season that ended (the base of the transfer share). */
  readonly rotationPlayers: number;
}

/** League average pace (possessions per 40) by gender: the real 2024-25 Division I values. */
export const LEAGUE_PACE: Readonly<Record<Gender, number>> = { MALE: 69.4, FEMALE: 71.7 };

/** Positions of a first-season roster in order: six guards, five forwards, three centres. */
const POSITIONS_OF_ROSTER = [...'GGGGGGFFFFFCCCG'] as DemoPosition[];

/** The position a roster lacks most (six guards, five forwards, three centres wanted). */
function neededPosition(roster: readonly Person[], rng: Rng): DemoPosition {
  const wanted: Record<DemoPosition, number> = { G: 6, F: 5, C: 3 };
  let best: DemoPosition | null = null;
  let bestGap = 0;
  for (const position of ['G', 'F', 'C'] as const) {
    const gap = wanted[position] - roster.filter((p) => p.position === position).length;
    if (gap > bestGap) {
      best = position;
      bestGap = gap;
    }
  }
  return best ?? rng.pick(['G', 'G', 'F', 'F', 'C'] as const);
}

function newCoach(rng: Rng, gender: Gender): Coach {
  return { pace: rng.normal(LEAGUE_PACE[gender], 2.6), threeTendency: rng.normal(0, 0.06) };
}

/** A recruit's talent: the division's level, the program's pull, and a freshman's rawness. */
function recruitTalent(rng: Rng, school: School): number {
  return DIVISION_TALENT[school.division] - 0.45 + 0.4 * school.prestige + rng.normal(0, 0.55);
}

const CLASS_ORDER: readonly DemoClass[] = ['Fr.', 'So.', 'Jr.', 'Sr.', 'Gr.'];

function recruit(
  rng: Rng,
  gender: Gender,
  school: School,
  position: DemoPosition,
  classYear: DemoClass,
  taken: Set<string>,
): Person {
  let talent = recruitTalent(rng, school);
  // Upperclassmen of the first season have already developed.
  for (const step of CLASS_ORDER.slice(0, CLASS_ORDER.indexOf(classYear))) {
    talent += (step === 'Fr.' ? 0.35 : step === 'So.' ? 0.25 : 0.15) + rng.normal(0, 0.12);
  }
  const jersey = freeJersey(rng, taken);
  taken.add(jersey);
  return newPerson(rng, { gender, position, classYear, talent, school: school.teamKey, jersey });
}

export function createGenderLeague(universe: Universe, gender: Gender, rng: Rng): GenderLeague {
  const rosters = new Map<string, Person[]>();
  const coaches = new Map<string, Coach>();
  for (const school of universe.schools) {
    const teamRng = rng.fork(`roster:${school.teamKey}`);
    const size = teamRng.int(ROSTER_MIN, ROSTER_MAX);
    const taken = new Set<string>();
    // Three of each class, the rest drawn (a graduate student now and then).
    const classes: DemoClass[] = CLASS_ORDER.slice(0, 4).flatMap((c) => [c, c, c]);
    while (classes.length < size) classes.push(teamRng.pick(CLASS_ORDER));
    const roster = classes.map((classYear, index) =>
      recruit(teamRng, gender, school, POSITIONS_OF_ROSTER[index] ?? 'F', classYear, taken),
    );
    rosters.set(school.teamKey, roster);
    coaches.set(school.teamKey, newCoach(teamRng, gender));
  }
  return {
    gender,
    schools: universe.schools,
    schoolByKey: new Map(universe.schools.map((s) => [s.teamKey, s])),
    rosters,
    coaches,
  };
}

/** Rotation players (first ROTATION_SIZE of the rotation order) of every team, by person. */
export function rotationSet(league: GenderLeague): Set<Person> {
  const out = new Set<Person>();
  for (const roster of league.rosters.values()) {
    for (const person of rotationOrder(roster).slice(0, ROTATION_SIZE)) out.add(person);
  }
  return out;
}

/** The talent of the team's seventh-best player, −∞ for a short roster. */
function seventhMan(roster: readonly Person[]): number {
  const sorted = roster.map((p) => p.talent).sort((a, b) => b - a);
  return sorted[6] ?? -Infinity;
}

/** Picks where a portal player goes: the most prestigious school he would play for. */
function destination(
  rng: Rng,
  league: GenderLeague,
  person: Person,
  from: School,
  openSlots: ReadonlyMap<string, number>,
  seventh: ReadonlyMap<string, number>,
): School | null {
  let best: School | null = null;
  let bestScore = -Infinity;
  for (const school of league.schools) {
    if (school.teamKey === from.teamKey || (openSlots.get(school.teamKey) ?? 0) <= 0) continue;
    // Divisions: one step at most, and only when the player's level fits the new league.
    const step = school.division - from.division;
    if (Math.abs(step) > 1) continue;
    const level = person.talent - DIVISION_TALENT[school.division];
    if (step < 0 && level < 0.1) continue;
    if (step > 0 && person.talent - DIVISION_TALENT[from.division] > -0.3) continue;
    // He wants minutes: at least the level of the team's seventh man.
    if (person.talent < (seventh.get(school.teamKey) ?? -Infinity) - 0.2) continue;
    const score = school.prestige + rng.normal(0, 0.5) - (step !== 0 ? 0.4 : 0);
    if (score > bestScore) {
      best = school;
      bestScore = score;
    }
  }
  return best;
}

/** Probability weight that a continuing rotation player enters the portal. */
function portalWeight(person: Person, rank: number, school: School): number {
  const underused = rank >= 5 ? 1.6 : 1;
  // Good players at small programs look up; upperclassmen move more than freshmen.
  const ambition =
    1 + Math.max(0, person.talent - DIVISION_TALENT[school.division] - school.prestige * 0.5);
  const classFactor = person.classYear === 'Fr.' ? 0.8 : person.classYear === 'Sr.' ? 1.2 : 1;
  return underused * ambition * classFactor;
}

export function runOffseason(league: GenderLeague, rng: Rng): Offseason {
  const graduated: Person[] = [];
  const earlyDepartures: Person[] = [];
  const leaving = new Set<Person>();
  const rotationRank = new Map<Person, number>();
  for (const roster of league.rosters.values()) {
    rotationOrder(roster).forEach((person, rank) => rotationRank.set(person, rank));
  }
  const isRotation = (person: Person): boolean => (rotationRank.get(person) ?? 99) < ROTATION_SIZE;
  const rotationPlayers = [...rotationRank.values()].filter((rank) => rank < ROTATION_SIZE).length;

  // 1. Graduation and early departures.
  for (const [key, roster] of league.rosters) {
    const school = league.schoolByKey.get(key) as School;
    for (const person of roster) {
      const next = NEXT_CLASS[person.classYear];
      const graduateYear = person.classYear === 'Sr.' && isRotation(person) && rng.chance(0.12);
      if (next === null || (person.classYear === 'Sr.' && !graduateYear)) {
        graduated.push(person);
        leaving.add(person);
      } else if (
        school.division === 1 &&
        person.talent > 1.5 &&
        person.classYear !== 'Sr.' &&
        rng.chance(league.gender === 'MALE' ? 0.45 : 0.08)
      ) {
        earlyDepartures.push(person);
        leaving.add(person);
      }
    }
  }

  // 2. The portal: a fixed share (10-15%) of the rotation commits elsewhere, plus bench players.
  const target = Math.round(rotationPlayers * (0.11 + rng.next() * 0.03));
  const candidates: Array<{ person: Person; key: string; weight: number }> = [];
  const bench: Array<{ person: Person; key: string }> = [];
  for (const [key, roster] of league.rosters) {
    const school = league.schoolByKey.get(key) as School;
    for (const person of roster) {
      if (leaving.has(person)) continue;
      const rank = rotationRank.get(person) ?? 99;
      if (rank < ROTATION_SIZE)
        candidates.push({ person, key, weight: portalWeight(person, rank, school) });
      else bench.push({ person, key });
    }
  }
  // Weighted draw without replacement (Efraimidis-Spirakis keys), deterministic for the seed.
  const keyed = candidates
    .map((c) => ({ ...c, order: Math.log(Math.max(1e-12, rng.next())) / c.weight }))
    .sort((a, b) => b.order - a.order);
  // Each entrant's class is taken now, before everyone ages: transfers record the class of
  // the season the player left (schema: transfers.class_year).
  const entrants = keyed
    .slice(0, Math.round(target * 1.35))
    .map((c) => ({ ...c, rotation: true, classLeft: c.person.classYear }));
  for (const b of bench)
    if (rng.chance(0.1))
      entrants.push(
        merged(b, { weight: 1, order: 0, rotation: false, classLeft: b.person.classYear }),
      );

  // Everyone ages and develops before the market opens (schools recruit next season's player).
  for (const roster of league.rosters.values()) {
    for (const person of roster) {
      if (leaving.has(person)) continue;
      develop(person, rng);
      person.classYear = NEXT_CLASS[person.classYear] ?? person.classYear;
    }
  }
  const rosterTarget = new Map<string, number>();
  for (const key of league.rosters.keys()) rosterTarget.set(key, rng.int(ROSTER_MIN, ROSTER_MAX));

  // Remove leavers; entrants leave their roster until they commit or withdraw.
  const inPortal = new Set(entrants.map((e) => e.person));
  for (const [key, roster] of league.rosters) {
    league.rosters.set(
      key,
      roster.filter((p) => !leaving.has(p) && !inPortal.has(p)),
    );
  }
  const openSlots = new Map<string, number>();
  for (const [key, roster] of league.rosters) {
    // A school takes at most five transfers, leaving room for freshmen.
    openSlots.set(key, Math.min(5, (rosterTarget.get(key) ?? ROSTER_MIN) - roster.length - 1));
  }

  const seventh = new Map<string, number>();
  for (const [key, roster] of league.rosters) seventh.set(key, seventhMan(roster));
  const portal: PortalEntry[] = [];
  let committedRotation = 0;
  const byTalent = [...entrants].sort((a, b) => b.person.talent - a.person.talent);
  for (const entry of byTalent) {
    const from = league.schoolByKey.get(entry.key) as School;
    const base = {
      person: entry.person,
      classYear: entry.classLeft,
      fromKey: entry.key,
      rotation: entry.rotation,
    };
    const wantsOut = !entry.rotation || committedRotation < target;
    const to = wantsOut ? destination(rng, league, entry.person, from, openSlots, seventh) : null;
    if (to) {
      if (entry.rotation) committedRotation += 1;
      openSlots.set(to.teamKey, (openSlots.get(to.teamKey) ?? 0) - 1);
      const roster = league.rosters.get(to.teamKey) ?? [];
      entry.person.school = to.teamKey;
      entry.person.jersey = freeJersey(rng, new Set(roster.map((p) => p.jersey)));
      roster.push(entry.person);
      seventh.set(to.teamKey, seventhMan(roster));
      portal.push({ ...base, status: 'committed', toKey: to.teamKey });
    } else if (entry.rotation || rng.chance(0.6)) {
      // No better place (or the share is filled): back to his team.
      const home = league.rosters.get(entry.key) ?? [];
      // A newcomer may have taken his number meanwhile.
      const taken = new Set(home.map((p) => p.jersey));
      if (taken.has(entry.person.jersey)) entry.person.jersey = freeJersey(rng, taken);
      home.push(entry.person);
      portal.push({ ...base, status: 'withdrawn', toKey: null });
    } else {
      entry.person.school = null;
      portal.push({ ...base, status: 'unsigned', toKey: null });
    }
  }

  // 3. Freshmen fill every roster to its size for the new season.
  const freshmen: Person[] = [];
  const released: Person[] = [];
  for (const [key, roster] of league.rosters) {
    const school = league.schoolByKey.get(key) as School;
    const size = Math.max(ROSTER_MIN, rosterTarget.get(key) ?? ROSTER_MIN);
    const taken = new Set(roster.map((p) => p.jersey));
    while (roster.length < size) {
      const position = neededPosition(roster, rng);
      const person = recruit(rng, league.gender, school, position, 'Fr.', taken);
      roster.push(person);
      freshmen.push(person);
    }
    while (roster.length > ROSTER_MAX) {
      // Over-full after withdrawals: the weakest walk-on leaves the program.
      const weakest = [...roster].sort((a, b) => a.talent - b.talent)[0] as Person;
      roster.splice(roster.indexOf(weakest), 1);
      weakest.school = null;
      released.push(weakest);
    }
  }
  for (const key of league.coaches.keys()) {
    if (rng.chance(0.08)) league.coaches.set(key, newCoach(rng, league.gender));
  }
  return { portal, graduated, earlyDepartures, released, freshmen, rotationPlayers };
}

export const divisionOf = (league: GenderLeague, key: string): Division =>
  (league.schoolByKey.get(key) as School).division;
