/**
 * What the bracket challenge's HTTP test checks its answers against, read from the warehouse by
 * SQL apart from the code under test: the tournament's stored games, the first game's date and
 * every team's seed and colours.
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
  /** Team id → [primary, secondary] as the teams table stores them. */
  colors: Map<number, [string | null, string | null]>;
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
    `SELECT tt.team_id, tt.seed, t.color_primary, t.color_secondary FROM tournament_teams tt
     JOIN teams t USING (competition_id, team_id)
     WHERE tt.competition_id = $c AND tt.tournament_id = $t`,
    key,
  );
  const colorOf = (value: unknown) => (value === null ? null : String(value));
  return {
    games,
    firstDate: String(first?.['d']),
    seeds: new Map(seedRows.map((row) => [Number(row['team_id']), Number(row['seed'])])),
    colors: new Map(
      seedRows.map((row) => [
        Number(row['team_id']),
        [colorOf(row['color_primary']), colorOf(row['color_secondary'])],
      ]),
    ),
  };
}
