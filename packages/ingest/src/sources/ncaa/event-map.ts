/**
 * One play-by-play row → one canonical event (without seq and score, which are assigned once the
 * rows are in their final order). The feed names an event by `event_type` ("Layup", "Commits
 * Foul", "Deadball Rebound"…) and qualifies it in `event_description` ("foul personal
 * shooting;2freethrow;", "turnover shotclock team;", "freethrow 1of2 2ndchance; made"). Types
 * this table does not know fall back to the description's keywords, then to 'other' — counted
 * in the ingest report, never dropped.
 */
import type {
  FoulKind,
  GameEvent,
  OnFloor,
  PlayContext,
  ShotType,
  TeamSide,
} from '@courtside/contract';
import { playerKey } from './names';

type WithoutSeqScore<E> = E extends GameEvent ? Omit<E, 'seq' | 'score'> : never;
/** A canonical event before it has a place in the game. */
export type DraftEvent = WithoutSeqScore<GameEvent>;

/** What the mapper needs to know about a row beyond its own text. */
export interface RowFacts {
  readonly type: string;
  readonly description: string;
  readonly result: string | null;
  readonly shotValue: number | null;
  readonly side: TeamSide | null;
  readonly player1: string | null;
  readonly player2: string | null;
  readonly period: number;
  readonly clock: number;
  readonly onFloor: OnFloor | null;
}

/** The mapped event and the name of the rule that mapped it (for the ingest report). */
export interface MappedRow {
  readonly event: DraftEvent;
  readonly rule: string;
  /** A "Draw Foul" row: paired with the foul it names and kept as an 'other' event. */
  readonly foulDrawn: boolean;
}

const SHOT_TYPES = new Set(['layup', 'dunk', 'hook', 'two point jumper', 'three point jumper']);

function has(text: string, pattern: RegExp): boolean {
  return pattern.test(text);
}

export function playContext(description: string, isShot: boolean): PlayContext {
  const base = {
    fastBreak: has(description, /fastbreak/i),
    secondChance: has(description, /2ndchance/i),
    fromTurnover: has(description, /fromturnover/i),
  };
  return isShot ? { ...base, inPaint: has(description, /pointsinthepaint/i) } : base;
}

export function shotTypeOf(type: string, description: string): ShotType {
  const words = `${type} ${description}`.toLowerCase();
  if (/dunk|alleyoop/.test(words)) return 'dunk';
  if (/tipin|tip shot|tipshot|putback/.test(words)) return 'tip';
  if (/hook/.test(words)) return 'hook';
  if (/layup|fingerroll/.test(words)) return 'layup';
  if (/jump|jumper|floating|fadeaway|pullup|stepback|turnaround/.test(words)) return 'jumper';
  return 'other';
}

function madeOf(row: RowFacts): boolean | null {
  const result = row.result?.toLowerCase() ?? '';
  if (result === 'made') return true;
  if (result === 'missed') return false;
  if (/\bmade\b/i.test(row.description)) return true;
  if (/\bmissed\b/i.test(row.description)) return false;
  return null;
}

export function foulKindOf(description: string): FoulKind {
  const text = description.toLowerCase();
  if (/flagrant\s*2|flagrant2/.test(text)) return 'flagrant2';
  if (/flagrant/.test(text)) return 'flagrant1';
  if (/unsportsmanlike/.test(text)) return 'unsportsmanlike';
  if (/technical/.test(text)) return 'technical';
  if (/offensive/.test(text)) return 'offensive';
  if (/shooting/.test(text)) return 'shooting';
  if (/personal/.test(text)) return 'personal';
  return 'other';
}

/** "2freethrow" → 2; a one-and-one is recorded as a trip of up to two ("1of2", "2of2"). */
export function foulFreeThrows(description: string): number {
  const count = /(\d)\s*freethrow/i.exec(description);
  if (count !== null) return Number(count[1]);
  return /oneandone/i.test(description) ? 2 : 0;
}

function firstWordAfter(description: string, keyword: string): string {
  const match = new RegExp(`${keyword}\\s+([a-z0-9]+)`, 'i').exec(description);
  return match?.[1]?.toLowerCase() ?? 'unknown';
}

type Classified =
  | 'shot'
  | 'freeThrow'
  | 'rebound'
  | 'turnover'
  | 'steal'
  | 'block'
  | 'foul'
  | 'foulDrawn'
  | 'substitution'
  | 'timeout'
  | 'jumpBall'
  | 'periodStart'
  | 'periodEnd'
  | 'other';

/** event_type first, the description's keywords second. */
export function classify(type: string, description: string): Classified {
  const t = type.trim().toLowerCase();
  const d = description.toLowerCase();
  if (SHOT_TYPES.has(t)) return 'shot';
  if (t === 'free throw' || /\bfreethrow\s+\d+of\d+/.test(d)) return 'freeThrow';
  if (t.includes('rebound') || /\brebound\b/.test(d)) return 'rebound';
  if (t === 'turnover' || /\bturnover\b/.test(d)) return 'turnover';
  if (t === 'steal' || /,\s*steal\b/.test(d)) return 'steal';
  if (t === 'blocked shot' || /,\s*block\b/.test(d)) return 'block';
  if (t === 'draw foul' || /\bfoulon\b/.test(d)) return 'foulDrawn';
  if (t === 'commits foul' || /\bfoul\s/.test(`${d} `)) return 'foul';
  if (t === 'enters game' || t === 'leaves game' || /\bsubstitution\b/.test(d)) {
    return 'substitution';
  }
  if (t.includes('timeout') || /\btimeout\b/.test(d)) return 'timeout';
  if (t.includes('jumpball') || t.includes('jump ball') || /\bjumpball\b/.test(d)) {
    return 'jumpBall';
  }
  if (/period start|start of (the )?(period|half|quarter)|periodstart/.test(`${t} ${d}`)) {
    return 'periodStart';
  }
  if (/period end|end of (the )?(period|half|quarter|game)|periodend|game end/.test(`${t} ${d}`)) {
    return 'periodEnd';
  }
  // A scored attempt whose type this table does not name ("Tip Shot", "Jumper"…).
  if ((/\b[23]pt\b/.test(d) || /^(tip|jump)/.test(t)) && /\b(made|missed)\b/.test(d)) return 'shot';
  return 'other';
}

/**
 * The fields every event of a row has, completed by the type's own. Events are built by
 * assigning onto one fresh literal rather than spreading a shared base into each: at half a
 * million rows a season, spread copies of differently shaped objects were the adapter's
 * largest cost.
 */
function draft<const F extends object>(row: RowFacts, side: TeamSide | null, fields: F) {
  const { period, clock, onFloor, description } = row;
  return Object.assign({ period, clock, side, onFloor, description }, fields);
}

const keyOf = (side: TeamSide | null, raw: string | null): string | null =>
  raw === null || side === null ? null : playerKey(side, raw);

const mapped = (event: DraftEvent, rule: string): MappedRow => ({ event, rule, foulDrawn: false });

function otherEvent(row: RowFacts, player: string | null, rule: string): MappedRow {
  return {
    event: draft(row, row.side, { type: 'other', player }),
    rule,
    foulDrawn: rule === 'foulDrawn',
  };
}

/**
 * Maps one row; the caller handles rows this returns as 'other' with rule 'unknown'. (No
 * closures made per row: a row is mapped half a million times a season.)
 */
export function mapRow(row: RowFacts): MappedRow {
  const { description, side } = row;
  const player = keyOf(side, row.player1);
  const kind = classify(row.type, description);
  const made = madeOf(row);
  switch (kind) {
    case 'shot': {
      const value = row.shotValue ?? (/\b3pt\b/i.test(description) ? 3 : 2);
      if (player === null || made === null || (value !== 2 && value !== 3))
        return otherEvent(row, player, 'shot?');
      const event = draft(row, side, {
        type: 'shot',
        player,
        made,
        value,
        shotType: shotTypeOf(row.type, description),
        assist: made ? keyOf(side, row.player2) : null,
        blockedBy: null,
        location: null,
        context: playContext(description, true),
      });
      return mapped(event, 'shot');
    }
    case 'freeThrow': {
      const trip = /freethrow\s+(\d+)\s*of\s*(\d+)/i.exec(description);
      if (player === null || made === null) return otherEvent(row, player, 'freeThrow?');
      const attempt = trip === null ? 1 : Number(trip[1]);
      const event = draft(row, side, {
        type: 'freeThrow',
        player,
        made,
        attempt,
        of: trip === null ? 1 : Math.max(Number(trip[2]), attempt),
        technical: /technical/i.test(description),
        context: playContext(description, false),
      });
      return mapped(event, trip === null ? 'freeThrow (no n-of-m)' : 'freeThrow');
    }
    case 'rebound': {
      const words = `${row.type} ${description}`;
      const offensive = /offensive/i.test(words);
      const deadBall = /deadball/i.test(words);
      return mapped(draft(row, side, { type: 'rebound', player, offensive, deadBall }), 'rebound');
    }
    case 'turnover': {
      const teamTurnover = /\bteam;?/i.test(description.replace(/^[^,]*,/, ''));
      const event = draft(row, side, {
        type: 'turnover',
        player: teamTurnover ? null : player,
        kind: firstWordAfter(description, 'turnover'),
      });
      return mapped(event, 'turnover');
    }
    case 'steal':
    case 'block':
      if (player === null) return otherEvent(row, player, `${kind}?`);
      return mapped(draft(row, side, { type: kind, player }), kind);
    case 'foul': {
      const event = draft(row, side, {
        type: 'foul',
        player,
        kind: foulKindOf(description),
        freeThrows: foulFreeThrows(description),
        drawnBy: null,
      });
      return mapped(event, 'foul');
    }
    case 'foulDrawn':
      return otherEvent(row, player, 'foulDrawn');
    case 'substitution': {
      if (player === null) return otherEvent(row, player, 'substitution?');
      const words = `${row.type} ${description}`;
      const direction = /leaves|substitution out/i.test(words) ? 'out' : 'in';
      return mapped(draft(row, side, { type: 'substitution', player, direction }), 'substitution');
    }
    case 'timeout': {
      const event = draft(row, side, {
        type: 'timeout',
        kind: firstWordAfter(description, 'timeout'),
      });
      return mapped(event, 'timeout');
    }
    case 'jumpBall': {
      const words = `${row.type} ${description}`.toLowerCase();
      const outcome = /held/.test(words) ? 'heldBall' : /lost/.test(words) ? 'lost' : 'won';
      return mapped(draft(row, side, { type: 'jumpBall', player, outcome }), 'jumpBall');
    }
    case 'periodStart':
    case 'periodEnd':
      return mapped(draft(row, null, { type: kind }), kind);
    case 'other':
      return otherEvent(row, player, /challenge/i.test(row.type) ? 'challenge' : 'unknown');
  }
}
