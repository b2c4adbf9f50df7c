/**
 * Writes the canonical events of a simulated game: seq in order, the score after each event, the
 * clock in seconds left (whole seconds, tenths in the last minute, as real feeds show it) and the
 * ten players on the floor. A substitution row already shows the new lineup (the simulator knows
 * it exactly); the lineup snapshot is shared by every event until the next change, which keeps
 * a game at a few hundred small objects.
 *
 * Descriptions read like a play-by-play ("Jordan Lee makes a 3-pt jumper (assist Sam Cole)").
 */
import type {
  CourtLocation,
  FoulKind,
  GameEvent,
  OnFloor,
  PlayContext,
  Score,
  ShotType,
  TeamSide,
} from '@courtside/contract';

export const NO_CONTEXT: PlayContext = {
  fastBreak: false,
  secondChance: false,
  fromTurnover: false,
};

const SHOT_WORDS: Readonly<Record<ShotType, string>> = {
  jumper: 'jumper',
  layup: 'layup',
  dunk: 'dunk',
  hook: 'hook shot',
  tip: 'tip-in',
  other: 'shot',
};

export class GameLog {
  readonly events: GameEvent[] = [];
  readonly score = { home: 0, away: 0 };
  period = 1;
  /** Tenths of a second left in the period. */
  clockTenths = 0;
  private floor: OnFloor = { home: [], away: [] };
  private scoreSnapshot: Score = { home: 0, away: 0 };

  constructor(
    private readonly names: ReadonlyMap<string, string>,
    private readonly teamNames: Readonly<Record<TeamSide, string>>,
  ) {}

  name(key: string | null, side: TeamSide | null = null): string {
    if (key === null) return side === null ? 'Team' : this.teamNames[side];
    return this.names.get(key) ?? key;
  }

  setFloor(home: readonly string[], away: readonly string[]): void {
    this.floor = { home: [...home], away: [...away] };
  }

  /**
   * The fields every event shares, written out in each event literal below (not spread from a
   * draft): one object shape per event type keeps V8 fast on the few hundred events of a game.
   */
  private get seq(): number {
    return this.events.length;
  }

  private addPoints(side: TeamSide, points: number): void {
    if (points === 0) return;
    this.score[side] += points;
    this.scoreSnapshot = { home: this.score.home, away: this.score.away };
  }

  boundary(type: 'periodStart' | 'periodEnd'): void {
    const word = type === 'periodStart' ? 'Start' : 'End';
    this.events.push({
      type,
      side: null,
      description: `${word} of period ${this.period}`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  jumpBall(side: TeamSide, player: string): void {
    const description = `Jump ball won by ${this.name(player)}`;
    this.events.push({
      type: 'jumpBall',
      side,
      player,
      outcome: 'won',
      description,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  shot(shot: {
    side: TeamSide;
    player: string;
    made: boolean;
    value: 2 | 3;
    shotType: ShotType;
    assist: string | null;
    blockedBy: string | null;
    location: CourtLocation;
    context: PlayContext;
  }): void {
    this.addPoints(shot.side, shot.made ? shot.value : 0);
    const what = `${shot.value === 3 ? '3-pt ' : ''}${SHOT_WORDS[shot.shotType]}`;
    const assist = shot.assist === null ? '' : ` (assist ${this.name(shot.assist)})`;
    const verb = shot.made ? 'makes' : 'misses';
    this.events.push({
      type: 'shot',
      side: shot.side,
      player: shot.player,
      made: shot.made,
      value: shot.value,
      shotType: shot.shotType,
      assist: shot.assist,
      blockedBy: shot.blockedBy,
      location: shot.location,
      context: shot.context,
      description: `${this.name(shot.player)} ${verb} a ${what}${assist}`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  freeThrow(ft: {
    side: TeamSide;
    player: string;
    made: boolean;
    attempt: number;
    of: number;
    technical: boolean;
    context: PlayContext;
  }): void {
    this.addPoints(ft.side, ft.made ? 1 : 0);
    const kind = ft.technical ? 'technical free throw' : 'free throw';
    const verb = ft.made ? 'makes' : 'misses';
    this.events.push({
      type: 'freeThrow',
      side: ft.side,
      player: ft.player,
      made: ft.made,
      attempt: ft.attempt,
      of: ft.of,
      technical: ft.technical,
      context: ft.context,
      description: `${this.name(ft.player)} ${verb} ${kind} ${ft.attempt} of ${ft.of}`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  rebound(side: TeamSide, player: string | null, offensive: boolean, deadBall = false): void {
    const kind = `${deadBall ? 'deadball ' : ''}${offensive ? 'offensive' : 'defensive'}`;
    this.events.push({
      type: 'rebound',
      side,
      player,
      offensive,
      deadBall,
      description: `${this.name(player, side)} ${kind} rebound`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  turnover(side: TeamSide, player: string | null, kind: string): void {
    this.events.push({
      type: 'turnover',
      side,
      player,
      kind,
      description: `${this.name(player, side)} turnover (${kind})`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  steal(side: TeamSide, player: string): void {
    this.events.push({
      type: 'steal',
      side,
      player,
      description: `${this.name(player)} steal`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  block(side: TeamSide, player: string): void {
    this.events.push({
      type: 'block',
      side,
      player,
      description: `${this.name(player)} block`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  foul(
    side: TeamSide,
    player: string | null,
    kind: FoulKind,
    freeThrows: number,
    drawnBy: string | null,
  ): void {
    const on = drawnBy === null ? '' : ` on ${this.name(drawnBy)}`;
    this.events.push({
      type: 'foul',
      side,
      player,
      kind,
      freeThrows,
      drawnBy,
      description: `${kind} foul by ${this.name(player, side)}${on}`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  substitution(side: TeamSide, player: string, direction: 'in' | 'out'): void {
    const verb = direction === 'in' ? 'enters the game' : 'leaves the game';
    this.events.push({
      type: 'substitution',
      side,
      player,
      direction,
      description: `${this.name(player)} ${verb}`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }

  timeout(side: TeamSide | null, kind: string): void {
    const who = side === null ? 'Media' : this.teamNames[side];
    this.events.push({
      type: 'timeout',
      side,
      kind,
      description: `${who} timeout (${kind})`,
      seq: this.seq,
      period: this.period,
      clock: this.clockTenths / 10,
      score: this.scoreSnapshot,
      onFloor: this.floor,
    });
  }
}
