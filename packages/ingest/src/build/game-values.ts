/**
 * How a game's values are stored: the event columns shared by every event type, and the player
 * keys (roster-linked players under one key for all their games).
 */
import type { CanonicalGame, GameEvent } from '@courtside/contract';
import type { GameFacts } from '@courtside/engine';

export interface EventFields {
  player: string | null;
  made: boolean | null;
  value: number | null;
  detail: string | null;
  other: string | null;
}

/**
 * The type-specific columns of an event, written into `into` (reused from event to event: a game
 * has ≈ 500 events, and an object each was garbage for nothing).
 */
export function eventFields(event: GameEvent, into: EventFields): EventFields {
  into.player = null;
  into.made = null;
  into.value = null;
  into.detail = null;
  into.other = null;
  switch (event.type) {
    case 'shot':
      into.player = event.player;
      into.made = event.made;
      into.value = event.value;
      into.detail = event.shotType;
      into.other = event.assist ?? event.blockedBy;
      break;
    case 'freeThrow':
      into.player = event.player;
      into.made = event.made;
      into.value = 1;
      into.detail = `${event.attempt}/${event.of}${event.technical ? ' technical' : ''}`;
      break;
    case 'rebound':
      into.player = event.player;
      into.detail = `${event.offensive ? 'offensive' : 'defensive'}${event.deadBall ? ' deadball' : ''}`;
      break;
    case 'turnover':
      into.player = event.player;
      into.detail = event.kind;
      break;
    case 'steal':
    case 'block':
    case 'other':
      into.player = event.player;
      break;
    case 'foul':
      into.player = event.player;
      into.value = event.freeThrows;
      into.detail = event.kind;
      into.other = event.drawnBy;
      break;
    case 'substitution':
      into.player = event.player;
      into.detail = event.direction;
      break;
    case 'timeout':
      into.detail = event.kind;
      break;
    case 'jumpBall':
      into.player = event.player;
      into.detail = event.outcome;
      break;
    default:
      break;
  }
  return into;
}

/**
 * The player key stored for a game's key: `id:<roster id>` for a player the source linked to
 * its roster, else the game's own key. Sources key players per game (the NCAA adapter by side
 * and name, "home:NOLAN.WINTER"), so one player would otherwise get one key for his home games
 * and another for his away games, and every per-key aggregate (player_aggregates, lineups,
 * on/off, RAPM) would split him in two. A roster id two players of one game share (a bad
 * link) keeps both on their own keys rather than merging them.
 */
export function storedKeys(game: CanonicalGame): (key: string | null | undefined) => string | null {
  const byId = new Map<number, string[]>();
  for (const p of game.players) {
    if (p.playerId !== null) byId.set(p.playerId, [...(byId.get(p.playerId) ?? []), p.key]);
  }
  const stored = new Map<string, string>();
  for (const [playerId, keys] of byId) {
    if (keys.length === 1 && keys[0] !== undefined) stored.set(keys[0], `id:${playerId}`);
  }
  if (stored.size === 0) return (key) => key ?? null;
  return (key) => (key === null || key === undefined ? null : (stored.get(key) ?? key));
}

/**
 * The five stored keys of an on-floor list. Events of one stretch share their list object, so
 * each list is mapped once, not once per event (≈ 500 events a game × 10 players).
 */
export function floorKeys(
  k: (key: string | null | undefined) => string | null,
): (floor: readonly string[] | undefined) => ReadonlyArray<string | null> {
  const none: ReadonlyArray<string | null> = [null, null, null, null, null];
  const mapped = new Map<readonly string[], ReadonlyArray<string | null>>();
  return (floor) => {
    if (floor === undefined) return none;
    let keys = mapped.get(floor);
    if (keys === undefined) {
      keys = [k(floor[0]), k(floor[1]), k(floor[2]), k(floor[3]), k(floor[4])];
      mapped.set(floor, keys);
    }
    return keys;
  };
}

/**
 * The home win probability after an event, by the event's index and seq. The engine's series
 * has one point per event in game order (seqs strictly increase, as the contract requires), so
 * the point at the same index is the event's: no map of ≈ 500 points per game. A seq that does
 * not match there (a series built otherwise) is looked up by seq.
 */
export function winProbabilityOf(
  facts: Pick<GameFacts, 'winProbability'>,
): (index: number, seq: number) => number | undefined {
  const series = facts.winProbability;
  let bySeq: Map<number, number> | null = null;
  return (index, seq) => {
    const point = series[index];
    if (point !== undefined && point.seq === seq) return point.home;
    bySeq ??= new Map(series.map((p) => [p.seq, p.home]));
    return bySeq.get(seq);
  };
}
