/**
 * How big a demo league is. `default` is what a fresh machine builds on first start (every
 * competition and division, reduced team counts so it finishes in about a minute on two cores);
 * `full` is a real-size league (about 360 Division I teams per gender) for benchmarks; `small`
 * is for tests (one competition, few teams, a miniature national bracket).
 */
import { COMPETITIONS } from '@courtside/contract';
import { z } from 'zod';

export const SCALE_NAMES = ['small', 'default', 'full'] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];

export function isScaleName(value: string): value is ScaleName {
  return (SCALE_NAMES as readonly string[]).includes(value);
}

export interface DivisionShape {
  /** Teams of each conference, the contract's top conferences first. */
  readonly conferenceSizes: readonly number[];
  /** 2: every conference pair meets home and away; 1: once. */
  readonly conferenceRounds: 1 | 2;
  /** Non-conference games per team (fewer for a team that gets a bye in some week). */
  readonly nonConferenceGames: number;
  /** Share of non-conference games against the next division (D1 hosts D2, D2 hosts D3). */
  readonly crossDivisionShare: number;
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

const repeat = (size: number, count: number): number[] => Array.from({ length: count }, () => size);

export const SCALES: Readonly<Record<ScaleName, LeagueScale>> = {
  small: {
    name: 'small',
    competitionIds: [38409],
    divisions: {
      1: {
        conferenceSizes: [4, 4, 4, 4],
        conferenceRounds: 1,
        nonConferenceGames: 3,
        crossDivisionShare: 0.15,
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
  },
  default: {
    name: 'default',
    competitionIds: ALL_COMPETITIONS,
    divisions: {
      // 72 teams in 18 conferences of 4 (18 automatic bids, 50 at-large, 4 left out): the
      // fewest games that still give every team a round robin, two non-conference games, a
      // conference tournament and the 68-team field (the build's time budget, see README).
      1: {
        conferenceSizes: repeat(4, 18),
        conferenceRounds: 1,
        nonConferenceGames: 2,
        crossDivisionShare: 0.05,
      },
      2: {
        conferenceSizes: repeat(4, 2),
        conferenceRounds: 1,
        nonConferenceGames: 1,
        crossDivisionShare: 0.25,
      },
      3: {
        conferenceSizes: repeat(4, 2),
        conferenceRounds: 1,
        nonConferenceGames: 1,
        crossDivisionShare: 0,
      },
    },
    bracket: NATIONAL_BRACKET,
  },
  full: {
    name: 'full',
    competitionIds: ALL_COMPETITIONS,
    divisions: {
      1: {
        // ACC 15, SEC 16, Big 12 16, Big Ten 18, Big East 11, Pac-12 12, then 26 others.
        conferenceSizes: [15, 16, 16, 18, 11, 12, ...repeat(11, 12), ...repeat(10, 14)],
        conferenceRounds: 2,
        nonConferenceGames: 11,
        crossDivisionShare: 0.05,
      },
      2: {
        conferenceSizes: repeat(12, 10),
        conferenceRounds: 2,
        nonConferenceGames: 8,
        crossDivisionShare: 0.1,
      },
      3: {
        conferenceSizes: repeat(12, 10),
        conferenceRounds: 2,
        nonConferenceGames: 8,
        crossDivisionShare: 0,
      },
    },
    bracket: NATIONAL_BRACKET,
  },
};

export const bracketFieldSize = (shape: BracketShape): number =>
  shape.regions * shape.seedsPerRegion + shape.firstFourGames;

const divisionShape = z.object({
  conferenceSizes: z.array(z.number().int().min(1)).min(1),
  conferenceRounds: z.union([z.literal(1), z.literal(2)]),
  nonConferenceGames: z.number().int().min(0),
  crossDivisionShare: z.number().min(0).max(1),
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
