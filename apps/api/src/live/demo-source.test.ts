/**
 * The demo live source over a small demo league: a day's slate, each game's state at a moment
 * against what the warehouse holds (enh-pbp's rows for the game, the games table's final score),
 * and the same answer from two sources for the same moment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enhPbpEndpoint } from '../data/endpoints/pbp/enh-pbp.endpoint';
import { MEN, runEndpoint } from '../data/endpoints/stats/support/testing';
import { WarehouseSource } from '../data/warehouse-source';
import {
  HALFTIME_SECONDS,
  WALL_PER_GAME_SECOND,
  MIN_SLATE_GAMES,
  dayNumber,
  dayText,
  easternTime,
  slateIndexOf,
  slatesOf,
} from './demo-calendar';
import { DemoLiveSource, liveDaysOf } from './demo-source';

/**
 * A real day of December 2026 that shows the season's busiest day (the small league plays few
 * games a day), and 21:00 US Eastern on it: the early tips are over, the evening's are on, the
 * late ones still to come.
 */
let TODAY = '';
let NOW = new Date(0);

function dayShowingBusiest(dates: readonly string[]): string {
  const slates = slatesOf(dates);
  const games = (slate: readonly number[]) =>
    dates.filter((date) => slate.includes(dayNumber(date))).length;
  let index = 0;
  slates.forEach((slate, i) => {
    if (games(slate) > games(slates[index] ?? [])) index = i;
  });
  const first = slates[0]?.[0] as number;
  const cycles = Math.ceil((dayNumber('20261201') - first - index) / slates.length);
  return dayText(first + index + cycles * slates.length);
}

describe('the demo league as a live source', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-live-'));
  let warehouse: WarehouseSource;
  let db: WarehouseDb;
  let source: DemoLiveSource;
  let seasonDates: string[];

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 7,
      scale: { ...SCALES.small, competitionIds: [MEN] },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
    const rows = await db.all(
      "SELECT strftime(game_date, '%Y-%m-%d') AS d FROM games WHERE competition_id = $c",
      { c: MEN },
    );
    seasonDates = rows.map((row) => String(row['d']));
    TODAY = dayShowingBusiest(seasonDates);
    NOW = new Date(easternTime(TODAY, 21 * 60));
    warehouse = new WarehouseSource({ dataDir: root });
    source = new DemoLiveSource({ warehouse, speed: 1 });
  }, 240_000);

  afterAll(async () => {
    db.close();
    await warehouse.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("lists today's slate: the season day today shows, every game once, by tip time", async () => {
    const slates = slatesOf(seasonDates);
    const slate = slates[slateIndexOf(TODAY, slates) as number] ?? [];
    const expected = seasonDates.filter((date) => slate.includes(dayNumber(date))).length;
    const games = await source.gamesOf(MEN, [TODAY], NOW);
    expect(games.length).toBe(expected);
    // The small league plays a few games a day: busy days are joined into a full slate.
    expect(expected).toBeGreaterThanOrEqual(MIN_SLATE_GAMES);
    expect(slate.length).toBeGreaterThan(1);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(games.length);
    const tips = games.map((g) => g.tipTime);
    expect([...tips].sort()).toEqual(tips);
    // Every slot is used: some games are over, some on, some to come at 21:00 Eastern.
    const statuses = new Set(games.map((g) => g.status));
    expect(statuses).toEqual(new Set(['final', 'in-progress', 'scheduled']));
    for (const game of games) {
      const tip = Date.parse(game.tipTime);
      if (tip > NOW.getTime()) expect(game.status).toBe('scheduled');
      // Every game is over within 2 h 40 min (overtimes included in the small league's games).
      if (NOW.getTime() - tip > 160 * 60_000) expect(game.status).toBe('final');
      expect(game.gameDate).toBe(TODAY);
    }
    expect(await source.gamesOf(99_999, [TODAY], NOW)).toEqual([]);
  });

  it('plays a game in progress as the prefix of its stored events at the moment', async () => {
    const games = await source.gamesOf(MEN, [TODAY], NOW);
    const live = games.find((g) => g.status === 'in-progress');
    expect(live).toBeDefined();
    const now = await source.gameAt(live?.gameId ?? -1, NOW);
    const stored = await runEndpoint(enhPbpEndpoint, db, {
      competitionId: MEN,
      gameId: live?.gameId ?? -1,
    });
    const played = now?.events ?? [];
    expect(played.length).toBeGreaterThan(0);
    expect(played.length).toBeLessThan(stored.length);
    // The rows enh-pbp serves (`updated` is the served file's build time there, the harness's here).
    const withoutStamp = (rows: ReadonlyArray<Record<string, unknown>>) =>
      rows.map((row) => ({ ...row, updated: null }));
    expect(withoutStamp(played)).toEqual(withoutStamp(stored.slice(0, played.length)));
    expect(new Set(played.map((event) => event.updated)).size).toBe(1);
    const last = played.at(-1);
    expect(now?.summary).toMatchObject({
      status: 'in-progress',
      homeScore: last?.homeScore,
      awayScore: last?.awayScore,
      period: last?.period,
      clock: last?.clock,
      homeWinProb: last?.wpHome,
      lastSeq: last?.seq,
    });
    // The next event is not yet due: its wall time is after the moment.
    const elapsed = (NOW.getTime() - Date.parse(live?.tipTime ?? '')) / 1000;
    const next = stored[played.length];
    const halftime = (next?.period ?? 1) > 1 ? HALFTIME_SECONDS : 0;
    expect((next?.gameSecond ?? 0) * WALL_PER_GAME_SECOND + halftime).toBeGreaterThan(elapsed);
  });

  it("ends a game with the warehouse's final score and every event", async () => {
    const games = await source.gamesOf(MEN, [TODAY], NOW);
    const final = games.find((g) => g.status === 'final');
    const now = await source.gameAt(final?.gameId ?? -1, NOW);
    const [row] = await db.all(
      'SELECT home_score, away_score FROM games WHERE competition_id = $c AND game_id = $g',
      { c: MEN, g: final?.gameId ?? -1 },
    );
    expect(now?.summary.homeScore).toBe(Number(row?.['home_score']));
    expect(now?.summary.awayScore).toBe(Number(row?.['away_score']));
    expect(now?.summary.clock).toBeNull();
    expect(now?.summary.homeWinProb).toBe(
      Number(row?.['home_score']) > Number(row?.['away_score']) ? 1 : 0,
    );
    expect(now?.summary.lastSeq).toBe((now?.events.length ?? 0) - 1);
  });

  it('shows a game still to come with no events, and nothing for a game far from today', async () => {
    const games = await source.gamesOf(MEN, [TODAY], NOW);
    const later = games.find((g) => g.status === 'scheduled');
    const now = await source.gameAt(later?.gameId ?? -1, NOW);
    expect(now?.events).toEqual([]);
    expect(now?.summary).toMatchObject({ lastSeq: -1, period: 0, homeWinProb: null });
    expect(await source.gameAt(1, NOW)).toBeNull();
    // Ten days on, today's slate is not among yesterday, today and tomorrow (the cycle is longer).
    const tenDaysOn = new Date(NOW.getTime() + 10 * 86_400_000);
    expect(await source.gameAt(later?.gameId ?? -1, tenDaysOn)).toBeNull();
  });

  it('answers the same for the same moment from another source, and faster with a speed', async () => {
    const again = new DemoLiveSource({ warehouse, speed: 1 });
    expect(await again.gamesOf(MEN, liveDaysOf(NOW), NOW)).toEqual(
      await source.gamesOf(MEN, liveDaysOf(NOW), NOW),
    );
    const fast = new DemoLiveSource({ warehouse, speed: 60 });
    const games = await fast.gamesOf(MEN, [TODAY], NOW);
    // At 60× a game lasts about two minutes: every game that has tipped is over.
    for (const game of games) {
      expect(game.status).toBe(
        Date.parse(game.tipTime) <= NOW.getTime() - 180_000 ? 'final' : game.status,
      );
    }
    expect(liveDaysOf(NOW)).toEqual([TODAY, dayText(dayNumber(TODAY) + 1)]);
  });
});
