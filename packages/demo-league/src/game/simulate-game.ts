/**
 * One demo game, possession by possession, as a canonical game (source 'demo'): the same shape
 * the NCAA source produces, so the engine and the warehouse treat it exactly like real data.
 *
 * The game: a jump ball opens it (taller centre a little likelier to win; the loser gets the
 * alternating-possession arrow), possessions alternate until the period's clock runs out
 * (possession.ts), the arrow decides who starts the second half (men) or each later quarter
 * (women), the starters open each half, and tied games go to 5-minute overtimes — each opened
 * by a jump ball — until one team leads at the horn. Between possessions the ball is dead after
 * a violation, a made basket or made free throws (dead-ball.ts: timeouts, technicals,
 * substitutions).
 *
 * Pure and deterministic: every draw comes from the spec's seed (random.ts).
 */
import { otherSide } from '@courtside/contract';
import type { CanonicalGame, GamePlayer, TeamSide } from '@courtside/contract';
import type { DemoGameSpec } from '../model';
import { handleDeadBall } from './dead-ball';
import type { Box } from './players';
import { displayName } from './players';
import { playPossession } from './possession';
import type { PossessionStart } from './possession';
import { coachSubstitutions, startersBack } from './rotation';
import { GameState } from './state';

/** No real game has gone past seven overtimes; a cap keeps a broken model from looping. */
const MAX_OVERTIMES = 12;

/** The simulator's own totals, for checking what the engine derives from the events. */
export interface SimulatedTotals {
  readonly players: ReadonlyMap<string, Readonly<Box> & { readonly seconds: number }>;
  readonly teams: Readonly<
    Record<TeamSide, { readonly teamRebounds: number; readonly teamTurnovers: number }>
  >;
}

export interface SimulatedGame {
  readonly game: CanonicalGame;
  readonly totals: SimulatedTotals;
}

function jumpBall(g: GameState): TeamSide {
  const centre = (side: TeamSide) =>
    g.sides[side].floor.reduce((tall, p) => (p.player.heightIn > tall.player.heightIn ? p : tall));
  const home = centre('home');
  const away = centre('away');
  const edge = 0.04 * (home.player.heightIn - away.player.heightIn);
  const winner = g.rng.chance(Math.min(0.8, Math.max(0.2, 0.5 + edge))) ? home : away;
  g.log.jumpBall(winner.side, winner.key);
  return winner.side;
}

function playPeriod(g: GameState, first: TeamSide): void {
  let offense = first;
  let start: PossessionStart = 'periodStart';
  for (let guard = 0; guard < 1000 && g.remaining > 0; guard += 1) {
    const end = playPossession(g, offense, start);
    g.sides[offense].possessions += 1;
    if (end === 'periodEnd') break;
    offense = otherSide(offense);
    start = end;
    if (end === 'deadBall') g.deadBall('violation');
    else if (end === 'made') g.deadBall('made');
    else if (end === 'freeThrowsMade') g.deadBall('freeThrowsMade');
  }
  if (g.remaining > 0) g.runClock(g.remaining);
  g.log.boundary('periodEnd');
}

/** Who has the ball to open `period`, and the lineups the coaches send out. */
function openPeriod(g: GameState, period: number): TeamSide {
  const { regulationPeriods } = g.format;
  const halftime = period === regulationPeriods / 2 + 1;
  g.rest(halftime ? 0.6 : 0.25);
  g.startPeriod(period);
  g.log.boundary('periodStart');
  for (const side of ['home', 'away'] as const) {
    if (halftime) startersBack(g, side);
    else coachSubstitutions(g, side);
  }
  if (period > regulationPeriods) return jumpBall(g);
  const side = g.arrow;
  g.arrow = otherSide(side);
  return side;
}

/** Plays the whole game; returns the state at the final horn and the periods played. */
function play(spec: DemoGameSpec): { g: GameState; periods: number } {
  const g = new GameState(spec);
  g.deadBall = (moment, keep) => handleDeadBall(g, moment, keep);
  for (const side of ['home', 'away'] as const) {
    for (const p of g.sides[side].floor) p.onFloor = true;
  }
  g.syncFloor();
  g.startPeriod(1);
  g.log.boundary('periodStart');
  const tip = jumpBall(g);
  g.arrow = otherSide(tip);
  playPeriod(g, tip);
  let period = 1;
  const last = g.format.regulationPeriods + MAX_OVERTIMES;
  while (period < last) {
    const decided = period >= g.format.regulationPeriods && g.margin('home') !== 0;
    if (decided) break;
    period += 1;
    playPeriod(g, openPeriod(g, period));
  }
  return { g, periods: period };
}

/** The canonical game of `spec`: same spec (seed included), same game, event for event. */
export function simulateGame(spec: DemoGameSpec): CanonicalGame {
  const { g, periods } = play(spec);
  return canonical(g, periods);
}

/** The game and the simulator's own totals (for tests that check the engine against them). */
export function simulateGameDetailed(spec: DemoGameSpec): SimulatedGame {
  const { g, periods } = play(spec);
  return { game: canonical(g, periods), totals: totals(g) };
}

function canonical(g: GameState, periods: number): CanonicalGame {
  const { spec } = g;
  const players: GamePlayer[] = [];
  for (const side of ['home', 'away'] as const) {
    for (const p of g.sides[side].players) {
      players.push({
        key: p.key,
        side,
        playerId: p.player.playerId,
        name: displayName(p.player),
        jersey: p.player.jersey,
        position: p.player.position,
        starter: p.starter,
      });
    }
  }
  return {
    gameId: spec.gameId,
    competitionId: spec.competitionId,
    gender: spec.gender,
    date: spec.date,
    neutralSite: spec.neutralSite,
    format: g.format,
    home: { teamId: spec.home.teamId, name: spec.home.market },
    away: { teamId: spec.away.teamId, name: spec.away.market },
    players,
    finalScore: { home: g.log.score.home, away: g.log.score.away },
    periods,
    events: g.log.events,
    source: 'demo',
  };
}

function totals(g: GameState): SimulatedTotals {
  const players = new Map<string, Box & { seconds: number }>();
  for (const side of ['home', 'away'] as const) {
    for (const p of g.sides[side].players) players.set(p.key, { ...p.box, seconds: p.seconds });
  }
  const team = (side: TeamSide) => {
    const s = g.sides[side];
    return {
      teamRebounds: s.teamRebounds.offensive + s.teamRebounds.defensive,
      teamTurnovers: s.teamTurnovers.value,
    };
  };
  return { players, teams: { home: team('home'), away: team('away') } };
}
