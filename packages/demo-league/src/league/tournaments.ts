/**
 * Postseason structure: conference tournaments (the best teams by conference record, then
 * conference point margin, up to the scale's field; single elimination with byes for the top
 * seeds, two for the top four in fields of 13-16; neutral floor) and the national tournament of
 * Division I: one automatic bid per conference (its tournament champion), at-large bids by
 * record and hidden strength (never by the engine's ratings, which are what the demo tests),
 * seeded along an S-curve into four regions, with the First Four (the weakest automatic bids
 * play for 16-seed lines, the last at-large teams for theirs).
 */
import { defaultTournamentId } from '@courtside/contract';
import type { Gender } from '@courtside/contract';
import type { BracketShape } from './scale';
import type { Seeded } from './knockout';
import { Knockout, seedOrder } from './knockout';

export const REGION_NAMES = ['East', 'West', 'South', 'Midwest'] as const;

export type TournamentKind = 'national' | 'conference';
export type Bid = 'automatic' | 'at-large';

export interface TeamRecord {
  wins: number;
  losses: number;
  confWins: number;
  confLosses: number;
  /** Points scored minus allowed in conference games. */
  confMargin: number;
}

export interface TournamentTeamRow {
  readonly tournamentId: number;
  readonly kind: TournamentKind;
  readonly conferenceId: number | null;
  readonly teamId: number;
  readonly seed: number;
  /** 1-4 for the national tournament's regions, null for conference tournaments. */
  readonly region: number | null;
  readonly bid: Bid | null;
  readonly firstFour: boolean;
}

/** National tournament id: 5000 (men) or 6000 (women) + the season's end year (contract). */
export function nationalTournamentId(
  competitionId: number,
  gender: Gender,
  endYear: number,
): number {
  return defaultTournamentId(competitionId) ?? (gender === 'MALE' ? 5000 : 6000) + (endYear % 100);
}

/** Conference standings order: record, then margin, then the given tie-break. */
export function conferenceSeeds(
  teamIds: readonly number[],
  records: ReadonlyMap<number, TeamRecord>,
  tieBreak: (teamId: number) => number,
): number[] {
  const pct = (id: number): number => {
    const r = records.get(id);
    const games = r ? r.confWins + r.confLosses : 0;
    return r && games > 0 ? r.confWins / games : 0;
  };
  return [...teamIds].sort(
    (a, b) =>
      pct(b) - pct(a) ||
      (records.get(b)?.confMargin ?? 0) - (records.get(a)?.confMargin ?? 0) ||
      tieBreak(b) - tieBreak(a),
  );
}

type BracketNode =
  { readonly seed: number } | { readonly games: readonly [BracketNode, BracketNode] };

/**
 * Slots of a conference tournament of `size` teams, as conferences run them: the standard
 * seeded bracket up to the quarterfinals (the best seeds get the byes), and beyond eight teams
 * at most four more teams per extra round, the lowest seeds playing in: 12 teams give seeds 1-4
 * a bye; 16 give seeds 1-4 two byes and seeds 5-8 one (1 v the winner of 8 v (9 v 16)).
 * Built by splitting seeds: when the field grows from c to c + k teams, seed c − j (j < k) meets
 * the new seed c + 1 + j. A team that enters late waits in its slot behind empty ones (byes).
 */
export function conferenceSlots(size: number): Array<number | null> {
  let root: BracketNode = { seed: 1 };
  let count = 1;
  const split = (node: BracketNode, seed: number, newcomer: number): BracketNode => {
    if ('seed' in node) {
      return node.seed === seed ? { games: [node, { seed: newcomer }] } : node;
    }
    return { games: [split(node.games[0], seed, newcomer), split(node.games[1], seed, newcomer)] };
  };
  while (count < size) {
    const grow = Math.min(size - count, count < 8 ? count : 4);
    for (let j = 0; j < grow; j += 1) root = split(root, count - j, count + 1 + j);
    count += grow;
  }
  const depth = (node: BracketNode): number =>
    'seed' in node ? 0 : 1 + Math.max(depth(node.games[0]), depth(node.games[1]));
  const rounds = depth(root);
  const flatten = (node: BracketNode, level: number): Array<number | null> =>
    'seed' in node
      ? [node.seed, ...Array.from({ length: 2 ** (rounds - level) - 1 }, () => null)]
      : [...flatten(node.games[0], level + 1), ...flatten(node.games[1], level + 1)];
  return rounds === 0 ? [1, null] : flatten(root, 0);
}

export function conferenceBracket(seededTeamIds: readonly number[]): Knockout {
  return new Knockout(
    conferenceSlots(seededTeamIds.length).map((seed) =>
      seed === null ? null : { teamId: seededTeamIds[seed - 1] as number, seed },
    ),
  );
}

export interface SelectionCandidate {
  readonly teamId: number;
  readonly conferenceId: number;
  /** Selection committee's view: record and strength in one number (higher is better). */
  readonly score: number;
}

export interface PlayIn {
  readonly region: number;
  readonly seed: number;
  readonly teams: readonly [Seeded, Seeded];
  /** Index of the region slot (bracket order) the winner fills. */
  readonly slotIndex: number;
}

export interface NationalField {
  readonly teams: readonly TournamentTeamRow[];
  readonly playIns: readonly PlayIn[];
  /** Region brackets in bracket order (regions one after another); null where a play-in goes. */
  readonly slots: ReadonlyArray<Seeded | null>;
}

/**
 * Selects and seeds the field. `champions`: the conference tournament winners (automatic
 * bids); `candidates`: every Division I team.
 */
export function selectNationalField(
  tournamentId: number,
  shape: BracketShape,
  champions: readonly number[],
  candidates: readonly SelectionCandidate[],
): NationalField {
  const fieldSize = shape.regions * shape.seedsPerRegion + shape.firstFourGames;
  const byId = new Map(candidates.map((c) => [c.teamId, c]));
  const bestFirst = (ids: readonly number[]): number[] =>
    [...ids].sort((a, b) => (byId.get(b)?.score ?? 0) - (byId.get(a)?.score ?? 0) || a - b);
  const automatic = bestFirst([...new Set(champions)]);
  const atLargeCount = fieldSize - automatic.length;
  if (atLargeCount < 0 || candidates.length < fieldSize) {
    throw new Error(
      `A ${fieldSize}-team field needs at least that many teams and fewer conferences`,
    );
  }
  const auto = new Set(automatic);
  const atLarge = bestFirst(candidates.map((c) => c.teamId).filter((id) => !auto.has(id))).slice(
    0,
    atLargeCount,
  );
  const autoPairs = Math.floor(shape.firstFourGames / 2);
  const atLargePairs = shape.firstFourGames - autoPairs;
  const lastAuto = automatic.slice(automatic.length - 2 * autoPairs);
  const lastAtLarge = atLarge.slice(atLarge.length - 2 * atLargePairs);

  // Lines of the S-curve: single teams and play-in pairs (a pair sits where its better team would).
  type Line = { ids: number[]; score: number; autoPlayIn: boolean };
  const lines: Line[] = [];
  const inPairs = new Set([...lastAuto, ...lastAtLarge]);
  for (const id of [...automatic, ...atLarge]) {
    if (!inPairs.has(id))
      lines.push({ ids: [id], score: byId.get(id)?.score ?? 0, autoPlayIn: false });
  }
  const pairUp = (ids: readonly number[], autoPlayIn: boolean): void => {
    for (let i = 0; i + 1 < ids.length; i += 2) {
      const pair = [ids[i] as number, ids[i + 1] as number];
      lines.push({
        ids: pair,
        score: Math.max(...pair.map((id) => byId.get(id)?.score ?? 0)),
        autoPlayIn,
      });
    }
  };
  pairUp(lastAtLarge, false);
  pairUp(lastAuto, true);
  // The automatic play-ins always take the last lines (16 seeds).
  lines.sort((a, b) => Number(a.autoPlayIn) - Number(b.autoPlayIn) || b.score - a.score);

  const order = seedOrder(shape.seedsPerRegion);
  const slots: Array<Seeded | null> = Array.from(
    { length: shape.regions * shape.seedsPerRegion },
    () => null,
  );
  const teams: TournamentTeamRow[] = [];
  const playIns: PlayIn[] = [];
  lines.forEach((line, index) => {
    const seed = Math.floor(index / shape.regions) + 1;
    const position = index % shape.regions;
    // S-curve: odd seed lines run region 1→4, even lines 4→1.
    const region = seed % 2 === 1 ? position : shape.regions - 1 - position;
    const slotIndex = region * shape.seedsPerRegion + order.indexOf(seed);
    for (const id of line.ids) {
      teams.push({
        tournamentId,
        kind: 'national',
        conferenceId: byId.get(id)?.conferenceId ?? null,
        teamId: id,
        seed,
        region: region + 1,
        bid: auto.has(id) ? 'automatic' : 'at-large',
        firstFour: line.ids.length === 2,
      });
    }
    if (line.ids.length === 2) {
      const [a, b] = line.ids as [number, number];
      playIns.push({
        region: region + 1,
        seed,
        teams: [
          { teamId: a, seed },
          { teamId: b, seed },
        ],
        slotIndex,
      });
    } else {
      slots[slotIndex] = { teamId: line.ids[0] as number, seed };
    }
  });
  return { teams, playIns, slots };
}

/** The bracket once the play-ins are decided (winners by slot index). */
export function nationalBracket(
  field: NationalField,
  playInWinners: ReadonlyMap<number, number>,
): Knockout {
  const slots = [...field.slots];
  for (const playIn of field.playIns) {
    const winner = playInWinners.get(playIn.slotIndex);
    const team = playIn.teams.find((t) => t.teamId === winner);
    if (!team) throw new Error(`No First Four winner for slot ${playIn.slotIndex}`);
    slots[playIn.slotIndex] = team;
  }
  return new Knockout(slots);
}

export const ROUND_NAMES: Readonly<Record<number, string>> = {
  0: 'First Four',
  1: 'First Round',
  2: 'Second Round',
  3: 'Sweet 16',
  4: 'Elite Eight',
  5: 'Final Four',
  6: 'Championship',
};
