/**
 * The portal, transfer and NIL endpoints on a two-season demo league (2023-24 and 2024-25 men,
 * small scale: the NCAA datasets carry no transfers), each answer parsed by its row schema and
 * checked against an independent answer read straight from the warehouse's stored facts (the
 * transfers table, rosters, per-game player lines, ratings), plus the refusals. The NIL
 * index's own checks are in nil.test.ts.
 */
import {
  pbpCompetitionConstants,
  pbpCompetitionInfo,
  personLinkTransfers,
  playerPbpAggregates,
  playerSeasonDocTexts,
  playerSeasonKeyText,
  portalEntries,
} from '@courtside/warehouse';
import { describe, expect, it } from 'vitest';
import { dataRegistry } from '../../registry';
import { UPDATED, inputErrorOf } from '../stats/support/testing';
import { nilPredictionsEndpoint } from './nil-predictions.endpoint';
import { portalAggPbpStatsEndpoint } from './portal-agg-pbp-stats.endpoint';
import { portalAggStatsEndpoint } from './portal-agg-stats.endpoint';
import { computedRowsLeft, seasonRowsLeft } from './support/season-rows-left';
import { entriesBySeasonLeft, seasonKeysLeft } from './support/entrant-seasons';
import { keepsEntry, moveFields } from './support/moves';
import { portalAggJson, portalAggTextsOf } from './support/portal-agg-texts';
import { CURRENT, PRIOR, number, usePortalTestLeague } from './portal-test-support';
import { rawNilAnonymizedEndpoint } from './raw-nil-anonymized.endpoint';
import { teamTransferAggStatsEndpoint } from './team-transfer-agg-stats.endpoint';
import { vcTransferPortalEndpoint } from './vc-transfer-portal.endpoint';
import { wbbTransferPortalEndpoint } from './wbb-transfer-portal.endpoint';

describe('portal, transfer and NIL endpoints (two-season demo league)', () => {
  const league = usePortalTestLeague();
  const { run } = league;

  it('mounts the seven endpoints at tier 3', () => {
    for (const name of [
      'vc-transfer-portal',
      'wbb-transfer-portal',
      'portal-agg-stats',
      'portal-agg-pbp-stats',
      'team-transfer-agg-stats',
      'nil-predictions',
      'raw-nil-anonymized',
    ]) {
      expect(dataRegistry.get(name)?.access).toBe('pro');
    }
  });

  it('vc-transfer-portal lists every entrant of the transfers table with its outcome', async () => {
    const rows = await run(vcTransferPortalEndpoint, { competitionId: CURRENT });
    const stored = await league.db.all(
      `SELECT status, count(*) AS n FROM transfers WHERE competition_id = $c GROUP BY status`,
      { c: CURRENT },
    );
    const storedCount = (status: string): number =>
      stored.filter((r) => r['status'] === status).reduce((sum, r) => sum + number(r, 'n'), 0);
    expect(rows.length).toBe(stored.reduce((sum, r) => sum + number(r, 'n'), 0));
    expect(rows.filter((r) => r.status === 'Transferred').length).toBe(storedCount('committed'));
    expect(rows.filter((r) => r.status === 'Withdrew').length).toBe(storedCount('withdrawn'));
    expect(rows.filter((r) => r.status === 'Active').length).toBe(storedCount('unsigned'));
    expect(rows.every((r) => r.source === 'transfers' && r.competitionIdFrom === PRIOR)).toBe(true);
    expect(new Set(rows.map((r) => r._id)).size).toBe(rows.length);

    // One committed move, named from the rosters and teams of both seasons.
    const moved = rows.find((r) => r.status === 'Transferred');
    const [facts] = await league.db.all(
      `SELECT ft.team_market AS from_market, tt.team_market AS to_market, fp.class_year AS class_left,
         tp.class_year AS class_now, tt.division_id
       FROM transfers tr
       JOIN teams ft ON ft.competition_id = tr.from_competition_id AND ft.team_id = tr.from_team_id
       JOIN teams tt ON tt.competition_id = tr.competition_id AND tt.team_id = tr.to_team_id
       JOIN players fp ON fp.competition_id = tr.from_competition_id AND fp.player_id = tr.from_player_id
       JOIN players tp ON tp.competition_id = tr.competition_id AND tp.player_id = tr.to_player_id
       WHERE tr.competition_id = $c AND tr.person_id = $person`,
      { c: CURRENT, person: moved?.personId ?? -1 },
    );
    expect(moved?.teamMarketFrom).toBe(facts?.['from_market']);
    expect(moved?.teamMarketTo).toBe(facts?.['to_market']);
    expect(moved?.classYr).toBe(facts?.['class_left']);
    expect(moved?.eligibilityYear).toBe(facts?.['class_now']);
    expect(moved?.divisionId).toBe(facts?.['division_id']);
    expect(moved?.playerId).toBe(moved?.playerIdTo);
    expect(moved?.activeFlag).toBe(false);
    expect(moved?.createdWhen).toBeNull();
    // A withdrawn entrant has no destination and counts in the division he left.
    const withdrew = rows.find((r) => r.status === 'Withdrew');
    expect(withdrew?.teamIdTo).toBeNull();
    expect(withdrew?.divisionId).toBe(withdrew?.divisionIdFrom);
  });

  it('person links find exactly the committed moves of the transfers table', async () => {
    const links = await personLinkTransfers(league.db, CURRENT);
    const stored = await league.db.all(
      `SELECT person_id, from_team_key, to_team_key FROM transfers
       WHERE competition_id = $c AND status = 'committed'`,
      { c: CURRENT },
    );
    const key = (person: unknown, from: unknown, to: unknown): string =>
      `${String(person)}|${String(from)}|${String(to)}`;
    expect(new Set(links.map((l) => key(l.personId, l.fromTeamKey, l.toTeamKey)))).toEqual(
      new Set(stored.map((r) => key(r['person_id'], r['from_team_key'], r['to_team_key']))),
    );
    expect(links.every((l) => l.status === 'committed')).toBe(true);
  });

  it('filters by the school on either side of the move (team ids change every season)', async () => {
    const all = await run(vcTransferPortalEndpoint, { competitionId: CURRENT });
    const moved = all.find((r) => r.status === 'Transferred' && r.teamIdTo !== null);
    const teamId = moved?.teamIdTo ?? -1;
    const [school] = await league.db.all(
      'SELECT team_key FROM teams WHERE competition_id = $c AND team_id = $t',
      { c: CURRENT, t: teamId },
    );
    const expected = await league.db.all(
      `SELECT person_id FROM transfers WHERE competition_id = $c
         AND (from_team_key = $key OR to_team_key = $key)`,
      { c: CURRENT, key: String(school?.['team_key']) },
    );
    const rows = await run(vcTransferPortalEndpoint, { competitionId: CURRENT, teamId });
    expect(rows.map((r) => r.personId).sort()).toEqual(
      expected.map((r) => number(r, 'person_id')).sort(),
    );
    const division2 = await run(vcTransferPortalEndpoint, {
      competitionId: CURRENT,
      divisionId: 2,
    });
    expect(division2.every((r) => r.divisionId === 2)).toBe(true);
  });

  it('portal-agg-stats gives each entrant his season at the school he left', async () => {
    const rows = await run(portalAggStatsEndpoint, { competitionId: CURRENT });
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[0];
    expect(row?.statsCompetitionId).toBe(PRIOR);
    // Independent: the player's per-game lines of the prior season.
    const [lines] = await league.db.all(
      `SELECT count(*) AS gp, sum(pts) AS pts, sum(seconds) / 60 AS mins FROM player_games
       WHERE competition_id = $c AND player_id = $p AND split = 'game' AND seconds > 0`,
      { c: PRIOR, p: row?.playerIdFrom ?? -1 },
    );
    expect(row?.ptsScored).toBe(number(lines, 'pts'));
    expect(row?.mins).toBeCloseTo(number(lines, 'mins'), 6);
    expect(row?.teamId).toBe(row?.teamIdFrom);
  });

  it("portal-agg-stats reads the seasons left from the build's stored rows, equal to their sums", async () => {
    const byFromSeason = entriesBySeasonLeft((await portalEntries(league.db, CURRENT)).entries);
    const context = { competitionId: CURRENT, updated: '2026-01-02T03:04:05Z' };
    // The build's rows answer for this code (else seasonRowsLeft would sum the seasons too).
    const keys = seasonKeysLeft(byFromSeason.get(PRIOR) ?? []);
    expect(
      (await playerSeasonDocTexts(league.db, PRIOR, keys, context.updated))?.size,
    ).toBeGreaterThan(20);
    const stored = await seasonRowsLeft(league.db, context);
    const computed = await computedRowsLeft(league.db, context);
    let found = 0;
    for (const [from, moved] of byFromSeason) {
      for (const entry of moved) {
        const row = stored(from, entry);
        expect(JSON.stringify(row)).toBe(JSON.stringify(computed(from, entry)));
        if (row !== undefined) found += 1;
      }
    }
    expect(found).toBeGreaterThan(20);
    // Each call gives a row of its own to extend.
    const [from, moved] = [...byFromSeason][0] ?? [];
    const entry = moved?.find((e) => from !== undefined && stored(from, e) !== undefined);
    if (from === undefined || entry === undefined) throw new Error('no stored entrant row');
    expect(stored(from, entry)).not.toBe(stored(from, entry));
  });

  it("portal-agg-stats' kept texts are its moves over the seasons' sums, for every filter", async () => {
    const { source, entries } = await portalEntries(league.db, CURRENT);
    const statsRowOf = await computedRowsLeft(league.db, {
      competitionId: CURRENT,
      updated: UPDATED,
    });
    const teamKey = entries.find((entry) => entry.toTeamKey !== null)?.toTeamKey ?? null;
    const none = { divisionId: null, conferenceId: null, teamKey: null, playerId: null };
    for (const filter of [none, { ...none, divisionId: 2 }, { ...none, teamKey }]) {
      const expected = [...entriesBySeasonLeft(entries.filter((e) => keepsEntry(e, filter)))]
        .flatMap(([from, moved]) => moved.map((entry) => ({ from, entry })))
        .flatMap(({ from, entry }) => {
          const stats = statsRowOf(from, entry);
          if (stats === undefined) return [];
          const move = moveFields(entry, source, UPDATED);
          return [Object.assign(stats, move, { statsCompetitionId: from })];
        });
      expect(expected.length).toBeGreaterThan(0);
      const texts = await portalAggTextsOf(league.db, CURRENT);
      expect(portalAggJson(texts, filter, UPDATED).toString('utf8')).toBe(JSON.stringify(expected));
    }
  });

  it('answers a `fields` selection from rows, not from the whole rows kept as text', () => {
    for (const endpoint of [
      portalAggStatsEndpoint,
      portalAggPbpStatsEndpoint,
      nilPredictionsEndpoint,
      rawNilAnonymizedEndpoint,
    ]) {
      const config = { competitionId: CURRENT, fields: ['divisionId'] };
      const style = endpoint.name.includes('nil') ? 'query' : 'path';
      expect(endpoint.prepare(config, style).serialized).toBeUndefined();
      expect(endpoint.prepare({ competitionId: CURRENT }, style).serialized).toBeDefined();
    }
  });

  it('portal-agg-pbp-stats gives each entrant his play-by-play season at the school he left', async () => {
    const rows = await run(portalAggPbpStatsEndpoint, { competitionId: CURRENT });
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[rows.length - 1];
    const [lines] = await league.db.all(
      `SELECT count(*) AS gp, sum(pts) AS pts FROM player_games
       WHERE competition_id = $c AND player_id = $p AND split = 'game' AND seconds > 0`,
      { c: PRIOR, p: row?.playerIdFrom ?? -1 },
    );
    expect(row?.gpPbp).toBe(number(lines, 'gp'));
    expect(row?.ptsScored).toBe(number(lines, 'pts'));
    expect(row?.inPortalAfterSeason).toBe(true);
  });

  it("reads the entrants' play-by-play seasons alone, equal to the whole season's rows", async () => {
    const info = await pbpCompetitionInfo(league.db, PRIOR);
    if (info === null) throw new Error('no play-by-play season');
    const season = { competitionId: PRIOR, constants: pbpCompetitionConstants(info) };
    const every = await playerPbpAggregates(league.db, season);
    const { entries } = await portalEntries(league.db, CURRENT);
    const players = seasonKeysLeft(entries.filter((entry) => entry.fromCompetitionId === PRIOR));
    const alone = await playerPbpAggregates(league.db, { ...season, players });
    const wanted = new Set(players.map(playerSeasonKeyText));
    expect(alone.length).toBeGreaterThan(20);
    expect(alone.length).toBeLessThan(every.length);
    expect(alone).toEqual(every.filter((row) => wanted.has(playerSeasonKeyText(row))));
  });

  it('team-transfer-agg-stats counts moves per school and rates incoming transfers (METHODS §10)', async () => {
    const rows = await run(teamTransferAggStatsEndpoint, { competitionId: CURRENT });
    const stored = await league.db.all(
      `SELECT t.team_id,
         count(*) FILTER (WHERE tr.status = 'committed' AND tr.to_team_key = t.team_key) AS ins,
         count(*) FILTER (WHERE tr.status = 'committed' AND tr.from_team_key = t.team_key) AS outs
       FROM teams t LEFT JOIN transfers tr ON tr.competition_id = t.competition_id
       WHERE t.competition_id = $c GROUP BY t.team_id`,
      { c: CURRENT },
    );
    expect(rows.length).toBe(stored.length);
    for (const team of stored) {
      const row = rows.find((r) => r.teamId === number(team, 'team_id'));
      expect([row?.transfersIn, row?.transfersOut]).toEqual([
        number(team, 'ins'),
        number(team, 'outs'),
      ]);
    }
    // One rated transfer, recomputed from his game lines, opponents' AdjD and the league average.
    const detail = rows.flatMap((r) => r.transfersInDetail).find((d) => d.ortgAdjFrom !== null);
    expect(detail).toBeDefined();
    const [hand] = await league.db.all(
      `SELECT 100 * sum(pg.pts) / (sum(pg.fga) + 0.44 * sum(pg.fta) + sum(pg.tov)) AS ortg,
         avg(r.drtg_adj) AS opp_adjd, any_value(lr.avg_efficiency) AS avg
       FROM player_games pg
       JOIN players p ON p.competition_id = pg.competition_id AND p.player_id = pg.player_id
       LEFT JOIN team_ratings r ON r.competition_id = pg.competition_id AND r.team_id = pg.opp_team_id
       -- The league average of his team's division (each division is its own rating pool).
       JOIN teams own ON own.competition_id = pg.competition_id AND own.team_id = pg.team_id
       LEFT JOIN league_ratings lr ON lr.competition_id = pg.competition_id
         AND lr.division_id = own.division_id
       WHERE pg.competition_id = $c AND p.person_id = $person AND pg.split = 'game' AND pg.seconds > 0`,
      { c: PRIOR, person: detail?.personId ?? -1 },
    );
    expect(detail?.ortgFrom).toBeCloseTo(number(hand, 'ortg'), 8);
    expect(detail?.ortgAdjFrom).toBeCloseTo(
      (number(hand, 'ortg') * number(hand, 'avg')) / number(hand, 'opp_adjd'),
      8,
    );
    if (detail?.transferEffect !== null && detail?.transferEffect !== undefined) {
      expect(detail.transferEffect).toBeCloseTo(
        (detail.ortgAdjChange ?? 0) - (detail.baselineChange ?? 0),
        10,
      );
    }
  });

  it('refuses unknown ids and the other gender, naming the segment', async () => {
    expect(
      (await inputErrorOf(vcTransferPortalEndpoint, league.db, { competitionId: 99 })).segment,
    ).toBe('competition');
    // The demo league here is men only: the women's portal refuses a men's competition.
    const women = await inputErrorOf(wbbTransferPortalEndpoint, league.db, {
      competitionId: CURRENT,
    });
    expect(women.segment).toBe('competition');
    expect(women.message).toContain("women's");
    expect(
      (await inputErrorOf(portalAggStatsEndpoint, league.db, { competitionId: CURRENT, teamId: 1 }))
        .segment,
    ).toBe('team');
    expect((await inputErrorOf(nilPredictionsEndpoint, league.db, {})).segment).toBe(
      'competitionId',
    );
    expect(
      (
        await inputErrorOf(teamTransferAggStatsEndpoint, league.db, {
          competitionId: CURRENT,
          divisionId: 7,
        })
      ).segment,
    ).toBe('divisionId');
  });
});
