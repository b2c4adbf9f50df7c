/**
 * A game in progress as the engine reads it. The live stream delivers a game as enh-pbp rows;
 * they are turned back into the canonical game they were written from, and the box score,
 * plus-minus and lineups are then the engine's own (derive-game.ts) — the numbers the finished
 * game's pages show — rather than formulas written a second time.
 *
 * How a row holds its event's canonical fields (the build writes them so, one column each):
 * - `actionType` is the event type (shot, freeThrow, rebound, …, periodStart, periodEnd);
 * - `subType` is a shot's type, a free throw's "1/2" (plus " technical"), a rebound's
 *   "offensive"/"defensive" (plus " deadball"), a turnover's or foul's kind, a substitution's
 *   in/out, a timeout's kind and a jump ball's outcome;
 * - `points` is a shot's attempted value and the free throws a foul awards;
 * - `otherPlayerId` is a made shot's assister, a missed shot's blocker and a foul's fouled player
 *   (the assister plays for the shooter's side, the blocker and the fouled player for the other);
 * - the lineups of each row are the ten players on the floor at the event.
 * Players are keyed `id:<playerId>`, or by side and name when the row carries no id. Starters are
 * the ten on the floor at the first row. The rows carry no play context (fast break, second
 * chance, off a turnover), so it is false throughout: it feeds only the team's context points,
 * which the live box score does not show.
 *
 * Minutes use the 'feed' basis (minutes.ts): time runs from one recorded event to the next, so a
 * game still being played credits nobody past its latest event. Clutch splits are skipped.
 */
import { PERIOD_FORMATS, merged } from '@courtside/contract';
import type {
  CanonicalGame,
  FoulKind,
  GamePlayer,
  GameEvent,
  GameTeamRef,
  Gender,
  OnFloor,
  ShotType,
  TeamSide,
} from '@courtside/contract';
import type { EnhPbpRow } from '@courtside/contract/schemas';
import { deriveGameDetailed } from './derive-game';
import type { PlayerBoxLine, TeamBoxLine } from './facts';
import type { LineupLine } from './lineups';

/** The fields of an enh-pbp row the conversion reads. */
export type LivePbpRow = Pick<
  EnhPbpRow,
  | 'seq'
  | 'period'
  | 'clock'
  | 'actionType'
  | 'subType'
  | 'isHome'
  | 'playerId'
  | 'fullName'
  | 'otherPlayerId'
  | 'otherFullName'
  | 'isMade'
  | 'points'
  | 'homeScore'
  | 'awayScore'
  | 'x'
  | 'y'
  | 'description'
  | 'homeLineup'
  | 'awayLineup'
>;

/** What the rows do not say about the game. */
export interface LiveGameMeta {
  readonly gameId: number;
  readonly competitionId: number | null;
  readonly gender: Gender;
  /** Local calendar date, yyyy-mm-dd. */
  readonly date: string;
  readonly neutralSite: boolean;
  readonly home: GameTeamRef;
  readonly away: GameTeamRef;
}

type UnitPlayer = EnhPbpRow['homeLineup'][number];

const SHOT_TYPES: readonly ShotType[] = ['jumper', 'layup', 'dunk', 'hook', 'tip', 'other'];
const FOUL_KINDS: readonly FoulKind[] = [
  'personal',
  'shooting',
  'offensive',
  'technical',
  'flagrant1',
  'flagrant2',
  'unsportsmanlike',
  'other',
];
const NO_CONTEXT = { fastBreak: false, secondChance: false, fromTurnover: false } as const;

const sideOf = (isHome: boolean | null): TeamSide | null =>
  isHome === null ? null : isHome ? 'home' : 'away';
const otherSideOf = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

/** The key of a player of `side`: the roster id when there is one, else side and name. */
export function livePlayerKey(side: TeamSide, playerId: number | null, name: string): string {
  return playerId === null ? `${side}:${name}` : `id:${playerId}`;
}

/** The players met in the rows, in order of appearance, under their keys. */
class Roster {
  readonly players = new Map<string, GamePlayer>();
  private starters = new Set<string>();

  key(side: TeamSide, playerId: number | null, name: string | null): string | null {
    if (playerId === null && (name === null || name === '')) return null;
    const label = name ?? `#${playerId}`;
    const key = livePlayerKey(side, playerId, label);
    if (!this.players.has(key)) {
      this.players.set(key, {
        key,
        side,
        playerId,
        name: label,
        jersey: null,
        position: null,
        starter: false,
      });
    }
    return key;
  }

  unit(side: TeamSide, unit: readonly UnitPlayer[]): string[] {
    return unit.flatMap((p) => this.key(side, p.playerId, p.fullName) ?? []);
  }

  markStarters(keys: readonly string[]): void {
    this.starters = new Set(keys);
  }

  list(): GamePlayer[] {
    return [...this.players.values()].map((p) => ({ ...p, starter: this.starters.has(p.key) }));
  }
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

function freeThrowOf(subType: string | null): { attempt: number; of: number; technical: boolean } {
  const match = /^(\d+)\/(\d+)/.exec(subType ?? '');
  return {
    attempt: match ? Number(match[1]) : 1,
    of: match ? Number(match[2]) : 1,
    technical: (subType ?? '').includes('technical'),
  };
}

function eventOf(row: LivePbpRow, roster: Roster, onFloor: OnFloor | null): GameEvent {
  const side = sideOf(row.isHome);
  const base = {
    seq: row.seq,
    period: row.period,
    clock: row.clock,
    side,
    score: { home: row.homeScore, away: row.awayScore },
    onFloor,
    description: row.description,
  };
  const player = side === null ? null : roster.key(side, row.playerId, row.fullName);
  const other = (ofSide: TeamSide | null) =>
    ofSide === null ? null : roster.key(ofSide, row.otherPlayerId, row.otherFullName);
  const made = row.isMade === true;
  const subType = row.subType ?? '';
  switch (row.actionType) {
    case 'shot':
      if (player === null) break;
      return merged(base, {
        type: 'shot' as const,
        player,
        made,
        value: row.points === 3 ? (3 as const) : (2 as const),
        shotType: SHOT_TYPES.find((type) => type === subType) ?? 'other',
        assist: made ? other(side) : null,
        blockedBy: made || side === null ? null : other(otherSideOf(side)),
        location: row.x === null || row.y === null ? null : { x: row.x, y: row.y },
        context: NO_CONTEXT,
      });
    case 'freeThrow':
      if (player === null) break;
      return merged(base, {
        type: 'freeThrow' as const,
        player,
        made,
        ...freeThrowOf(row.subType),
        context: NO_CONTEXT,
      });
    case 'rebound':
      return merged(base, {
        type: 'rebound' as const,
        player,
        offensive: subType.startsWith('offensive'),
        deadBall: subType.includes('deadball'),
      });
    case 'turnover':
      return merged(base, { type: 'turnover' as const, player, kind: subType });
    case 'steal':
    case 'block':
      if (player === null) break;
      return merged(base, { type: row.actionType, player });
    case 'foul':
      return merged(base, {
        type: 'foul' as const,
        player,
        kind: FOUL_KINDS.find((kind) => kind === subType) ?? 'other',
        freeThrows: row.points ?? 0,
        drawnBy: side === null ? null : other(otherSideOf(side)),
      });
    case 'substitution':
      if (player === null) break;
      return merged(base, {
        type: 'substitution' as const,
        player,
        direction: subType === 'in' ? ('in' as const) : ('out' as const),
      });
    case 'timeout':
      return merged(base, { type: 'timeout' as const, kind: subType });
    case 'jumpBall':
      return merged(base, {
        type: 'jumpBall' as const,
        player,
        outcome: subType === 'won' || subType === 'lost' ? subType : ('heldBall' as const),
      });
    case 'periodStart':
    case 'periodEnd':
      return merged(base, { type: row.actionType });
    default:
      break;
  }
  return merged(base, { type: 'other' as const, player });
}

/** The canonical game of the rows so far (rows in seq order). */
export function canonicalGameFromRows(
  rows: readonly LivePbpRow[],
  meta: LiveGameMeta,
): CanonicalGame {
  const format = PERIOD_FORMATS[meta.gender];
  const roster = new Roster();
  const events: GameEvent[] = [];
  let floor: OnFloor | null = null;
  for (const row of rows) {
    const home = roster.unit('home', row.homeLineup);
    const away = roster.unit('away', row.awayLineup);
    if (home.length === 0 && away.length === 0) {
      floor = null;
    } else if (floor === null || !sameKeys(floor.home, home) || !sameKeys(floor.away, away)) {
      // Events of one stretch share one list, as the engine's sources hand them over.
      if (floor === null && events.every((event) => event.onFloor === null)) {
        roster.markStarters([...home, ...away]);
      }
      floor = { home, away };
    }
    events.push(eventOf(row, roster, floor));
  }
  const last = rows.at(-1);
  return {
    gameId: meta.gameId,
    competitionId: meta.competitionId,
    gender: meta.gender,
    date: meta.date,
    neutralSite: meta.neutralSite,
    format,
    home: meta.home,
    away: meta.away,
    players: roster.list(),
    finalScore: { home: last?.homeScore ?? 0, away: last?.awayScore ?? 0 },
    periods: Math.max(format.regulationPeriods, ...rows.map((row) => row.period)),
    events,
    source: 'live',
  };
}

export interface LiveBoxScore {
  /** Every player met so far, whole-game lines. */
  readonly players: readonly PlayerBoxLine[];
  /** Both teams' whole-game lines (team rebounds and turnovers included). */
  readonly teams: readonly TeamBoxLine[];
  /** Each five that has played, with its plus-minus so far. */
  readonly lineups: readonly LineupLine[];
  /** The player keys on the floor at the latest event; null when the rows do not say. */
  readonly onFloor: OnFloor | null;
}

/** Box score, plus-minus and lineups of a game from its rows so far. */
export function liveBoxScore(rows: readonly LivePbpRow[], meta: LiveGameMeta): LiveBoxScore {
  if (rows.length === 0) return { players: [], teams: [], lineups: [], onFloor: null };
  const game = canonicalGameFromRows(rows, meta);
  const derived = deriveGameDetailed(game, { clutchSeqs: [], minutesBasis: 'feed' });
  return {
    players: derived.facts.players.filter((line) => line.split === 'game'),
    teams: derived.facts.teams.filter((line) => line.split === 'game'),
    lineups: derived.lineups,
    onFloor: game.events.at(-1)?.onFloor ?? null,
  };
}
