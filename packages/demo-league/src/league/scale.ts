/**
 * How big a demo league is. `default` is a real-size league, what a fresh machine builds on first
 * start: every competition, about 360 Division I teams per gender in 32 conferences with
 * conference schedules of real length, and Divisions II and III of about 110 teams each. `full`
 * is the same league under another name (kept so `--scale full` and `DEMO_SCALE=full` still
 * work). `small` is for tests: one competition, few teams, a miniature national bracket.
 * `sample` is `small`'s shape over the 2022-23 to 2024-25 seasons of both genders: the seasons of
 * the fixed demo players and the default competitions, so end-to-end tests can switch seasons,
 * follow a school from one season to the next and pick a women's team.
 */
import { COMPETITIONS } from '@courtside/contract';
import { z } from 'zod';
import { SCALE_NAMES } from '@courtside/warehouse';
import type { ScaleName } from '@courtside/warehouse';

export { SCALE_NAMES, isScaleName } from '@courtside/warehouse';
export type { ScaleName } from '@courtside/warehouse';

export interface DivisionShape {
  /** Teams of each conference, the contract's top conferences first. */
  readonly conferenceSizes: readonly number[];
  /** Round robins of a conference without a `conferenceGames` entry: 1 (every pair once) or 2. */
  readonly conferenceRounds: 1 | 2;
  /**
   * Conference games per team, one entry per conference, from size − 1 (everyone once) to
   * 2 × (size − 1) (home and away): in between, everyone once and some opponents twice, as a
   * 15-team conference plays 20 games. size × (games − size + 1) must be even.
   */
  readonly conferenceGames?: readonly number[];
  /** Non-conference games a team schedules at least. */
  readonly nonConferenceGames: number;
  /**
   * Regular-season games a team aims for: non-conference games fill up to it (a team of a
   * conference with a shorter schedule plays more of them). Unset: nonConferenceGames alone.
   */
  readonly regularSeasonGames?: number;
  /** Share of the division's non-conference games against the next division (hosting it). */
  readonly crossDivisionShare: number;
  /** Share of teams playing a neutral-site early-season event (four teams, three games). */
  readonly eventShare?: number;
  /** Teams of a conference tournament, the best by conference record (unset: every member). */
  readonly conferenceTournamentField?: number;
}

export interface BracketShape {
  readonly regions: number;
  readonly seedsPerRegion: number;
  /** Play-in games: half among the weakest automatic bids, half among the last at-large. */
  readonly firstFourGames: number;
}

export interface LeagueScale {
  readonly name: ScaleName;
  /** Competition ids built, in the order their seasons are simulated (oldest first). */
  readonly competitionIds: readonly number[];
  readonly divisions: Readonly<Record<1 | 2 | 3, DivisionShape>>;
  readonly bracket: BracketShape;
}

const ALL_COMPETITIONS = COMPETITIONS.map((c) => c.id);

/** The real format: 4 regions × 16 seeds + 4 First Four games = 68 teams. */
export const NATIONAL_BRACKET: BracketShape = { regions: 4, seedsPerRegion: 16, firstFourGames: 4 };

/** Home and away against everyone: the schedule of conferences of up to 11 teams. */
const doubleRoundRobin = (size: number): number => 2 * (size - 1);

/**
 * Division I about as in 2024-25 (364 teams, 31 conferences): the six named conferences at sizes
 * they have had in these seasons, with their schedules (ACC 15 teams and 20 games, SEC 16 and
 * 18, Big 12 16 and 20, Big Ten 18 and 20, Big East 11 and 20, Pac-12 12 and 20), then 26
 * others of 8-14 teams, the bigger ones first (as the stronger mid-majors are): 18 games at 13-14
 * teams, 18 or 20 at 12, a double round robin up to 11 teams (20 games; 14 for the eight-team
 * leagues, like the Ivy League).
 */
const D1_OTHER_SIZES = [
  14, 14, 13, 12, 12, 12, 12, 11, 11, 11, 11, 11, 11, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 8, 8, 8,
];
const D1_OTHER_GAMES = D1_OTHER_SIZES.map((size, index) =>
  size >= 13 ? 18 : size === 12 ? (index % 2 === 0 ? 20 : 18) : doubleRoundRobin(size),
);
const DIVISION_1: DivisionShape = {
  conferenceSizes: [15, 16, 16, 18, 11, 12, ...D1_OTHER_SIZES],
  conferenceRounds: 2,
  conferenceGames: [20, 18, 20, 20, 20, 20, ...D1_OTHER_GAMES],
  nonConferenceGames: 9,
  // 29 regular-season games (real teams play 29-31): about 31 with the conference tournament,
  // 36-38 for a national champion.
  regularSeasonGames: 29,
  // About a third of the teams host one Division II team.
  crossDivisionShare: 0.03,
  eventShare: 0.45,
  conferenceTournamentField: 16,
};

/** Division II: 26 regular-season games, double round robins, the top eight to the tournament. */
const D2_SIZES = [12, 12, 11, 11, 11, 11, 10, 10, 10, 10];
const DIVISION_2: DivisionShape = {
  conferenceSizes: D2_SIZES,
  conferenceRounds: 2,
  conferenceGames: D2_SIZES.map(doubleRoundRobin),
  nonConferenceGames: 4,
  regularSeasonGames: 26,
  crossDivisionShare: 0.07,
  conferenceTournamentField: 8,
};

/** Division III: 25 regular-season games, double round robins, the top eight to the tournament. */
const D3_SIZES = [11, 11, 10, 10, 10, 10, 10, 9, 9, 9, 8];
const DIVISION_3: DivisionShape = {
  conferenceSizes: D3_SIZES,
  conferenceRounds: 2,
  conferenceGames: D3_SIZES.map(doubleRoundRobin),
  nonConferenceGames: 5,
  regularSeasonGames: 25,
  crossDivisionShare: 0,
  conferenceTournamentField: 8,
};

const REAL_SIZE = {
  competitionIds: ALL_COMPETITIONS,
  divisions: { 1: DIVISION_1, 2: DIVISION_2, 3: DIVISION_3 },
  bracket: NATIONAL_BRACKET,
};

const SMALL: LeagueScale = {
  name: 'small',
  competitionIds: [38409],
  divisions: {
    1: {
      conferenceSizes: [4, 4, 4, 4],
      conferenceRounds: 1,
      nonConferenceGames: 3,
      crossDivisionShare: 0.15,
      eventShare: 0.25,
    },
    2: {
      conferenceSizes: [4],
      conferenceRounds: 1,
      nonConferenceGames: 2,
      crossDivisionShare: 0.25,
    },
    3: {
      conferenceSizes: [4],
      conferenceRounds: 1,
      nonConferenceGames: 2,
      crossDivisionShare: 0,
    },
  },
  // 4 regions × 2 seeds + 2 play-in games: 10 teams (4 automatic bids, 6 at-large).
  bracket: { regions: 4, seedsPerRegion: 2, firstFourGames: 2 },
};

export const SCALES: Readonly<Record<ScaleName, LeagueScale>> = {
  small: SMALL,
  sample: {
    ...SMALL,
    name: 'sample',
    competitionIds: [33533, 33535, 36045, 36046, 38409, 38529],
  },
  default: { name: 'default', ...REAL_SIZE },
  full: { name: 'full', ...REAL_SIZE },
};

export const bracketFieldSize = (shape: BracketShape): number =>
  shape.regions * shape.seedsPerRegion + shape.firstFourGames;

/** Conference games per team of a division's conference `index`. */
export function conferenceGamesOf(shape: DivisionShape, index: number): number {
  const size = shape.conferenceSizes[index] ?? 0;
  return shape.conferenceGames?.[index] ?? shape.conferenceRounds * (size - 1);
}

/** Non-conference games a team of conference `index` schedules. */
export function nonConferenceTarget(shape: DivisionShape, index: number): number {
  const fill = (shape.regularSeasonGames ?? 0) - conferenceGamesOf(shape, index);
  return Math.max(shape.nonConferenceGames, fill);
}

/**
 * The first thing wrong with a scale's shape, or null: a conference schedule that cannot be
 * played (outside one to two round robins, or an odd number of second meetings to share out),
 * a share outside 0-1, or a national bracket that does not fit Division I.
 */
export function scaleProblem(scale: LeagueScale): string | null {
  for (const division of [1, 2, 3] as const) {
    const shape = scale.divisions[division];
    const games = shape.conferenceGames;
    if (games !== undefined && games.length !== shape.conferenceSizes.length) {
      return `Division ${division} lists ${games.length} conference schedules for ${shape.conferenceSizes.length} conferences`;
    }
    for (const [index, size] of shape.conferenceSizes.entries()) {
      const count = conferenceGamesOf(shape, index);
      const twice = count - (size - 1);
      if (!Number.isInteger(size) || size < 2 || twice < 0 || twice > size - 1) {
        return `Division ${division} conference ${index + 1} (${size} teams) cannot play ${count} conference games each`;
      }
      if ((size * twice) % 2 === 1) {
        return `Division ${division} conference ${index + 1}: ${size} teams cannot each meet ${twice} opponents twice`;
      }
    }
    for (const [name, share] of [
      ['crossDivisionShare', shape.crossDivisionShare],
      ['eventShare', shape.eventShare ?? 0],
    ] as const) {
      if (!(share >= 0 && share <= 1)) return `Division ${division} ${name} must be within 0-1`;
    }
  }
  const d1 = scale.divisions[1];
  const teams = d1.conferenceSizes.reduce((sum, n) => sum + n, 0);
  const field = bracketFieldSize(scale.bracket);
  if (teams < field || d1.conferenceSizes.length > field) {
    return `A ${field}-team national field needs at least ${field} Division I teams and at most ${field} conferences`;
  }
  return null;
}

/** Games a scale plays per competition, about (for a progress bar's total). */
export function estimatedGamesPerCompetition(scale: LeagueScale): number {
  let games = bracketFieldSize(scale.bracket) - 1;
  for (const shape of Object.values(scale.divisions)) {
    shape.conferenceSizes.forEach((size, index) => {
      const field = Math.min(size, shape.conferenceTournamentField ?? size);
      games += (size * (conferenceGamesOf(shape, index) + nonConferenceTarget(shape, index))) / 2;
      games += field - 1;
    });
  }
  return Math.round(games);
}

const share = z.number().min(0).max(1);
const divisionShape = z.object({
  conferenceSizes: z.array(z.number().int().min(1)).min(1),
  conferenceRounds: z.union([z.literal(1), z.literal(2)]),
  conferenceGames: z.array(z.number().int().min(1)).optional(),
  nonConferenceGames: z.number().int().min(0),
  regularSeasonGames: z.number().int().min(0).optional(),
  crossDivisionShare: share,
  eventShare: share.optional(),
  conferenceTournamentField: z.number().int().min(1).optional(),
});

/** A scale as the build records it in `ingests.summary` (read back by the report). */
export const LeagueScaleSchema = z.object({
  name: z.enum(SCALE_NAMES),
  competitionIds: z.array(z.number().int()).min(1),
  divisions: z.object({ 1: divisionShape, 2: divisionShape, 3: divisionShape }),
  bracket: z.object({
    regions: z.number().int().min(1),
    seedsPerRegion: z.number().int().min(1),
    firstFourGames: z.number().int().min(0),
  }),
});
