/**
 * A game on the schedule but not played yet (no score) is neither a win nor a loss: not in the
 * records and streaks, not in the aggregates' games or last-N scopes, and after every played
 * game in the log's recency. Hand-made team: W, L, W played, then one game to come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, num, openDb, teamGames, teamRecords } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { buildTeamAggregates } from './team-aggregates';
import { insertRow as insert } from '../testing/insert-row';

const C = 99;
const TEAM = 1;
const OPP = 2;

describe('games not played yet', () => {
  let db: WarehouseDb;

  beforeAll(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    for (const teamId of [TEAM, OPP]) {
      await insert(db, 'teams', {
        competition_id: C,
        team_id: teamId,
        team_market: `Team ${teamId}`,
        division_id: 1,
        gender: 'MALE',
      });
    }
    const games: Array<[number, string, number | null, number | null]> = [
      [11, '2025-01-04', 70, 60],
      [12, '2025-01-11', 55, 65],
      [13, '2025-01-18', 80, 79],
      [14, '2025-03-01', null, null],
    ];
    for (const [gameId, date, pts, oppPts] of games) {
      await insert(db, 'team_games', {
        competition_id: C,
        game_id: gameId,
        game_date: date,
        side: 'home',
        site: 'home',
        team_id: TEAM,
        team_name: 'Team 1',
        opp_team_id: OPP,
        opp_name: 'Team 2',
        is_win: pts === null || oppPts === null ? null : pts > oppPts,
        coverage: 'schedule',
        has_stats: false,
        minutes: 40,
        pts,
        opp_pts: oppPts,
      });
    }
    await buildTeamAggregates(db, C);
  });
  afterAll(() => db?.close());

  it('leaves it out of records and streaks', async () => {
    const [summary] = await teamRecords(db, { competitionId: C, teamId: TEAM });
    expect(summary?.records.overall).toEqual({ wins: 2, losses: 1 });
    expect(summary?.currentStreak).toEqual({ isWin: true, games: 1 });
    expect(summary?.longestLossStreak).toBe(1);
    expect(summary?.lastGameDate).toBe('2025-01-18');
  });

  it('leaves it out of the aggregates, last 5 games included', async () => {
    const rows = await db.all(
      "SELECT scope, gp, wins, losses FROM team_aggregates WHERE team_id = $1 AND scope IN ('season', 'l5g', 'losses') ORDER BY scope",
      [TEAM],
    );
    expect(
      rows.map((row) => [row['scope'], num(row, 'gp'), num(row, 'wins'), num(row, 'losses')]),
    ).toEqual([
      ['l5g', 3, 2, 1],
      ['losses', 1, 0, 1],
      ['season', 3, 2, 1],
    ]);
  });

  it('lists it after every played game, with no result', async () => {
    const log = await teamGames(db, { competitionId: C, teamId: TEAM });
    expect(log.map((game) => [game.gameId, game.teamGameRecency, game.isWin])).toEqual([
      [13, 1, true],
      [12, 2, false],
      [11, 3, true],
      [14, 4, null],
    ]);
  });
});
