/**
 * The canonical game: the one shape every source produces (NCAA play-by-play bundles, the demo
 * league simulator, the live feed) and the engine reads. Whatever a source calls things, by the
 * time a game is canonical: sides are 'home'/'away' (a neutral-site game still names one team
 * home), players are referred to by a key unique within the game, clocks are seconds left in
 * the period, events are in game order, and every event knows the ten players on the floor
 * when it happened (when the source says).
 */
import type { Gender } from '../schemas/entities';
import type { PeriodFormat } from './format';

export type TeamSide = 'home' | 'away';

export function otherSide(side: TeamSide): TeamSide {
  return side === 'home' ? 'away' : 'home';
}

export interface GameTeamRef {
  /** Courtside's team id; null for an opponent outside the covered divisions (no id). */
  readonly teamId: number | null;
  /** The team as the source names it, e.g. "Illinois". */
  readonly name: string;
}

export interface GamePlayer {
  /** Unique within the game; events refer to players by it. */
  readonly key: string;
  readonly side: TeamSide;
  /** Courtside's player id when the roster links the player; null otherwise. */
  readonly playerId: number | null;
  /** "First Last". */
  readonly name: string;
  readonly jersey: string | null;
  /** G, F, C or combinations as the source gives them. */
  readonly position: string | null;
  readonly starter: boolean;
}

export interface Score {
  readonly home: number;
  readonly away: number;
}

/** The ten players on the floor: five keys per side. */
export interface OnFloor {
  readonly home: readonly string[];
  readonly away: readonly string[];
}

export interface CourtLocation {
  /** Feet across the court from the basket's centre (negative: left, seen from half court). */
  readonly x: number;
  /** Feet from the basket's centre toward half court (negative: behind the basket). */
  readonly y: number;
}

interface EventBase {
  /** Position in the game, from 0, strictly increasing. */
  readonly seq: number;
  /**
   * The seq the event would have in the source's own listing, when the source wrote it elsewhere
   * (feeds list what happens at one clock reading in loose order; `seq` is the corrected order).
   * Only for reproducing a source's order-dependent conventions, such as its possession count.
   */
  readonly sourceSeq?: number;
  readonly period: number;
  /** Seconds left in the period (may carry tenths in the last minute). */
  readonly clock: number;
  /** The side the event belongs to (the shooter's, the rebounder's…); null for game events. */
  readonly side: TeamSide | null;
  /** Score after the event. */
  readonly score: Score;
  /** Players on the floor when the event happened; null when the source does not say. */
  readonly onFloor: OnFloor | null;
  /** The source's own words, for play-by-play tables. */
  readonly description: string;
}

export type ShotType = 'jumper' | 'layup' | 'dunk' | 'hook' | 'tip' | 'other';

/** Context a source records on shots and free throws. */
export interface PlayContext {
  readonly fastBreak: boolean;
  readonly secondChance: boolean;
  readonly fromTurnover: boolean;
  /** The scorer flagged the attempt as in the paint; absent when the source does not say. */
  readonly inPaint?: boolean;
}

export interface ShotEvent extends EventBase {
  readonly type: 'shot';
  readonly player: string;
  readonly made: boolean;
  readonly value: 2 | 3;
  readonly shotType: ShotType;
  /** The assisting teammate of a made shot. */
  readonly assist: string | null;
  /** The defender who blocked a missed shot, when recorded on the shot. */
  readonly blockedBy: string | null;
  readonly location: CourtLocation | null;
  readonly context: PlayContext;
}

export interface FreeThrowEvent extends EventBase {
  readonly type: 'freeThrow';
  readonly player: string;
  readonly made: boolean;
  /** 1 of 2, 2 of 2… */
  readonly attempt: number;
  readonly of: number;
  /** Technical free throws never start a possession (METHODS §1). */
  readonly technical: boolean;
  readonly context: PlayContext;
}

export interface ReboundEvent extends EventBase {
  readonly type: 'rebound';
  /** null for a team rebound. */
  readonly player: string | null;
  readonly offensive: boolean;
  /**
   * Dead-ball rebounds (out of bounds, the placeholder between free throws…) are not rebounds in
   * official NCAA box scores, team totals included; they still end or continue possessions.
   */
  readonly deadBall: boolean;
}

export interface TurnoverEvent extends EventBase {
  readonly type: 'turnover';
  /** null for a team turnover (shot clock, five seconds…). */
  readonly player: string | null;
  /** badpass, lostball, travel, offensive, shotclock… as the source names it. */
  readonly kind: string;
}

export interface StealEvent extends EventBase {
  readonly type: 'steal';
  readonly player: string;
}

export interface BlockEvent extends EventBase {
  readonly type: 'block';
  readonly player: string;
}

export type FoulKind =
  | 'personal'
  | 'shooting'
  | 'offensive'
  | 'technical'
  | 'flagrant1'
  | 'flagrant2'
  | 'unsportsmanlike'
  | 'other';

export interface FoulEvent extends EventBase {
  readonly type: 'foul';
  /** null for a bench or team foul. */
  readonly player: string | null;
  readonly kind: FoulKind;
  /** Free throws awarded by this foul (0 when none). */
  readonly freeThrows: number;
  /** The fouled player, when the source pairs them. */
  readonly drawnBy: string | null;
}

export interface SubstitutionEvent extends EventBase {
  readonly type: 'substitution';
  readonly player: string;
  readonly direction: 'in' | 'out';
}

export interface TimeoutEvent extends EventBase {
  readonly type: 'timeout';
  /** full, short (30 s), media, official. */
  readonly kind: string;
}

export interface JumpBallEvent extends EventBase {
  readonly type: 'jumpBall';
  readonly player: string | null;
  readonly outcome: 'won' | 'lost' | 'heldBall';
}

export interface PeriodBoundaryEvent extends EventBase {
  readonly type: 'periodStart' | 'periodEnd';
}

export interface OtherEvent extends EventBase {
  readonly type: 'other';
  readonly player: string | null;
}

export type GameEvent =
  | ShotEvent
  | FreeThrowEvent
  | ReboundEvent
  | TurnoverEvent
  | StealEvent
  | BlockEvent
  | FoulEvent
  | SubstitutionEvent
  | TimeoutEvent
  | JumpBallEvent
  | PeriodBoundaryEvent
  | OtherEvent;

export type GameEventType = GameEvent['type'];

export type GameSource = 'ncaa' | 'demo' | 'live';

export interface CanonicalGame {
  readonly gameId: number;
  /** The competition (season × gender) it belongs to, when known. */
  readonly competitionId: number | null;
  readonly gender: Gender;
  /** Local calendar date, yyyy-mm-dd. */
  readonly date: string;
  readonly neutralSite: boolean;
  readonly format: PeriodFormat;
  readonly home: GameTeamRef;
  readonly away: GameTeamRef;
  readonly players: readonly GamePlayer[];
  readonly finalScore: Score;
  /** Periods played: 2 or 4 in regulation, more with overtimes. */
  readonly periods: number;
  readonly events: readonly GameEvent[];
  readonly source: GameSource;
}
