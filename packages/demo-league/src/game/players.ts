/**
 * The players of one side during one game: their profile (profiles.ts: rotation order, planned
 * minutes, skill effects) plus what the game does to them — fouls, minutes, energy, whether
 * they are on the floor — and the simulator's own box-score tallies, which the tests compare
 * with what the engine derives from the events.
 */
import type { TeamSide } from '@courtside/contract';
import { SEASON_BOX_COUNT_FIELDS, type BoxCounts } from '@courtside/engine';
import type { DemoPlayer, DemoTeam } from '../model';
import type { GameCalibration } from './calibration';
import { teamProfile } from './profiles';
import type { PlayerProfile } from './profiles';

/**
 * The simulator's tally of a player's box counts: the engine's season counts (the box counts
 * without the two-point split), every one of them recorded.
 */
export type Box = Record<keyof BoxCounts, number>;

export function emptyBox(): Box {
  return Object.fromEntries(SEASON_BOX_COUNT_FIELDS.map((stat) => [stat, 0])) as Box;
}

/** Minutes on the bench to get all of a player's energy back. */
export const BENCH_RECOVERY_SECONDS = 240;

export interface SimPlayer extends PlayerProfile {
  readonly side: TeamSide;
  fouls: number;
  technicals: number;
  seconds: number;
  /** On the floor: current energy (0..1). On the bench: energy when he sat down at `energyAt`. */
  energy: number;
  energyAt: number;
  /** Scratch: the coach's priority at the latest decision. */
  score: number;
  onFloor: boolean;
  /** Game second the player last entered. */
  enteredAt: number;
  readonly box: Box;
}

/** Energy now: kept current on the floor by the clock, recovered since sitting on the bench. */
export function energyOf(p: SimPlayer, now: number): number {
  if (p.onFloor) return p.energy;
  return Math.min(1, p.energy + (now - p.energyAt) / BENCH_RECOVERY_SECONDS);
}

/** A side's players for one game (fields copied one by one: one object shape, fast to build). */
export function buildSide(side: TeamSide, team: DemoTeam, cal: GameCalibration): SimPlayer[] {
  return teamProfile(team, cal).players.map((q) => ({
    key: q.key,
    player: q.player,
    rank: q.rank,
    starter: q.starter,
    plannedSeconds: q.plannedSeconds,
    makeLogit: q.makeLogit,
    zoneMix: q.zoneMix,
    freeThrowLogit: q.freeThrowLogit,
    usageWeight: q.usageWeight,
    assistWeight: q.assistWeight,
    turnoverWeight: q.turnoverWeight,
    offensiveReboundWeight: q.offensiveReboundWeight,
    defensiveReboundWeight: q.defensiveReboundWeight,
    stealWeight: q.stealWeight,
    blockWeight: q.blockWeight,
    foulWeight: q.foulWeight,
    foulDrawWeight: q.foulDrawWeight,
    defenseEffect: q.defenseEffect,
    enduranceSeconds: q.enduranceSeconds,
    side,
    fouls: 0,
    technicals: 0,
    seconds: 0,
    energy: 1,
    energyAt: 0,
    score: 0,
    onFloor: false,
    enteredAt: 0,
    box: emptyBox(),
  }));
}

export function displayName(player: DemoPlayer): string {
  return `${player.firstName} ${player.lastName}`;
}
