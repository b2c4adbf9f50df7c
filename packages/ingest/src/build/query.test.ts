/** The query layer against a warehouse built from the real 2024-25 files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRealWarehouse } from '../testing/built-warehouse';
import type { BuiltWarehouse } from '../testing/built-warehouse';
import { realDataAvailable } from '../testing/real-data';
import {
  competitionPlayers,
  competitions,
  competitionTeams,
  conferences,
  defects,
  findTeams,
  gameById,
  decidingKind,
  gameEvents,
  games,
  num,
  pbpShots,
  playerAggregates,
  teamDateRangeAggregates,
  teamGames,
  teamRatings,
  teamSeasonAggregates,
  warehouseDataVersion,
} from '@courtside/warehouse';

const MEN = 38409;
const WOMEN = 38529;
const NOTRE_DAME_WOMEN = 591997;

describe.runIf(realDataAvailable())('query layer', () => {
  let built: BuiltWarehouse;
  let dukeId: number;
  beforeAll(async () => {
    built = await buildRealWarehouse();
    const [duke] = await findTeams(built.db, { competitionId: MEN, name: 'Duke' });
    if (!duke) throw new Error('no Duke');
    dukeId = duke.teamId;
  }, 120_000);
  afterAll(() => built?.close());

  it('serves the data version of the last build', async () => {
    expect(await warehouseDataVersion(built.db)).toBe(built.women.dataVersion);
  });

  it('lists competitions with their coverage', async () => {
    const list = await competitions(built.db);
    expect(list.map((c) => [c.competitionId, c.competitionName, c.games])).toEqual([
      [MEN, "2024-25 Men's Basketball", 6293],
      [38529, "2024-25 Women's Basketball", 5960],
    ]);
    expect(list[0]?.coverage).toEqual({ pbp: 0, box: 6292, schedule: 1 });
  });

  it('lists conferences and teams of a conference', async () => {
    const confs = await conferences(built.db, { competitionId: MEN });
    // The contract's fixed ids first; the Pac-12 had no basketball conference in 2024-25.
    expect(confs.slice(0, 5).map((c) => [c.conferenceId, c.conferenceShortName])).toEqual([
      [1, 'ACC'],
      [2, 'SEC'],
      [3, 'Big 12'],
      [4, 'Big Ten'],
      [5, 'Big East'],
    ]);
    expect(confs).toHaveLength(31);
    expect(confs.find((c) => c.conferenceShortName === 'MWC')?.conferenceLongName).toBe(
      'Mountain West',
    );
    const acc = await competitionTeams(built.db, { competitionId: MEN, conferenceId: 1 });
    expect(acc).toHaveLength(18);
    expect(acc.find((t) => t.teamMarket === 'Duke')).toMatchObject({
      divisionId: 1,
      conferenceShortName: 'ACC',
      colorPrimary: null,
    });
  });

  it('binds a name with a quote as a value, never as SQL', async () => {
    expect(
      (await findTeams(built.db, { competitionId: MEN, name: "Saint Mary's" })).map(
        (t) => t.teamMarket,
      ),
    ).toEqual(["Saint Mary's (CA)"]);
    expect(await findTeams(built.db, { competitionId: MEN, name: "x') OR true OR ('" })).toEqual(
      [],
    );
    expect(
      await findTeams(built.db, { competitionId: MEN, name: "'; DROP TABLE teams; --" }),
    ).toEqual([]);
    expect(await competitionTeams(built.db, { competitionId: MEN })).toHaveLength(364);
  });

  it("answers a team's season aggregates with rates computed from the sums", async () => {
    const [season] = await teamSeasonAggregates(built.db, {
      competitionId: MEN,
      teamId: dukeId,
      scope: 'season',
    });
    if (!season) throw new Error('no row');
    const { own, opp, poss } = season.sums;
    expect(season.sums.gp).toBe(39);
    expect(season.rates.offense.efgPct).toBeCloseTo((own.fgm + 0.5 * own.fgm3) / own.fga, 12);
    expect(season.rates.defense.efgPct).toBeCloseTo((opp.fgm + 0.5 * opp.fgm3) / opp.fga, 12);
    expect(season.rates.ortg).toBeCloseTo((100 * own.pts) / poss, 12);
    expect(season.rates.offense.stlPct).toBeNull();
    expect(season.netRanking).toBe(1);
    const division = await teamSeasonAggregates(built.db, {
      competitionId: MEN,
      divisionId: 1,
      scope: 'season',
    });
    expect(division).toHaveLength(364);
  });

  it('computes a date range at query time exactly like the materialized month', async () => {
    const [month] = await teamSeasonAggregates(built.db, {
      competitionId: MEN,
      teamId: dukeId,
      scope: 'month-2025-01',
    });
    const [range] = await teamDateRangeAggregates(built.db, {
      competitionId: MEN,
      teamId: dukeId,
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(range?.sums).toEqual(month?.sums);
    expect(range?.sums.gp).toBeGreaterThan(5);
  });

  it("returns a team's game log newest first, with both sides of the score", async () => {
    const log = await teamGames(built.db, { competitionId: MEN, teamId: dukeId });
    expect(log).toHaveLength(39);
    expect(log[0]?.teamGameRecency).toBe(1);
    expect(log[0]?.gameDate).toBe('2025-04-05');
    expect(log.filter((g) => g.isWin)).toHaveLength(35);
    for (const game of log) expect(game.ptsScored).toBe(game.sums.own.pts);
    expect(log.every((g) => g.quadAgst !== null || g.teamIdAgst === null)).toBe(true);
  });

  it('finds a game by id and lists its coverage', async () => {
    expect(await gameById(built.db, { gameId: 5722009 })).toMatchObject({
      gameDate: '2024-11-04',
      homeName: 'East Carolina',
      awayName: 'N.C. Wesleyan',
      awayTeamId: null,
      homeScore: 97,
      awayScore: 70,
      coverage: 'box',
    });
    expect(await gameById(built.db, { gameId: 1 })).toBeNull();
    expect(await gameEvents(built.db, { gameId: 5722009 })).toEqual([]);
    expect(await games(built.db, { competitionId: MEN, coverage: 'schedule' })).toHaveLength(1);
  });

  it('reads deciding attempts from their own table, the same as the shots flagged deciding', async () => {
    const [counted] = await built.db.all(
      'SELECT count(*)::INTEGER AS n FROM shots WHERE competition_id = $1 AND deciding',
      [WOMEN],
    );
    const [stored] = await built.db.all(
      'SELECT count(*)::INTEGER AS n FROM deciding_shots WHERE competition_id = $1',
      [WOMEN],
    );
    // Four games of the real files have play-by-play; Notre Dame-Texas ends in two deciding
    // attempts (regulation's last 30 s).
    expect(counted && num(counted, 'n')).toBe(2);
    expect(stored && num(stored, 'n')).toBe(counted && num(counted, 'n'));
    for (const isOffense of [true, false]) {
      const filter = { competitionId: WOMEN, teamId: NOTRE_DAME_WOMEN, isOffense };
      const every = await pbpShots(built.db, filter);
      const deciding = await pbpShots(built.db, { ...filter, decidingOnly: true });
      expect(deciding.length).toBeGreaterThan(0);
      expect(deciding).toEqual(every.filter((shot) => shot.deciding));
      expect(deciding.every((shot) => decidingKind(shot) !== null)).toBe(true);
    }
  });

  it('exposes ratings, defects and rosters', async () => {
    const ratings = await teamRatings(built.db, { competitionId: MEN });
    expect(ratings).toHaveLength(364);
    expect(ratings[0]?.netRanking).toBe(1);
    const swaps = await defects(built.db, { competitionId: MEN, kind: 'score_swap' });
    expect(swaps).toHaveLength(45);
    expect(swaps[0]?.detail).toMatch(/^home\/away scores swapped: schedule \d+-\d+, box \d+-\d+$/);
    const roster = await competitionPlayers(built.db, { competitionId: MEN, teamId: dukeId });
    expect(roster.find((p) => p.fullName === 'Cooper Flagg')).toMatchObject({
      classYr: 'Fr.',
      height: 81,
    });
    expect(
      await playerAggregates(built.db, { competitionId: MEN, scope: 'season', teamId: dukeId }),
    ).toEqual([]);
  });
});
