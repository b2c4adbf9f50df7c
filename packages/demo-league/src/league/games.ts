/**
 * The schedule's vocabulary: a scheduled game, a team as the scheduler sees it, and the game id
 * counter (ids handed out in creation order, so the same seed gives the same ids).
 */
import type { Division } from './identity';

export type GameKind = 'nonConference' | 'conference' | 'conferenceTournament' | 'national';

export interface ScheduledGame {
  readonly gameId: number;
  readonly date: string;
  readonly homeId: number;
  readonly awayId: number;
  readonly neutral: boolean;
  readonly kind: GameKind;
  /** Both teams in the same conference (as the warehouse defines games.conference_game). */
  readonly conferenceGame: boolean;
  readonly confTournament: boolean;
}

/** A regular-season game before it gets its id. */
export interface PlannedGame {
  readonly date: string;
  readonly homeId: number;
  readonly awayId: number;
  readonly neutral: boolean;
}

export interface ScheduleTeam {
  readonly teamId: number;
  readonly division: Division;
  readonly conferenceId: number;
  /** The conference's position in its division (the scale's conferenceSizes order). */
  readonly conferenceIndex: number;
  /** Program pull: the bigger program hosts more often. */
  readonly prestige: number;
}

/** Hands out game ids in creation order (deterministic for a seed). */
export class GameIds {
  constructor(private next: number) {}
  take(): number {
    const id = this.next;
    this.next += 1;
    return id;
  }
}
