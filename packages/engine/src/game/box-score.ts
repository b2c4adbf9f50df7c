/**
 * Player and team box scores of one game, for the splits 'game', 'period-N' and 'clutch'
 * (splits.ts). Counting stats come from the events (box-score-counting.ts); seconds from
 * minutes.ts; on-floor possessions and plus-minus from the stints (stints.ts):
 * - plus-minus: every point scored goes, with its sign, to the ten players of the lineup
 *   credited with it (free throws: the lineup at the foul, METHODS §4);
 * - offensive/defensive possessions: each possession counts once for the five on offense and
 *   once for the five on defence of the lineup credited with its ending event;
 * - team possessions: the play-by-play count (possessions.ts, METHODS §1).
 * Every player of the game has a 'game' line (zeros for one who never played); period and
 * clutch lines exist for players who played or recorded something in them.
 *
 * The numbers are tallied in typed arrays (box-tallies.ts). Plus-minus and on-floor
 * possessions are summed per stint and split first — points each side scored and possessions
 * each side had while the stint was credited — and handed to the stint's ten players once, not
 * event by event: the same whole numbers from far fewer additions.
 */
import type { CanonicalGame } from '@courtside/contract';
import type { PlayerBoxLine, Possession, TeamBoxLine } from './facts';
import { tallyEvent } from './box-score-counting';
import { BoxTallies } from './box-tallies';
import type { NumberedFloor } from './box-tallies';
import { tallySeconds } from './minutes';
import type { MinutesBasis } from './minutes';
import { eventPoints } from './stints';
import type { StintTimeline } from './stints';

export interface BoxScoreOptions {
  /** Events in clutch time (METHODS §6, from the clutch module); none by default. */
  readonly clutchSeqs?: ReadonlySet<number>;
  readonly minutesBasis?: MinutesBasis;
}

export interface BoxScores {
  readonly players: PlayerBoxLine[];
  readonly teams: TeamBoxLine[];
}

/** What each stint is credited with in each split, before it goes to its players. */
const HOME_PTS = 0;
const AWAY_PTS = 1;
const HOME_POSS = 2;
const AWAY_POSS = 3;
/** Anything credited at all: its players then have a line in the split, even at net zero. */
const CREDITED = 4;
const STINT_FIELDS = 5;

class StintCredit {
  readonly sums: Float64Array;

  constructor(
    private readonly timeline: StintTimeline,
    private readonly splitCount: number,
  ) {
    this.sums = new Float64Array(timeline.stints.length * splitCount * STINT_FIELDS);
  }

  /** The stint credited with event `seq` (METHODS §4); -1 for none. */
  stintOf(seq: number): number {
    const stint = this.timeline.creditedStint.get(seq);
    return stint === undefined || this.timeline.stints[stint] === undefined ? -1 : stint;
  }

  /** Adds to one of a stint's sums in a split. */
  add(stint: number, split: number, field: number, amount: number): void {
    const at = (stint * this.splitCount + split) * STINT_FIELDS;
    this.sums[at + CREDITED] = 1;
    this.sums[at + field] = (this.sums[at + field] ?? 0) + amount;
  }
}

export function computeBoxScores(
  game: CanonicalGame,
  possessions: readonly Possession[],
  timeline: StintTimeline,
  options: BoxScoreOptions = {},
): BoxScores {
  const clutch = options.clutchSeqs ?? new Set<number>();
  const box = new BoxTallies(game, clutch);
  const credit = new StintCredit(timeline, box.splits.length);
  const sums = credit.sums;

  for (const event of game.events) {
    const splits = box.splitsOf(event.period, clutch.has(event.seq));
    tallyEvent(event, box, splits);
    const points = eventPoints(event);
    if (points === 0 || event.side === null) continue;
    const stint = credit.stintOf(event.seq);
    if (stint < 0) continue;
    const field = event.side === 'home' ? HOME_PTS : AWAY_PTS;
    for (const split of splits) credit.add(stint, split, field, points);
  }

  for (const possession of possessions) {
    const stint = credit.stintOf(possession.endSeq);
    const field = possession.offense === 'home' ? HOME_POSS : AWAY_POSS;
    for (const split of box.splitsOf(possession.period, clutch.has(possession.endSeq))) {
      box.addPossession(split, possession.offense);
      if (stint >= 0) credit.add(stint, split, field, 1);
    }
  }

  for (const [index, stint] of timeline.stints.entries()) {
    const floor: NumberedFloor = box.floor(stint);
    for (let split = 0; split < box.splits.length; split += 1) {
      const at = (index * box.splits.length + split) * STINT_FIELDS;
      if (sums[at + CREDITED] !== 1) continue;
      const [home, away] = [sums[at + HOME_PTS] ?? 0, sums[at + AWAY_PTS] ?? 0];
      const [homePoss, awayPoss] = [sums[at + HOME_POSS] ?? 0, sums[at + AWAY_POSS] ?? 0];
      box.addOnFloor(split, floor.home, home - away, homePoss, awayPoss);
      box.addOnFloor(split, floor.away, away - home, awayPoss, homePoss);
    }
  }

  const clutchSeconds = tallySeconds(box, game, timeline, clutch, options.minutesBasis);
  return { players: box.playerLines(), teams: box.teamLines(clutchSeconds) };
}
