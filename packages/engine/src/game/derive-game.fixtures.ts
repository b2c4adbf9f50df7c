/**
 * Test support: hand-made canonical games that read like a play-by-play, with rosters and the
 * ten on the floor tracked by the script. Players are 'H1'…'H9' (home) and 'A1'…'A9' (away),
 * keyed 'home:H1'…; 1-5 start. Seq and the running score are filled in.
 *
 * Substitution rows can be written two ways, as real feeds do: 'post' (the row already shows
 * the new lineup, like a simulator) or 'pre' (every row at the substitution's clock shows the
 * old lineup, the new one appears from the next clock reading on — the NCAA feed).
 */
import { PERIOD_FORMATS, periodLengthSeconds } from '@courtside/contract';
import type {
  CanonicalGame,
  FoulKind,
  GameEvent,
  GamePlayer,
  Gender,
  OnFloor,
  PlayContext,
  TeamSide,
} from '@courtside/contract';

type WithoutSeqScore<E> = E extends GameEvent ? Omit<E, 'seq' | 'score' | 'onFloor'> : never;
type Draft = WithoutSeqScore<GameEvent>;
/** What a script step says; the script adds period, clock and (by default) the description. */
type Body<E = Draft> = E extends Draft
  ? Omit<E, 'period' | 'clock' | 'description'> & { description?: string }
  : never;

export interface ScriptOptions {
  readonly gender?: Gender;
  readonly neutralSite?: boolean;
  readonly subRows?: 'pre' | 'post';
  /** Players per roster (default 9). */
  readonly roster?: number;
}

const CONTEXT: PlayContext = { fastBreak: false, secondChance: false, fromTurnover: false };

export const key = (id: string): string => `${id.startsWith('H') ? 'home' : 'away'}:${id}`;
const sideOf = (id: string): TeamSide => (id.startsWith('H') ? 'home' : 'away');

export class GameScript {
  private readonly drafts: Array<{ draft: Draft; floor: OnFloor }> = [];
  private readonly floor: { home: string[]; away: string[] };
  private pendingFloor: OnFloor | null = null;
  private periodNow = 1;
  private clockNow: number;
  private readonly gender: Gender;

  constructor(private readonly options: ScriptOptions = {}) {
    this.gender = options.gender ?? 'MALE';
    this.floor = {
      home: ['H1', 'H2', 'H3', 'H4', 'H5'].map(key),
      away: ['A1', 'A2', 'A3', 'A4', 'A5'].map(key),
    };
    this.clockNow = periodLengthSeconds(PERIOD_FORMATS[this.gender], 1);
  }

  /** Moves to the start of a period. */
  period(period: number): this {
    this.settle();
    this.periodNow = period;
    this.clockNow = periodLengthSeconds(PERIOD_FORMATS[this.gender], period);
    return this;
  }

  /** Seconds left on the clock for the following events. */
  at(clock: number): this {
    if (clock !== this.clockNow) this.settle();
    this.clockNow = clock;
    return this;
  }

  private settle(): void {
    this.pendingFloor = null;
  }

  private push(draft: Body): this {
    const floor = this.pendingFloor ?? { home: [...this.floor.home], away: [...this.floor.away] };
    const full = { description: '', ...draft, period: this.periodNow, clock: this.clockNow };
    this.drafts.push({ draft: full as Draft, floor });
    return this;
  }

  shot(
    id: string,
    made: boolean,
    more: { value?: 2 | 3; assist?: string; context?: Partial<PlayContext> } = {},
  ): this {
    return this.push({
      type: 'shot',
      side: sideOf(id),
      player: key(id),
      made,
      value: more.value ?? 2,
      shotType: 'jumper',
      assist: more.assist === undefined ? null : key(more.assist),
      blockedBy: null,
      location: null,
      context: { ...CONTEXT, ...more.context },
    });
  }

  ft(id: string, made: boolean, attempt: number, of: number, technical = false): this {
    return this.push({
      type: 'freeThrow',
      side: sideOf(id),
      player: key(id),
      made,
      attempt,
      of,
      technical,
      context: CONTEXT,
    });
  }

  rebound(who: string, offensive: boolean, deadBall = false): this {
    const team = who === 'home' || who === 'away';
    return this.push({
      type: 'rebound',
      side: team ? (who as TeamSide) : sideOf(who),
      player: team ? null : key(who),
      offensive,
      deadBall,
    });
  }

  turnover(who: string, kind = 'badpass'): this {
    const team = who === 'home' || who === 'away';
    return this.push({
      type: 'turnover',
      side: team ? (who as TeamSide) : sideOf(who),
      player: team ? null : key(who),
      kind,
    });
  }

  steal(id: string): this {
    return this.push({ type: 'steal', side: sideOf(id), player: key(id) });
  }

  block(id: string): this {
    return this.push({ type: 'block', side: sideOf(id), player: key(id) });
  }

  /** A foul by a player ('H2') or the bench ('home'); `drawnBy` is the fouled player. */
  foul(who: string, kind: FoulKind, freeThrows = 0, drawnBy?: string): this {
    const team = who === 'home' || who === 'away';
    return this.push({
      type: 'foul',
      side: team ? (who as TeamSide) : sideOf(who),
      player: team ? null : key(who),
      kind,
      freeThrows,
      drawnBy: drawnBy === undefined ? null : key(drawnBy),
    });
  }

  jumpBall(who: string, outcome: 'won' | 'lost' | 'heldBall'): this {
    const team = who === 'home' || who === 'away';
    return this.push({
      type: 'jumpBall',
      side: team ? (who as TeamSide) : sideOf(who),
      player: team ? null : key(who),
      outcome,
    });
  }

  timeout(side: TeamSide | null, kind = 'full'): this {
    return this.push({ type: 'timeout', side, kind });
  }

  other(description: string, side: TeamSide | null = null): this {
    return this.push({ type: 'other', side, player: null, description });
  }

  /** Substitution: `out` leaves, `inn` enters (two rows, out then in). */
  sub(out: string, inn: string): this {
    const side = sideOf(out);
    const before: OnFloor = { home: [...this.floor.home], away: [...this.floor.away] };
    const lineup = this.floor[side];
    const at = lineup.indexOf(key(out));
    if (at < 0) throw new Error(`${out} is not on the floor`);
    lineup[at] = key(inn);
    const after: OnFloor = { home: [...this.floor.home], away: [...this.floor.away] };
    if (this.options.subRows === 'pre') this.pendingFloor ??= before;
    this.pushWithFloor({ type: 'substitution', side, player: key(out), direction: 'out' }, after);
    this.pushWithFloor({ type: 'substitution', side, player: key(inn), direction: 'in' }, after);
    return this;
  }

  private pushWithFloor(draft: Body, floor: OnFloor): void {
    const shown = this.options.subRows === 'pre' ? (this.pendingFloor ?? floor) : floor;
    const full = { description: '', ...draft, period: this.periodNow, clock: this.clockNow };
    this.drafts.push({ draft: full as Draft, floor: shown });
  }

  build(): CanonicalGame {
    const format = PERIOD_FORMATS[this.gender];
    const score = { home: 0, away: 0 };
    const events = this.drafts.map(({ draft, floor }, seq): GameEvent => {
      if (draft.type === 'shot' && draft.made && draft.side !== null)
        score[draft.side] += draft.value;
      if (draft.type === 'freeThrow' && draft.made && draft.side !== null) score[draft.side] += 1;
      return { ...draft, seq, score: { ...score }, onFloor: floor };
    });
    const count = this.options.roster ?? 9;
    const players = (['home', 'away'] as const).flatMap((side) =>
      Array.from({ length: count }, (_, i): GamePlayer => {
        const id = `${side === 'home' ? 'H' : 'A'}${i + 1}`;
        return {
          key: key(id),
          side,
          playerId: null,
          name: id,
          jersey: null,
          position: null,
          starter: i < 5,
        };
      }),
    );
    const periods = Math.max(format.regulationPeriods, ...events.map((e) => e.period));
    return {
      gameId: 99,
      competitionId: null,
      gender: this.gender,
      date: '2026-01-15',
      neutralSite: this.options.neutralSite ?? false,
      format,
      home: { teamId: 1, name: 'Home U' },
      away: { teamId: 2, name: 'Away St.' },
      players,
      finalScore: { ...score },
      periods,
      events,
      source: 'demo',
    };
  }
}
