/**
 * The bracket challenge (METHODS §9): the national tournaments a challenge runs on, and how a
 * correct pick is scored. Shared by the bracket administration screen, the API that stores its
 * settings and the brackets tool, so a tournament or a point value is defined once.
 */
import { COMPETITIONS, defaultTournamentId } from './competitions';
import type { Gender } from './schemas/entities';

/** A season's national championship of one gender: a tournament a bracket challenge runs on. */
export interface NationalTournament {
  readonly tournamentId: number;
  readonly competitionId: number;
  readonly gender: Gender;
  /** The season, e.g. "2024-25". */
  readonly season: string;
  /** E.g. "2024-25 Men's National Tournament". */
  readonly label: string;
}

function buildNationalTournaments(): NationalTournament[] {
  const list: NationalTournament[] = [];
  for (const competition of COMPETITIONS) {
    // Competitions without a default tournament (the newest season) have no bracket yet.
    const tournamentId = defaultTournamentId(competition.id);
    if (tournamentId === null) continue;
    const who = competition.gender === 'MALE' ? "Men's" : "Women's";
    list.push({
      tournamentId,
      competitionId: competition.id,
      gender: competition.gender,
      season: competition.abb2,
      label: `${competition.abb2} ${who} National Tournament`,
    });
  }
  const genderOrder = (gender: Gender) => (gender === 'MALE' ? 0 : 1);
  // Newest season first (the one an admin is most likely to set up), men before women.
  return list.sort(
    (a, b) => b.season.localeCompare(a.season) || genderOrder(a.gender) - genderOrder(b.gender),
  );
}

/** Every national tournament, newest season first and, within a season, men then women. */
export const NATIONAL_TOURNAMENTS: readonly NationalTournament[] = Object.freeze(
  buildNationalTournaments(),
);

const NATIONAL_TOURNAMENTS_BY_ID: ReadonlyMap<number, NationalTournament> = new Map(
  NATIONAL_TOURNAMENTS.map((tournament) => [tournament.tournamentId, tournament]),
);

export function getNationalTournament(tournamentId: number): NationalTournament | undefined {
  return NATIONAL_TOURNAMENTS_BY_ID.get(tournamentId);
}

export function isNationalTournamentId(tournamentId: number): boolean {
  return NATIONAL_TOURNAMENTS_BY_ID.has(tournamentId);
}

/** Scored rounds: 1 is the round of 64, 6 the championship game. */
export const BRACKET_ROUNDS = [1, 2, 3, 4, 5, 6] as const;
export type BracketRound = (typeof BRACKET_ROUNDS)[number];
/** The First Four (play-in games) comes before round 1 and is never scored (§9). */
export const BRACKET_FIRST_FOUR_ROUND = 0;
export const BRACKET_LOWEST_SEED = 1;
export const BRACKET_HIGHEST_SEED = 16;
/**
 * Seeds of one region in first-round order (§9): 1 v 16, 8 v 9, 5 v 12, 4 v 13, 6 v 11, 3 v 14,
 * 7 v 10, 2 v 15. Neighbouring games feed the same next-round game.
 */
export const BRACKET_REGION_SEED_ORDER = [
  1, 16, 8, 9, 5, 12, 4, 13, 6, 11, 3, 14, 7, 10, 2, 15,
] as const;
export const BRACKET_REGIONS = 4;

/**
 * The round odds members of a `bracket-odds` row in round order: index r − 1 is "alive at the
 * start of round r" (1 the round of 64 … 7 the title).
 */
export const BRACKET_ODDS_ROUND_KEYS = [
  'oddsRound64',
  'oddsRound32',
  'oddsSweet16',
  'oddsElite8',
  'oddsFinal4',
  'oddsFinal',
  'oddsChampion',
] as const;

export const BRACKET_SCORING_SYSTEM_IDS = ['standard', 'doubling', 'seedRound'] as const;
export type BracketScoringSystemId = (typeof BRACKET_SCORING_SYSTEM_IDS)[number];
export const DEFAULT_BRACKET_SCORING_SYSTEM: BracketScoringSystemId = 'standard';

export type BracketScoringRule =
  /** A fixed value per round, index 0 for round 1. */
  | { readonly kind: 'perRound'; readonly roundPoints: readonly number[] }
  /** The winner's seed times the round number. */
  | { readonly kind: 'seedTimesRound' };

export interface BracketScoringSystem {
  readonly id: BracketScoringSystemId;
  /** Short enough for a select option. */
  readonly label: string;
  /** One sentence on how it scores, for help text. */
  readonly description: string;
  readonly rule: BracketScoringRule;
}

/** The scoring systems of §9: the standard one and its two variants. */
export const BRACKET_SCORING_SYSTEMS: Readonly<
  Record<BracketScoringSystemId, BracketScoringSystem>
> = {
  standard: {
    id: 'standard',
    label: 'Standard (10-20-40-80-160-320)',
    description: 'Each round is worth twice the one before, 320 points for the champion.',
    rule: { kind: 'perRound', roundPoints: [10, 20, 40, 80, 160, 320] },
  },
  doubling: {
    id: 'doubling',
    label: 'Doubling (1-2-4-8-16-32)',
    description: 'The standard scale divided by ten: 1 point per first-round pick.',
    rule: { kind: 'perRound', roundPoints: [1, 2, 4, 8, 16, 32] },
  },
  seedRound: {
    id: 'seedRound',
    label: 'Seed × round',
    description: "The winner's seed times the round number, so upsets pay more.",
    rule: { kind: 'seedTimesRound' },
  },
};

export function isBracketScoringSystemId(value: unknown): value is BracketScoringSystemId {
  return (BRACKET_SCORING_SYSTEM_IDS as readonly unknown[]).includes(value);
}

function isSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= BRACKET_LOWEST_SEED && seed <= BRACKET_HIGHEST_SEED;
}

/**
 * Points for one correct pick: `round` 1-6 (0, the First Four, scores nothing) and the seed of
 * the team that won the game. Anything else is a programming error, so it throws rather than
 * quietly scoring 0.
 */
export function bracketPickPoints(
  system: BracketScoringSystemId,
  round: number,
  winnerSeed: number,
): number {
  if (!isSeed(winnerSeed)) throw new RangeError(`Not a seed: ${winnerSeed}`);
  if (round === BRACKET_FIRST_FOUR_ROUND) return 0;
  const { rule } = BRACKET_SCORING_SYSTEMS[system];
  if (rule.kind === 'seedTimesRound') {
    if (!Number.isInteger(round) || round < 1 || round > BRACKET_ROUNDS.length) {
      throw new RangeError(`Not a scored round: ${round}`);
    }
    return winnerSeed * round;
  }
  const points = Number.isInteger(round) ? rule.roundPoints[round - 1] : undefined;
  if (points === undefined) throw new RangeError(`Not a scored round: ${round}`);
  return points;
}

/**
 * The most a bracket can score: every one of the 63 games picked correctly, in the tournament
 * outcome that pays most. A game pays at most round × the highest seed that can reach it (for the
 * per-round systems the seed does not matter), and letting the highest seed of every part of the
 * bracket win all its games reaches that bound in every game at once. So the maximum is the
 * score of the bracket in which the higher seed wins every game: 1,920 standard, 192 doubling,
 * 1,748 seed × round.
 */
export function maxBracketScore(system: BracketScoringSystemId): number {
  let alive: number[] = [];
  for (let region = 0; region < BRACKET_REGIONS; region += 1) {
    alive.push(...BRACKET_REGION_SEED_ORDER);
  }
  let total = 0;
  for (const round of BRACKET_ROUNDS) {
    const winners: number[] = [];
    for (let game = 0; game + 1 < alive.length; game += 2) {
      const winner = Math.max(alive[game] ?? 0, alive[game + 1] ?? 0);
      total += bracketPickPoints(system, round, winner);
      winners.push(winner);
    }
    alive = winners;
  }
  return total;
}

/**
 * A correction of the served field: the team plays from this region's seed line (a First Four
 * team shares its line with the other team of its play-in game). Applied over the stored field
 * by the bracket challenge, and checked against the results already played when saved.
 */
export interface BracketFieldCorrection {
  readonly teamId: number;
  /** 1-4. */
  readonly region: number;
  /** 1-16. */
  readonly seed: number;
  readonly firstFour: boolean;
}

/** The most corrections a field takes: every team of a 68-team field once. */
export const MAX_BRACKET_FIELD_CORRECTIONS = 68;

/** What a bracket administration log entry records. */
export const BRACKET_ADMIN_ACTIONS = ['settings', 'publish', 'unpublish', 'field'] as const;
export type BracketAdminAction = (typeof BRACKET_ADMIN_ACTIONS)[number];
/** Entries the log answers, newest first. */
export const BRACKET_ADMIN_LOG_LIMIT = 200;

/** Messages of the bracket settings API, sent in `{ msg }` and shown by the admin screen. */
export const BRACKET_SETTINGS_MESSAGES = {
  unknownTournament: 'No such national tournament.',
  /** Followed by the reason, e.g. "region 1 seed 3 holds 2 team(s) …". */
  fieldRefused: 'These corrections do not make a bracket of the served field:',
  fieldStale:
    'The saved field corrections no longer fit the served results; an admin must review them in bracket administration.',
  /** A zod issue on picksLockAt; the API answers "Invalid request: picksLockAt: <this>". */
  picksOutOfOrder: 'picks must lock after they open',
} as const;

/** The API's whole 400 message when picks would not open strictly before they lock. */
export const BRACKET_PICKS_OUT_OF_ORDER_MSG = `Invalid request: picksLockAt: ${BRACKET_SETTINGS_MESSAGES.picksOutOfOrder}`;

/**
 * Picks must open strictly before they lock when both times are set; either may be unset (open
 * from the start, or never locked by the clock). Times are compared as instants, so ISO strings
 * with different offsets compare correctly.
 */
export function picksInOrder(openAt: string | null, lockAt: string | null): boolean {
  if (openAt === null || lockAt === null) return true;
  return Date.parse(openAt) < Date.parse(lockAt);
}

/**
 * The settings of a tournament no admin has saved yet: standard scoring, no times. Its type is
 * the literal's (schemas/brackets.ts imports this module, not the other way round); the schema's
 * test parses these defaults, and every caller that returns them is typed BracketSettings.
 */
export function defaultBracketSettings(tournamentId: number) {
  return {
    tournamentId,
    scoringSystem: DEFAULT_BRACKET_SCORING_SYSTEM,
    picksOpenAt: null,
    picksLockAt: null,
    published: false,
    publishedAt: null,
    fieldCorrections: [] as BracketFieldCorrection[],
    updatedAt: null,
    updatedBy: null,
  };
}
