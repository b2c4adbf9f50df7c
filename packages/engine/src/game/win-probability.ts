/**
 * In-game win probability (METHODS §7 [S42]). The default model is the sanity curve
 *   p(home wins) = Φ((m + S·τ) / (σ·√τ)),  τ = seconds left / 2400,
 * with m the home margin, S the pregame expected home margin (0 when unknown: the "naive"
 * probability garbage time uses) and σ the standard deviation of a whole game's margin (config,
 * 10 for men, 11 for women). It treats the rest of the game as a random walk whose drift is the
 * pregame edge: the expected final margin is m + S·τ and its variance shrinks with time left.
 *
 * Overtime has its own remaining time: in an overtime τ counts that period's seconds left (at most
 * 300/2400), not a regulation clock. At a horn with the score tied (end of regulation or of an
 * overtime) the game goes on, so τ is a full overtime's; at the final horn, a horn with a leader,
 * the probability is exactly 0 or 1. A fitted model (win-probability-fit.ts) can replace the
 * curve; the horn rule holds for it too.
 *
 * Summaries: the excitement index Σ|ΔWP|·2400/game seconds (scaled so an overtime game does not
 * score higher for its length alone) and win probability added (WPA) per play, the change each
 * event caused. Φ is the engine's shared one (math/stats.ts).
 */
import { gameSecond, isOvertime } from '@courtside/contract';
import type { CanonicalGame, PeriodFormat, Score, TeamSide } from '@courtside/contract';
import { constantsForGame, DEFAULT_CONSTANTS } from '../config/constants';
import { normalCdf } from '../math/stats';
import type { EngineConstants } from '../config/constants';
import type { WinProbabilityPoint } from './facts';

type WinProbabilityConstants = EngineConstants['winProbability'];

/** Where a game stands, as the win-probability models see it. */
export interface GameState {
  /** Seconds left in regulation, or in the current overtime when `overtime`. */
  readonly secondsLeft: number;
  readonly overtime: boolean;
  /** Home points minus away points. */
  readonly margin: number;
  /** Pregame expected home margin (METHODS §3 spread, home court included); 0 when unknown. */
  readonly pregameSpread: number;
  /** Who has the ball: +1 home, −1 away, 0 unknown (only fitted models use it). */
  readonly possession?: number;
}

export type WinProbabilityModel = (state: GameState) => number;

export function gameStateAt(
  format: PeriodFormat,
  period: number,
  clock: number,
  score: Score,
  pregameSpread = 0,
): GameState {
  const overtime = isOvertime(format, period);
  const regulationSeconds = format.regulationPeriods * format.regulationPeriodSeconds;
  const secondsLeft = overtime
    ? clock
    : Math.max(0, regulationSeconds - gameSecond(format, period, clock));
  return { secondsLeft, overtime, margin: score.home - score.away, pregameSpread };
}

/** The final horn: no time left and a leader (a tie at a horn means overtime). */
export function isFinalHorn(state: GameState): boolean {
  return state.secondsLeft <= 0 && state.margin !== 0;
}

/** The sanity curve p = Φ((m + S·τ)/(σ·√τ)). */
export function sanityWinProbability(
  state: GameState,
  c: WinProbabilityConstants = DEFAULT_CONSTANTS.winProbability,
  overtimeSeconds = 300,
): number {
  if (isFinalHorn(state)) return state.margin > 0 ? 1 : 0;
  // Tied at a horn: a whole overtime is still to play.
  const seconds = state.secondsLeft > 0 ? state.secondsLeft : overtimeSeconds;
  const tau = seconds / c.referenceSeconds;
  return normalCdf((state.margin + state.pregameSpread * tau) / (c.sigma * Math.sqrt(tau)));
}

/** Probability that the home team wins before tip-off: Φ(S/σ) (a 7-point favourite: 75.8%). */
export function pregameWinProbability(
  pregameSpread: number,
  c: WinProbabilityConstants = DEFAULT_CONSTANTS.winProbability,
): number {
  return normalCdf(pregameSpread / c.sigma);
}

export interface WinProbabilityOptions {
  /** Pregame expected home margin; 0 gives the naive probability. */
  readonly pregameSpread?: number;
  /** Defaults to the game's season and gender (division 1). */
  readonly constants?: WinProbabilityConstants;
  /** A fitted model to use instead of the sanity curve. */
  readonly model?: WinProbabilityModel;
}

/** Home win probability after every event, in game order. */
export function winProbabilitySeries(
  game: Pick<CanonicalGame, 'format' | 'events' | 'gender' | 'competitionId' | 'date'>,
  options: WinProbabilityOptions = {},
): WinProbabilityPoint[] {
  const spread = options.pregameSpread ?? 0;
  // σ differs by gender, so the default is the game's own row of the constants table.
  const c = options.constants ?? constantsForGame(game).winProbability;
  const model =
    options.model ??
    ((state: GameState) => sanityWinProbability(state, c, game.format.overtimeSeconds));
  return game.events.map((event) => {
    const state = gameStateAt(game.format, event.period, event.clock, event.score, spread);
    const home = isFinalHorn(state) ? (state.margin > 0 ? 1 : 0) : model(state);
    return { seq: event.seq, gameSecond: gameSecond(game.format, event.period, event.clock), home };
  });
}

/**
 * Excitement index: total movement of the win probability, Σ|ΔWP| from the pregame value on,
 * scaled to a 40-minute game (× 2400 / game seconds).
 */
export function excitementIndex(
  series: readonly WinProbabilityPoint[],
  gameSeconds: number,
  pregame = 0.5,
): number {
  let previous = pregame;
  let total = 0;
  for (const point of series) {
    total += Math.abs(point.home - previous);
    previous = point.home;
  }
  return (total * 2400) / gameSeconds;
}

export interface PlayWinProbabilityAdded {
  readonly seq: number;
  readonly side: TeamSide | null;
  /** The player the event belongs to, when it has one. */
  readonly player: string | null;
  /** Change in the home win probability caused by the event. */
  readonly home: number;
  /** The same change from the acting side's point of view (null for game events). */
  readonly forSide: number | null;
}

/** Win probability added by every event (parallel to the events and the series). */
export function winProbabilityAdded(
  game: Pick<CanonicalGame, 'events'>,
  series: readonly WinProbabilityPoint[],
  pregame = 0.5,
): PlayWinProbabilityAdded[] {
  let previous = pregame;
  return game.events.map((event, index) => {
    const current = series[index]?.home ?? previous;
    const home = current - previous;
    previous = current;
    const player = 'player' in event ? event.player : null;
    const forSide = event.side === null ? null : event.side === 'home' ? home : -home;
    return { seq: event.seq, side: event.side, player, home, forSide };
  });
}
