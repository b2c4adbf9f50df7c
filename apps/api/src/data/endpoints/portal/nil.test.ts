/**
 * The NIL index endpoints on the two-season demo league (portal-test-support.ts): percentiles
 * against the division pool read straight from the stored ratings, the anonymized list against
 * the named one, and the rows kept as text against the rows built from the index.
 */
import { describe, expect, it } from 'vitest';
import { nilPredictionsEndpoint } from './nil-predictions.endpoint';
import { CURRENT, number, usePortalTestLeague } from './portal-test-support';
import { rawNilAnonymizedEndpoint } from './raw-nil-anonymized.endpoint';
import { readNilPlayers } from './support/nil-rows';
import {
  anonymizedJson,
  anonymizedRow,
  nilTextsOf,
  predictionRow,
  predictionsJson,
} from './support/nil-texts';

describe('NIL index endpoints (two-season demo league)', () => {
  const league = usePortalTestLeague();
  const { run } = league;

  it('nil-predictions: percentiles within the division pool, tiers from the index, filters keep the values', async () => {
    const rows = await run(nilPredictionsEndpoint, { competitionId: CURRENT });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.nilIndex).toBeGreaterThanOrEqual(row.nilRangeLow);
      expect(row.nilIndex).toBeLessThanOrEqual(row.nilRangeHigh);
      expect(row.socialData).toBe(false);
    }
    expect(rows.map((r) => r.nilIndex)).toEqual(
      [...rows.map((r) => r.nilIndex)].sort((a, b) => b - a),
    );
    // Independent: the share of the division's qualified, rated players at or below his rating.
    const row = rows.find((r) => r.divisionId === 1);
    const [pool] = await league.db.all(
      `WITH rated AS (
         SELECT CAST(json_extract_string(pr.ratings, '$.bpm') AS DOUBLE) AS bpm
         FROM player_ratings pr JOIN teams t ON t.competition_id = pr.competition_id AND t.team_id = pr.team_id
         WHERE pr.competition_id = $c AND pr.qualified AND t.division_id = 1)
       SELECT count(*) FILTER (WHERE bpm <= $bpm) AS below, count(*) AS n FROM rated WHERE bpm IS NOT NULL`,
      { c: CURRENT, bpm: row?.bpm ?? 0 },
    );
    expect(row?.ratingPctile).toBeCloseTo(number(pool, 'below') / number(pool, 'n'), 12);
    const team = await run(nilPredictionsEndpoint, {
      competitionId: CURRENT,
      teamId: row?.teamId ?? -1,
    });
    expect(team.find((r) => r.playerId === row?.playerId)?.nilIndex).toBe(row?.nilIndex);
    expect(team.every((r) => r.teamId === row?.teamId)).toBe(true);
  });

  it('raw-nil-anonymized serves the same index without identity', async () => {
    const named = await run(nilPredictionsEndpoint, { competitionId: CURRENT });
    const raw = await run(rawNilAnonymizedEndpoint, { competitionId: CURRENT });
    expect(raw.map((r) => r.nilIndex)).toEqual(named.map((r) => r.nilIndex));
    for (const row of raw) {
      for (const key of ['playerId', 'fullName', 'teamId', 'teamMarket', 'conferenceId']) {
        expect(Object.keys(row)).not.toContain(key);
      }
    }
  });

  it('keeps the NIL rows as the text of the rows built from the index, for any filter', async () => {
    const players = await readNilPlayers(league.db, CURRENT);
    const texts = await nilTextsOf(league.db, CURRENT);
    const updated = '2026-12-06T12:00:00Z';
    const none = { teamId: null, conferenceId: null, divisionId: null, playerId: null };
    expect(predictionsJson(texts, none, updated).toString('utf8')).toBe(
      JSON.stringify(players.map((entry) => predictionRow(entry, CURRENT, updated))),
    );
    const someone = players[Math.floor(players.length / 2)];
    const teamId = someone?.player.teamId ?? -1;
    const ofTeam = players.filter((entry) => entry.player.teamId === teamId);
    expect(ofTeam.length).toBeGreaterThan(1);
    expect(predictionsJson(texts, { ...none, teamId }, updated).toString('utf8')).toBe(
      JSON.stringify(ofTeam.map((entry) => predictionRow(entry, CURRENT, updated))),
    );
    const divisionOne = players.filter((entry) => entry.player.divisionId === 1);
    expect(divisionOne.length).toBeLessThan(players.length);
    expect(anonymizedJson(texts, 1, updated).toString('utf8')).toBe(
      JSON.stringify(
        divisionOne.map((entry, index) => anonymizedRow(entry, CURRENT, index + 1, updated)),
      ),
    );
  });
});
