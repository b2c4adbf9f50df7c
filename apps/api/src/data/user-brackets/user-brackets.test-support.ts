/**
 * What the bracket challenge's HTTP test checks its answers against, read from the warehouse by
 * SQL apart from the code under test: the tournament's stored games, the first game's date and
 * every team's seed.
 */
import type { WarehouseDb } from '@courtside/warehouse';

export interface StoredGame {
  round: number;
  high: number;
  low: number;
  winner: number;
}

export interface StoredBracket {
  games: StoredGame[];
  /** yyyy-mm-dd. */
  firstDate: string;
  seeds: Map<number, number>;
}

export async function storedBracket(
  db: WarehouseDb,
  competitionId: number,
  tournamentId: number,
): Promise<StoredBracket> {
  const key = { c: competitionId, t: tournamentId };
  const games = (
    await db.all(
      `SELECT round, high_team_id, low_team_id, winner_team_id FROM tournament_games
       WHERE competition_id = $c AND tournament_id = $t ORDER BY round, slot`,
      key,
    )
  ).map((row) => ({
    round: Number(row['round']),
    high: Number(row['high_team_id']),
    low: Number(row['low_team_id']),
    winner: Number(row['winner_team_id']),
  }));
  const [first] = await db.all(
    `SELECT strftime(min(g.game_date), '%Y-%m-%d') AS d FROM tournament_games tg
     JOIN games g USING (competition_id, game_id)
     WHERE tg.competition_id = $c AND tg.tournament_id = $t`,
    key,
  );
  const seedRows = await db.all(
    `SELECT team_id, seed FROM tournament_teams WHERE competition_id = $c AND tournament_id = $t`,
    key,
  );
  return {
    games,
    firstDate: String(first?.['d']),
    seeds: new Map(seedRows.map((row) => [Number(row['team_id']), Number(row['seed'])])),
  };
}
