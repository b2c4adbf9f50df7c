/**
 * Counting stats from events, the way official box scores count them:
 * - FGA/FGM split into twos and threes by the scorer's shot value; points from makes;
 * - an assist for the passer named on a made shot;
 * - rebounds: live ones only. Dead-ball rebounds (the ball out of bounds, the placeholder
 *   between free throws) are not rebounds in NCAA box scores — the publisher's team totals
 *   leave them out (checked on every real game in ../shared/data/ncaa) — but they still end or
 *   continue possessions (possessions.ts). Team rebounds (no player) count in the team's totals;
 * - turnovers: team turnovers (shot clock, five seconds…) count in the team's totals;
 * - fouls: every foul charged to a player, technicals included; bench and team fouls count in
 *   the team's total only; a foul's fouled player is credited a foul drawn.
 * Team-only context points (fast break, second chance, off turnovers, in the paint) come from
 * the scorer's flags on shots and free throws; "in the paint" falls back to the shot location
 * (inside the lane, court.ts, METHODS §5) when the source sets no flag.
 * The numbers go into the lines of box-tallies.ts: an event's player keys are looked up once,
 * then counted in each split the event belongs to.
 */
import type { GameEvent, PlayContext, TeamSide } from '@courtside/contract';
import { COUNT_AT, PFD, PLAY_BY_PLAY_AT, TEAM_DRB, TEAM_ORB, TEAM_TOV, bump } from './box-tallies';
import type { BoxTallies } from './box-tallies';
import { inLane } from './court';

/** A field goal attempt on a player's or a team's line starting at `at`. */
function countShot(line: Float64Array, at: number, value: 2 | 3, made: boolean): void {
  bump(line, at + COUNT_AT.fga, 1);
  bump(line, at + (value === 3 ? COUNT_AT.fga3 : COUNT_AT.fga2), 1);
  if (!made) return;
  bump(line, at + COUNT_AT.fgm, 1);
  bump(line, at + COUNT_AT.pts, value);
  bump(line, at + (value === 3 ? COUNT_AT.fgm3 : COUNT_AT.fgm2), 1);
}

function countFreeThrow(line: Float64Array, at: number, made: boolean): void {
  bump(line, at + COUNT_AT.fta, 1);
  if (!made) return;
  bump(line, at + COUNT_AT.ftm, 1);
  bump(line, at + COUNT_AT.pts, 1);
}

/** The team's context points of a shot or free throw worth `points`. */
function contextPoints(
  teams: Float64Array,
  at: number,
  context: PlayContext,
  inPaint: boolean,
  points: number,
): void {
  if (context.fastBreak) bump(teams, at + PLAY_BY_PLAY_AT.fastBreakPts, points);
  if (context.secondChance) bump(teams, at + PLAY_BY_PLAY_AT.secondChancePts, points);
  if (context.fromTurnover) bump(teams, at + PLAY_BY_PLAY_AT.pointsOffTurnovers, points);
  if (inPaint) bump(teams, at + PLAY_BY_PLAY_AT.pointsInPaint, points);
}

/**
 * A player's stat, counted on the team's line too. `player` is the player's number (-1 for a
 * key without one, counted for the team only), or null when the event names no player: the
 * team's own field (team rebounds, team turnovers) counts it then, when there is one.
 */
function countPlayerOrTeam(
  box: BoxTallies,
  split: number,
  team: number,
  player: number | null,
  field: number,
  teamField: number,
): void {
  bump(box.teams, team + field, 1);
  if (player === null) {
    if (teamField >= 0) bump(box.teams, team + teamField, 1);
    return;
  }
  const line = box.playerLine(split, player);
  if (line >= 0) bump(box.players, line + field, 1);
}

/** The player's number of a key that may be absent (null stays null: no player named). */
function numberOf(box: BoxTallies, key: string | null): number | null {
  return key === null ? null : box.playerNumber(key);
}

/** Adds one event to the player and team lines it touches, in each of `splits`. */
export function tallyEvent(event: GameEvent, box: BoxTallies, splits: readonly number[]): void {
  const side: TeamSide | null = event.side;
  if (side === null) return;
  const { players, teams } = box;
  switch (event.type) {
    case 'shot': {
      const shooter = box.playerNumber(event.player);
      const assisted = event.made && event.assist !== null;
      const passer = assisted && event.assist !== null ? box.playerNumber(event.assist) : -1;
      const points = event.made ? event.value : 0;
      // Only a make has paint points to count: a miss skips the location test.
      const paint =
        points > 0 &&
        (event.context.inPaint ?? (event.location !== null && inLane(event.location)));
      for (const split of splits) {
        const team = box.teamLine(split, side);
        countShot(teams, team, event.value, event.made);
        const line = box.playerLine(split, shooter);
        if (line >= 0) countShot(players, line, event.value, event.made);
        if (assisted) {
          bump(teams, team + COUNT_AT.ast, 1);
          const passing = box.playerLine(split, passer);
          if (passing >= 0) bump(players, passing + COUNT_AT.ast, 1);
        }
        contextPoints(teams, team, event.context, paint, points);
      }
      break;
    }
    case 'freeThrow': {
      const shooter = box.playerNumber(event.player);
      for (const split of splits) {
        const team = box.teamLine(split, side);
        countFreeThrow(teams, team, event.made);
        const line = box.playerLine(split, shooter);
        if (line >= 0) countFreeThrow(players, line, event.made);
        contextPoints(teams, team, event.context, false, event.made ? 1 : 0);
      }
      break;
    }
    case 'rebound': {
      if (event.deadBall) break;
      const field = event.offensive ? COUNT_AT.orb : COUNT_AT.drb;
      const teamField = event.offensive ? TEAM_ORB : TEAM_DRB;
      const rebounder = numberOf(box, event.player);
      for (const split of splits) {
        countPlayerOrTeam(box, split, box.teamLine(split, side), rebounder, field, teamField);
      }
      break;
    }
    case 'turnover': {
      const player = numberOf(box, event.player);
      for (const split of splits) {
        countPlayerOrTeam(box, split, box.teamLine(split, side), player, COUNT_AT.tov, TEAM_TOV);
      }
      break;
    }
    case 'steal':
    case 'block': {
      const field = event.type === 'steal' ? COUNT_AT.stl : COUNT_AT.blk;
      const player = box.playerNumber(event.player);
      for (const split of splits) {
        countPlayerOrTeam(box, split, box.teamLine(split, side), player, field, -1);
      }
      break;
    }
    case 'foul': {
      const fouler = numberOf(box, event.player);
      const drawnBy = event.drawnBy === null ? -1 : box.playerNumber(event.drawnBy);
      for (const split of splits) {
        countPlayerOrTeam(box, split, box.teamLine(split, side), fouler, COUNT_AT.pf, -1);
        const drawn = box.playerLine(split, drawnBy);
        if (drawn >= 0) bump(players, drawn + PFD, 1);
      }
      break;
    }
    default:
      break;
  }
}
