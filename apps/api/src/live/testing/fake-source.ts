/**
 * A small LiveSource for the stream's tests: games whose events appear one per `stepMs` after
 * the tip as a hand-moved clock advances, answering the same for the same moment as a real
 * source must.
 */
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';
import type { LiveGameNow, LiveSource } from '../source';

export interface FakeGame {
  readonly gameId: number;
  readonly competitionId: number;
  readonly gameDate: string;
  /** Epoch ms of the tip: event 0 happens then. */
  readonly tipAt: number;
  readonly stepMs: number;
  readonly eventCount: number;
  /** Extra text per event, to make events big (back-pressure tests). */
  readonly padding?: number;
}

/** A clock the tests move by hand. */
export class ManualClock {
  constructor(private ms: number) {}
  readonly now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export function fakeEvent(game: FakeGame, seq: number): LiveEvent {
  return {
    _id: `${game.gameId}-${seq}`,
    updated: '2026-01-15T12:00:00.000Z',
    competitionId: game.competitionId,
    gameId: game.gameId,
    seq,
    period: 1,
    periodLabel: '1st',
    clock: 1200 - (seq % 1200),
    clockLabel: '20:00',
    gameSecond: seq,
    actionType: 'shot',
    subType: null,
    isHome: seq % 2 === 0,
    teamId: seq % 2 === 0 ? 10 : 20,
    playerId: null,
    fullName: null,
    otherPlayerId: null,
    otherFullName: null,
    isMade: true,
    points: 2,
    homeScore: 2 * Math.ceil((seq + 1) / 2),
    awayScore: 2 * Math.floor((seq + 1) / 2),
    x: null,
    y: null,
    description: 'x'.repeat(game.padding ?? 10),
    margin: 0,
    isClutch: false,
    wpHome: 0.5,
    wpAway: 0.5,
    distance: null,
    shotZone: null,
    homeLineup: [],
    awayLineup: [],
  };
}

export class FakeLiveSource implements LiveSource {
  /** Calls made, to check the hub polls only what is watched. */
  readonly calls: string[] = [];
  failNext = false;

  constructor(readonly games: readonly FakeGame[]) {}

  played(game: FakeGame, now: Date): number {
    const elapsed = now.getTime() - game.tipAt;
    if (elapsed < 0) return 0;
    return Math.min(game.eventCount, Math.floor(elapsed / game.stepMs) + 1);
  }

  summary(game: FakeGame, now: Date): LiveGameSummary {
    const played = this.played(game, now);
    const last = played === 0 ? null : fakeEvent(game, played - 1);
    const final = played === game.eventCount;
    return {
      gameId: game.gameId,
      competitionId: game.competitionId,
      divisionId: 1,
      gameDate: game.gameDate,
      tipTime: new Date(game.tipAt).toISOString(),
      status: played === 0 ? 'scheduled' : final ? 'final' : 'in-progress',
      homeTeamId: 10,
      homeTeamMarket: 'Home',
      homeConferenceId: 1,
      awayTeamId: 20,
      awayTeamMarket: 'Away',
      awayConferenceId: 2,
      isNeutral: false,
      homeScore: last?.homeScore ?? 0,
      awayScore: last?.awayScore ?? 0,
      period: played === 0 ? 0 : 1,
      clock: played === 0 || final ? null : (last?.clock ?? null),
      homeWinProb: played === 0 ? null : 0.5,
      lastSeq: played - 1,
    };
  }

  async gamesOf(competitionId: number, gameDates: readonly string[], now: Date) {
    this.calls.push(`gamesOf ${competitionId}`);
    this.maybeFail();
    return this.games
      .filter((game) => game.competitionId === competitionId && gameDates.includes(game.gameDate))
      .map((game) => this.summary(game, now));
  }

  async gameAt(gameId: number, now: Date): Promise<LiveGameNow | null> {
    this.calls.push(`gameAt ${gameId}`);
    this.maybeFail();
    const game = this.games.find((candidate) => candidate.gameId === gameId);
    if (game === undefined) return null;
    const events = Array.from({ length: this.played(game, now) }, (_, seq) => fakeEvent(game, seq));
    return { summary: this.summary(game, now), events };
  }

  private maybeFail(): void {
    if (!this.failNext) return;
    this.failNext = false;
    throw new Error('The fake source is down');
  }
}
