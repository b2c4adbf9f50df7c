/**
 * A feed game's play-by-play rows → the live events: the rows the `enh-pbp` endpoint serves for
 * the same game once it is ingested. The rows so far go through the ingest's NCAA adapter
 * (bundle.ts: event mapping, same-timestamp order, running score, players) and the engine
 * (deriveGame: win probability, clutch, shot zones), and each event is written as the warehouse
 * stores it (the build's event columns) and reads it back (warehouse enhancedEvents).
 *
 * Players: a feed player matched by name to the team's roster in the warehouse takes its roster
 * id and full name. Any other player gets a derived id, `FEED_PLAYER_ID_BASE` + the 32-bit
 * FNV-1a hash of "sport|team as the feed writes it|FIRST.LAST": the same player has the same id
 * in every poll, game and process, and it can never be a roster id (those are far below 2^40).
 */
import { gameSecond } from '@courtside/contract';
import type {
  CanonicalGame,
  GameEvent,
  GamePlayer,
  Gender,
  PeriodFormat,
} from '@courtside/contract';
import type { LiveEvent } from '@courtside/contract/live';
import type { ShotFact } from '@courtside/engine';
import { deriveGame } from '@courtside/engine';
import type { EventFields, GameBundle, PbpRow } from '@courtside/ingest';
import { adaptGameBundle, eventFields } from '@courtside/ingest';
import type { EnhancedEvent } from '@courtside/warehouse';
import { enhPbpRow } from '../../data/endpoints/pbp/support/action-rows';
import type { FeedSport } from './documents';

/** 2^40: derived player ids start here. */
export const FEED_PLAYER_ID_BASE = 1_099_511_627_776;

/** A roster player of the warehouse: id and full name. */
export interface RosterPlayer {
  readonly playerId: number;
  readonly fullName: string;
}

export interface FeedGameContext {
  readonly gameId: number;
  readonly competitionId: number;
  readonly sport: FeedSport;
  readonly gender: Gender;
  readonly format: PeriodFormat;
  /** yyyy-mm-dd, US Eastern. */
  readonly date: string;
  readonly neutralSite: boolean;
  readonly home: { readonly name: string; readonly teamId: number | null };
  readonly away: { readonly name: string; readonly teamId: number | null };
  readonly rosters: {
    readonly home: readonly RosterPlayer[];
    readonly away: readonly RosterPlayer[];
  };
  /** The rows' `updated` stamp; fixed for the game so a row never changes once sent. */
  readonly updated: string;
}

export interface FeedEvents {
  /** Every event of the rows, seq ascending. */
  readonly events: readonly LiveEvent[];
  /**
   * How many of them are settled: the adapter orders and pairs the events of one clock reading
   * together, so the events of the latest reading may still change when more rows of it come.
   * All of them once the game is final.
   */
  readonly settled: number;
}

function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The derived id of a feed player the warehouse does not know (see the module's comment). */
export function derivedPlayerId(sport: FeedSport, team: string, sourceName: string): number {
  return FEED_PLAYER_ID_BASE + fnv1a32(`${sport}|${team}|${sourceName}`);
}

/** Index of the first row of the last clock reading (rows.length when there are none). */
function lastReadingStart(rows: readonly PbpRow[]): number {
  const last = rows.at(-1);
  if (last === undefined) return 0;
  let start = rows.length - 1;
  while (start > 0) {
    const before = rows[start - 1];
    if (before === undefined || before.period !== last.period || before.clock !== last.clock) break;
    start -= 1;
  }
  return start;
}

interface PlayerRef {
  readonly playerId: number;
  readonly fullName: string;
}

function playersOf(game: CanonicalGame, context: FeedGameContext): Map<string, PlayerRef> {
  const names = new Map<number, string>();
  for (const player of [...context.rosters.home, ...context.rosters.away]) {
    names.set(player.playerId, player.fullName);
  }
  const refOf = (player: GamePlayer): PlayerRef => {
    if (player.playerId !== null) {
      return { playerId: player.playerId, fullName: names.get(player.playerId) ?? player.name };
    }
    const source = player.key.slice(player.key.indexOf(':') + 1);
    return {
      playerId: derivedPlayerId(context.sport, context[player.side].name, source),
      fullName: player.name,
    };
  };
  return new Map(game.players.map((player) => [player.key, refOf(player)]));
}

/** The events of a feed game's rows so far (rows in the feed's order, at least one). */
export function feedEvents(
  rows: readonly PbpRow[],
  context: FeedGameContext,
  final: boolean,
): FeedEvents {
  if (rows.length === 0) return { events: [], settled: 0 };
  const bundle: GameBundle = {
    contest_id: context.gameId,
    pbp: [...rows],
    player_box: [],
    team_box: [],
    shots: [],
    possessions: [],
    lineups: [],
  };
  const toEntry = (player: RosterPlayer) => ({ name: player.fullName, playerId: player.playerId });
  const { game } = adaptGameBundle(bundle, {
    gameId: context.gameId,
    competitionId: context.competitionId,
    gender: context.gender,
    homeTeamId: context.home.teamId,
    awayTeamId: context.away.teamId,
    neutralSite: context.neutralSite,
    date: context.date,
    rosters: { home: context.rosters.home.map(toEntry), away: context.rosters.away.map(toEntry) },
  });
  const facts = deriveGame(game);
  const players = playersOf(game, context);
  const clutch = new Set(facts.clutchSeqs);
  const wpBySeq = new Map(facts.winProbability.map((point) => [point.seq, point.home]));
  const shotBySeq = new Map<number, ShotFact>(facts.shots.map((shot) => [shot.seq, shot]));
  const fields: EventFields = { player: null, made: null, value: null, detail: null, other: null };
  const rowContext = {
    format: context.format,
    updated: context.updated,
    competitionId: context.competitionId,
  };
  const unit = (keys: readonly string[] | undefined) =>
    (keys ?? []).map((key) => players.get(key) ?? { playerId: null, fullName: key });
  const events = game.events.map((event: GameEvent): LiveEvent => {
    eventFields(event, fields);
    const actor = fields.player === null ? null : (players.get(fields.player) ?? null);
    const other = fields.other === null ? null : (players.get(fields.other) ?? null);
    const shot = shotBySeq.get(event.seq);
    const location = event.type === 'shot' ? event.location : null;
    const enhanced: EnhancedEvent = {
      gameId: context.gameId,
      seq: event.seq,
      period: event.period,
      clock: event.clock,
      gameSecond: gameSecond(game.format, event.period, event.clock),
      type: event.type,
      detail: fields.detail,
      isHome: event.side === null ? null : event.side === 'home',
      teamId: event.side === null ? null : game[event.side].teamId,
      playerId: actor?.playerId ?? null,
      fullName: actor?.fullName ?? null,
      otherPlayerId: other?.playerId ?? null,
      otherFullName: other?.fullName ?? null,
      made: fields.made,
      value: fields.value,
      homeScore: event.score.home,
      awayScore: event.score.away,
      clutch: clutch.has(event.seq),
      wpHome: wpBySeq.get(event.seq) ?? null,
      description: event.description,
      x: location?.x ?? null,
      y: location?.y ?? null,
      distance: shot?.distance ?? null,
      zone: shot?.zone ?? null,
      homeOnFloor: unit(event.onFloor?.home),
      awayOnFloor: unit(event.onFloor?.away),
    };
    return enhPbpRow(enhanced, rowContext);
  });
  // One event per row, reordered only within a clock reading: the events before the latest
  // reading's first row are those of the earlier readings.
  const settled = final ? events.length : lastReadingStart(rows);
  return { events, settled };
}
