/**
 * Time of possession: how long each team had the ball, by the definition of the NCAA publisher's
 * team box (o_mins, d_mins and their sum, mins). The publisher measures time row by row over its
 * play-by-play, not over the clock spans of possessions:
 *
 * - a row lasts from the row listed before it to itself, in game seconds (the first row from
 *   the opening tip), walking the rows in the source's own listing order;
 * - substitution rows and rows that do not name all ten players on the floor count for nobody:
 *   the publisher drops them before summing, so the seconds leading up to a substitution are
 *   lost, and so is the time after the last row (a winning team dribbling out the clock);
 * - every other row's seconds go to the offense of the possession holding it, as that team's
 *   time on offense and the other team's time on defense;
 * - `counted` is the seconds of every row kept, held by a possession or not: offense plus
 *   defense whenever every kept row is in a possession.
 *
 * The result is therefore shorter than the game (≈ 39.8 of 40 minutes in a typical game) and
 * has both teams' offense adding up to it: it is the publisher's time of possession, not the
 * game's length and not the players' minutes over five. With the possessions of the 'feed'
 * count (possessions.ts) it reproduces the official o_mins, d_mins and mins of the real NCAA
 * games to the publisher's three decimals.
 */
import type { CanonicalGame, GameEvent, TeamSide } from '@courtside/contract';
import type { Possession } from './facts';
import { eventSecond } from './splits';

export interface PossessionTime {
  /** Seconds each side had the ball (its offense; the other side's defense). */
  readonly offense: Readonly<Record<TeamSide, number>>;
  /** Seconds of every counted event, in a possession or not. */
  readonly counted: number;
}

function inSourceOrder(events: readonly GameEvent[]): GameEvent[] {
  return [...events].sort(
    (a, b) => (a.sourceSeq ?? a.seq) - (b.sourceSeq ?? b.seq) || a.seq - b.seq,
  );
}

/** seq → offense of the first possession whose seq range holds it. */
function offenseBySeq(possessions: readonly Possession[]): Map<number, TeamSide> {
  const out = new Map<number, TeamSide>();
  for (const possession of possessions) {
    for (let seq = possession.startSeq; seq <= possession.endSeq; seq += 1) {
      if (!out.has(seq)) out.set(seq, possession.offense);
    }
  }
  return out;
}

export function timeOfPossession(
  game: CanonicalGame,
  possessions: readonly Possession[],
): PossessionTime {
  const offenseOf = offenseBySeq(possessions);
  const offense: Record<TeamSide, number> = { home: 0, away: 0 };
  let counted = 0;
  let previous = 0;
  for (const event of inSourceOrder(game.events)) {
    const second = eventSecond(game, event);
    const length = second - previous;
    previous = second;
    if (event.type === 'substitution' || event.onFloor === null) continue;
    counted += length;
    const side = offenseOf.get(event.seq);
    if (side !== undefined) offense[side] += length;
  }
  return { offense, counted };
}
