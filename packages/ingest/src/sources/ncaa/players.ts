/**
 * The game's players: everyone in the publisher's player box, on the floor in any row, or named
 * by an event, keyed by side. Names become "First Last" in the scorer's own spelling when a
 * description gives it ("Jayme Mitchell Jr.", "Te-Hina Paopao"), else title case of FIRST.LAST.
 * Starters are the ten on the floor at the opening event. Jersey, position and Courtside ids
 * come from a roster when the caller passes one.
 */
import type { GameEvent, GamePlayer, TeamSide } from '@courtside/contract';
import { displayNameFromSource, lettersOnly, sourceNameOfKey } from './names';

export interface RosterEntry {
  /** "First Last", "Last, First" or FIRST.LAST. */
  readonly name: string;
  readonly playerId?: number | null;
  readonly jersey?: string | null;
  readonly position?: string | null;
}

export interface BundleRosters {
  readonly home?: readonly RosterEntry[];
  readonly away?: readonly RosterEntry[];
}

function rosterLetters(name: string): string {
  const comma = name.indexOf(',');
  const ordered = comma < 0 ? name : `${name.slice(comma + 1)} ${name.slice(0, comma)}`;
  return lettersOnly(ordered);
}

function findRosterEntry(
  roster: readonly RosterEntry[] | undefined,
  key: string,
  display: string,
): RosterEntry | undefined {
  if (roster === undefined) return undefined;
  const candidates = new Set([lettersOnly(sourceNameOfKey(key)), lettersOnly(display)]);
  return roster.find((entry) => candidates.has(rosterLetters(entry.name)));
}

/** Every player key an event mentions. */
export function eventPlayerKeys(event: GameEvent): string[] {
  const keys: Array<string | null> = [];
  switch (event.type) {
    case 'shot':
      keys.push(event.player, event.assist, event.blockedBy);
      break;
    case 'foul':
      keys.push(event.player, event.drawnBy);
      break;
    case 'freeThrow':
    case 'steal':
    case 'block':
    case 'substitution':
    case 'rebound':
    case 'turnover':
    case 'jumpBall':
    case 'other':
      keys.push(event.player);
      break;
    default:
      break;
  }
  return keys.filter((key): key is string => key !== null);
}

export interface PlayerSources {
  /** Keys in the publisher's player box, in its order. */
  readonly boxKeys: readonly string[];
  readonly events: readonly GameEvent[];
  /** Description spellings seen for each key. */
  readonly spellings: ReadonlyMap<string, string>;
  readonly rosters: BundleRosters | undefined;
}

export function buildPlayers(sources: PlayerSources): GamePlayer[] {
  // Insertion order: box first, then as first seen on the floor or in an event.
  const order = new Set<string>(sources.boxKeys);
  const add = (key: string): void => {
    order.add(key);
  };
  for (const event of sources.events) {
    event.onFloor?.home.forEach(add);
    event.onFloor?.away.forEach(add);
    eventPlayerKeys(event).forEach(add);
  }
  const opening = sources.events.find((event) => event.onFloor !== null)?.onFloor;
  const starters = new Set([...(opening?.home ?? []), ...(opening?.away ?? [])]);
  const players = [...order].map((key): GamePlayer => {
    const side: TeamSide = key.startsWith('home:') ? 'home' : 'away';
    const name = sources.spellings.get(key) ?? displayNameFromSource(sourceNameOfKey(key));
    const entry = findRosterEntry(sources.rosters?.[side], key, name);
    return {
      key,
      side,
      playerId: entry?.playerId ?? null,
      name,
      jersey: entry?.jersey ?? null,
      position: entry?.position ?? null,
      starter: starters.has(key),
    };
  });
  // Home before away, each side in the order first seen (box order first).
  return [...players.filter((p) => p.side === 'home'), ...players.filter((p) => p.side === 'away')];
}
