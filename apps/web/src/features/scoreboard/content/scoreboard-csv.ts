/**
 * The CSV of the day's games as the page lists them (after its filters): one line per game,
 * away side first as on the cards, with the final score or the projection. Numbers keep the
 * API's precision where a spreadsheet may want it (margin, win probability); the status reads
 * as the card does ("Final/OT"). A live day's CSV has the same columns: the score so far, the
 * clock or the tip time (US Eastern) as the status, the projection for games still to tip.
 */
import { SCHEDULE_TIME_ZONE } from '@courtside/contract';
import type { LiveGameSummary } from '@courtside/contract/live';
import type { GameDataRow } from '@courtside/contract/schemas';
import { finalLabel } from '@/lib/games/line-score';
import { toCsv } from '@/lib/stats/csv';
import { liveStatusText, type LiveGameRow } from './live-day';
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

export function liveScoreboardCsv(
  day: string,
  games: readonly LiveGameSummary[],
  rowOf: (gameId: number) => LiveGameRow | undefined,
  rankOf: RankOf,
  venueOf: VenueOf,
): string {
  return toCsv(
    SCOREBOARD_CSV_HEADER,
    games.map((game) => {
      const row = rowOf(game.gameId);
      const started = game.status !== 'scheduled';
      const projected = (value: number | null | undefined, digits: number) =>
        started || value === undefined ? '' : text(value, digits);
      return [
        day,
        liveStatusText(game, SCHEDULE_TIME_ZONE),
        text(shownRank(rankOf, game.awayTeamId)),
        game.awayTeamMarket,
        started ? String(game.awayScore) : '',
        text(shownRank(rankOf, game.homeTeamId)),
        game.homeTeamMarket,
        started ? String(game.homeScore) : '',
        game.isNeutral ? 'Yes' : 'No',
        game.isNeutral ? '' : (venueOf(game.homeTeamId) ?? ''),
        row === undefined ? '' : row.conferenceGame ? 'Yes' : 'No',
        projected(row?.predictedAwayScore, 1),
        projected(row?.predictedHomeScore, 1),
        projected(row?.predictedHomeMargin, 1),
        projected(row?.homeWinProbability, 3),
      ];
    }),
  );
}
