/**
 * From a stored national bracket (tournament_teams, tournament_games) to the engine's game tree
 * (brackets/bracket.ts), the results to fix in a simulation, and the odds by national round.
 *
 * The stored layout is the demo league's (league/tournaments.ts): four regions 1-4 one after
 * another, each seeded in the standard order (1 v 16, 8 v 9, … for 16 seeds; built by doubling,
 * 1 v 2 or 1 v 4, 2 v 3, for fewer), neighbouring games feeding the same next game, so the Final
 * Four pairs regions 1 v 2 and 3 v 4: the engine's regions 0-3 with its default pairing
 * [[0, 1], [2, 3]]. A First Four game is stored with the region slot its winner fills and its
 * two teams' shared seed; a later game by its round and its 0-based slot within the round,
 * which is its position in the engine's round (games are laid out region by region, top to
 * bottom). A full field (16 seeds a region) is the engine's nationalBracket; a miniature one
 * (the demo league's small scale: 2 seeds a region) is laid out the same way on fewer lines and
 * starts at a later round (the Elite Eight for 2 seeds), so round numbers keep their meaning.
 *
 * Nothing stored is trusted blindly: every played game must sit where the tree has a game, be
 * played by exactly the two teams the tree (and the earlier results) put there, and be won by
 * one of them. A stored result the tree cannot hold is a BracketDataError (the warehouse and the
 * layout disagree), never a silently different bracket.
 */
import type {
  BracketSimulation,
  BracketTree,
  FirstFourSlot,
  LeagueAverages,
  MatchupRating,
  WinProbabilityMatrix,
} from '@courtside/engine';
import type { BracketOddsTeam } from '@courtside/warehouse';
import {
  FIRST_FOUR_ROUND,
  GameTreeBuilder,
  REGION_COUNT,
  SEEDS_PER_REGION,
  feederGame,
  gamesInRound,
  nationalBracket,
  standardSeedOrder,
  winProbabilityMatrix,
  winnerOf,
} from '@courtside/engine';

/** The final is round 6 in every bracket size; alive[7] is the title. */
export const FINAL_ROUND = 6;

export class BracketDataError extends Error {
  override readonly name = 'BracketDataError';
}

export interface FieldTeam {
  readonly teamId: number;
  readonly seed: number;
  /** 1-4 as stored. */
  readonly region: number;
  readonly firstFour: boolean;
}

export interface StoredGame {
  readonly round: number;
  readonly slot: number;
  readonly highTeamId: number;
  readonly lowTeamId: number;
  readonly winnerTeamId: number;
}

const slotKey = (region0: number, seed: number): number => region0 * SEEDS_PER_REGION + seed - 1;

/** Seeds a region holds (a power of two, 1-16) and its First Four slots (engine regions 0-3). */
function fieldShape(teams: readonly FieldTeam[]): { seeds: number; firstFour: FirstFourSlot[] } {
  const held = new Map<number, FieldTeam[]>();
  let seeds = 0;
  for (const team of teams) {
    if (!Number.isInteger(team.region) || team.region < 1 || team.region > REGION_COUNT) {
      throw new BracketDataError(`team ${team.teamId} has region ${team.region}; regions are 1-4`);
    }
    if (!Number.isInteger(team.seed) || team.seed < 1 || team.seed > SEEDS_PER_REGION) {
      throw new BracketDataError(`team ${team.teamId} has seed ${team.seed}; seeds are 1-16`);
    }
    seeds = Math.max(seeds, team.seed);
    const key = slotKey(team.region - 1, team.seed);
    held.set(key, [...(held.get(key) ?? []), team]);
  }
  if (!Number.isInteger(Math.log2(seeds))) {
    throw new BracketDataError(`regions of ${seeds} seeds are not a bracket (1, 2, 4, 8 or 16)`);
  }
  const firstFour: FirstFourSlot[] = [];
  for (let region = 0; region < REGION_COUNT; region += 1) {
    for (let seed = 1; seed <= seeds; seed += 1) {
      const line = held.get(slotKey(region, seed)) ?? [];
      const playIn = line.length === 2 && line.every((t) => t.firstFour);
      if (playIn) firstFour.push({ region, seed });
      else if (line.length !== 1 || line.some((t) => t.firstFour)) {
        throw new BracketDataError(
          `region ${region + 1} seed ${seed} holds ${line.length} team(s) [${line
            .map((t) => `${t.teamId}${t.firstFour ? ' (First Four)' : ''}`)
            .join(', ')}]: one team, or two First Four teams, expected`,
        );
      }
    }
  }
  return { seeds, firstFour };
}

/** A field of 4 regions × `seeds` lines (< 16) on the national layout, from a later round. */
function miniatureBracket(
  teams: readonly FieldTeam[],
  seeds: number,
  firstFour: readonly FirstFourSlot[],
): BracketTree {
  const tree = new GameTreeBuilder();
  const slotFeeder = new Map<number, number>();
  teams.forEach((team, index) => slotFeeder.set(slotKey(team.region - 1, team.seed), index));
  for (const slot of firstFour) {
    const key = slotKey(slot.region, slot.seed);
    const [a = 0, b = 0] = teams.flatMap((t, i) =>
      slotKey(t.region - 1, t.seed) === key ? [i] : [],
    );
    slotFeeder.set(key, winnerOf(tree.add(a, b, FIRST_FOUR_ROUND)));
  }
  const order = standardSeedOrder(seeds);
  let regions = Array.from({ length: REGION_COUNT }, (_, region) =>
    order.map((seed) => slotFeeder.get(slotKey(region, seed)) ?? 0),
  );
  // Rounds 1-4 are the regions' (64 → 8 teams); a region of `seeds` lines plays the last log2.
  for (let round = 5 - Math.log2(seeds); round <= 4; round += 1) {
    regions = regions.map((feeders) => {
      const next: number[] = [];
      for (let i = 0; i < feeders.length; i += 2) {
        next.push(winnerOf(tree.add(feeders[i] ?? 0, feeders[i + 1] ?? 0, round)));
      }
      return next;
    });
  }
  const champions = regions.map((feeders) => feeders[0] ?? 0);
  const semis = [tree.add(champions[0] ?? 0, champions[1] ?? 0, 5)];
  semis.push(tree.add(champions[2] ?? 0, champions[3] ?? 0, 5));
  tree.add(winnerOf(semis[0] ?? 0), winnerOf(semis[1] ?? 0), FINAL_ROUND);
  return tree.build(
    'national',
    teams.map((t) => ({ id: t.teamId, seed: t.seed, region: t.region - 1 })),
  );
}

/** The engine's tree of a stored field; team index i is `teams[i]`. */
export function bracketTreeOf(teams: readonly FieldTeam[]): BracketTree {
  const { seeds, firstFour } = fieldShape(teams);
  if (seeds === SEEDS_PER_REGION) {
    return nationalBracket({
      teams: teams.map((t) => ({ id: t.teamId, region: t.region - 1, seed: t.seed })),
      firstFour,
      finalFour: [
        [0, 1],
        [2, 3],
      ],
    });
  }
  return miniatureBracket(teams, seeds, firstFour);
}

/** The engine game a stored game is, by round and slot (a First Four game by its teams' slot). */
function engineGameOf(tree: BracketTree, game: StoredGame, teamIndex: (id: number) => number) {
  if (game.round === FIRST_FOUR_ROUND) {
    const team = teamIndex(game.highTeamId);
    const key = slotKey(tree.regions[team] ?? -1, tree.seeds[team] ?? -1);
    const found = gamesInRound(tree, FIRST_FOUR_ROUND).find((g) => {
      const a = tree.feederA[g] ?? 0;
      return slotKey(tree.regions[a] ?? -1, tree.seeds[a] ?? -1) === key;
    });
    if (found === undefined) {
      throw new BracketDataError(`team ${game.highTeamId} has no First Four game in the field`);
    }
    return found;
  }
  const found = gamesInRound(tree, game.round)[game.slot];
  if (found === undefined) {
    throw new BracketDataError(
      `round ${game.round} slot ${game.slot} is not a game of this ${tree.teamCount}-team bracket`,
    );
  }
  return found;
}

/**
 * The stored results as the simulation's fixed winners (engine game → team index), each checked
 * against the tree: the right two teams, a winner among them, every feeder game played before.
 */
export function playedWinners(
  tree: BracketTree,
  games: readonly StoredGame[],
): Map<number, number> {
  const indexOf = new Map(tree.teamIds.map((id, index) => [id, index]));
  const teamIndex = (id: number): number => {
    const index = indexOf.get(id);
    if (index === undefined) throw new BracketDataError(`team ${id} is not in the field`);
    return index;
  };
  const stored = new Map<number, StoredGame>();
  for (const game of games) {
    const g = engineGameOf(tree, game, teamIndex);
    if (stored.has(g)) {
      throw new BracketDataError(`round ${game.round} slot ${game.slot} is stored twice`);
    }
    stored.set(g, game);
  }
  const played = new Map<number, number>();
  for (const g of [...stored.keys()].sort((x, y) => x - y)) {
    const game = stored.get(g) as StoredGame;
    const where = `round ${game.round} slot ${game.slot}`;
    const sides = [tree.feederA[g] ?? 0, tree.feederB[g] ?? 0].map((feeder) => {
      if (feeder >= 0) return feeder;
      const before = played.get(feederGame(feeder));
      if (before === undefined) {
        throw new BracketDataError(`${where} is stored, but a game that feeds it is not`);
      }
      return before;
    });
    const teams = [teamIndex(game.highTeamId), teamIndex(game.lowTeamId)];
    const same = teams.every((t) => sides.includes(t)) && sides.every((t) => teams.includes(t));
    if (!same) {
      throw new BracketDataError(
        `${where} is stored as ${game.highTeamId} v ${game.lowTeamId}, but the bracket puts ${sides
          .map((t) => String(tree.teamIds[t]))
          .join(' v ')} there`,
      );
    }
    const winner = teamIndex(game.winnerTeamId);
    if (!teams.includes(winner)) {
      throw new BracketDataError(`${where}: the winner ${game.winnerTeamId} did not play in it`);
    }
    played.set(g, winner);
  }
  return played;
}

/**
 * alive[r][t] = P(team t is alive at the start of national round r), r = 1..7 (7: the title).
 * The simulation counts wins per round of the tree; a round a miniature bracket skips is passed
 * as on a bye, so its odds carry over from the round before.
 */
export function aliveByRound(tree: BracketTree, sim: BracketSimulation): Float64Array[] {
  if (tree.roundCount !== FINAL_ROUND + 1) {
    throw new BracketDataError(`the bracket ends in round ${tree.roundCount - 1}, not 6`);
  }
  const hasGames = new Set(tree.round);
  const alive: Float64Array[] = [];
  for (let r = 0; r <= FINAL_ROUND + 1; r += 1) {
    const row = Float64Array.from(sim.reach[r] ?? []);
    const before = alive[r - 1];
    if (r >= 2 && !hasGames.has(r - 1) && before !== undefined) {
      for (let t = 0; t < row.length; t += 1) {
        if (r > (tree.entryRound[t] ?? 0)) row[t] = before[t] ?? 0;
      }
    }
    alive.push(row);
  }
  return alive;
}

export interface RatedField {
  readonly ratings: MatchupRating[];
  readonly league: LeagueAverages;
}

/** Every team's ratings, all in one rating pool (a broken file otherwise). */
export function ratedField(teams: readonly BracketOddsTeam[]): RatedField {
  const ratings: MatchupRating[] = [];
  let league: LeagueAverages | null = null;
  for (const team of teams) {
    if (team.rating === null || team.league === null) {
      throw new BracketDataError(`${team.teamMarket} (team ${team.teamId}) has no ratings`);
    }
    const samePool =
      league === null ||
      (team.league.avgEfficiency === league.avgEfficiency &&
        team.league.avgTempo === league.avgTempo);
    if (!samePool) throw new BracketDataError('the field spans two rating pools');
    league = team.league;
    ratings.push(team.rating);
  }
  if (league === null) throw new BracketDataError('an empty field has no ratings');
  return { ratings, league };
}

/**
 * What a simulation of a stored bracket needs: the engine's tree of the field (team index i is
 * `teams[i]`), the results played so far, each team's ratings and every pairing's neutral-site
 * win probability under the season's σ (null: the engine's default).
 */
export interface BracketModel {
  readonly tree: BracketTree;
  readonly played: Map<number, number>;
  readonly ratings: readonly MatchupRating[];
  readonly matrix: WinProbabilityMatrix;
}

export function bracketModel(
  teams: readonly BracketOddsTeam[],
  games: readonly StoredGame[],
  sigma: number | null,
): BracketModel {
  const tree = bracketTreeOf(teams);
  const played = playedWinners(tree, games);
  const { ratings, league } = ratedField(teams);
  const matrix = winProbabilityMatrix(ratings, league, sigma === null ? {} : { sigma });
  return { tree, played, ratings, matrix };
}
