/**
 * The live game stream: the messages of the WebSocket at `LIVE_STREAM_PATH`, both ways, as zod
 * schemas that the server and the web app parse with.
 *
 * Sequence numbers are a game's canonical event seqs (0, 1, 2 … in game order), so a client that
 * reconnects subscribes again with `afterSeq` = the last seq it saw and receives exactly the
 * events after it: nothing lost, nothing twice. Competition subscriptions carry game summaries
 * (score, clock, status, win probability), each stamped with the seq of the game's last event, so
 * a client keeps the newest summary of each game and drops older ones that arrive late.
 *
 * Who may do what: the game list (competition subscriptions) is open to everyone; a game's
 * events are live stats, tier ≥ LIVE_STATS_MIN_TIER. A refused subscription answers an `error`
 * message and leaves the socket open; a socket is closed only for the reasons of
 * LIVE_CLOSE_CODES, each with its reason text.
 */
import { z } from 'zod';
import { EnhPbpRowSchema } from '../schemas/data/pbp/games';

export const LIVE_STREAM_PATH = '/api/live';
/** Tier that opens live game stats (spec §6). */
export const LIVE_STATS_MIN_TIER = 2;
/** The server sends a heartbeat this often; a client that hears nothing for twice as long reconnects. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** Subscriptions one socket may hold at once. */
export const LIVE_MAX_SUBSCRIPTIONS = 64;

/** Close codes (4000-4999 are the application's, RFC 6455 §7.4.2) with their reason texts. */
export const LIVE_CLOSE_CODES = {
  /** The server is shutting down or restarting: reconnect later. */
  goingAway: { code: 1001, reason: 'The server is restarting; reconnect in a moment.' },
  /** Repeated messages the server cannot read. */
  badMessages: { code: 1008, reason: 'Too many messages that are not valid stream messages.' },
  /** The token was given and is invalid or expired. */
  badToken: { code: 4001, reason: 'The sign-in token is invalid or has expired; sign in again.' },
  /** The client read too slowly: its unsent data passed the server's limit. */
  tooSlow: { code: 4008, reason: 'The connection could not keep up with the game; reconnect.' },
  /** Too many sockets from one client. */
  tooMany: { code: 4029, reason: 'Too many live connections from this client.' },
} as const;
export type LiveCloseName = keyof typeof LIVE_CLOSE_CODES;

export const LIVE_GAME_STATUSES = ['scheduled', 'in-progress', 'final'] as const;
export type LiveGameStatus = (typeof LIVE_GAME_STATUSES)[number];

const id = z.number().int().nonnegative();

/** One game of the live list at a moment: enough to draw its scoreboard tile. */
export const LiveGameSummarySchema = z.object({
  gameId: id,
  competitionId: id,
  divisionId: z.number().int().min(1).max(3),
  /** The game's live day, US Eastern, yyyymmdd. */
  gameDate: z.string().regex(/^\d{8}$/),
  /** Scheduled tip, ISO 8601 UTC. */
  tipTime: z.string(),
  status: z.enum(LIVE_GAME_STATUSES),
  homeTeamId: id.nullable(),
  homeTeamMarket: z.string(),
  homeConferenceId: id.nullable(),
  awayTeamId: id.nullable(),
  awayTeamMarket: z.string(),
  awayConferenceId: id.nullable(),
  isNeutral: z.boolean(),
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
  /** Current period (1-based); 0 before the tip. */
  period: z.number().int().nonnegative(),
  /** Seconds left in the period; null before the tip and once final. */
  clock: z.number().nonnegative().nullable(),
  /** The home side's win probability now (METHODS win probability); null before the tip. */
  homeWinProb: z.number().min(0).max(1).nullable(),
  /** Seq of the last event played (−1 before the tip). */
  lastSeq: z.number().int().min(-1),
});
export type LiveGameSummary = z.infer<typeof LiveGameSummarySchema>;

/**
 * An event travels as the row `enh-pbp` serves for it once the game is stored (score, win
 * probability, shot zone, both lineups), so the live views and the finished game's views read
 * the same rows.
 */
export const LiveEventSchema = EnhPbpRowSchema;
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** Client → server. */
export const LiveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    /** A game's events (tier ≥ 2) … */
    gameId: id.optional(),
    /** … or a competition's game summaries (open). Exactly one of the two. */
    competitionId: id.optional(),
    /** Resume: only events with a greater seq are sent (games only). −1 or absent: all. */
    afterSeq: z.number().int().min(-1).optional(),
  }),
  z.object({
    type: z.literal('unsubscribe'),
    gameId: id.optional(),
    competitionId: id.optional(),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;

export const LIVE_ERROR_CODES = [
  'bad-message',
  'forbidden',
  'not-found',
  'too-many-subscriptions',
] as const;

/**
 * When the server published the batch a message carries (epoch milliseconds, the publishing
 * node's clock), so a client on the same clock can tell how long delivery took. Only batches that
 * travelled through the fan-out have one: a subscription's backlog and a gap's refill, read
 * straight from the source, do not. Optional, so clients that predate it still parse.
 */
const SentAtSchema = z.number().int().nonnegative().optional();

/** Server → client. */
export const LiveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    heartbeatMs: z.number().int().positive(),
    /** The tier the token gave (0 without a token). */
    tier: z.number().int().min(0),
  }),
  z.object({
    type: z.literal('subscribed'),
    gameId: id.optional(),
    competitionId: id.optional(),
  }),
  z.object({
    type: z.literal('unsubscribed'),
    gameId: id.optional(),
    competitionId: id.optional(),
  }),
  z.object({
    type: z.literal('events'),
    gameId: id,
    /** Consecutive events, seqs ascending, the first one after the last the client was sent. */
    events: z.array(LiveEventSchema).min(1),
    /** The game after these events. */
    summary: LiveGameSummarySchema,
    sentAt: SentAtSchema,
  }),
  z.object({
    type: z.literal('games'),
    competitionId: id,
    /** Summaries that changed (all of the day's on subscribing). */
    games: z.array(LiveGameSummarySchema),
    sentAt: SentAtSchema,
  }),
  z.object({
    type: z.literal('error'),
    code: z.enum(LIVE_ERROR_CODES),
    msg: z.string(),
    gameId: id.optional(),
    competitionId: id.optional(),
  }),
  z.object({ type: z.literal('heartbeat'), serverTime: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessageSchema>;
