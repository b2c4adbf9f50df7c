/**
 * Substitutions: what a coach does at a dead ball. Every available player gets a priority and
 * the five with the highest (under loose position limits: at most three guards and two centres)
 * should be on the floor; whoever is on the floor and not among them comes out.
 *
 * Priority, in minutes of "should be playing":
 * - normal play: minutes owed against the player's plan so far (planned × share of regulation
 *   elapsed − played) minus fatigue (below 75% energy a player wants a rest);
 * - players on the floor get a 3-minute edge and cannot be taken out in their first two
 *   minutes (no revolving door), so stints last several minutes as real ones do;
 * - foul trouble benches a player (2 fouls in the first ~45% of the game, 3 before 60%, 4
 *   before 85%), fouling out (5) or two technicals removes him for good;
 * - crunch time (last 4 minutes of a close game's last period or overtime): the best five by
 *   `overall` who have legs left; garbage time (a big margin late): the deep bench.
 * The starters open each half (and the women's third quarter) unless in foul trouble.
 */
import type { TeamSide } from '@courtside/contract';
import { energyOf } from './players';
import type { SimPlayer } from './players';
import type { GameState, SideState } from './state';

const FOUL_OUT = 5;
const MIN_STINT_SECONDS = 120;
const ON_FLOOR_EDGE_MINUTES = 3;

/** Whether a coach sits a player with `fouls` fouls this far (0..1) into regulation. */
export function inFoulTrouble(fouls: number, fractionElapsed: number): boolean {
  if (fouls >= 4) return fractionElapsed < 0.85;
  if (fouls >= 3) return fractionElapsed < 0.6;
  if (fouls >= 2) return fractionElapsed < 0.45;
  return false;
}

export function disqualified(player: SimPlayer): boolean {
  return player.fouls >= FOUL_OUT || player.technicals >= 2;
}

type Phase = 'normal' | 'crunch' | 'garbage';

function phaseOf(g: GameState, side: TeamSide): Phase {
  const regulationLeft = Math.max(0, 2400 - g.gameSecond);
  const margin = Math.abs(g.margin(side));
  if (g.finalPeriod && g.remaining <= 240 && margin <= 10) return 'crunch';
  if (regulationLeft <= 360 && margin >= 18) return 'garbage';
  if (regulationLeft <= 600 && margin >= 26) return 'garbage';
  return 'normal';
}

function priority(g: GameState, p: SimPlayer, phase: Phase): number {
  const now = g.gameSecond;
  const fraction = Math.min(1, now / 2400);
  const energy = energyOf(p, now);
  let value: number;
  if (phase === 'crunch') value = 3 * p.player.overall + 4 * energy - (p.rank > 8 ? 5 : 0);
  else if (phase === 'garbage') value = p.rank + 3 * energy;
  else value = (p.plannedSeconds * fraction - p.seconds) / 60 - 10 * Math.max(0, 0.75 - energy);
  if (p.onFloor) {
    value += ON_FLOOR_EDGE_MINUTES;
    if (now - p.enteredAt < MIN_STINT_SECONDS && phase === 'normal') value += 100;
  }
  if (inFoulTrouble(p.fouls, fraction)) value -= 200;
  return value;
}

/**
 * The five who should play: by priority (each candidate's `score`, set by the caller), at most
 * 3 guards and 2 centres when possible.
 */
function desiredFive(candidates: readonly SimPlayer[]): SimPlayer[] {
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.rank - b.rank);
  const five: SimPlayer[] = [];
  const count = { G: 0, F: 0, C: 0 };
  const limit = { G: 3, F: 5, C: 2 };
  for (const p of ranked) {
    if (five.length === 5) break;
    const position = p.player.position;
    if (count[position] >= limit[position]) continue;
    five.push(p);
    count[position] += 1;
  }
  for (const p of ranked) {
    if (five.length === 5) break;
    if (!five.includes(p)) five.push(p);
  }
  return five;
}

/** Puts `five` on the floor, logging outs then ins (every row shows the new lineup). */
function applyLineup(g: GameState, s: SideState, five: readonly SimPlayer[]): void {
  const leaving = s.floor.filter((p) => !five.includes(p));
  const entering = five.filter((p) => !s.floor.includes(p));
  if (leaving.length === 0) return;
  g.creditTime();
  const now = g.gameSecond;
  const queue = [...entering];
  s.floor = s.floor.map((p) => (five.includes(p) ? p : (queue.shift() ?? p)));
  for (const p of leaving) {
    p.onFloor = false;
    p.energyAt = now;
  }
  for (const p of entering) {
    p.energy = energyOf(p, now);
    p.onFloor = true;
    p.enteredAt = now;
  }
  g.syncFloor();
  for (const p of leaving) g.log.substitution(s.side, p.key, 'out');
  for (const p of entering) g.log.substitution(s.side, p.key, 'in');
}

function available(s: SideState): SimPlayer[] {
  const eligible = s.players.filter((p) => !disqualified(p));
  // A team always plays five: with fewer eligible (never seen in practice), the least-fouled
  // disqualified players stay available rather than leaving the side short.
  if (eligible.length >= 5) return eligible;
  const rest = s.players.filter(disqualified).sort((a, b) => a.fouls - b.fouls);
  return [...eligible, ...rest.slice(0, 5 - eligible.length)];
}

/** A dead ball: the coach may change any of the five (but not `keep`, a free-throw shooter). */
export function coachSubstitutions(g: GameState, side: TeamSide, keep?: SimPlayer): void {
  const s = g.sides[side];
  const phase = phaseOf(g, side);
  const pool = available(s);
  let weakestOnFloor = Number.POSITIVE_INFINITY;
  let bestOnBench = Number.NEGATIVE_INFINITY;
  let floorAvailable = 0;
  for (const p of pool) {
    p.score = priority(g, p, phase) + (p === keep ? 1000 : 0);
    if (p.onFloor) {
      weakestOnFloor = Math.min(weakestOnFloor, p.score);
      floorAvailable += 1;
    } else bestOnBench = Math.max(bestOnBench, p.score);
  }
  // Nobody on the bench outranks anyone on the floor: the five stay (the common case).
  if (bestOnBench <= weakestOnFloor && floorAvailable === 5) return;
  applyLineup(g, s, desiredFive(pool));
}

/** Players who must leave now (fouled out, ejected) are replaced, nobody else moves. */
export function forcedSubstitutions(g: GameState, side: TeamSide): void {
  const s = g.sides[side];
  if (!s.floor.some(disqualified)) return;
  const pool = available(s);
  const stay = s.floor.filter((p) => pool.includes(p));
  const phase = phaseOf(g, side);
  const bench = pool.filter((p) => !stay.includes(p));
  for (const p of bench) p.score = priority(g, p, phase);
  const fill = desiredFive(bench).slice(0, 5 - stay.length);
  applyLineup(g, s, [...stay, ...fill]);
}

/** The opening lineup of a half (and of the women's third quarter): the starters when fit. */
export function startersBack(g: GameState, side: TeamSide): void {
  const s = g.sides[side];
  const fraction = Math.min(1, g.gameSecond / 2400);
  const pool = available(s);
  for (const p of pool) {
    p.score = (p.starter && !inFoulTrouble(p.fouls, fraction) ? 100 : 0) + p.player.overall;
  }
  applyLineup(g, s, desiredFive(pool));
}
