/**
 * Conference tournaments are not flagged in the source, yet the `confReg` scope must leave them
 * out. Estimate (best effort, documented in the README): walking a conference's game dates
 * backwards from its last one, a date belongs to the knockout stretch while every team that lost
 * a conference game that day never plays another conference game. The regular season's final
 * day fails the test as soon as one loser goes on to the tournament. A pair's third meeting is
 * a tournament game too. Same-conference NCAA-tournament games fall in the stretch as well,
 * which is what confReg wants; a week without conference games separates two tournaments, so
 * "plays later" starts over there (Auburn lost in the SEC semifinal, then met Florida again in
 * the Final Four).
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { num, str } from '@courtside/warehouse';
import type { SeasonRef } from './datasets';

interface ConfGame {
  gameId: number;
  date: string;
  conferenceId: number;
  home: number;
  away: number;
  winner: number;
  loser: number;
}

const TOURNAMENT_GAP_DAYS = 7;
const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export function knockoutGames(games: readonly ConfGame[]): Set<number> {
  const out = new Set<number>();
  const byConference = new Map<number, ConfGame[]>();
  for (const game of games) {
    const list = byConference.get(game.conferenceId) ?? [];
    list.push(game);
    byConference.set(game.conferenceId, list);
  }
  for (const list of byConference.values()) {
    const dates = [...new Set(list.map((game) => game.date))].sort().reverse();
    const playsLater = new Set<number>();
    let later: string | null = null;
    for (const date of dates) {
      if (later !== null && daysBetween(date, later) >= TOURNAMENT_GAP_DAYS) playsLater.clear();
      later = date;
      const day = list.filter((game) => game.date === date);
      if (day.some((game) => playsLater.has(game.loser))) break;
      for (const game of day) out.add(game.gameId);
      for (const game of day) {
        playsLater.add(game.home);
        playsLater.add(game.away);
      }
    }
    const meetings = new Map<string, number>();
    for (const game of [...list].sort(
      (a, b) => a.date.localeCompare(b.date) || a.gameId - b.gameId,
    )) {
      const pair = [game.home, game.away].sort((a, b) => a - b).join('-');
      const count = (meetings.get(pair) ?? 0) + 1;
      meetings.set(pair, count);
      if (count >= 3) out.add(game.gameId);
    }
  }
  return out;
}

export async function markConferenceTournaments(db: WarehouseDb, ref: SeasonRef): Promise<number> {
  const rows = await db.all(
    `SELECT g.game_id, strftime(g.game_date, '%Y-%m-%d') AS date, h.conference_id,
       g.home_team_id, g.away_team_id, g.home_score, g.away_score
     FROM games g JOIN teams h ON h.competition_id = g.competition_id AND h.team_id = g.home_team_id
     WHERE g.competition_id = $1 AND g.conference_game AND g.game_date IS NOT NULL
       AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL AND g.home_score <> g.away_score`,
    [ref.competitionId],
  );
  const games: ConfGame[] = rows.map((row) => {
    const home = num(row, 'home_team_id');
    const away = num(row, 'away_team_id');
    const homeWon = num(row, 'home_score') > num(row, 'away_score');
    return {
      gameId: num(row, 'game_id'),
      date: str(row, 'date'),
      conferenceId: num(row, 'conference_id'),
      home,
      away,
      winner: homeWon ? home : away,
      loser: homeWon ? away : home,
    };
  });
  const ids = [...knockoutGames(games)];
  await db.run(
    `UPDATE games SET conf_tournament = true
     WHERE competition_id = $1 AND list_contains($2::INTEGER[], game_id)`,
    [ref.competitionId, JSON.stringify(ids)],
  );
  await db.run(
    `UPDATE team_games tg SET conference_game = g.conference_game, conf_tournament = g.conf_tournament
     FROM games g WHERE tg.competition_id = $1 AND g.competition_id = $1 AND g.game_id = tg.game_id`,
    [ref.competitionId],
  );
  return ids.length;
}
