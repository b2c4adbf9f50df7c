/**
 * What the data-backed cards pick from the API's answers: the top team by adjusted net rating
 * (qualified teams only, as on the home page) and the most dramatic recent final, and the
 * sentences that name them.
 */
import { PERIOD_FORMATS, getCompetition } from '@courtside/contract';
import type { LatestGameRow } from '../api/latest-games';
import type { TopTeamRow } from '../api/top-teams';

/** The qualified team with the highest adjusted net rating; null when no team qualifies yet. */
export function pickTopTeam(rows: readonly TopTeamRow[]): TopTeamRow | null {
  let best: TopTeamRow | null = null;
  for (const row of rows) {
    if (!row.isQualified || row.netRtgAdj === null || !Number.isFinite(row.netRtgAdj)) continue;
    if (best === null || row.netRtgAdj > (best.netRtgAdj ?? -Infinity)) best = row;
  }
  return best;
}

/** "Eagleshire Eagles", or the market alone when the row has no nickname. */
export function teamFullName(row: Pick<TopTeamRow, 'teamMarket' | 'teamName'>): string {
  return row.teamName === null || row.teamName === ''
    ? row.teamMarket
    : `${row.teamMarket} ${row.teamName}`;
}

/** A final with both scores, as the close-game card reads it. */
export type FinalGame = LatestGameRow & { homeScore: number; awayScore: number };

const isChartableFinal = (row: LatestGameRow): row is FinalGame =>
  row.status === 'final' &&
  row.coverage === 'pbp' &&
  row.homeScore !== null &&
  row.awayScore !== null;

/** Overtime periods the game went to: periods beyond the competition's regulation. */
export function overtimesOf(row: Pick<LatestGameRow, 'competitionId' | 'periods'>): number {
  const gender = getCompetition(row.competitionId)?.gender ?? 'MALE';
  return Math.max(0, (row.periods ?? 0) - PERIOD_FORMATS[gender].regulationPeriods);
}

const marginOf = (row: FinalGame): number => Math.abs(row.homeScore - row.awayScore);

/**
 * The closest final with play-by-play (the game flow chart draws from it): the smallest margin,
 * then the most overtimes, then the newest (the answer comes newest first and the sort keeps
 * that order among equals). Null when none of the games qualifies.
 */
export function pickCloseGame(rows: readonly LatestGameRow[]): FinalGame | null {
  const finals = rows.filter(isChartableFinal);
  finals.sort((a, b) => marginOf(a) - marginOf(b) || overtimesOf(b) - overtimesOf(a));
  return finals[0] ?? null;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "March 22, 2025" for a yyyy-mm-dd game date; null when the date is missing or malformed. */
export function gameDateText(gameDate: string | null): string | null {
  if (gameDate === null) return null;
  const date = new Date(`${gameDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}

function overtimeText(overtimes: number): string {
  if (overtimes === 0) return '';
  return overtimes === 1 ? ' in overtime' : ` in ${overtimes} overtimes`;
}

/** "Ironport beat Baydale 71–70 in overtime on March 22, 2025." */
export function closeGameSentence(game: FinalGame): string {
  const homeWon = game.homeScore > game.awayScore;
  const [winner, loser] = homeWon
    ? [game.homeMarket, game.awayMarket]
    : [game.awayMarket, game.homeMarket];
  const [high, low] = homeWon ? [game.homeScore, game.awayScore] : [game.awayScore, game.homeScore];
  const date = gameDateText(game.gameDate);
  return `${winner} beat ${loser} ${high}–${low}${overtimeText(overtimesOf(game))}${
    date === null ? '' : ` on ${date}`
  }.`;
}
