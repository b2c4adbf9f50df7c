/**
 * Game-deciding shots (METHODS §6 [S39]): a field-goal attempt with at most 30 s left in the
 * final regulation period or in an overtime, by a team tied or trailing by at most 2 (at most 3
 * when it is a three), the deficit read from the score before the shot. Among deciding shots:
 * - tying: made, and the deficit equals the shot's value;
 * - go-ahead: made, and the deficit is smaller than the value (so the shooter now leads);
 * - game-winner: a go-ahead shot after which the shooter's team never trails or ties again, to
 *   the final horn (a tie at the end of regulation that leads to overtime disqualifies it).
 *
 * Tying and go-ahead are flags of deciding shots only: a go-ahead basket in the first half is not
 * what these tables are about. Free throws are not field-goal attempts, so an and-one's free
 * throw never carries a flag, but it does count when judging whether a later shot was a
 * game-winner (the score after every event is checked).
 */
import type { CanonicalGame, Score, ShotEvent, TeamSide } from '@courtside/contract';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { EngineConstants } from '../config/constants';

type DecidingConstants = EngineConstants['decidingShots'];

export interface DecidingShotFlags {
  readonly deciding: boolean;
  readonly tying: boolean;
  readonly goAhead: boolean;
  readonly gameWinner: boolean;
}

export const NOT_DECIDING: DecidingShotFlags = {
  deciding: false,
  tying: false,
  goAhead: false,
  gameWinner: false,
};

/** How many points `side` trails by (negative when it leads). */
export function deficitOf(score: Score, side: TeamSide): number {
  return side === 'home' ? score.away - score.home : score.home - score.away;
}

/**
 * Deciding, tying and go-ahead flags of one shot from the score before it (the game-winner flag
 * needs the rest of the game: see `decidingShotFlags`).
 */
export function classifyDecidingShot(
  shot: Pick<ShotEvent, 'period' | 'clock' | 'value' | 'made'>,
  side: TeamSide,
  scoreBefore: Score,
  regulationPeriods: number,
  c: DecidingConstants = DEFAULT_CONSTANTS.decidingShots,
): DecidingShotFlags {
  // The final regulation period or any overtime (periods past regulation).
  if (shot.period < regulationPeriods || shot.clock > c.windowSeconds) return NOT_DECIDING;
  const deficit = deficitOf(scoreBefore, side);
  const maxDeficit = shot.value === 3 ? c.maxDeficitThree : c.maxDeficitTwo;
  if (deficit < 0 || deficit > maxDeficit) return NOT_DECIDING;
  return {
    deciding: true,
    tying: shot.made && deficit === shot.value,
    goAhead: shot.made && deficit < shot.value,
    gameWinner: false,
  };
}

/** Flags of every deciding shot of a game, by seq (shots not in the map are not deciding). */
export function decidingShotFlags(
  game: Pick<CanonicalGame, 'format' | 'events' | 'finalScore'>,
  c: DecidingConstants = DEFAULT_CONSTANTS.decidingShots,
): Map<number, DecidingShotFlags> {
  const events = game.events;
  // Lowest and highest home margin from each event to the end (the final score included), so
  // "never trails or ties again" is one comparison per go-ahead shot.
  const final = game.finalScore.home - game.finalScore.away;
  const minAfter = new Array<number>(events.length + 1).fill(final);
  const maxAfter = new Array<number>(events.length + 1).fill(final);
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const score = events[i]?.score ?? game.finalScore;
    const margin = score.home - score.away;
    minAfter[i] = Math.min(margin, minAfter[i + 1] ?? final);
    maxAfter[i] = Math.max(margin, maxAfter[i + 1] ?? final);
  }

  const flags = new Map<number, DecidingShotFlags>();
  let before: Score = { home: 0, away: 0 };
  events.forEach((event, index) => {
    if (event.type === 'shot' && event.side !== null) {
      const shot = classifyDecidingShot(
        event,
        event.side,
        before,
        game.format.regulationPeriods,
        c,
      );
      if (shot.deciding) {
        const held =
          event.side === 'home' ? (minAfter[index] ?? final) > 0 : (maxAfter[index] ?? final) < 0;
        flags.set(event.seq, { ...shot, gameWinner: shot.goAhead && held });
      }
    }
    before = event.score;
  });
  return flags;
}
