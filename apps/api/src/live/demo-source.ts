/**
 * The demo league as a live source: the current season's games laid on real days and tip times
 * (demo-calendar.ts) and replayed event by event from the warehouse at a real game's pace, so a
 * game in progress shows exactly the events, score and win probability the finished game's
 * pages show for the same moment, and finishes with the box score the warehouse holds.
 *
 * The live competitions are the demo competitions of the newest season in the served file. Each
 * one's calendar is read once per served file (data version); a game's events are read when it
 * is first asked for in progress or final and kept for the most recent games.
 */
import { PERIOD_FORMATS, gameLengthSeconds } from '@courtside/contract';
import type { Gender, PeriodFormat } from '@courtside/contract';
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';
import type { LiveCalendarGame } from '@courtside/warehouse';
import { competitions, enhancedEvents, liveCalendarGames } from '@courtside/warehouse';
import { enhPbpRow } from '../data/endpoints/pbp/support/action-rows';
import { scheduleDate } from '../data/endpoints/reference/config-values';
import type { WarehouseLease, WarehouseSource } from '../data/warehouse-source';
import { withLease } from '../data/warehouse-source';
import {
  dayNumber,
  dayText,
  easternTime,
  eventsPlayed,
  liveDatesShowing,
  slateIndexOf,
  slatesOf,
  tipMinutes,
  wallSecondsAt,
} from './demo-calendar';
import type { LiveGameNow, LiveSource } from './source';

/** Games whose events are kept (a day's slate has a few dozen in progress or final at once). */
const EVENT_GAMES_KEPT = 400;

interface CompetitionCalendar {
  readonly competitionId: number;
  readonly format: PeriodFormat;
  /** Each slate's games (consecutive busy days), in the order the real days show them. */
  readonly slates: readonly (readonly LiveCalendarGame[])[];
  /** The slates' season days, for the calendar's arithmetic. */
  readonly slateDays: readonly (readonly number[])[];
  readonly slateOfGame: ReadonlyMap<number, number>;
}

interface Calendars {
  readonly dataVersion: string;
  readonly updated: string;
  readonly byCompetition: ReadonlyMap<number, CompetitionCalendar>;
  readonly byGame: ReadonlyMap<number, { game: LiveCalendarGame; calendar: CompetitionCalendar }>;
}

export interface DemoLiveSourceOptions {
  readonly warehouse: WarehouseSource;
  /** Wall-clock speed-up (LIVE_SPEED): 1 is real time. */
  readonly speed: number;
}

export class DemoLiveSource implements LiveSource {
  private calendars: Promise<Calendars> | null = null;
  private readonly events = new Map<number, Promise<readonly LiveEvent[]>>();

  constructor(private readonly options: DemoLiveSourceOptions) {}

  async gamesOf(
    competitionId: number,
    gameDates: readonly string[],
    now: Date,
  ): Promise<LiveGameSummary[]> {
    return withLease(this.options.warehouse, async (lease) => {
      const calendars = await this.calendarsOf(lease);
      const calendar = calendars.byCompetition.get(competitionId);
      if (calendar === undefined) return [];
      const out: LiveGameSummary[] = [];
      for (const liveDate of gameDates) {
        const index = slateIndexOf(liveDate, calendar.slateDays);
        if (index === null) continue;
        for (const game of calendar.slates[index] ?? []) {
          out.push((await this.gameOn(lease, calendars, calendar, game, liveDate, now)).summary);
        }
      }
      return out.sort((a, b) => a.tipTime.localeCompare(b.tipTime) || a.gameId - b.gameId);
    });
  }

  async gameAt(gameId: number, now: Date): Promise<LiveGameNow | null> {
    return withLease(this.options.warehouse, async (lease) => {
      const calendars = await this.calendarsOf(lease);
      const entry = calendars.byGame.get(gameId);
      if (entry === undefined) return null;
      const index = entry.calendar.slateOfGame.get(gameId) ?? -1;
      const nearby = [-1, 0, 1].map((days) => scheduleDate(now, days).replaceAll('-', ''));
      const [liveDate] = liveDatesShowing(index, entry.calendar.slateDays, nearby);
      if (liveDate === undefined) return null;
      return this.gameOn(lease, calendars, entry.calendar, entry.game, liveDate, now);
    });
  }

  /** The game as it stands at `now` when played on `liveDate`. */
  private async gameOn(
    lease: WarehouseLease,
    calendars: Calendars,
    calendar: CompetitionCalendar,
    game: LiveCalendarGame,
    liveDate: string,
    now: Date,
  ): Promise<LiveGameNow> {
    const slate = calendar.slates[calendar.slateOfGame.get(game.gameId) ?? -1] ?? [];
    const minutes = tipMinutes(slate.map((g) => g.gameId)).get(game.gameId) ?? 0;
    const tip = easternTime(liveDate, minutes);
    const base = baseSummary(calendar, game, liveDate, tip);
    const elapsedMs = now.getTime() - tip;
    if (elapsedMs < 0) return { summary: base, events: [] };
    const periods = game.periods ?? calendar.format.regulationPeriods;
    const endWall = wallSecondsAt(
      calendar.format,
      periods,
      gameLengthSeconds(calendar.format, periods),
    );
    const over = (elapsedMs / 1000) * this.options.speed >= endWall;
    // A game without play-by-play has no events to replay: scheduled until its end, then final.
    if (!game.hasPbp) return { summary: over ? finalSummary(base, game, []) : base, events: [] };
    const events = await this.eventsOf(lease, calendars, calendar, game.gameId);
    if (over) return { summary: finalSummary(base, game, events), events };
    const played = events.slice(
      0,
      eventsPlayed(calendar.format, events, elapsedMs, this.options.speed),
    );
    const last = played.at(-1);
    if (last === undefined) return { summary: base, events: [] };
    return {
      summary: {
        ...base,
        status: 'in-progress',
        homeScore: last.homeScore,
        awayScore: last.awayScore,
        period: last.period,
        clock: last.clock,
        homeWinProb: last.wpHome,
        lastSeq: last.seq,
      },
      events: played,
    };
  }

  private eventsOf(
    lease: WarehouseLease,
    calendars: Calendars,
    calendar: CompetitionCalendar,
    gameId: number,
  ): Promise<readonly LiveEvent[]> {
    const kept = this.events.get(gameId);
    if (kept !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.events.delete(gameId);
      this.events.set(gameId, kept);
      return kept;
    }
    const context = {
      format: calendar.format,
      updated: calendars.updated,
      competitionId: calendar.competitionId,
    };
    const read = enhancedEvents(lease.db, { competitionId: calendar.competitionId, gameId }).then(
      (rows) => rows.map((row) => enhPbpRow(row, context)),
    );
    read.catch(() => this.events.delete(gameId));
    this.events.set(gameId, read);
    for (const oldest of this.events.keys()) {
      if (this.events.size <= EVENT_GAMES_KEPT) break;
      this.events.delete(oldest);
    }
    return read;
  }

  private async calendarsOf(lease: WarehouseLease): Promise<Calendars> {
    const current = this.calendars;
    if (current !== null) {
      const held = await current;
      if (held.dataVersion === lease.info.dataVersion) return held;
    }
    const next = readCalendars(lease);
    this.calendars = next;
    this.events.clear();
    next.catch(() => {
      if (this.calendars === next) this.calendars = null;
    });
    return next;
  }
}

async function readCalendars(lease: WarehouseLease): Promise<Calendars> {
  const all = await competitions(lease.db);
  const demo = all.filter((c) => c.source === 'demo');
  const newest = Math.max(...demo.map((c) => c.startYear));
  const byCompetition = new Map<number, CompetitionCalendar>();
  const byGame = new Map<number, { game: LiveCalendarGame; calendar: CompetitionCalendar }>();
  for (const competition of demo.filter((c) => c.startYear === newest)) {
    const games = await liveCalendarGames(lease.db, competition.competitionId);
    const bySeasonDay = new Map<number, LiveCalendarGame[]>();
    for (const game of games) {
      const day = dayNumber(game.date);
      const list = bySeasonDay.get(day) ?? [];
      list.push(game);
      bySeasonDay.set(day, list);
    }
    const slateDays = slatesOf(games.map((game) => game.date));
    const slates = slateDays.map((days) => days.flatMap((day) => bySeasonDay.get(day) ?? []));
    const slateOfGame = new Map<number, number>();
    slates.forEach((slate, index) => {
      for (const game of slate) slateOfGame.set(game.gameId, index);
    });
    const calendar: CompetitionCalendar = {
      competitionId: competition.competitionId,
      format: PERIOD_FORMATS[competition.gender as Gender],
      slates,
      slateDays,
      slateOfGame,
    };
    byCompetition.set(competition.competitionId, calendar);
    for (const game of games) byGame.set(game.gameId, { game, calendar });
  }
  return {
    dataVersion: lease.info.dataVersion,
    updated: lease.info.builtAt,
    byCompetition,
    byGame,
  };
}

function baseSummary(
  calendar: CompetitionCalendar,
  game: LiveCalendarGame,
  liveDate: string,
  tip: number,
): LiveGameSummary {
  return {
    gameId: game.gameId,
    competitionId: calendar.competitionId,
    divisionId: game.divisionId,
    gameDate: liveDate,
    tipTime: new Date(tip).toISOString(),
    status: 'scheduled',
    homeTeamId: game.homeTeamId,
    homeTeamMarket: game.homeTeamMarket,
    homeConferenceId: game.homeConferenceId,
    awayTeamId: game.awayTeamId,
    awayTeamMarket: game.awayTeamMarket,
    awayConferenceId: game.awayConferenceId,
    isNeutral: game.isNeutral,
    homeScore: 0,
    awayScore: 0,
    period: 0,
    clock: null,
    homeWinProb: null,
    lastSeq: -1,
  };
}

function finalSummary(
  base: LiveGameSummary,
  game: LiveCalendarGame,
  events: readonly LiveEvent[],
): LiveGameSummary {
  const last = events.at(-1);
  const homeScore = game.homeScore ?? last?.homeScore ?? 0;
  const awayScore = game.awayScore ?? last?.awayScore ?? 0;
  return {
    ...base,
    status: 'final',
    homeScore,
    awayScore,
    period: game.periods ?? last?.period ?? 0,
    clock: null,
    homeWinProb: homeScore > awayScore ? 1 : 0,
    lastSeq: last?.seq ?? game.lastSeq ?? -1,
  };
}

/** The live days of `now` a scoreboard shows: today and tomorrow, US Eastern, yyyymmdd. */
export function liveDaysOf(now: Date): [string, string] {
  return [dayText(dayNumber(scheduleDate(now))), dayText(dayNumber(scheduleDate(now, 1)))];
}
