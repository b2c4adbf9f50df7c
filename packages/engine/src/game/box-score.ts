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
 */
import type { CanonicalGame, TeamSide } from '@courtside/contract';
import type { BoxSplit, PlayerBoxLine, Possession, TeamBoxLine } from './facts';
import { emptyCounting, emptyTeamTally, tallyEvent } from './box-score-counting';
import type { PlayerTally, TallyTarget, TeamTally } from './box-score-counting';
import { playerSeconds } from './minutes';
import type { MinutesBasis } from './minutes';
import { GAME_SPLIT, splitLengthSeconds, splitsOfGame, splitsOfSeq } from './splits';
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

interface PlayerExtra {
  tally: PlayerTally;
  offPoss: number;
  defPoss: number;
  plusMinus: number;
}

class SplitTallies implements TallyTarget {
  readonly players = new Map<string, PlayerExtra>();
  readonly teams: Record<TeamSide, TeamTally & { possessions: number }> = {
    home: { ...emptyTeamTally(), possessions: 0 },
    away: { ...emptyTeamTally(), possessions: 0 },
  };

  line(key: string): PlayerExtra {
    let line = this.players.get(key);
    if (line === undefined) {
      line = { tally: { ...emptyCounting(), pfd: 0 }, offPoss: 0, defPoss: 0, plusMinus: 0 };
      this.players.set(key, line);
    }
    return line;
  }

  player(key: string): PlayerTally {
    return this.line(key).tally;
  }

  team(side: TeamSide): TeamTally {
    return this.teams[side];
  }
}

function creditedFloor(timeline: StintTimeline, seq: number) {
  return timeline.stints[timeline.creditedStint.get(seq) ?? -1];
}

export function computeBoxScores(
  game: CanonicalGame,
  possessions: readonly Possession[],
  timeline: StintTimeline,
  options: BoxScoreOptions = {},
): BoxScores {
  const clutch = options.clutchSeqs ?? new Set<number>();
  const splits = splitsOfGame(game, clutch);
  const tallies = new Map<BoxSplit, SplitTallies>(splits.map((s) => [s, new SplitTallies()]));
  // The tallies an event counts in depend only on its period and whether it is clutch: looked
  // up once per (period, clutch), not once per event.
  const targets = new Map<number, SplitTallies[]>();
  const each = (period: number, seq: number): readonly SplitTallies[] => {
    const isClutch = clutch.has(seq);
    const key = period * 2 + (isClutch ? 1 : 0);
    let found = targets.get(key);
    if (found === undefined) {
      found = splitsOfSeq(period, seq, clutch)
        .map((split) => tallies.get(split))
        .filter((t): t is SplitTallies => t !== undefined);
      targets.set(key, found);
    }
    return found;
  };

  for (const event of game.events) {
    const into = each(event.period, event.seq);
    for (const t of into) tallyEvent(event, t);
    const points = eventPoints(event);
    if (points === 0 || event.side === null) continue;
    const stint = creditedFloor(timeline, event.seq);
    if (stint === undefined) continue;
    const scorers = event.side === 'home' ? stint.home : stint.away;
    const defenders = event.side === 'home' ? stint.away : stint.home;
    for (const t of into) {
      for (const key of scorers) t.line(key).plusMinus += points;
      for (const key of defenders) t.line(key).plusMinus -= points;
    }
  }

  for (const possession of possessions) {
    const stint = creditedFloor(timeline, possession.endSeq);
    for (const t of each(possession.period, possession.endSeq)) {
      t.teams[possession.offense].possessions += 1;
      if (stint === undefined) continue;
      const [offense, defense] =
        possession.offense === 'home' ? [stint.home, stint.away] : [stint.away, stint.home];
      for (const key of offense) t.line(key).offPoss += 1;
      for (const key of defense) t.line(key).defPoss += 1;
    }
  }

  const seconds = playerSeconds(game, timeline, clutch, options.minutesBasis);
  const players: PlayerBoxLine[] = [];
  const teams: TeamBoxLine[] = [];
  for (const split of splits) {
    const t = tallies.get(split) ?? new SplitTallies();
    const onFloor = seconds.bySplit.get(split) ?? new Map<string, number>();
    for (const player of game.players) {
      const line = t.players.get(player.key);
      const secs = onFloor.get(player.key) ?? 0;
      if (split !== GAME_SPLIT && line === undefined && secs === 0) continue;
      const extra = line ?? t.line(player.key);
      players.push({
        ...extra.tally,
        split,
        key: player.key,
        side: player.side,
        playerId: player.playerId,
        name: player.name,
        starter: player.starter,
        seconds: secs,
        offPoss: extra.offPoss,
        defPoss: extra.defPoss,
        plusMinus: extra.plusMinus,
      });
    }
    for (const side of ['home', 'away'] as const) {
      const team = t.teams[side];
      teams.push({
        ...team,
        split,
        side,
        teamId: game[side].teamId,
        seconds: splitLengthSeconds(game, split, seconds.clutchSeconds),
      });
    }
  }
  return { players, teams };
}
