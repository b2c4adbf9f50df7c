/**
 * The game explorer's search (contract `searchGames` over `game-explorer-search` rows) against SQL
 * written apart from the build and the handler (game-explorer.test-support.ts), over a small demo league: the score flow is
 * recounted from the events (leads, comeback, lead changes as changes of sign over the events
 * with a non-zero margin) and the engine's stored runs (every run of 8 or more), the rest from
 * games, teams and tournament_games. Each case keeps some games and leaves out others, so a
 * wrong filter cannot pass. One game is made box-only (a copy of the file) to check that its
 * flow is null and that flow bounds leave it out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EXPLORER_SORTS,
  OPEN_EXPLORER_FILTER,
  explorerFilterItems,
  searchGames,
} from '@courtside/contract';
import type {
  DataConfig,
  ExplorerRange,
  ExplorerRangeKey,
  GameExplorerFilter,
} from '@courtside/contract';
import type { GameExplorerRow } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Neither the writable connection nor the demo league is part of the warehouse's public entry.
import { openDb } from '../../../../../../packages/warehouse/src/db/connection';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { MEN, inputErrorOf, runEndpoint } from '../stats/support/testing';
import { gameExplorerSearchEndpoint } from './game-explorer-search.endpoint';
import { gamesEndpoint } from './games.endpoint';
import {
  DIVISION,
  comebackOf,
  expectedOrder,
  sqlGames,
  sqlSorts,
  type SqlGame,
} from './game-explorer.test-support';

const filterWith = (
  ranges: Partial<Record<ExplorerRangeKey, ExplorerRange>>,
  rest: Partial<Omit<GameExplorerFilter, 'ranges'>> = {},
): GameExplorerFilter => ({
  ...OPEN_EXPLORER_FILTER,
  ...rest,
  ranges: { ...OPEN_EXPLORER_FILTER.ranges, ...ranges },
});

const atLeast = (min: number): ExplorerRange => ({ min, max: null });
const atMost = (max: number): ExplorerRange => ({ min: null, max });

describe('game explorer search on a small demo league', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-explorer-'));
  let db: WarehouseDb;
  let rows: GameExplorerRow[];
  let games: SqlGame[];
  let homeWinProbability: Map<number, number | null>;
  let boxOnlyGameId: number;

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 7,
      scale: { ...SCALES.small, competitionIds: [MEN] },
      workers: 0,
    });
    const writable = await openDb(built.path);
    // The demo league plays every game by play-by-play: make one box-only, as NCAA files have.
    const [first] = await writable.all(
      `SELECT g.game_id FROM games g JOIN teams t ON t.competition_id = g.competition_id
         AND t.team_id = g.home_team_id
       WHERE g.competition_id = $c AND t.division_id = $d ORDER BY g.game_id LIMIT 1`,
      { c: MEN, d: DIVISION },
    );
    boxOnlyGameId = Number(first?.['game_id']);
    for (const table of ['events', 'runs', 'game_flows']) {
      await writable.run(`DELETE FROM ${table} WHERE competition_id = $c AND game_id = $g`, {
        c: MEN,
        g: boxOnlyGameId,
      });
    }
    await writable.run(
      `UPDATE games SET coverage = 'box' WHERE competition_id = $c AND game_id = $g`,
      { c: MEN, g: boxOnlyGameId },
    );
    writable.close();
    db = await openWarehouseReadOnly(built.path);
    rows = await runEndpoint(gameExplorerSearchEndpoint, db, {
      competitionId: MEN,
      divisionId: DIVISION,
    });
    games = await sqlGames(db);
    const predicted = await runEndpoint(gamesEndpoint, db, {
      competitionId: MEN,
      divisionId: DIVISION,
    });
    homeWinProbability = new Map(predicted.map((row) => [row.gameId, row.homeWinProbability]));
  }, 240_000);
  afterAll(() => {
    db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The ids `filter` keeps equal the ids `expected` picks from the SQL games; both non-trivial. */
  /**
   * The ids `filter` keeps equal the ids `expected` picks from the SQL games, both in the browser
   * (`searchGames` over the season) and on the server (the filter sent as `explorerFilter`); both
   * non-trivial.
   */
  async function expectSearch(
    filter: GameExplorerFilter,
    expected: (game: SqlGame) => boolean,
  ): Promise<void> {
    const byId = (a: number, b: number) => a - b;
    const kept = searchGames(rows, filter).map((row) => row.gameId);
    const want = games.filter(expected).map((game) => game.gameId);
    expect([...kept].sort(byId)).toEqual([...want].sort(byId));
    const served = await runEndpoint(gameExplorerSearchEndpoint, db, {
      competitionId: MEN,
      divisionId: DIVISION,
      explorerFilter: explorerFilterItems(filter),
    });
    expect(served.map((row) => row.gameId).sort(byId)).toEqual([...want].sort(byId));
    expect(served.every((row) => row.searchMatches === want.length)).toBe(true);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(games.length);
  }

  it('serves every played game of the division with its flow recounted from the events', () => {
    expect(rows.filter((row) => row.status === 'final').length).toBe(games.length);
    const byId = new Map(rows.map((row) => [row.gameId, row]));
    for (const game of games) {
      const row = byId.get(game.gameId);
      expect(row?.margin).toBe(game.margin);
      expect(row?.largestLead ?? null).toBe(
        game.homeLead === null ? null : Math.max(game.homeLead, game.awayLead ?? 0),
      );
      expect(row?.comeback ?? null).toBe(comebackOf(game));
      expect(row?.leadChanges ?? null).toBe(game.leadChanges);
      expect(row?.timesTied ?? null).toBe(game.timesTied);
      // The engine stores runs of 8 or more: where one exists the largest is the biggest run.
      if (game.bestRun !== null) expect(row?.biggestRun).toBe(game.bestRun);
      else if (game.homeLead !== null) expect(row?.biggestRun).toBeLessThan(8);
      const series = row?.homeWinProbSeries;
      if (game.homeLead === null) expect(series).toBeNull();
      else {
        expect(series).toHaveLength(25);
        // The final horn decides it: 1 for a home win, 0 for an away win.
        expect(series?.[24]).toBe(game.margin > 0 ? 1 : 0);
      }
    }
  });

  it('gives a box-only game null flow figures, never zeros', () => {
    const row = rows.find((candidate) => candidate.gameId === boxOnlyGameId);
    expect(row?.coverage).toBe('box');
    expect(row?.margin).not.toBeNull();
    for (const value of [
      row?.largestLead,
      row?.comeback,
      row?.biggestRun,
      row?.leadChanges,
      row?.timesTied,
      row?.homeWinProbSeries,
    ]) {
      expect(value).toBeNull();
    }
    const keptByFlow = searchGames(rows, filterWith({ largestLead: atLeast(0) }));
    expect(keptByFlow.some((kept) => kept.gameId === boxOnlyGameId)).toBe(false);
    const keptByMargin = searchGames(rows, filterWith({ margin: atLeast(0) }));
    expect(keptByMargin.some((kept) => kept.gameId === boxOnlyGameId)).toBe(true);
  });

  it('filters by final margin and total points', async () => {
    await expectSearch(filterWith({ margin: atMost(3) }), (g) => Math.abs(g.margin) <= 3);
    await expectSearch(
      filterWith({ total: { min: 130, max: 150 } }),
      (g) => g.total >= 130 && g.total <= 150,
    );
  });

  it('filters by largest lead, comeback and lead changes', async () => {
    await expectSearch(filterWith({ largestLead: atLeast(20) }), (g) =>
      g.homeLead === null ? false : Math.max(g.homeLead, g.awayLead ?? 0) >= 20,
    );
    await expectSearch(filterWith({ comeback: atLeast(10) }), (g) => (comebackOf(g) ?? -1) >= 10);
    await expectSearch(filterWith({ leadChanges: atLeast(6) }), (g) => (g.leadChanges ?? -1) >= 6);
  });

  it('filters by the biggest run', async () => {
    await expectSearch(filterWith({ biggestRun: atLeast(12) }), (g) => (g.bestRun ?? 0) >= 12);
    await expectSearch(
      filterWith({ biggestRun: { min: 10, max: 11 } }),
      (g) => g.bestRun !== null && g.bestRun >= 10 && g.bestRun <= 11,
    );
  });

  it('filters by overtimes', async () => {
    await expectSearch(filterWith({ overtimes: atLeast(1) }), (g) => g.overtimes >= 1);
  });

  it("filters by the winner's pre-game win probability (upsets)", async () => {
    await expectSearch(filterWith({ winnerWinProbability: atMost(0.35) }), (g) => {
      const home = homeWinProbability.get(g.gameId) ?? null;
      if (home === null || g.margin === 0) return false;
      return (g.margin > 0 ? home : 1 - home) <= 0.35;
    });
  });

  it('filters by dates, teams, conferences and site', async () => {
    const days = [...new Set(games.map((g) => g.day))].sort();
    const from = days[Math.floor(days.length / 3)] ?? null;
    const to = days[Math.floor((2 * days.length) / 3)] ?? null;
    await expectSearch(
      filterWith({}, { from, to }),
      (g) => from !== null && to !== null && g.day >= from && g.day <= to,
    );
    const team = games[0]?.homeTeamId ?? -1;
    const other = games[0]?.awayTeamId ?? -1;
    const conference = games[0]?.homeConf ?? -1;
    await expectSearch(filterWith({}, { teamIds: [team, other] }), (g) =>
      [team, other].some((id) => id === g.homeTeamId || id === g.awayTeamId),
    );
    await expectSearch(
      filterWith({}, { conferenceIds: [conference] }),
      (g) => g.homeConf === conference || g.awayConf === conference,
    );
    await expectSearch(filterWith({}, { site: 'neutral' }), (g) => g.neutral);
    await expectSearch(
      filterWith({}, { teamIds: [team], site: 'home' }),
      (g) => !g.neutral && g.homeTeamId === team,
    );
    await expectSearch(
      filterWith({}, { teamIds: [team], site: 'away' }),
      (g) => !g.neutral && g.awayTeamId === team,
    );
  });

  it('filters by tournament stage and round', async () => {
    await expectSearch(
      filterWith({}, { stage: 'national' }),
      (g) => g.tournamentKind === 'national',
    );
    // The miniature bracket skips the early rounds: take its first round after the First Four.
    const round = Math.min(
      ...games
        .filter((g) => g.tournamentKind === 'national' && (g.tournamentRound ?? 0) > 0)
        .map((g) => g.tournamentRound ?? 0),
    );
    expect(Number.isFinite(round)).toBe(true);
    await expectSearch(
      filterWith({}, { stage: 'national', round }),
      (g) => g.tournamentKind === 'national' && g.tournamentRound === round,
    );
    await expectSearch(
      filterWith({}, { stage: 'conference' }),
      (g) => g.confTournament || g.tournamentKind === 'conference',
    );
    await expectSearch(
      filterWith({}, { stage: 'regular' }),
      (g) => !g.confTournament && g.tournamentKind === null,
    );
  });

  it('sorts and cuts on the server, counting every match before the cut', async () => {
    const base = { competitionId: MEN, divisionId: DIVISION };
    const comebacks = games
      .map(comebackOf)
      .filter((value): value is number => value !== null)
      .sort((a, b) => b - a);
    const biggest = await runEndpoint(gameExplorerSearchEndpoint, db, {
      ...base,
      sortBy: 'comeback',
      limit: 5,
    });
    expect(biggest.map((row) => row.comeback)).toEqual(comebacks.slice(0, 5));
    expect(biggest.every((row) => row.searchMatches === games.length)).toBe(true);

    const newest = await runEndpoint(gameExplorerSearchEndpoint, db, { ...base, sortBy: 'date' });
    const days = games
      .map((game) => game.day)
      .sort()
      .reverse();
    expect(newest.map((row) => row.gameDate)).toEqual(days);

    // Upsets: the smallest pre-game chance first; games without a prediction last.
    const upsets = await runEndpoint(gameExplorerSearchEndpoint, db, { ...base, sortBy: 'upset' });
    const chances = upsets.map((row) => row.winnerWinProbability);
    const known = chances.filter((value): value is number => value !== null);
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(chances.slice(0, known.length)).toEqual(known);

    const closeOnes = await runEndpoint(gameExplorerSearchEndpoint, db, {
      ...base,
      explorerFilter: ['margin::3'],
      sortBy: 'closest',
      limit: 2,
    });
    const close = games.filter((game) => Math.abs(game.margin) <= 3);
    expect(closeOnes).toHaveLength(2);
    expect(closeOnes.every((row) => row.searchMatches === close.length)).toBe(true);
    expect(closeOnes.map((row) => row.winnerMargin)).toEqual(
      close
        .map((game) => Math.abs(game.margin))
        .sort((a, b) => a - b)
        .slice(0, 2),
    );
  });

  it('sorts by every figure either way, "-" reversing it, unknown values last', async () => {
    const base = { competitionId: MEN, divisionId: DIVISION };
    const sorts = sqlSorts(homeWinProbability);
    for (const sort of EXPLORER_SORTS) {
      const { value, mostFirst } = sorts[sort];
      for (const reversed of [false, true]) {
        const sortBy = reversed ? `-${sort}` : sort;
        const served = await runEndpoint(gameExplorerSearchEndpoint, db, { ...base, sortBy });
        let want = expectedOrder(games, value, mostFirst !== reversed);
        let got = served.map((row) => row.gameId);
        if (sort === 'run') {
          // SQL knows only the runs of 8 or more (the engine's): check those games' places.
          const known = new Set(games.filter((g) => g.bestRun !== null).map((g) => g.gameId));
          want = want.filter((id) => known.has(id));
          got = got.filter((id) => known.has(id));
        }
        expect(got, sortBy).toEqual(want);
      }
    }
    // Neither order is trivial: the new sorts have games on both sides of the cut.
    expect(new Set(games.map((g) => g.overtimes)).size).toBeGreaterThan(1);
    expect(new Set(games.map((g) => g.timesTied)).size).toBeGreaterThan(2);

    const fewest = await runEndpoint(gameExplorerSearchEndpoint, db, {
      ...base,
      sortBy: '-total',
      limit: 5,
    });
    const totals = games.map((game) => game.total).sort((a, b) => a - b);
    expect(fewest.map((row) => row.totalPts)).toEqual(totals.slice(0, 5));
    expect(fewest.every((row) => row.searchMatches === games.length)).toBe(true);
    // Box-only games (unknown ties) still close the reversed order.
    const fewestTies = await runEndpoint(gameExplorerSearchEndpoint, db, {
      ...base,
      sortBy: '-tied',
    });
    expect(fewestTies.at(-1)?.gameId).toBe(boxOnlyGameId);
  });

  it('refuses a malformed search with a 400 that names what is wrong', async () => {
    const base = { competitionId: MEN, divisionId: DIVISION };
    const cases: ReadonlyArray<[Partial<DataConfig>, RegExp]> = [
      [{ explorerFilter: ['margin:5:3'] }, /explorerFilter.*minimum is above the maximum/],
      [{ explorerFilter: ['margin:3'] }, /margin:min:max/],
      [{ explorerFilter: ['margin:x:'] }, /not a non-negative number/],
      [{ explorerFilter: ['winnerWinProbability::35'] }, /between 0 and 1/],
      [{ explorerFilter: ['colour:red'] }, /unknown filter "colour"/],
      [{ explorerFilter: ['from:2025-02-30'] }, /not a yyyy-mm-dd day/],
      [{ explorerFilter: ['from:2025-03-02', 'to:2025-03-01'] }, /is after/],
      [{ explorerFilter: ['total:100:', 'total::150'] }, /given twice/],
      [{ explorerFilter: ['teams:1.x'] }, /positive whole numbers/],
      [{ explorerFilter: ['site:moon'] }, /one of any, home, away, neutral/],
      [{ explorerFilter: ['round:99'] }, /a round is 0 to 10/],
      [{ sortBy: 'best' }, /sortBy.*one of date.*tied, or one of them after "-"/],
      [{ sortBy: '--date' }, /sortBy.*one of date.*"-" for the reverse order/],
      [{ sortBy: '-' }, /sortBy.*one of date.*"-" for the reverse order/],
      [{ sortBy: '-best' }, /sortBy.*one of date.*"-" for the reverse order/],
      [{ sortBy: 'date-' }, /sortBy.*one of date/],
      [{ limit: 0 }, /limit.*between 1 and 1000/],
      [{ limit: 1001 }, /limit.*between 1 and 1000/],
    ];
    for (const [config, message] of cases) {
      const error = await inputErrorOf(gameExplorerSearchEndpoint, db, { ...base, ...config });
      expect(error.message).toMatch(message);
    }
  });

  it('combines filters with AND', async () => {
    await expectSearch(
      filterWith({ comeback: atLeast(6), margin: atMost(8), leadChanges: atLeast(2) }),
      (g) => (comebackOf(g) ?? -1) >= 6 && Math.abs(g.margin) <= 8 && (g.leadChanges ?? -1) >= 2,
    );
  });
});
