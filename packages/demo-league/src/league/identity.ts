/**
 * The fixed part of the universe: conferences and schools (market, nickname, colours, venue,
 * division, conference, program prestige). A school is the same in every season and for both
 * genders (its men's and women's teams share the name, colours and arena), so `teamKey` links
 * its teams across the 16 competitions just as it does for real schools.
 *
 * Conference ids: Division I starts with the contract's six top conferences (ids 1-6), D2 and
 * D3 with theirs (201-205, 301-305); further conferences get `division × 100 + 10 + n` in D2/D3
 * and `1000 + n` in D1, ids no real-data conference can take (those are ≥ 1000 from an FNV hash,
 * but a demo file never holds real data, so a clash could not meet anyway).
 */
import { TOP_CONFERENCES_BY_DIVISION } from '@courtside/contract';
import {
  COLORS,
  LAST_NAMES,
  LIGHT_COLORS,
  NICKNAMES,
  OTHER_CONFERENCE_NAMES,
  PLACE_PREFIXES,
  PLACE_SUFFIXES,
  SCHOOL_PATTERNS,
  VENUE_PATTERNS,
} from './names';
import { Rng } from './random';
import type { LeagueScale } from './scale';

export type Division = 1 | 2 | 3;
export const DIVISION_LIST: readonly Division[] = [1, 2, 3];

export interface DemoConference {
  readonly conferenceId: number;
  readonly shortName: string;
  readonly longName: string;
  readonly abb: string;
  readonly division: Division;
  /** Top conferences recruit better (mean prestige of their schools). */
  readonly tier: number;
}

export interface School {
  readonly teamKey: string;
  readonly market: string;
  readonly nickname: string;
  readonly colorPrimary: string;
  readonly colorSecondary: string;
  readonly venue: string;
  readonly division: Division;
  readonly conferenceId: number;
  /** Position of the conference in its division's list (the scale's conferenceSizes order). */
  readonly conferenceIndex: number;
  /** Program pull in recruiting and transfers, z-like (conference tier + the school's own). */
  readonly prestige: number;
}

export interface Universe {
  readonly conferences: readonly DemoConference[];
  readonly schools: readonly School[];
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function abbreviation(longName: string): string {
  const words = longName.split(/[\s-]+/).filter((w) => w !== '');
  return words.length === 1
    ? longName.slice(0, 4).toUpperCase()
    : words
        .map((w) => w[0])
        .join('')
        .toUpperCase();
}

function conferencesOf(division: Division, count: number): DemoConference[] {
  const top = TOP_CONFERENCES_BY_DIVISION[division];
  const others = OTHER_CONFERENCE_NAMES[division];
  const out: DemoConference[] = [];
  for (let i = 0; i < count; i += 1) {
    const fixed = top[i];
    if (fixed) {
      out.push({
        conferenceId: fixed.conferenceId,
        shortName: fixed.conferenceShortName,
        longName: fixed.conferenceLongName,
        abb: fixed.conferenceShortName,
        division,
        // The power conferences of D1 are the strongest; D2/D3 leaders a little above the rest.
        tier: division === 1 ? 1.1 - i * 0.08 : 0.3,
      });
      continue;
    }
    const n = i - top.length;
    const name = others[n];
    if (name === undefined)
      throw new Error(
        `The demo league has only ${top.length + others.length} Division ${division} conference names`,
      );
    out.push({
      conferenceId: division === 1 ? 1000 + n : division * 100 + 10 + n,
      shortName: name,
      longName: `${name} Conference`,
      abb: abbreviation(name),
      division,
      // Lower D1 conferences spread from mid-major (0.3) to low-major (−1.3): with the six above
      // (1.1 … 0.7), conference strengths spread about as in the real ratings (README).
      tier: division === 1 ? 0.3 - (1.6 * n) / Math.max(1, count - top.length - 1) : -0.1 * (n % 3),
    });
  }
  return out;
}

/** Every place name ("Cedarbrook"), in a seeded order. */
function placeNames(rng: Rng): string[] {
  const names: string[] = [];
  for (const prefix of PLACE_PREFIXES) {
    for (const suffix of PLACE_SUFFIXES) names.push(`${prefix}${suffix}`);
  }
  return rng.shuffle(names);
}

function contrastingPair(rng: Rng): [string, string] {
  const primary = rng.pick(COLORS);
  let secondary = rng.chance(0.55) ? rng.pick(LIGHT_COLORS) : rng.pick(COLORS);
  while (secondary === primary) secondary = rng.pick(LIGHT_COLORS);
  return [primary, secondary];
}

export function buildUniverse(scale: LeagueScale, seed: number): Universe {
  const rng = new Rng(seed, 'universe');
  const places = placeNames(rng.fork('places'));
  const conferences: DemoConference[] = [];
  const schools: School[] = [];
  let placeIndex = 0;
  for (const division of DIVISION_LIST) {
    const shape = scale.divisions[division];
    const list = conferencesOf(division, shape.conferenceSizes.length);
    conferences.push(...list);
    list.forEach((conference, index) => {
      const size = shape.conferenceSizes[index] ?? 0;
      for (let t = 0; t < size; t += 1) {
        const schoolRng = rng.fork(`school:${division}:${conference.conferenceId}:${t}`);
        // One place per school (1,000 places), so markets never repeat.
        const place = places[placeIndex] ?? `Place ${placeIndex}`;
        placeIndex += 1;
        const market = schoolRng.pick(SCHOOL_PATTERNS).replace('{place}', place);
        const [colorPrimary, colorSecondary] = contrastingPair(schoolRng);
        const venue = schoolRng
          .pick(VENUE_PATTERNS)
          .replace('{surname}', schoolRng.pick(LAST_NAMES))
          .replace('{place}', place);
        schools.push({
          teamKey: slug(market),
          market,
          nickname: schoolRng.pick(NICKNAMES),
          colorPrimary,
          colorSecondary,
          venue,
          division,
          conferenceId: conference.conferenceId,
          conferenceIndex: index,
          prestige: conference.tier + schoolRng.normal(0, 0.45),
        });
      }
    });
  }
  return { conferences, schools };
}
