/**
 * The bracket as played, from the tournament's games (shared by the tournament stats and the
 * brackets tool): the First Four, each region's rounds (games top to bottom by slot) and the
 * rounds across regions (Final Four, championship).
 * Each game shows both teams with seed and score, better seed first, the winner marked.
 */
import type { BracketPlace, GameDataRow } from '@courtside/contract/schemas';

export interface BracketTeam {
  teamId: number;
  market: string;
  seed: number;
  score: number | null;
  isWinner: boolean;
}

export interface BracketGame {
  gameId: number;
  slot: number;
  /** Better seed first. */
  teams: [BracketTeam, BracketTeam];
}

export interface BracketRound {
  round: number;
  roundName: string;
  games: BracketGame[];
}

export interface BracketRegion {
  region: number;
  regionName: string;
  rounds: BracketRound[];
}

export interface Bracket {
  firstFour: BracketGame[];
  regions: BracketRegion[];
  /** Rounds across regions: the Final Four and the championship. */
  finals: BracketRound[];
  champion: BracketTeam | null;
  /** Every team of the field, ascending (the team-box view's teams). */
  teamIds: number[];
}

function side(game: GameDataRow, teamId: number, seed: number, winnerId: number): BracketTeam {
  const isHome = game.homeTeamId === teamId;
  return {
    teamId,
    market: isHome ? game.homeMarket : game.awayMarket,
    seed,
    score: isHome ? game.homeScore : game.awayScore,
    isWinner: teamId === winnerId,
  };
}

function bracketGame(game: GameDataRow, place: BracketPlace): BracketGame {
  return {
    gameId: game.gameId,
    slot: place.slot,
    teams: [
      side(game, place.highTeamId, place.highSeed, place.winnerTeamId),
      side(game, place.lowTeamId, place.lowSeed, place.winnerTeamId),
    ],
  };
}

function roundsOf(entries: ReadonlyArray<{ game: GameDataRow; place: BracketPlace }>) {
  const rounds = new Map<number, BracketRound>();
  for (const { game, place } of entries) {
    const round = rounds.get(place.round) ?? {
      round: place.round,
      roundName: place.roundName,
      games: [],
    };
    round.games.push(bracketGame(game, place));
    rounds.set(place.round, round);
  }
  return [...rounds.values()]
    .sort((a, b) => a.round - b.round)
    .map((round) => ({ ...round, games: round.games.sort((a, b) => a.slot - b.slot) }));
}

export function buildBracket(games: readonly GameDataRow[]): Bracket {
  const entries = games.flatMap((game) =>
    game.bracket === undefined ? [] : [{ game, place: game.bracket }],
  );
  const firstFour = entries.filter(({ place }) => place.firstFour);
  const main = entries.filter(({ place }) => !place.firstFour);
  const regionIds = [
    ...new Set(main.flatMap(({ place }) => (place.region === null ? [] : [place.region]))),
  ].sort((a, b) => a - b);
  const regions = regionIds.map((region) => {
    const inRegion = main.filter(({ place }) => place.region === region);
    return {
      region,
      regionName: inRegion[0]?.place.regionName ?? `Region ${region}`,
      rounds: roundsOf(inRegion),
    };
  });
  const finals = roundsOf(main.filter(({ place }) => place.region === null));
  // The champion: the winner of the last round, once it is a single game (the final).
  const lastRound = roundsOf(main).at(-1);
  const champion =
    lastRound?.games.length === 1
      ? (lastRound.games[0]?.teams.find((team) => team.isWinner) ?? null)
      : null;
  // Sorted: the team-box request's address (and cache key) does not depend on game order.
  const teamIds = [
    ...new Set(entries.flatMap(({ place }) => [place.highTeamId, place.lowTeamId])),
  ].sort((a, b) => a - b);
  return {
    firstFour: roundsOf(firstFour)[0]?.games ?? [],
    regions,
    finals,
    champion,
    teamIds,
  };
}
