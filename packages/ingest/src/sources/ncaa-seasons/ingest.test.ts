/**
 * The real ingest path on the real 2024-25 files: counts against the parquet files, a team's
 * season aggregates against a computation straight from its team_box rows, the source defects
 * the README promises (swapped scores, unknown teams, stale conferences), coverage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { buildRealWarehouse } from '../../testing/built-warehouse';
import type { BuiltWarehouse } from '../../testing/built-warehouse';
import { realDataAvailable, seasonFile } from '../../testing/real-data';

const MEN = 38409;
const WOMEN = 38529;

describe.runIf(realDataAvailable())('ingest ncaa on the real 2024-25 files', () => {
  let built: BuiltWarehouse;
  let raw: WarehouseDb;
  const count = async (
    db: WarehouseDb,
    sql: string,
    params: Array<string | number> = [],
  ): Promise<number> => {
    const rows = await db.all(sql, params);
    return rows[0] ? num(rows[0], 'n') : Number.NaN;
  };

  beforeAll(async () => {
    built = await buildRealWarehouse();
    raw = await openDb(':memory:');
  }, 120_000);
  afterAll(() => {
    built?.close();
    raw?.close();
  });

  it('keeps both competitions (the second ingest copies the first forward)', async () => {
    const rows = await built.db.all('SELECT competition_id FROM competitions ORDER BY 1');
    expect(rows.map((row) => row['competition_id'])).toEqual([MEN, WOMEN]);
  });

  it.each([
    ['mbb', MEN],
    ['wbb', WOMEN],
  ] as const)('%s: counts match the parquet files', async (code, competitionId) => {
    const schedule = seasonFile(code, 'schedule', 2025);
    const box = seasonFile(code, 'team_box', 2025);
    const games = await count(
      raw,
      'SELECT count(*) AS n FROM (SELECT contest_id FROM read_parquet($1) UNION SELECT contest_id FROM read_parquet($2))',
      [schedule, box],
    );
    expect(
      await count(built.db, 'SELECT count(*) AS n FROM games WHERE competition_id = $1', [
        competitionId,
      ]),
    ).toBe(games);
    expect(
      await count(built.db, 'SELECT count(*) AS n FROM team_games WHERE competition_id = $1', [
        competitionId,
      ]),
    ).toBe(2 * games);
    const teams = await count(raw, 'SELECT count(*) AS n FROM read_parquet($1)', [
      seasonFile(code, 'team_ids', 2025),
    ]);
    expect(
      await count(built.db, 'SELECT count(*) AS n FROM teams WHERE competition_id = $1', [
        competitionId,
      ]),
    ).toBe(teams);
    const players = await count(
      raw,
      'SELECT count(DISTINCT player_id) AS n FROM read_parquet($1)',
      [seasonFile(code, 'team_rosters', 2025)],
    );
    expect(
      await count(built.db, 'SELECT count(*) AS n FROM players WHERE competition_id = $1', [
        competitionId,
      ]),
    ).toBe(players);
  });

  it('finds every swapped score the files disagree on', async () => {
    for (const [code, competitionId] of [
      ['mbb', MEN],
      ['wbb', WOMEN],
    ] as const) {
      const swapped = await count(
        raw,
        `WITH b AS (SELECT contest_id, any_value(pts) FILTER (WHERE team = home) AS hp, any_value(pts) FILTER (WHERE team = away) AS ap
                    FROM read_parquet($2) GROUP BY contest_id)
         SELECT count(*) AS n FROM read_parquet($1) s JOIN b USING (contest_id)
         WHERE s.home_score = b.ap AND s.away_score = b.hp AND b.hp <> b.ap AND b.hp > 0`,
        [seasonFile(code, 'schedule', 2025), seasonFile(code, 'team_box', 2025)],
      );
      expect(swapped).toBeGreaterThan(0);
      expect(
        await count(
          built.db,
          "SELECT count(*) AS n FROM defects WHERE competition_id = $1 AND kind = 'score_swap'",
          [competitionId],
        ),
      ).toBe(swapped);
    }
    expect(built.men.defects['score_swap']).toBe(45);
  });

  it("computes Duke's season from its team box rows", async () => {
    const expected = (
      await raw.all(
        `SELECT count(*) AS gp, sum(pts) / count(*) AS ppg, (sum(fgm) + 0.5 * sum(tpm)) / sum(fga) AS efg,
         sum(d_pts) / count(*) AS opp_ppg, sum(pts > d_pts::DOUBLE)::INTEGER AS wins
       FROM read_parquet($1) WHERE team = 'Duke'`,
        [seasonFile('mbb', 'team_box', 2025)],
      )
    )[0];
    const row = (
      await built.db.all(
        `SELECT a.* FROM team_aggregates a JOIN teams t USING (competition_id, team_id)
       WHERE a.competition_id = $1 AND t.team_market = 'Duke' AND a.scope = 'season'`,
        [MEN],
      )
    )[0];
    if (!expected || !row) throw new Error('Duke missing');
    expect(num(row, 'gp')).toBe(num(expected, 'gp'));
    expect(num(row, 'gp')).toBe(39);
    expect([num(row, 'wins'), num(row, 'losses')]).toEqual([35, 4]);
    expect(num(row, 'pts') / num(row, 'gp_stats')).toBeCloseTo(num(expected, 'ppg'), 10);
    expect((num(row, 'fgm') + 0.5 * num(row, 'fgm3')) / num(row, 'fga')).toBeCloseTo(
      num(expected, 'efg'),
      10,
    );
    expect(num(row, 'opp_pts') / num(row, 'gp_stats')).toBeCloseTo(num(expected, 'opp_ppg'), 10);
    expect(row['stl']).toBeNull(); // the team box has no steals: never a 0
  });

  it('estimates box possessions with the METHODS §1 formula (mean of both teams)', async () => {
    const rows = await built.db.all(
      `SELECT poss, (fga - orb + tov + 0.475 * fta + opp_fga - opp_orb + opp_tov + 0.475 * opp_fta) / 2 AS expected
       FROM team_games WHERE competition_id = $1 AND coverage = 'box' LIMIT 50`,
      [MEN],
    );
    for (const row of rows) expect(num(row, 'poss')).toBeCloseTo(num(row, 'expected'), 9);
  });

  it('records coverage per game and never invents play-by-play', async () => {
    expect(built.men.games).toEqual({ total: 6293, pbp: 0, box: 6292, schedule: 1 });
    expect(built.men.defects['missing_pbp']).toBe(6292);
    expect(built.men.defects['empty_box']).toBe(1);
    const schedule = await built.db.all(
      "SELECT has_stats, poss FROM team_games WHERE competition_id = $1 AND coverage = 'schedule'",
      [MEN],
    );
    expect(schedule).toEqual([
      { has_stats: false, poss: null },
      { has_stats: false, poss: null },
    ]);
  });

  it('maps conferences to the contract ids and corrects stale labels', async () => {
    const conf = async (team: string, competitionId = MEN): Promise<unknown> =>
      (
        await built.db.all(
          'SELECT conference_id FROM teams WHERE competition_id = $1 AND team_market = $2',
          [competitionId, team],
        )
      )[0]?.['conference_id'];
    expect(await conf('Duke')).toBe(1);
    expect(await conf('Florida')).toBe(2);
    expect(await conf('Houston')).toBe(3);
    expect(await conf('Michigan St.')).toBe(4);
    expect(await conf('UConn')).toBe(5); // labelled AAC in the source
    expect(await conf('South Carolina', WOMEN)).toBe(2);
    expect(built.men.defects['stale_conference']).toBeGreaterThanOrEqual(5);
    expect(built.men.defects['missing_conference']).toBe(5);
  });

  it('keeps non-Division I opponents in the logs with a NULL id and reports unknown names', async () => {
    expect(
      await count(
        built.db,
        'SELECT count(*) AS n FROM team_games WHERE competition_id = $1 AND team_id IS NULL',
        [MEN],
      ),
    ).toBeGreaterThan(500);
    expect(built.men.defects['unknown_team']).toBeGreaterThan(300);
    expect(built.men.defects['team_alias']).toBe(3);
    expect(
      await count(
        built.db,
        "SELECT count(*) AS n FROM games WHERE competition_id = $1 AND (home_name = 'FDU' OR away_name = 'FDU') AND (home_team_id IS NULL AND home_name = 'FDU' OR away_team_id IS NULL AND away_name = 'FDU')",
        [MEN],
      ),
    ).toBe(0);
  });

  it('reports the names left without an id, warning about Division I-size schedules', () => {
    expect(built.men.unresolvedTeams.divisionISchedule.names).toBe(0);
    expect(built.men.unresolvedTeams.outsideDivisionI.names).toBe(
      built.men.defects['unknown_team'],
    );
    // Women's team_ids of 2024-25 lacks three Division I teams the schedule has.
    expect(built.women.unresolvedTeams.divisionISchedule.list).toEqual([
      { name: 'Chicago St.', games: 31 },
      { name: 'East Texas A&M', games: 27 },
      { name: 'Mercyhurst', games: 22 },
    ]);
  });

  it('flags conference tournaments and the NCAA tournament as neutral sites', async () => {
    expect(built.men.neutralSites.nationalBracket).toEqual({ teams: 68, games: 67 });
    expect(built.men.neutralSites.nationalTournament).toBe(67);
    // Women's: the regional semifinals on (the first two rounds are hosted on campus).
    expect(built.women.neutralSites.nationalBracket).toEqual({ teams: 68, games: 67 });
    expect(built.women.neutralSites.nationalTournament).toBe(15);
    // The two finals: Florida-Houston (men, April 7), UConn-South Carolina (women, April 6).
    const finals = await built.db.all(
      `SELECT competition_id, home_name, away_name, neutral FROM games
       WHERE (competition_id = $1 AND game_date = '2025-04-07')
          OR (competition_id = $2 AND game_date = '2025-04-06') ORDER BY 1`,
      [MEN, WOMEN],
    );
    expect(finals.map((row) => row['neutral'])).toEqual([true, true]);
    expect(
      await count(
        built.db,
        `SELECT count(*) AS n FROM team_games tg JOIN games g USING (competition_id, game_id)
         WHERE g.neutral <> (tg.site = 'neutral')`,
      ),
    ).toBe(0);
  });

  it('counts an overtime for every box whose time of possession passes 40 minutes', async () => {
    // The box's mins is o_mins + d_mins, shorter than the game: 42.783 is an overtime game.
    const mins = await raw.all(
      `SELECT DISTINCT contest_id FROM read_parquet($1) WHERE mins > 40.05 AND mins < 43`,
      [seasonFile('mbb', 'team_box', 2025)],
    );
    expect(mins).toHaveLength(3);
    for (const row of mins) {
      expect(
        await count(built.db, 'SELECT periods AS n FROM games WHERE game_id = $1', [
          Number(row['contest_id']),
        ]),
      ).toBe(3);
    }
  });

  it('splits conference regular season from the (estimated) tournaments', async () => {
    const records = await built.db.all(
      `SELECT t.team_market, a.gp, a.wins, a.losses FROM team_aggregates a JOIN teams t USING (competition_id, team_id)
       WHERE a.competition_id = $1 AND a.scope = 'confReg' AND t.team_market IN ('Duke', 'Florida', 'Auburn') ORDER BY 1`,
      [MEN],
    );
    expect(records).toEqual([
      { team_market: 'Auburn', gp: 18, wins: 15, losses: 3 },
      { team_market: 'Duke', gp: 20, wins: 19, losses: 1 },
      { team_market: 'Florida', gp: 18, wins: 14, losses: 4 },
    ]);
  });

  it('rates the teams through the season module', async () => {
    const top = await built.db.all(
      `SELECT t.team_market FROM team_ratings r JOIN teams t USING (competition_id, team_id)
       WHERE r.competition_id = $1 ORDER BY r.net_rank LIMIT 4`,
      [MEN],
    );
    expect(top.map((row) => row['team_market']).sort()).toEqual([
      'Auburn',
      'Duke',
      'Florida',
      'Houston',
    ]);
    expect(
      await count(
        built.db,
        'SELECT count(*) AS n FROM team_games WHERE competition_id = $1 AND team_id IS NOT NULL AND opp_team_id IS NOT NULL AND quadrant IS NULL',
        [MEN],
      ),
    ).toBe(0);
  });
});
