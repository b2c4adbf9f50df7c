/**
 * A single-elimination tournament as a fixed game tree (METHODS §9).
 *
 * Every game is a slot with two feeders; a feeder is either a team (it enters the bracket in
 * that game) or the winner of an earlier game. Games are numbered in round order, so every
 * feeder game has a smaller index than the game it feeds: one pass over the games from 0 upwards
 * plays a whole tournament, which is what lets the simulation run on flat typed arrays with no
 * recursion and no objects per game. A feeder is stored in one Int32 as the team index (≥ 0) or
 * as ~g (< 0) for the winner of game g.
 *
 * The national bracket: four regions seeded 1–16, first-round order 1–16, 8–9, 5–12, 4–13, 6–11,
 * 3–14, 7–10, 2–15, so that the top seeds can only meet late (1 and 2 of a region in the Elite
 * Eight). Up to four First Four games (round 0) each decide one first-round slot: two teams hold
 * the same region and seed, and the winner takes that seed's place. The Final Four pairs regions
 * as given in each year's bracket (0 v 1 and 2 v 3 by default). Rounds: 0 First Four, 1 round of
 * 64, 2 round of 32, 3 Sweet 16, 4 Elite Eight, 5 Final Four, 6 final: 63 games plus the First
 * Four.
 *
 * Team indices are positions in the input list; they index the win-probability matrix and the
 * simulation's results.
 */

export type BracketErrorCode =
  | 'team-count'
  | 'duplicate-team'
  | 'bad-region'
  | 'bad-seed'
  | 'missing-seed'
  | 'doubled-seed'
  | 'first-four'
  | 'final-four'
  | 'matrix'
  | 'runs'
  | 'played'
  | 'picks'
  | 'scoring'
  | 'simulation';

export class BracketError extends Error {
  override readonly name = 'BracketError';
  constructor(
    readonly code: BracketErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type TeamId = string | number;

export interface BracketTree {
  readonly kind: 'national' | 'conference';
  readonly teamCount: number;
  /** Per team index: the caller's id, seed and region (0 for a conference bracket). */
  readonly teamIds: readonly TeamId[];
  readonly seeds: Int32Array;
  readonly regions: Int32Array;
  /** The round of each team's first game (0 for a First Four team). */
  readonly entryRound: Uint8Array;
  readonly gameCount: number;
  /** Per game: a team index (≥ 0) or ~g (< 0) for the winner of game g < this game. */
  readonly feederA: Int32Array;
  readonly feederB: Int32Array;
  readonly round: Uint8Array;
  /** One more than the highest round number: the final is round roundCount − 1. */
  readonly roundCount: number;
  /** The championship game (the last index). */
  readonly finalGame: number;
}

export const FIRST_FOUR_ROUND = 0;
export const NATIONAL_ROUND_NAMES = [
  'First Four',
  'Round of 64',
  'Round of 32',
  'Sweet 16',
  'Elite Eight',
  'Final Four',
  'Championship',
] as const;
export const REGION_COUNT = 4;
export const SEEDS_PER_REGION = 16;
/** First-round pairs of a region, top to bottom of its bracket. */
export const FIRST_ROUND_PAIRS: readonly (readonly [number, number])[] = [
  [1, 16],
  [8, 9],
  [5, 12],
  [4, 13],
  [6, 11],
  [3, 14],
  [7, 10],
  [2, 15],
];
export const MAX_FIRST_FOUR = 4;

export interface NationalTeam {
  id: TeamId;
  /** 0..3. */
  region: number;
  /** 1..16; two teams share a seed only in a First Four slot. */
  seed: number;
}

/** A First Four game: the two teams listed with this region and seed play for the slot. */
export interface FirstFourSlot {
  region: number;
  seed: number;
}

export interface NationalBracketInput {
  /** 64 teams plus one per First Four game. */
  teams: readonly NationalTeam[];
  firstFour?: readonly FirstFourSlot[];
  /** The two semifinals as region pairs; [[0, 1], [2, 3]] by default. */
  finalFour?: readonly (readonly [number, number])[];
}

export const isGameFeeder = (feeder: number): boolean => feeder < 0;
/** The game whose winner a negative feeder stands for. */
export const feederGame = (feeder: number): number => ~feeder;
export const winnerOf = (game: number): number => ~game;

/** Appends games in round order and freezes them into typed arrays. */
export class GameTreeBuilder {
  private readonly a: number[] = [];
  private readonly b: number[] = [];
  private readonly rounds: number[] = [];

  add(feederA: number, feederB: number, round: number): number {
    const last = this.rounds[this.rounds.length - 1];
    if (last !== undefined && round < last) throw new Error('games must be added in round order');
    this.a.push(feederA);
    this.b.push(feederB);
    this.rounds.push(round);
    return this.rounds.length - 1;
  }

  build(
    kind: BracketTree['kind'],
    teams: readonly { id: TeamId; seed: number; region: number }[],
  ): BracketTree {
    const gameCount = this.rounds.length;
    const entryRound = new Uint8Array(teams.length).fill(255);
    for (let g = 0; g < gameCount; g += 1) {
      for (const feeder of [this.a[g] ?? 0, this.b[g] ?? 0]) {
        if (feeder >= 0) entryRound[feeder] = this.rounds[g] ?? 0;
      }
    }
    return {
      kind,
      teamCount: teams.length,
      teamIds: teams.map((t) => t.id),
      seeds: Int32Array.from(teams, (t) => t.seed),
      regions: Int32Array.from(teams, (t) => t.region),
      entryRound,
      gameCount,
      feederA: Int32Array.from(this.a),
      feederB: Int32Array.from(this.b),
      round: Uint8Array.from(this.rounds),
      roundCount: (this.rounds[gameCount - 1] ?? 0) + 1,
      finalGame: gameCount - 1,
    };
  }
}

function checkIdsUnique(ids: readonly TeamId[]): void {
  const seen = new Set<TeamId>();
  for (const id of ids) {
    if (seen.has(id))
      throw new BracketError('duplicate-team', `team ${String(id)} is listed twice`);
    seen.add(id);
  }
}

const isWhole = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

function checkFinalFour(pairs: readonly (readonly [number, number])[]): void {
  const flat = pairs.flat();
  const sorted = [...flat].sort((x, y) => x - y);
  if (pairs.length !== 2 || sorted.join() !== '0,1,2,3') {
    throw new BracketError(
      'final-four',
      `the Final Four must pair the four regions 0-3 into two semifinals (got ${JSON.stringify(pairs)})`,
    );
  }
}

/** Checks the First Four slots and returns them keyed region·16 + seed − 1. */
function firstFourKeys(slots: readonly FirstFourSlot[]): Set<number> {
  if (slots.length > MAX_FIRST_FOUR) {
    throw new BracketError(
      'first-four',
      `at most ${MAX_FIRST_FOUR} First Four games (got ${slots.length})`,
    );
  }
  const keys = new Set<number>();
  for (const slot of slots) {
    if (!isWhole(slot.region, 0, REGION_COUNT - 1) || !isWhole(slot.seed, 1, SEEDS_PER_REGION)) {
      throw new BracketError(
        'first-four',
        `First Four game ${JSON.stringify(slot)} does not name a slot (region 0-3, seed 1-16)`,
      );
    }
    const key = slot.region * SEEDS_PER_REGION + slot.seed - 1;
    if (keys.has(key)) {
      throw new BracketError(
        'first-four',
        `two First Four games name region ${slot.region} seed ${slot.seed}`,
      );
    }
    keys.add(key);
  }
  return keys;
}

/** Team indices per slot (region·16 + seed − 1), after checking every slot is filled right. */
function slotTeams(teams: readonly NationalTeam[], firstFour: Set<number>): number[][] {
  const slots: number[][] = Array.from({ length: REGION_COUNT * SEEDS_PER_REGION }, () => []);
  teams.forEach((team, index) => {
    if (!isWhole(team.region, 0, REGION_COUNT - 1)) {
      throw new BracketError(
        'bad-region',
        `team ${String(team.id)} has region ${team.region}; regions are 0-3`,
      );
    }
    if (!isWhole(team.seed, 1, SEEDS_PER_REGION)) {
      throw new BracketError(
        'bad-seed',
        `team ${String(team.id)} has seed ${team.seed}; seeds are 1-16`,
      );
    }
    slots[team.region * SEEDS_PER_REGION + team.seed - 1]?.push(index);
  });
  slots.forEach((held, key) => {
    const region = Math.floor(key / SEEDS_PER_REGION);
    const seed = (key % SEEDS_PER_REGION) + 1;
    const wanted = firstFour.has(key) ? 2 : 1;
    if (held.length === wanted) return;
    const names = held.map((i) => String(teams[i]?.id)).join(', ');
    if (held.length === 0) {
      throw new BracketError('missing-seed', `region ${region} has no ${seed} seed`);
    }
    if (wanted === 2) {
      throw new BracketError(
        'first-four',
        `the First Four game for region ${region} seed ${seed} needs two teams of that seed (got ${names})`,
      );
    }
    throw new BracketError(
      'doubled-seed',
      `region ${region} has ${held.length} teams seeded ${seed} (${names}) and no First Four game for that slot`,
    );
  });
  return slots;
}

/** Validates a 68-team (or 64 + up to 4) national field and lays out its game tree. */
export function nationalBracket(input: NationalBracketInput): BracketTree {
  const firstFour = input.firstFour ?? [];
  const finalFour = input.finalFour ?? [
    [0, 1],
    [2, 3],
  ];
  const ffKeys = firstFourKeys(firstFour);
  const expected = REGION_COUNT * SEEDS_PER_REGION + firstFour.length;
  if (input.teams.length !== expected) {
    throw new BracketError(
      'team-count',
      `expected ${expected} teams (64 + ${firstFour.length} First Four), got ${input.teams.length}`,
    );
  }
  checkIdsUnique(input.teams.map((t) => t.id));
  checkFinalFour(finalFour);
  const slots = slotTeams(input.teams, ffKeys);

  const tree = new GameTreeBuilder();
  // A slot's feeder: its one team, or the winner of its First Four game.
  const slotFeeder = slots.map((held) => held[0] ?? 0);
  for (const slot of firstFour) {
    const key = slot.region * SEEDS_PER_REGION + slot.seed - 1;
    const [a = 0, b = 0] = slots[key] ?? [];
    slotFeeder[key] = winnerOf(tree.add(a, b, FIRST_FOUR_ROUND));
  }
  // Each region's feeders into the next round, top to bottom.
  let regionFeeders = Array.from({ length: REGION_COUNT }, (_, region) =>
    FIRST_ROUND_PAIRS.flat().map((seed) => slotFeeder[region * SEEDS_PER_REGION + seed - 1] ?? 0),
  );
  for (let round = 1; round <= 4; round += 1) {
    regionFeeders = regionFeeders.map((feeders) => {
      const next: number[] = [];
      for (let i = 0; i < feeders.length; i += 2) {
        next.push(winnerOf(tree.add(feeders[i] ?? 0, feeders[i + 1] ?? 0, round)));
      }
      return next;
    });
  }
  const champions = regionFeeders.map((feeders) => feeders[0] ?? 0);
  const semis = finalFour.map(([x, y]) => tree.add(champions[x] ?? 0, champions[y] ?? 0, 5));
  tree.add(winnerOf(semis[0] ?? 0), winnerOf(semis[1] ?? 0), 6);
  return tree.build('national', input.teams);
}

/** Indices of the games of one round, in bracket order. */
export function gamesInRound(tree: BracketTree, round: number): number[] {
  const games: number[] = [];
  for (let g = 0; g < tree.gameCount; g += 1) if (tree.round[g] === round) games.push(g);
  return games;
}

/** The teams of a game whose feeders are decided: a team feeder, or a feeder game's winner. */
export function gameTeams(
  tree: BracketTree,
  game: number,
  winnerOfGame: (game: number) => number,
): [number, number] {
  const side = (feeder: number): number =>
    feeder >= 0 ? feeder : winnerOfGame(feederGame(feeder));
  return [side(tree.feederA[game] ?? 0), side(tree.feederB[game] ?? 0)];
}
