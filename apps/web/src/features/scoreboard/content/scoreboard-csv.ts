/**
 * The CSV of the day's games as the page lists them (after its filters): one line per game,
 * away side first as on the cards, with the final score or the projection. Numbers keep the
 * API's precision where a spreadsheet may want it (margin, win probability); the status reads
 * as the card does ("Final/OT").
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { finalLabel } from '@/lib/games/line-score';
import { toCsv } from '@/lib/stats/csv';
import type { RankOf, VenueOf } from './scoreboard-games';
import { shownRank } from './scoreboard-games';

export const SCOREBOARD_CSV_HEADER = [
  'Date',
  'Status',
  'Away rank',
  'Away',
  'Away score',
  'Home rank',
  'Home',
  'Home score',
  'Neutral site',
  'Venue',
  'Conference game',
  'Projected away score',
  'Projected home score',
  'Projected home margin',
  'Home win probability',
] as const;

const text = (value: number | null, digits?: number): string =>
  value === null ? '' : digits === undefined ? String(value) : value.toFixed(digits);

export function scoreboardCsv(
  games: readonly GameDataRow[],
  rankOf: RankOf,
  venueOf: VenueOf,
): string {
  const upcoming = (game: GameDataRow) => game.status !== 'final';
  return toCsv(
    SCOREBOARD_CSV_HEADER,
    games.map((game) => [
      game.gameDate ?? '',
      finalLabel(game),
      text(shownRank(rankOf, game.awayTeamId)),
      game.awayMarket,
      text(game.awayScore),
      text(shownRank(rankOf, game.homeTeamId)),
      game.homeMarket,
      text(game.homeScore),
      game.isNeutral ? 'Yes' : 'No',
      // The home court is the venue only when the game is not at a neutral site.
      game.isNeutral ? '' : (venueOf(game.homeTeamId) ?? ''),
      game.conferenceGame ? 'Yes' : 'No',
      // A played game's numbers are retrospective, not a forecast: only future games carry them.
      upcoming(game) ? text(game.predictedAwayScore, 1) : '',
      upcoming(game) ? text(game.predictedHomeScore, 1) : '',
      upcoming(game) ? text(game.predictedHomeMargin, 1) : '',
      upcoming(game) ? text(game.homeWinProbability, 3) : '',
    ]),
  );
}
