/**
 * The day's games as the scoreboard shows them: filtered by conference and by ranked teams,
 * split into finals and games still to be played, and each game's projection read as a fan
 * reads a betting line — the favourite, its spread ("Duke −6.5"), its chance to win and the
 * projected score. Only regrouping and rounding: every number is the API's.
 */
import type { GameDataRow } from '@courtside/contract/schemas';

/** "Ranked" is Courtside's own top 25 by adjusted efficiency margin (`netRanking`), not a poll. */
export const RANKED_TOP = 25;

export interface ScoreboardFilters {
  /** null: every conference. */
  conference: number | null;
  ranked: boolean;
}

/** A team's rank by its id; null when unranked, unknown or outside Division I. */
export type RankOf = (teamId: number | null) => number | null;

/** A team's home court by its id; null when the source has none or the team is not listed. */
export type VenueOf = (teamId: number | null) => string | null;

/**
 * What the filters and the order read of a game: a stored row and a live summary of the stream
 * both carry these fields under these names.
 */
export type GameSides = Pick<
  GameDataRow,
  'gameId' | 'homeTeamId' | 'awayTeamId' | 'homeConferenceId' | 'awayConferenceId'
>;

/**
 * Where the game is played, as the card's heading says it: a neutral site, else the home team's
 * court with its town ("At Whitfield Fieldhouse, Ironport"), or only the home team where the
 * source names no court.
 */
export function siteText(
  game: Pick<GameDataRow, 'isNeutral' | 'homeTeamId' | 'homeMarket'>,
  venueOf: VenueOf,
): string {
  if (game.isNeutral) return 'Neutral site';
  const venue = venueOf(game.homeTeamId);
  return venue === null ? `At ${game.homeMarket}` : `At ${venue}, ${game.homeMarket}`;
}

/** The rank to print beside a team: only the top 25 carry one, as on any scoreboard. */
export function shownRank(rankOf: RankOf, teamId: number | null): number | null {
  const rank = rankOf(teamId);
  return rank !== null && rank <= RANKED_TOP ? rank : null;
}

/** The better top-25 rank of the two teams; null when neither has one. */
export function bestRank(game: GameSides, rankOf: RankOf): number | null {
  const ranks = [shownRank(rankOf, game.homeTeamId), shownRank(rankOf, game.awayTeamId)].filter(
    (rank): rank is number => rank !== null,
  );
  return ranks.length === 0 ? null : Math.min(...ranks);
}

/** Games with a team of the conference (either side) and, when asked, a top-25 team. */
export function filterGames<G extends GameSides>(
  games: readonly G[],
  filters: ScoreboardFilters,
  rankOf: RankOf,
): G[] {
  return games.filter(
    (game) =>
      (filters.conference === null ||
        game.homeConferenceId === filters.conference ||
        game.awayConferenceId === filters.conference) &&
      (!filters.ranked || bestRank(game, rankOf) !== null),
  );
}

/**
 * Games with the best-ranked team first (the ones a fan looks for), then by `tieBreak` (none by
 * default), then by game id.
 */
export function orderGames<G extends GameSides>(
  games: readonly G[],
  rankOf: RankOf,
  tieBreak: (a: G, b: G) => number = () => 0,
): G[] {
  const key = (game: G) => bestRank(game, rankOf) ?? Number.POSITIVE_INFINITY;
  return [...games].sort((a, b) => key(a) - key(b) || tieBreak(a, b) || a.gameId - b.gameId);
}

export interface DaySections {
  finals: GameDataRow[];
  upcoming: GameDataRow[];
}

export function splitByStatus(games: readonly GameDataRow[]): DaySections {
  return {
    finals: games.filter((game) => game.status === 'final'),
    upcoming: games.filter((game) => game.status !== 'final'),
  };
}

export interface Projection {
  /** The side the ratings favour (home on an exact tie, where "Pick'em" is shown). */
  favorite: 'home' | 'away';
  favoriteMarket: string;
  /** "Duke −6.5", or "Pick'em" when the margin rounds to zero. */
  spread: string;
  /** The favourite's chance to win, whole percent: "71%". */
  winProbability: string;
  /** Rounded projected points. */
  awayScore: number;
  homeScore: number;
}

/** What a projection reads of a game row. */
export type ProjectionFields = Pick<
  GameDataRow,
  | 'homeMarket'
  | 'awayMarket'
  | 'predictedHomeMargin'
  | 'homeWinProbability'
  | 'predictedHomeScore'
  | 'predictedAwayScore'
>;

/** The projection of a game; null when a team has no rating (e.g. outside Division I). */
export function projectionOf(game: ProjectionFields): Projection | null {
  const margin = game.predictedHomeMargin;
  const homeChance = game.homeWinProbability;
  if (
    margin === null ||
    homeChance === null ||
    game.predictedHomeScore === null ||
    game.predictedAwayScore === null
  ) {
    return null;
  }
  const favorite = margin >= 0 ? 'home' : 'away';
  const favoriteMarket = favorite === 'home' ? game.homeMarket : game.awayMarket;
  // Lines are quoted to the half point.
  const points = Math.round(Math.abs(margin) * 2) / 2;
  const chance = favorite === 'home' ? homeChance : 1 - homeChance;
  return {
    favorite,
    favoriteMarket,
    spread: points === 0 ? "Pick'em" : `${favoriteMarket} −${points.toFixed(1)}`,
    winProbability: `${Math.round(chance * 100)}%`,
    awayScore: Math.round(game.predictedAwayScore),
    homeScore: Math.round(game.predictedHomeScore),
  };
}

/** The winning side of a final; null before a score (or on a tie the source never has). */
export function winnerOf(game: GameDataRow): 'home' | 'away' | null {
  if (game.homeScore === null || game.awayScore === null || game.homeScore === game.awayScore) {
    return null;
  }
  return game.homeScore > game.awayScore ? 'home' : 'away';
}

/** The division's teams as the cards read them: each team's rank and home court by id. */
export function teamLookups(
  rows: readonly { teamId: number | null; netRanking: number | null; venue: string | null }[],
): { rankOf: RankOf; venueOf: VenueOf } {
  const ranks = new Map(rows.map((row) => [row.teamId, row.netRanking]));
  const venues = new Map(rows.map((row) => [row.teamId, row.venue]));
  return {
    rankOf: (teamId) => (teamId === null ? null : (ranks.get(teamId) ?? null)),
    venueOf: (teamId) => (teamId === null ? null : (venues.get(teamId) ?? null)),
  };
}
