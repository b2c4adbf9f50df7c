/**
 * A public play-by-play feed as a live source (`LIVE_SOURCE=feed`): the documents of
 * documents.ts, polled only for the days and games the hub asks about, each at most once per
 * `LIVE_FEED_POLL_MS` (feed-client.ts), turned into the rows `enh-pbp` serves (feed-rows.ts).
 *
 * Seqs never change meaning: a game's events are published in order, an event only once its
 * clock reading is complete (a later row exists, or the game is final), and a published event
 * is kept as it was sent. A play-by-play answer that lost or rewrote earlier rows is refused and
 * the last good one kept, so a resume never sees a different event under an old seq.
 *
 * Each sport's games belong to one competition (LIVE_FEED_COMPETITIONS); team names are matched
 * to the warehouse's teams of it (feed-directory.ts), players to its rosters.
 *
 * Into the warehouse: with `dataDir` set, a game that turns final is written as a complete NCAA
 * bundle at `DATA_DIR/live-feed/{mbb|wbb}/games/<contest_id>.json` (feed-bundle.ts). The
 * ingest reads game bundles from the `games/` folder beside a season's datasets (`npm run
 * ingest -- ncaa --from DIR`, DIR holding `{mbb|wbb}/seasons/` and `{mbb|wbb}/games/`), and
 * takes the bundle of every schedule game it has one for in place of the season files' rows.
 * So the finished games enter with the season's next ingest when `live-feed/{mbb|wbb}/games/`
 * is that folder (or its files are copied into it), with the season's parquet files beside it.
 */
import { PERIOD_FORMATS } from '@courtside/contract';
import type { Gender, PeriodFormat } from '@courtside/contract';
import type { LiveEvent, LiveGameStatus, LiveGameSummary } from '@courtside/contract/live';
import type { PbpRow } from '@courtside/ingest';
import { scheduleDate } from '../../data/endpoints/reference/config-values';
import type { LiveGameNow, LiveSource } from '../source';
import type { FeedSport, FeedStatus, GamePbp, ScoreboardGame } from './documents';
import {
  clockSeconds,
  gamePbpPath,
  gamePbpSchema,
  scoreboardPath,
  scoreboardSchema,
} from './documents';
import { writeFinishedBundle } from './feed-bundle';
import { FeedClient } from './feed-client';
import type { FeedLog } from './feed-client';
import type { FeedDirectory, FeedTeam } from './feed-directory';
import { matchTeam } from './feed-directory';
import type { FeedGameContext, RosterPlayer } from './feed-rows';
import { feedEvents } from './feed-rows';

const GENDER_OF_SPORT: Readonly<Record<FeedSport, Gender>> = { mbb: 'MALE', wbb: 'FEMALE' };
const STATUS: Readonly<Record<FeedStatus, LiveGameStatus>> = {
  pre: 'scheduled',
  live: 'in-progress',
  final: 'final',
};
/** Games whose state is kept (a day has a few hundred; the oldest go first). */
const GAMES_KEPT = 1000;

export interface FeedCompetition {
  readonly sport: FeedSport;
  readonly competitionId: number;
}

export interface LiveFeedSourceOptions {
  /** LIVE_FEED_URL, without a trailing slash. */
  readonly baseUrl: string;
  readonly pollMs: number;
  /** How long one request may take; by default the poll interval, between 1 and 10 s. */
  readonly timeoutMs?: number;
  readonly competitions: readonly FeedCompetition[];
  readonly directory: FeedDirectory;
  /** DATA_DIR: finished games are written under live-feed/ there; null writes nothing. */
  readonly dataDir?: string | null;
  readonly log?: FeedLog;
  /** Epoch ms now, for the poll interval (tests move it by hand). */
  readonly clock?: () => number;
}

interface GameState {
  /** The play-by-play answer the events were built from. */
  doc: GamePbp | null;
  readonly published: LiveEvent[];
  bundleWritten: boolean;
}

/** Rows may only be added: the earlier ones must come back unchanged. */
function rowsFollow(previous: GamePbp, next: GamePbp): string | null {
  if (next.contest_id !== previous.contest_id) return 'the contest id changed';
  if (next.pbp.length < previous.pbp.length) {
    return `the play-by-play shrank from ${previous.pbp.length} to ${next.pbp.length} rows`;
  }
  const changed = previous.pbp.findIndex(
    (row, index) => JSON.stringify(row) !== JSON.stringify(next.pbp[index]),
  );
  if (changed >= 0) return `row ${changed} of the play-by-play was rewritten`;
  if (previous.status === 'final' && next.status !== 'final') return 'a final game reopened';
  return null;
}

const dashed = (date: string): string => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`;

export class LiveFeedSource implements LiveSource {
  private readonly client: FeedClient;
  private readonly sportOf = new Map<number, FeedSport>();
  private readonly competitionOf = new Map<FeedSport, number>();
  /** Where each game seen on a scoreboard was: its day (yyyymmdd). */
  private readonly dayOf = new Map<number, string>();
  private readonly games = new Map<number, GameState>();

  constructor(private readonly options: LiveFeedSourceOptions) {
    this.client = new FeedClient({
      baseUrl: options.baseUrl,
      pollMs: options.pollMs,
      timeoutMs: options.timeoutMs ?? Math.min(10_000, Math.max(1000, options.pollMs)),
      ...(options.log === undefined ? {} : { log: options.log }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
    for (const { sport, competitionId } of options.competitions) {
      this.sportOf.set(competitionId, sport);
      this.competitionOf.set(sport, competitionId);
    }
  }

  async gamesOf(
    competitionId: number,
    gameDates: readonly string[],
    _now: Date,
  ): Promise<LiveGameSummary[]> {
    const sport = this.sportOf.get(competitionId);
    if (sport === undefined) return [];
    const teams = await this.teamsOf(competitionId);
    const out: LiveGameSummary[] = [];
    for (const date of gameDates) {
      for (const game of await this.scoreboardGames(date)) {
        if (game.sport !== sport) continue;
        const base = this.baseSummary(competitionId, teams, game, date);
        out.push(this.summaryOf(base, this.games.get(game.contest_id)));
      }
    }
    return out.sort((a, b) => a.tipTime.localeCompare(b.tipTime) || a.gameId - b.gameId);
  }

  async gameAt(gameId: number, now: Date): Promise<LiveGameNow | null> {
    const found = await this.findGame(gameId, now);
    if (found === null) return null;
    const { game, date } = found;
    const competitionId = this.competitionOf.get(game.sport);
    if (competitionId === undefined) return null;
    const teams = await this.teamsOf(competitionId);
    const base = this.baseSummary(competitionId, teams, game, date);
    let state = this.games.get(gameId);
    if (game.status === 'pre' && state === undefined) return { summary: base, events: [] };
    const doc = await this.client.read(gamePbpPath(gameId), gamePbpSchema, rowsFollow);
    state = this.stateOf(gameId);
    if (doc !== null && doc !== state.doc) {
      await this.advance(state, doc, base, teams, game);
    }
    // A copy: the kept list grows with later polls, and what was answered must not.
    return { summary: this.summaryOf(base, state), events: state.published.slice() };
  }

  /** Publishes the settled events of a new play-by-play answer after those already sent. */
  private async advance(
    state: GameState,
    doc: GamePbp,
    base: LiveGameSummary,
    teams: readonly FeedTeam[],
    game: ScoreboardGame,
  ): Promise<void> {
    const final = doc.status === 'final';
    if (doc.pbp.length > 0) {
      const context = await this.contextOf(base, teams, game);
      let built: ReturnType<typeof feedEvents>;
      try {
        built = feedEvents(doc.pbp, context, final);
      } catch (error) {
        // Rows the adapter cannot read (a clock that is not MM:SS…): keep what was published.
        this.options.log?.warn(
          { err: error, gameId: base.gameId },
          'A live feed game is unreadable',
        );
        state.doc = doc;
        return;
      }
      for (let seq = state.published.length; seq < built.settled; seq += 1) {
        const event = built.events[seq];
        if (event !== undefined) state.published.push(event);
      }
    }
    state.doc = doc;
    if (final && !state.bundleWritten && this.options.dataDir && doc.pbp.length > 0) {
      state.bundleWritten = true;
      await this.writeBundle(game.sport, base, doc.pbp);
    }
  }

  private async writeBundle(
    sport: FeedSport,
    base: LiveGameSummary,
    rows: PbpRow[],
  ): Promise<void> {
    const dataDir = this.options.dataDir;
    if (dataDir === null || dataDir === undefined) return;
    try {
      await writeFinishedBundle(dataDir, {
        sport,
        contestId: base.gameId,
        date: dashed(base.gameDate),
        rows,
      });
    } catch (error) {
      this.options.log?.warn(
        { err: error, gameId: base.gameId },
        'Could not write a finished feed game',
      );
    }
  }

  private summaryOf(base: LiveGameSummary, state: GameState | undefined): LiveGameSummary {
    const last = state?.published.at(-1);
    const doc = state?.doc ?? null;
    if (doc === null || last === undefined) return base;
    if (doc.status === 'final') {
      const homeWon = last.homeScore > last.awayScore;
      return {
        ...base,
        status: 'final',
        homeScore: last.homeScore,
        awayScore: last.awayScore,
        period: last.period,
        clock: null,
        homeWinProb: homeWon ? 1 : 0,
        lastSeq: last.seq,
      };
    }
    return {
      ...base,
      status: 'in-progress',
      homeScore: last.homeScore,
      awayScore: last.awayScore,
      period: last.period,
      clock: last.clock,
      homeWinProb: last.wpHome,
      lastSeq: last.seq,
    };
  }

  private baseSummary(
    competitionId: number,
    teams: readonly FeedTeam[],
    game: ScoreboardGame,
    date: string,
  ): LiveGameSummary {
    const home = matchTeam(teams, game.home);
    const away = matchTeam(teams, game.away);
    const started = game.status !== 'pre';
    return {
      gameId: game.contest_id,
      competitionId,
      divisionId: home?.divisionId ?? away?.divisionId ?? 1,
      gameDate: date,
      tipTime: new Date(game.start_time).toISOString(),
      status: STATUS[game.status],
      homeTeamId: home?.teamId ?? null,
      homeTeamMarket: home?.market ?? game.home,
      homeConferenceId: home?.conferenceId ?? null,
      awayTeamId: away?.teamId ?? null,
      awayTeamMarket: away?.market ?? game.away,
      awayConferenceId: away?.conferenceId ?? null,
      isNeutral: game.neutral_site ?? false,
      homeScore: game.home_score,
      awayScore: game.away_score,
      period: started ? game.period : 0,
      clock: game.status === 'live' ? clockSeconds(game.clock) : null,
      homeWinProb: game.status === 'final' ? (game.home_score > game.away_score ? 1 : 0) : null,
      lastSeq: -1,
    };
  }

  private async contextOf(
    base: LiveGameSummary,
    teams: readonly FeedTeam[],
    game: ScoreboardGame,
  ): Promise<FeedGameContext> {
    const gender = GENDER_OF_SPORT[game.sport];
    const format: PeriodFormat = PERIOD_FORMATS[gender];
    const rosterOf = async (teamId: number | null): Promise<readonly RosterPlayer[]> => {
      if (teamId === null) return [];
      try {
        return await this.options.directory.roster(base.competitionId, teamId);
      } catch {
        return [];
      }
    };
    const home = matchTeam(teams, game.home);
    const away = matchTeam(teams, game.away);
    return {
      gameId: base.gameId,
      competitionId: base.competitionId,
      sport: game.sport,
      gender,
      format,
      date: dashed(base.gameDate),
      neutralSite: base.isNeutral,
      home: { name: game.home, teamId: home?.teamId ?? null },
      away: { name: game.away, teamId: away?.teamId ?? null },
      rosters: {
        home: await rosterOf(home?.teamId ?? null),
        away: await rosterOf(away?.teamId ?? null),
      },
      updated: base.tipTime,
    };
  }

  private async teamsOf(competitionId: number): Promise<readonly FeedTeam[]> {
    try {
      return await this.options.directory.teams(competitionId);
    } catch {
      // No warehouse yet: the games show under the feed's names, without team ids.
      return [];
    }
  }

  private async scoreboardGames(date: string): Promise<readonly ScoreboardGame[]> {
    const scoreboard = await this.client.read(scoreboardPath(date), scoreboardSchema);
    const games = scoreboard?.games ?? [];
    for (const game of games) this.dayOf.set(game.contest_id, date);
    return games;
  }

  /** The game on the scoreboard of its day (yesterday, today or tomorrow, US Eastern). */
  private async findGame(
    gameId: number,
    now: Date,
  ): Promise<{ game: ScoreboardGame; date: string } | null> {
    const known = this.dayOf.get(gameId);
    const nearby = [-1, 0, 1].map((days) => scheduleDate(now, days).replaceAll('-', ''));
    const days = known === undefined ? nearby : [known, ...nearby.filter((day) => day !== known)];
    for (const date of days) {
      const game = (await this.scoreboardGames(date)).find((g) => g.contest_id === gameId);
      if (game !== undefined) return { game, date };
    }
    return null;
  }

  private stateOf(gameId: number): GameState {
    let state = this.games.get(gameId);
    if (state === undefined) {
      state = { doc: null, published: [], bundleWritten: false };
      this.games.set(gameId, state);
      for (const oldest of this.games.keys()) {
        if (this.games.size <= GAMES_KEPT) break;
        this.games.delete(oldest);
      }
    }
    return state;
  }
}
