/**
 * How the picker draws a layout: the First Four, then each region's rounds side by side, then
 * the Final Four and the final. Games keep the layout's order within a round, which is bracket
 * order, so a round's games line up with the pairs of the round before. Each game gets the name
 * a screen reader hears on its pick buttons ("East Round of 64 game 1").
 */
import type { BracketLayoutGame, BracketLayoutTeam } from '@courtside/contract';

export interface DrawnGame {
  /** Index in the layout's games and in the picks. */
  index: number;
  label: string;
}

export interface DrawnRound {
  round: number;
  roundName: string;
  games: DrawnGame[];
}

export interface DrawnRegion {
  region: number;
  name: string;
  rounds: DrawnRound[];
}

export interface BracketDrawing {
  firstFour: DrawnRound | null;
  regions: DrawnRegion[];
  /** The rounds played across regions (Final Four, final), in round order. */
  finalRounds: DrawnRound[];
}

type DrawingGame = Pick<BracketLayoutGame, 'game' | 'round' | 'roundName' | 'region'>;
type DrawingTeam = Pick<BracketLayoutTeam, 'region' | 'regionName'>;

export const FIRST_FOUR_ROUND = 0;

/** A region's name from its teams, else its number. */
export function regionNames(teams: readonly DrawingTeam[]): (region: number) => string {
  const names = new Map<number, string>();
  for (const team of teams) {
    if (team.regionName !== null && !names.has(team.region)) {
      names.set(team.region, team.regionName);
    }
  }
  return (region) => names.get(region) ?? `Region ${region}`;
}

/** Games grouped by round, rounds ascending, each round's games in layout order. */
function byRound(games: readonly DrawingGame[], prefix: string): DrawnRound[] {
  const rounds = new Map<number, DrawingGame[]>();
  for (const game of games) rounds.set(game.round, [...(rounds.get(game.round) ?? []), game]);
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, members]) => {
      const roundName = members[0]?.roundName ?? `Round ${round}`;
      const name = `${prefix}${roundName}`;
      return {
        round,
        roundName,
        games: members.map((game, at) => ({
          index: game.game,
          // A round with one game (a region's Elite Eight, the final) needs no number.
          label: members.length === 1 ? name : `${name} game ${at + 1}`,
        })),
      };
    });
}

export function buildDrawing(layout: {
  games: readonly DrawingGame[];
  teams: readonly DrawingTeam[];
}): BracketDrawing {
  const regionName = regionNames(layout.teams);
  const firstFourGames = layout.games.filter((game) => game.round === FIRST_FOUR_ROUND);
  const regional = layout.games.filter(
    (game) => game.round !== FIRST_FOUR_ROUND && game.region !== null,
  );
  const regionIds = [...new Set(regional.map((game) => game.region ?? 0))].sort((a, b) => a - b);
  return {
    firstFour: byRound(firstFourGames, '')[0] ?? null,
    regions: regionIds.map((region) => ({
      region,
      name: regionName(region),
      rounds: byRound(
        regional.filter((game) => game.region === region),
        `${regionName(region)} `,
      ),
    })),
    finalRounds: byRound(
      layout.games.filter((game) => game.round !== FIRST_FOUR_ROUND && game.region === null),
      '',
    ),
  };
}

/** Every drawn game's label by its index, for messages about one game. */
export function gameLabels(drawing: BracketDrawing): ReadonlyMap<number, string> {
  const rounds = [
    ...(drawing.firstFour === null ? [] : [drawing.firstFour]),
    ...drawing.regions.flatMap((region) => region.rounds),
    ...drawing.finalRounds,
  ];
  return new Map(rounds.flatMap((round) => round.games.map((game) => [game.index, game.label])));
}
