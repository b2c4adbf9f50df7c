/**
 * One `ShotFact` per field-goal attempt (METHODS §5-§6): where it was taken (distance, basic zone,
 * heave), how (assisted, blocked, transition) and when it mattered (clutch, deciding, tying,
 * go-ahead, game-winner). Free throws are not field-goal attempts and get no fact.
 *
 * - Zone and distance come from the location; a shot without one has null distance and zone and
 *   is not a heave. The play-by-play's value (2 or 3) decides which zones are possible.
 * - Blocked: the shot names its blocker, or (sources that record the block as its own event) a
 *   block by the other side follows or precedes the missed shot at the same clock with no other
 *   attempt in between.
 * - Transition: with the game's possessions, the flag of the possession the shot belongs to (the
 *   possession counter sets it with `transitionFlags`); without them, the shot opens a
 *   transition chance itself or the source marks it fastBreak.
 * - The constants are the game's season's unless given (division 1 unless told).
 */
import type { CanonicalGame, GameEvent, ShotEvent } from '@courtside/contract';
import { constantsForGame } from '../config/constants';
import type { Division, EngineConstants } from '../config/constants';
import { clutchSeqs } from './clutch';
import { distanceFt } from './court';
import { decidingShotFlags, NOT_DECIDING } from './deciding-shots';
import type { Possession, ShotFact } from './facts';
import { transitionAttemptSeqs } from './transition';
import { basicZone, isHeave } from './zones';

export interface ShotFactsOptions {
  readonly constants?: EngineConstants;
  readonly division?: Division;
  /** The game's possessions, whose `transition` flags the shots inherit. */
  readonly possessions?: readonly Pick<Possession, 'startSeq' | 'endSeq' | 'transition'>[];
  /** Clutch seqs already computed for the game (computed here otherwise). */
  readonly clutchSeqs?: Iterable<number>;
}

/** Whether a missed shot was blocked, looking at the events around it at the same clock. */
function isBlocked(events: readonly GameEvent[], index: number, shot: ShotEvent): boolean {
  if (shot.blockedBy !== null) return true;
  if (shot.made) return false;
  for (const direction of [1, -1]) {
    for (let i = index + direction; i >= 0 && i < events.length; i += direction) {
      const event = events[i];
      if (event === undefined || event.period !== shot.period || event.clock !== shot.clock) break;
      if (event.type === 'shot' || event.type === 'freeThrow') break;
      if (event.type === 'block' && event.side !== null && event.side !== shot.side) return true;
    }
  }
  return false;
}

function possessionTransition(
  possessions: NonNullable<ShotFactsOptions['possessions']>,
  seq: number,
): boolean {
  // Possessions are in order: binary search for the last one starting at or before seq.
  let low = 0;
  let high = possessions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((possessions[middle]?.startSeq ?? Infinity) <= seq) low = middle + 1;
    else high = middle;
  }
  const possession = possessions[low - 1];
  return possession !== undefined && seq <= possession.endSeq && possession.transition;
}

export function shotFacts(game: CanonicalGame, options: ShotFactsOptions = {}): ShotFact[] {
  const c = options.constants ?? constantsForGame(game, options.division);
  const clutch = new Set(options.clutchSeqs ?? clutchSeqs(game, c.clutch));
  const deciding = decidingShotFlags(game, c.decidingShots);
  const transitionStarts = options.possessions
    ? null
    : transitionAttemptSeqs(game, { windowSeconds: c.transition.windowSeconds });
  const facts: ShotFact[] = [];
  game.events.forEach((event, index) => {
    if (event.type !== 'shot' || event.side === null) return;
    const location = event.location;
    const flags = deciding.get(event.seq) ?? NOT_DECIDING;
    const transition = options.possessions
      ? possessionTransition(options.possessions, event.seq)
      : event.context.fastBreak || (transitionStarts?.has(event.seq) ?? false);
    facts.push({
      seq: event.seq,
      side: event.side,
      player: event.player,
      period: event.period,
      clock: event.clock,
      made: event.made,
      value: event.value,
      location,
      distance: location ? distanceFt(location) : null,
      zone: location ? basicZone(location, event.value, c) : null,
      heave: location ? isHeave(location, c) : false,
      assisted: event.made && event.assist !== null,
      assistedBy: event.made ? event.assist : null,
      blocked: isBlocked(game.events, index, event),
      clutch: clutch.has(event.seq),
      deciding: flags.deciding,
      tying: flags.tying,
      goAhead: flags.goAhead,
      gameWinner: flags.gameWinner,
      transition,
    });
  });
  return facts;
}
