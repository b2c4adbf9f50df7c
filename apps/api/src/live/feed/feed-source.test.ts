import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveEvent, LiveGameSummary, LiveServerMessage } from '@courtside/contract/live';
import { liveBoxScore } from '@courtside/engine/live';
import type { GameBundle } from '@courtside/ingest';
import { parseGameBundle } from '@courtside/ingest';
import { NCAA_DATA_ROOT, onCi } from '@courtside/ingest/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveHub } from '../hub';
import type { FeedSport } from './documents';
import { gamePbpPath, scoreboardPath } from './documents';
import { bundlePath } from './feed-bundle';
import type { FeedDirectory, FeedTeam } from './feed-directory';
import { derivedPlayerId } from './feed-rows';
import type { RosterPlayer } from './feed-rows';
import { LiveFeedSource } from './feed-source';
import type { FakeFeed, RecordedPoll } from './testing/fake-feed';
import {
  pbpAt,
  readRealBundle,
  recordedPolls,
  scoreboardAt,
  startFakeFeed,
} from './testing/fake-feed';

const GAMES: ReadonlyArray<{ sport: FeedSport; contestId: number; note: string }> = [
  { sport: 'mbb', contestId: 6470186, note: 'men, regulation' },
  { sport: 'mbb', contestId: 6479592, note: 'men, one overtime' },
  { sport: 'wbb', contestId: 5722355, note: 'women, quarters' },
];
const pathOf = (sport: FeedSport, id: number) => join(NCAA_DATA_ROOT, sport, 'games', `${id}.json`);
const present = GAMES.every(({ sport, contestId }) => existsSync(pathOf(sport, contestId)));
if (!present && onCi)
  throw new Error(`CI=true and the real NCAA game bundles are missing at ${NCAA_DATA_ROOT}`);

const COMPETITION = { mbb: 31, wbb: 32 } as const;
const HOME_ID = 501;
const AWAY_ID = 502;

/** "KOBE.BUTLER" → "Kobe Butler", the way a roster writes a name. */
const rosterName = (source: string): string =>
  source
    .split('.')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join(' ');

/** The warehouse's view: both teams, and the home team's roster (the away team has none). */
function directoryOf(bundle: GameBundle): {
  directory: FeedDirectory;
  roster: Map<string, number>;
} {
  const first = bundle.pbp[0];
  if (first === undefined) throw new Error('empty bundle');
  const teams: FeedTeam[] = [
    { teamId: HOME_ID, market: first.home, conferenceId: 7, divisionId: 1 },
    { teamId: AWAY_ID, market: first.away, conferenceId: null, divisionId: 1 },
  ];
  const roster = new Map<string, number>();
  bundle.player_box
    .filter((row) => row.team === first.home)
    .forEach((row, index) => roster.set(row.player, 9000 + index));
  const players: RosterPlayer[] = [...roster].map(([source, playerId]) => ({
    playerId,
    fullName: rosterName(source),
  }));
  return {
    roster,
    directory: {
      teams: async () => teams,
      roster: async (_competitionId, teamId) => (teamId === HOME_ID ? players : []),
    },
  };
}

/** yyyymmdd of the bundle's game_date (MM/DD/YYYY), and noon US Eastern that day. */
function dayOf(bundle: GameBundle): { date: string; noon: Date } {
  const [month = '', day = '', year = ''] = (bundle.pbp[0]?.game_date ?? '').split('/');
  return { date: `${year}${month}${day}`, noon: new Date(`${year}-${month}-${day}T17:00:00Z`) };
}

interface Setup {
  readonly feed: FakeFeed;
  readonly source: LiveFeedSource;
  readonly bundle: GameBundle;
  readonly polls: RecordedPoll[];
  readonly roster: Map<string, number>;
  readonly noon: Date;
  show(poll: RecordedPoll): void;
  readonly warnings: string[];
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(
  sport: FeedSport,
  contestId: number,
  dataDir: string | null = null,
): Promise<Setup> {
  const bundle = readRealBundle(pathOf(sport, contestId));
  const first = bundle.pbp[0];
  if (first === undefined) throw new Error('empty bundle');
  const feed = await startFakeFeed();
  cleanups.push(() => feed.close());
  const { directory, roster } = directoryOf(bundle);
  const { date, noon } = dayOf(bundle);
  const warnings: string[] = [];
  const source = new LiveFeedSource({
    baseUrl: feed.url,
    pollMs: 0,
    timeoutMs: 300,
    competitions: [
      { sport: 'mbb', competitionId: COMPETITION.mbb },
      { sport: 'wbb', competitionId: COMPETITION.wbb },
    ],
    directory,
    dataDir,
    log: { warn: (details) => warnings.push(JSON.stringify(details)) },
  });
  const game = {
    contestId,
    sport,
    home: first.home,
    away: first.away,
    startTime: noon.toISOString(),
  };
  const show = (poll: RecordedPoll) => {
    feed.set(scoreboardPath(date), scoreboardAt(date, game, poll));
    feed.set(gamePbpPath(contestId), poll.status === 'pre' ? null : pbpAt(contestId, poll));
  };
  return { feed, source, bundle, polls: recordedPolls(bundle, 9), roster, noon, show, warnings };
}

describe.skipIf(!present)('the feed source on real games replayed poll by poll', () => {
  it.each(GAMES)('gives growing prefixes of one event list: $note ($contestId)', async (game) => {
    const setup = await setUp(game.sport, game.contestId);
    const seen: Array<{ events: readonly LiveEvent[]; summary: LiveGameSummary }> = [];
    for (const poll of setup.polls) {
      setup.show(poll);
      const now = await setup.source.gameAt(game.contestId, setup.noon);
      if (now === null) throw new Error('the source lost the game');
      seen.push({ events: now.events, summary: now.summary });
    }
    const final = seen.at(-1);
    if (final === undefined) throw new Error('no polls');
    // Every poll's events are exactly the first events of the finished game, seqs 0, 1, 2 …
    for (const { events } of seen) expect(events).toEqual(final.events.slice(0, events.length));
    expect(final.events.map((event) => event.seq)).toEqual(final.events.map((_e, i) => i));
    expect(final.events).toHaveLength(setup.bundle.pbp.length);
    // The same events as the whole game read at once by the ingest's adapter.
    const whole = parseGameBundle(setup.bundle, { gameId: game.contestId });
    expect(
      final.events.map((e) => [e.actionType, e.homeScore, e.awayScore, e.description]),
    ).toEqual(whole.events.map((e) => [e.type, e.score.home, e.score.away, e.description]));
    // Status and summary follow the feed.
    expect(seen.map((s) => s.summary.status)).toEqual([
      'scheduled',
      ...Array(setup.polls.length - 2).fill('in-progress'),
      'final',
    ]);
    for (const { events, summary } of seen.slice(1, -1)) {
      const last = events.at(-1);
      expect(summary.lastSeq).toBe(last?.seq ?? -1);
      if (last !== undefined) {
        expect([summary.homeScore, summary.awayScore, summary.period, summary.clock]).toEqual([
          last.homeScore,
          last.awayScore,
          last.period,
          last.clock,
        ]);
        expect(summary.homeWinProb).toBe(last.wpHome);
      }
    }
    const first = setup.bundle.pbp[0];
    const home = setup.bundle.team_box.find((row) => row.team === first?.home);
    const away = setup.bundle.team_box.find((row) => row.team === first?.away);
    expect(final.summary).toMatchObject({
      status: 'final',
      homeTeamId: HOME_ID,
      awayTeamId: AWAY_ID,
      homeScore: home?.pts,
      awayScore: away?.pts,
      clock: null,
      lastSeq: final.events.length - 1,
    });
    expect(final.summary.period).toBe(
      game.contestId === 6479592 ? 3 : game.sport === 'wbb' ? 4 : 2,
    );
  });

  it.each(GAMES)('derives the official box score from the events: $note', async (game) => {
    const setup = await setUp(game.sport, game.contestId);
    setup.show(setup.polls.at(-1) as RecordedPoll);
    const now = await setup.source.gameAt(game.contestId, setup.noon);
    const first = setup.bundle.pbp[0];
    if (now === null || first === undefined) throw new Error('no game');
    const box = liveBoxScore(now.events, {
      gameId: game.contestId,
      competitionId: COMPETITION[game.sport],
      gender: game.sport === 'mbb' ? 'MALE' : 'FEMALE',
      date: '2025-01-01',
      neutralSite: false,
      home: { teamId: HOME_ID, name: first.home },
      away: { teamId: AWAY_ID, name: first.away },
    });
    const teamLine = (side: 'home' | 'away') => box.teams.find((line) => line.side === side);
    expect(setup.bundle.team_box).toHaveLength(2);
    setup.bundle.team_box.forEach((official) => {
      const line = teamLine(official.team === first.home ? 'home' : 'away');
      expect([line?.pts, (line?.orb ?? 0) + (line?.drb ?? 0), line?.ast]).toEqual([
        official.pts,
        (official.orb ?? 0) + (official.drb ?? 0),
        official.ast,
      ]);
    });
    for (const official of setup.bundle.player_box) {
      const isHome = official.team === first.home;
      const playerId = isHome
        ? setup.roster.get(official.player)
        : derivedPlayerId(game.sport, first.away, official.player);
      const line = box.players.find((p) => p.key === `id:${playerId}`);
      expect({
        player: official.player,
        pts: line?.pts,
        reb: (line?.orb ?? 0) + (line?.drb ?? 0),
        ast: line?.ast,
      }).toEqual({
        player: official.player,
        pts: official.pts,
        reb: (official.orb ?? 0) + (official.drb ?? 0),
        ast: official.ast,
      });
    }
  });

  it('feeds the hub, which sends a subscriber every event once, in order, across polls', async () => {
    const setup = await setUp('mbb', 6470186);
    const [pre, ...rest] = setup.polls;
    if (pre === undefined) throw new Error('no polls');
    setup.show(pre);
    const hub = new LiveHub({ source: setup.source, now: () => setup.noon });
    cleanups.push(() => hub.close());
    const messages: LiveServerMessage[] = [];
    const subscriber = { send: (message: LiveServerMessage) => messages.push(message) };
    await hub.subscribeGame(subscriber, 6470186);
    for (const poll of rest) {
      setup.show(poll);
      await hub.tick();
    }
    const sent = messages.flatMap((m) => (m.type === 'events' ? m.events : []));
    const final = await setup.source.gameAt(6470186, setup.noon);
    expect(messages[0]).toEqual({ type: 'subscribed', gameId: 6470186 });
    expect(sent).toEqual(final?.events);
    const batches = messages.filter((m) => m.type === 'events');
    expect(batches.length).toBeGreaterThan(5);
    expect(batches.at(-1)).toMatchObject({
      summary: { status: 'final', homeScore: 113, awayScore: 55 },
    });
  });

  it('writes the finished game as a bundle the ingest reads back to the same game', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'courtside-feed-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const setup = await setUp('wbb', 5722355, dataDir);
    const path = bundlePath(dataDir, 'wbb', 5722355);
    for (const poll of setup.polls.slice(0, -1)) {
      setup.show(poll);
      await setup.source.gameAt(5722355, setup.noon);
    }
    expect(existsSync(path)).toBe(false);
    setup.show(setup.polls.at(-1) as RecordedPoll);
    await setup.source.gameAt(5722355, setup.noon);
    expect(path).toBe(join(dataDir, 'live-feed', 'wbb', 'games', '5722355.json'));
    const written: unknown = JSON.parse(readFileSync(path, 'utf8'));
    expect(Object.keys(written as object).sort()).toEqual(Object.keys(setup.bundle).sort());
    const again = parseGameBundle(written, { gender: 'FEMALE' });
    // The feed has no shot file: the same game as the original bundle without its shots.
    const original = parseGameBundle({ ...setup.bundle, shots: [] }, { gender: 'FEMALE' });
    expect(again.events).toEqual(original.events);
    expect(again.finalScore).toEqual({ home: 92, away: 60 });
  });
  it('keeps the last good state through bad answers, with one warning each', async () => {
    const setup = await setUp('mbb', 6470186);
    const good = setup.polls[3] as RecordedPoll;
    setup.show(good);
    const before = await setup.source.gameAt(6470186, setup.noon);
    expect(before?.events.length).toBeGreaterThan(100);
    const unchanged = async () => {
      const again = await setup.source.gameAt(6470186, setup.noon);
      expect(again).toEqual(before);
    };
    for (const failure of ['http-500', 'not-json', 'wrong-shape', 'no-answer'] as const) {
      setup.feed.failing(failure);
      const warned = setup.warnings.length;
      await unchanged();
      await unchanged();
      // One warning for the scoreboard and one for the play-by-play, not one per poll.
      expect(setup.warnings.length - warned).toBe(2);
      expect(setup.warnings.at(-1)).toContain(
        failure === 'no-answer'
          ? 'no answer within 300 ms'
          : failure === 'http-500'
            ? 'HTTP 500'
            : 'the answer',
      );
      setup.feed.failing(null);
      await unchanged();
    }
    const later = setup.polls[5] as RecordedPoll;
    const shrunk = { status: 'live' as const, rows: good.rows.slice(0, 40) };
    const rewritten = {
      status: 'live' as const,
      rows: later.rows.map((row, i) => (i === 10 ? { ...row, event_description: 'changed' } : row)),
    };
    for (const [bad, problem] of [
      [shrunk, 'shrank'],
      [rewritten, 'row 10 of the play-by-play was rewritten'],
    ] as const) {
      setup.feed.set(gamePbpPath(6470186), pbpAt(6470186, bad));
      const warned = setup.warnings.length;
      await unchanged();
      await unchanged();
      expect(setup.warnings.slice(warned)).toHaveLength(1);
      expect(setup.warnings.at(-1)).toContain(problem);
      // A good answer ends the streak; the next bad one is warned about again.
      setup.show(good);
      await unchanged();
    }
    setup.show(later);
    const after = await setup.source.gameAt(6470186, setup.noon);
    expect(after?.events.slice(0, before?.events.length)).toEqual(before?.events);
    expect(after?.events.length).toBeGreaterThan(before?.events.length ?? 0);
  });

  it('answers unchanged documents with 304 and lists the scoreboard games', async () => {
    const setup = await setUp('wbb', 5722355);
    setup.show(setup.polls[2] as RecordedPoll);
    await setup.source.gameAt(5722355, setup.noon);
    await setup.source.gameAt(5722355, setup.noon);
    expect(setup.feed.requests.filter((r) => r.status === 304).length).toBeGreaterThan(0);
    const { date } = dayOf(setup.bundle);
    const listed = await setup.source.gamesOf(COMPETITION.wbb, [date], setup.noon);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      gameId: 5722355,
      competitionId: COMPETITION.wbb,
      status: 'in-progress',
      homeTeamId: HOME_ID,
      homeTeamMarket: 'South Carolina',
      homeConferenceId: 7,
      awayTeamMarket: 'Coppin St.',
    });
    expect(await setup.source.gamesOf(COMPETITION.mbb, [date], setup.noon)).toEqual([]);
    expect(await setup.source.gamesOf(999, [date], setup.noon)).toEqual([]);
    expect(await setup.source.gameAt(123, setup.noon)).toBeNull();
  });
});
