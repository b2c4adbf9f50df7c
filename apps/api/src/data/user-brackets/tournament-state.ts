/**
 * A national tournament as the bracket challenge needs it, read once per served file: the field
 * and the engine's game tree (endpoints/reference/bracket-odds-tree.ts), the games played so far,
 * one seeded simulation of the rest with every run's winners kept (for each bracket's expected
 * score and its chance to win the pool, METHODS §9), and the layout the picker draws: per game
 * its round, region and the two sides (a team, or the winner of an earlier game), in the tree's
 * game order, which is the order of a bracket's picks.
 */
import type {
  BracketFieldCorrection,
  BracketLayoutGame,
  BracketLayoutTeam,
  BracketSide,
} from '@courtside/contract';
import type { BracketSimulation, BracketTree } from '@courtside/engine';
import {
  NATIONAL_ROUND_NAMES,
  eliminatedTeams,
  fixedWinners,
  pickByOdds,
  pickBySeed,
  simulateBracketAsync,
} from '@courtside/engine';
import type { BracketOddsTeam, WarehouseDb } from '@courtside/warehouse';
import { bracketOddsInputs, memoPerCompetitionPart } from '@courtside/warehouse';
import {
  BracketDataError,
  FINAL_ROUND,
  bracketModel,
} from '../endpoints/reference/bracket-odds-tree';
import { BRACKET_ODDS_RUNS, BRACKET_ODDS_SEED } from '../endpoints/reference/bracket-odds.endpoint';

export interface TournamentState {
  readonly tournamentId: number;
  readonly competitionId: number;
  /** Team index i of the tree is teams[i]. */
  readonly teams: readonly BracketOddsTeam[];
  readonly tree: BracketTree;
  /** Engine game → winning team index, for the games played. */
  readonly played: ReadonlyMap<number, number>;
  /** 1 for each team index that has lost a played game. */
  readonly eliminated: Uint8Array;
  /** The rest of the tournament played BRACKET_ODDS_RUNS times, winners recorded. */
  readonly simulation: BracketSimulation;
  readonly layoutTeams: readonly BracketLayoutTeam[];
  readonly layoutGames: readonly BracketLayoutGame[];
  readonly firstGameDate: string | null;
  readonly pickByOdds: readonly number[];
  readonly pickBySeed: readonly number[];
  readonly teamIndex: ReadonlyMap<number, number>;
}

function sideOf(tree: BracketTree, feeder: number): BracketSide {
  return feeder >= 0
    ? { kind: 'team', teamId: Number(tree.teamIds[feeder]) }
    : { kind: 'game', game: ~feeder };
}

/** The region (1-4) of each game inside one: that of the first team of its subtree. */
function gameRegions(tree: BracketTree): (number | null)[] {
  const firstTeam: number[] = [];
  const regions: (number | null)[] = [];
  for (let g = 0; g < tree.gameCount; g += 1) {
    const feeder = tree.feederA[g] ?? 0;
    const team = feeder >= 0 ? feeder : (firstTeam[~feeder] ?? 0);
    firstTeam.push(team);
    const round = tree.round[g] ?? 0;
    regions.push(round >= 5 ? null : (tree.regions[team] ?? 0) + 1);
  }
  return regions;
}

/**
 * The stored field with an admin's corrections applied, in bracket order. A corrected team that
 * is not in the field is refused; whether the result is a bracket the results fit is for the tree
 * and playedWinners to say.
 */
export function correctedField(
  stored: readonly BracketOddsTeam[],
  corrections: readonly BracketFieldCorrection[],
): BracketOddsTeam[] {
  const byTeam = new Map(corrections.map((c) => [c.teamId, c]));
  const known = new Set(stored.map((team) => team.teamId));
  for (const { teamId } of corrections) {
    if (!known.has(teamId)) throw new BracketDataError(`team ${teamId} is not in the field`);
  }
  return stored
    .map((team) => {
      const fix = byTeam.get(team.teamId);
      return fix === undefined
        ? team
        : { ...team, region: fix.region, seed: fix.seed, firstFour: fix.firstFour };
    })
    .sort((a, b) => a.region - b.region || a.seed - b.seed || a.teamId - b.teamId);
}

export interface StateKey {
  readonly tournamentId: number;
  readonly corrections: readonly BracketFieldCorrection[];
}

async function readState(
  db: WarehouseDb,
  competitionId: number,
  { tournamentId, corrections }: StateKey,
): Promise<TournamentState | null> {
  const inputs = await bracketOddsInputs(db, { competitionId, tournamentId });
  const { games, sigma, firstGameDate } = inputs;
  if (inputs.teams.length === 0) return null;
  const teams = correctedField(inputs.teams, corrections);
  const { tree, played, matrix } = bracketModel(teams, games, sigma);
  if (tree.roundCount !== FINAL_ROUND + 1) {
    throw new Error(`Tournament ${tournamentId}: the bracket ends in round ${tree.roundCount - 1}`);
  }
  // In slices: the server's thread keeps answering while a full bracket is played 100,000 times.
  const simulation = await simulateBracketAsync({
    bracket: tree,
    winProbability: matrix,
    runs: BRACKET_ODDS_RUNS,
    seed: BRACKET_ODDS_SEED,
    played,
    recordWinners: true,
  });
  const idOf = (index: number): number => Number(tree.teamIds[index]);
  const regions = gameRegions(tree);
  const layoutGames = Array.from({ length: tree.gameCount }, (_, g): BracketLayoutGame => {
    const round = tree.round[g] ?? 0;
    const winner = played.get(g);
    return {
      game: g,
      round,
      roundName: NATIONAL_ROUND_NAMES[round] ?? `Round ${round}`,
      region: regions[g] ?? null,
      a: sideOf(tree, tree.feederA[g] ?? 0),
      b: sideOf(tree, tree.feederB[g] ?? 0),
      winnerTeamId: winner === undefined ? null : idOf(winner),
    };
  });
  const layoutTeams = teams.map((team, t): BracketLayoutTeam => ({
    teamId: team.teamId,
    teamMarket: team.teamMarket,
    colorPrimary: team.colorPrimary,
    colorSecondary: team.colorSecondary,
    conferenceId: team.conferenceId,
    seed: team.seed,
    region: team.region,
    regionName: team.regionName,
    firstFour: team.firstFour,
    wins: team.wins,
    losses: team.losses,
    netRtgAdj: team.netRtgAdj,
    oddsChampion: simulation.title[t] ?? 0,
  }));
  return {
    tournamentId,
    competitionId,
    teams,
    tree,
    played,
    eliminated: eliminatedTeams(tree, fixedWinners(tree, played)),
    simulation,
    layoutTeams,
    layoutGames,
    firstGameDate,
    pickByOdds: Array.from(pickByOdds(tree, simulation), idOf),
    pickBySeed: Array.from(pickBySeed(tree, matrix), idOf),
    teamIndex: new Map(teams.map((team, t) => [team.teamId, t])),
  };
}

/**
 * Once per served file, tournament and set of corrections; null when the file stores no bracket
 * for the tournament. A field the corrections (or the stored data) cannot make a bracket of
 * throws BracketDataError.
 */
export const tournamentState = memoPerCompetitionPart(readState, (key: StateKey) =>
  JSON.stringify([key.tournamentId, key.corrections]),
);
