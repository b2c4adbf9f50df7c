/**
 * The engine's live entry: what the web app computes from a game's stream of play-by-play rows
 * while it is being played (the box score, plus-minus and lineups so far), through the same
 * derivation the stored games get. Kept to this one module so the browser bundles only it.
 */
export {
  canonicalGameFromRows,
  liveBoxScore,
  livePlayerKey,
  type LiveBoxScore,
  type LiveGameMeta,
  type LivePbpRow,
} from '../game/live-rows';
export type { PlayerBoxLine, TeamBoxLine } from '../game/facts';
export type { LineupLine } from '../game/lineups';
