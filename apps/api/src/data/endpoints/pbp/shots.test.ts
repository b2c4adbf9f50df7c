/**
 * The shot endpoints (pbp-shots, lg-zones, lg-hexes, tying/go-ahead, zone aggregates, assist
 * combos) against the real 2024-25 warehouse, checked against the game bundles' own shot rows
 * and official box scores.
 */
import { DETAILED_ZONES } from '@courtside/warehouse';
import { PBP_ZONE_NAMES } from '@courtside/contract/schemas';
import type { DataConfig } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DataCaller } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { callEndpoint } from '../../testing/call-endpoint';
import { realDataAvailable } from '../../testing/real-warehouse';
import { familyEndpoints } from '../../registry';
import type { PbpHarness } from './pbp-test-support';
import {
  MEN,
  ND_TEXAS,
  NOTRE_DAME,
  SC_COPPIN,
  TEXAS,
  WOMEN,
  boxOnlyGame,
  callPbp,
  expectInputError,
  num,
  openPbpHarness,
  readBundle,
  sumOf,
} from './pbp-test-support';

const ADMIN: DataCaller = { tier: 3, isAdmin: true, teamId: null, gender: null };

/** The bundle's player key (FIRST.LAST) of a roster name. */
const bundleKey = (fullName: string): string => fullName.toUpperCase().replaceAll(' ', '.');

describe.skipIf(!realDataAvailable())('pbp shot endpoints', () => {
  let h: PbpHarness;
  beforeAll(async () => {
    h = await openPbpHarness();
  }, 180_000);
  afterAll(() => h?.close());

  it('names the same zones in the contract as the engine classifies', () => {
    expect([...DETAILED_ZONES]).toEqual([...PBP_ZONE_NAMES]);
  });

  it("pbp-shots: zone counts of a real game match the bundle's own shot rows", async () => {
    const rows = await callPbp(h.db, 'pbp-shots', { competitionId: WOMEN, gameId: ND_TEXAS });
    const bundle = readBundle(ND_TEXAS);
    expect(rows).toHaveLength(bundle.shots.length);
    const ours = new Map<string, number>();
    for (const row of rows) {
      const team = row['teamId'] === NOTRE_DAME ? 'Notre Dame' : 'Texas';
      const key = `${team}|${String(row['shotZone']).toLowerCase()}`;
      ours.set(key, (ours.get(key) ?? 0) + 1);
    }
    const theirs = new Map<string, number>();
    for (const shot of bundle.shots) {
      const key = `${shot.team_id}|${shot.shot_zone}`;
      theirs.set(key, (theirs.get(key) ?? 0) + 1);
    }
    expect(ours).toEqual(theirs);
    // Notre Dame's 15 rim attempts (bundle) — a hand-read spot check.
    expect(ours.get('Notre Dame|rim')).toBe(15);
    const made = rows.filter((r) => r['teamId'] === NOTRE_DAME && r['isMade'] === true);
    expect(made).toHaveLength(28); // official box: 28 FGM
  });

  it("pbp-shots: a team's opponents with isOffense false, second chances as the feed tags them", async () => {
    const against = await callPbp(h.db, 'pbp-shots', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
      isOffense: false,
    });
    expect(against).toHaveLength(73); // Texas's 73 FGA (official box)
    expect(new Set(against.map((r) => r['teamId']))).toEqual(new Set([TEXAS]));
    // The feed writes "2ndchance" into the description of second-chance attempts.
    const actions = await callPbp(h.db, 'match-actions', { gameId: ND_TEXAS });
    const tagged = new Set(
      actions
        .filter((a) => a['actionType'] === 'shot' && String(a['description']).includes('2ndchance'))
        .map((a) => a['seq']),
    );
    const all = await callPbp(h.db, 'pbp-shots', { competitionId: WOMEN, gameId: ND_TEXAS });
    const second = all.filter((r) => r['isSecondChance'] === true);
    // Every attempt the feed tags is one of ours; the feed leaves the tag off blocked attempts
    // (it writes "blocked" there instead), which are the only ones we add.
    const ours = new Set(second.map((r) => r['seq']));
    for (const seq of tagged) expect(ours.has(seq)).toBe(true);
    const descriptions = new Map(actions.map((a) => [a['seq'], String(a['description'])]));
    const extra = second.filter((r) => !tagged.has(r['seq']));
    for (const row of extra) expect(descriptions.get(row['seq'])).toContain('blocked');
    expect(extra.length).toBeLessThanOrEqual(3);
    expect(second.length).toBeGreaterThan(10);
  });

  it('pbp-shots: a box-only season gives no rows; bad ids name the segment', async () => {
    const duke = await h.db.all(
      "SELECT team_id FROM teams WHERE competition_id = $c AND team_market = 'Duke'",
      { c: MEN },
    );
    const dukeId = num(duke[0] ?? {}, 'team_id');
    expect(await callPbp(h.db, 'pbp-shots', { competitionId: MEN, teamId: dukeId })).toEqual([]);
    await expectInputError(h.db, 'pbp-shots', { competitionId: WOMEN, teamId: 1 }, 'teamId');
    await expectInputError(h.db, 'pbp-shots', { competitionId: 1, teamId: 1 }, 'competitionId');
    await expectInputError(h.db, 'pbp-shots', { competitionId: WOMEN }, 'teamId');
    await expectInputError(
      h.db,
      'pbp-shots',
      { competitionId: WOMEN, teamId: NOTRE_DAME, scope: 'nope' },
      'scope',
    );
    // A men's team id is unknown in the women's competition.
    await expectInputError(h.db, 'pbp-shots', { competitionId: WOMEN, teamId: dukeId }, 'teamId');
  });

  it('lg-zones: the basic schema counts every located attempt of both games as the bundles do', async () => {
    const rows = await callPbp(h.db, 'lg-zones', { competitionId: WOMEN, zoneSchema: 'basic' });
    const shots = [...readBundle(ND_TEXAS).shots, ...readBundle(SC_COPPIN).shots];
    const count = (zone: string, made?: boolean) =>
      shots.filter((s) => s.shot_zone === zone && (made === undefined || s.made === made)).length;
    const byZone = new Map(rows.map((r) => [String(r['zone']).toLowerCase(), r]));
    for (const zone of ['rim', 'paint', 'corner3']) {
      expect(byZone.get(zone)?.['fga']).toBe(count(zone));
      expect(byZone.get(zone)?.['fgm']).toBe(count(zone, true));
    }
    // One South Carolina attempt is a two in the play-by-play and a three in the shot file;
    // the play-by-play's value decides (METHODS §5), so it is a mid-range two here.
    expect(byZone.get('mid')?.['fga']).toBe(count('mid') + 1);
    expect(byZone.get('abovebreak3')?.['fga']).toBe(count('abovebreak3') - 1);
    expect(sumOf(rows, 'fga')).toBe(shots.length);
    expect(rows.map((r) => r['zone'])).toEqual(['rim', 'paint', 'mid', 'corner3', 'aboveBreak3']);
    const area = await callPbp(h.db, 'lg-zones', { competitionId: WOMEN });
    expect(area.map((r) => r['zone'])).toEqual(['atr2', 'paint2', 'mid2', 'c3', 'atb3']);
    expect(sumOf(area, 'fgaFreq')).toBeCloseTo(1, 12);
    expect(area[0]?.['definition']).toContain('Two-point attempt');
    expect(await callPbp(h.db, 'lg-zones', { competitionId: MEN })).toEqual([]);
    await expectInputError(
      h.db,
      'lg-zones',
      { competitionId: WOMEN, zoneSchema: 'x' },
      'zoneSchema',
    );
  });

  it('lg-hexes: hexes hold every located attempt once, path-style errors name the segment', async () => {
    const rows = await callPbp(h.db, 'lg-hexes', { competitionId: WOMEN });
    expect(sumOf(rows, 'fga')).toBe(265);
    expect(sumOf(rows, 'fgaFreq')).toBeCloseTo(1, 12);
    for (const row of rows) {
      expect(num(row, 'fgm')).toBeLessThanOrEqual(num(row, 'fga'));
      expect(row['isQualified']).toBe(num(row, 'fga') >= 5);
    }
    await expectInputError(h.db, 'lg-hexes', { competitionId: 12 }, 'competition');
  });

  it('tying/go-ahead: the two deciding shots of Notre Dame–Texas, as the bundle scores them', async () => {
    const rows = await callPbp(h.db, 'pbp-shots-tying-go-ahead', { competitionId: WOMEN });
    // Bundle: Harmon's jumper at 0:07 of the 4th made it 66-66, Miles' layup at 0:02 68-66.
    const bundle = readBundle(ND_TEXAS).pbp.filter(
      (e) =>
        e.period === 4 && e.event_result === 'made' && (e.clock === '00:07' || e.clock === '00:02'),
    );
    expect(bundle.map((e) => [e.player_1, e.home_score, e.away_score])).toEqual([
      ['RORI.HARMON', 66, 66],
      ['OLIVIA.MILES', 68, 66],
    ]);
    expect(
      rows.map((r) => [
        r['fullName'],
        r['attemptKind'],
        r['teamScoreBefore'],
        r['oppScoreBefore'],
        r['clock'],
      ]),
    ).toEqual([
      ['Rori Harmon', 'tying', 64, 66, 7],
      ['Olivia Miles', 'goAhead', 66, 66, 2],
    ]);
    const team = await callPbp(h.db, 'team-tying-go-ahead-shooting', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    const [offense, defense] = team;
    expect(offense).toMatchObject({ isOffense: true, goAheadFga: 1, goAheadFgm: 1, tyingFga: 0 });
    expect(defense).toMatchObject({ isOffense: false, tyingFga: 1, tyingFgm: 1, decidingFgPct: 1 });
    const players = await callPbp(h.db, 'player-tying-go-ahead-shooting', {
      competitionId: WOMEN,
      teamId: TEXAS,
    });
    expect(players).toHaveLength(1);
    expect(players[0]).toMatchObject({ fullName: 'Rori Harmon', tyingFgm: 1, tyingFgPct: 1 });
    await expectInputError(
      h.db,
      'player-tying-go-ahead-shooting',
      { competitionId: WOMEN, playerId: 5 },
      'playerId',
    );
  });

  it('team-agg-pbp-stats: attempts and assisted makes equal the official box', async () => {
    const rows = await callPbp(h.db, 'team-agg-pbp-stats', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    expect(rows.map((r) => [r['isOffense'], r['gpPbp'], r['fga'], r['fgm']])).toEqual([
      [true, 1, 63, 28],
      [false, 1, 73, 27],
    ]);
    const [offense] = rows;
    if (offense === undefined) throw new Error('no row');
    expect(offense['fgmAstd']).toBe(13); // official box: 13 assists
    expect(offense['fgmAstdPct']).toBeCloseTo(13 / 28, 12);
    // The area zones partition the located attempts.
    const areas = ['atr2', 'paint2', 'mid2', 'c3', 'atb3'];
    expect(areas.reduce((t, z) => t + num(offense, `${z}Fga`), 0)).toBe(63);
    expect(areas.reduce((t, z) => t + num(offense, `${z}FgaFreq`), 0)).toBeCloseTo(1, 12);
    expect(num(offense, 'fga3')).toBe(17); // official box: 17 3PA
    expect(num(offense, 'c3Fga') + num(offense, 'atb3Fga')).toBe(17);
    expect(offense['isQualArray']).toHaveLength(PBP_ZONE_NAMES.length);
    const division = await callPbp(h.db, 'team-agg-pbp-stats', {
      competitionId: WOMEN,
      divisionId: 1,
    });
    expect(division).toHaveLength(8); // four teams with play-by-play, two rows each
    expect(
      await callPbp(h.db, 'team-agg-pbp-stats', {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
        scope: 'away',
      }),
    ).toEqual([]);
    // The December game is a home game, and not among Notre Dame's last five of the season.
    const scoped = async (scope: string) =>
      (
        await callPbp(h.db, 'team-agg-pbp-stats', {
          competitionId: WOMEN,
          teamId: NOTRE_DAME,
          scope,
        })
      ).length;
    expect([await scoped('home'), await scoped('l5g'), await scoped('l10g')]).toEqual([2, 0, 0]);
    const clutch = await callPbp(h.db, 'team-agg-pbp-stats', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
      scope: 'clutch',
    });
    expect(num(clutch[0] ?? {}, 'fga')).toBeLessThan(63);
    expect(clutch[0]?.['scope']).toBe('clutch');
  });

  it('player-agg-pbp-stats and player-game-pbp-stats: points and assists match the official box', async () => {
    const bundle = readBundle(ND_TEXAS);
    const box = new Map(bundle.player_box.map((p) => [String(p['player']), p]));
    const agg = await callPbp(h.db, 'player-agg-pbp-stats', {
      competitionId: WOMEN,
      teamId: TEXAS,
    });
    expect(agg.length).toBeGreaterThan(5);
    for (const row of agg) {
      const line = box.get(bundleKey(String(row['fullName'])));
      if (line === undefined) throw new Error(`no box line for ${String(row['fullName'])}`);
      expect(row['ptsScored']).toBe(line['pts']);
      expect(row['fga']).toBe(line['fga']);
      expect(num(row, 'ast2') + num(row, 'ast3')).toBe(line['ast']);
      expect(row['ptsCreated']).toBe(
        num(row, 'ptsScored') + 2 * num(row, 'ast2') + 3 * num(row, 'ast3'),
      );
      expect(row['inPortalAfterSeason']).toBeNull();
    }
    const booker = agg.find((r) => r['fullName'] === 'Madison Booker');
    // TS% = PTS / (2·(FGA + 0.44·FTA)); her box: 20 points, 21 FGA, FTA from the box.
    const line = box.get('MADISON.BOOKER');
    if (booker === undefined || line === undefined) throw new Error('no Booker');
    expect(booker['tsPct']).toBeCloseTo(20 / (2 * (21 + 0.44 * Number(line['fta']))), 10);
    const games = await callPbp(h.db, 'player-game-pbp-stats', {
      competitionId: WOMEN,
      gameId: ND_TEXAS,
    });
    expect(sumOf(games, 'fga')).toBe(63 + 73);
    expect(sumOf(games, 'ptsScored')).toBe(150);
    await expectInputError(h.db, 'player-game-pbp-stats', { competitionId: WOMEN }, 'teamId');
  });

  it('team-game-pbp-stats: two rows per game, the box-only season none', async () => {
    const rows = await callPbp(h.db, 'team-game-pbp-stats', {
      competitionId: WOMEN,
      gameId: ND_TEXAS,
    });
    expect(rows.map((r) => [r['teamId'], r['isOffense'], r['fga'], r['ptsScored']])).toEqual([
      [NOTRE_DAME, true, 63, 80],
      [NOTRE_DAME, false, 73, 80],
      [TEXAS, true, 73, 70],
      [TEXAS, false, 63, 70],
    ]);
    const boxGame = await boxOnlyGame(h.db);
    expect(
      await callPbp(h.db, 'team-game-pbp-stats', { competitionId: MEN, gameId: boxGame }),
    ).toEqual([]);
    await expectInputError(
      h.db,
      'team-game-pbp-stats',
      { competitionId: WOMEN, gameId: 1 },
      'gameId',
    );
  });

  it('team-agg-assist-combos: pairs add up to the official assists', async () => {
    const rows = await callPbp(h.db, 'team-agg-assist-combos', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    expect(sumOf(rows, 'ast')).toBe(13);
    for (const row of rows) {
      expect(num(row, 'ast2') + num(row, 'ast3')).toBe(row['ast']);
      expect(row['astPts']).toBe(2 * num(row, 'ast2') + 3 * num(row, 'ast3'));
    }
    // Passers' totals equal their official assists (Miles 6, Hidalgo 4).
    const thrown = (name: string) =>
      rows.filter((r) => r['assistFullName'] === name).reduce((t, r) => t + num(r, 'ast'), 0);
    expect(thrown('Olivia Miles')).toBe(6);
    expect(thrown('Hannah Hidalgo')).toBe(4);
    await expectInputError(h.db, 'team-agg-assist-combos', { competitionId: WOMEN }, 'team');
  });

  it('every pbp endpoint answers odd configs with rows or a DataInputError, never a crash', async () => {
    const odd: DataConfig[] = [
      {},
      { competitionId: WOMEN },
      { competitionId: 2 ** 40, teamId: NOTRE_DAME },
      { competitionId: WOMEN, teamId: 2 ** 45, gameId: 0 },
      { competitionId: WOMEN, gameId: 2 ** 31, playerId: 0 },
      { gameId: ND_TEXAS, scope: 'quad1', isOffense: false, divisionId: 7 },
      { competitionId: WOMEN, conferenceId: 0, divisionId: 0, scope: 'l5g' },
      { competitionId: WOMEN, teamId: NOTRE_DAME, scope: 'clutch', zoneSchema: 'nba3' },
      { competitionId: MEN, gameId: ND_TEXAS },
    ];
    for (const endpoint of familyEndpoints.pbp) {
      for (const config of odd) {
        const outcome = await callEndpoint(endpoint, {
          config,
          caller: ADMIN,
          db: h.db,
          updated: '2026-01-01T00:00:00.000Z',
        }).then(
          (rows) => (z.array(endpoint.row).safeParse(rows).success ? 'rows' : 'bad rows'),
          (error: unknown) => (error instanceof DataInputError ? 'input' : String(error)),
        );
        expect([endpoint.name, outcome]).toEqual([
          endpoint.name,
          expect.stringMatching(/^(rows|input)$/),
        ]);
      }
    }
  });
});
