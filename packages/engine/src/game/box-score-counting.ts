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
 */
import type { GameEvent, TeamSide } from '@courtside/contract';
import { inLane } from './court';
import type { CountingStats } from './facts';

export interface PlayerTally extends CountingStats {
  pfd: number;
}

export interface TeamTally extends CountingStats {
  teamOrb: number;
  teamDrb: number;
  teamTov: number;
  fastBreakPts: number;
  secondChancePts: number;
  pointsOffTurnovers: number;
  pointsInPaint: number;
}

export function emptyCounting(): CountingStats {
  return {
    pts: 0,
    fgm: 0,
    fga: 0,
    fgm2: 0,
    fga2: 0,
    fgm3: 0,
    fga3: 0,
    ftm: 0,
    fta: 0,
    orb: 0,
    drb: 0,
    ast: 0,
    stl: 0,
    blk: 0,
    tov: 0,
    pf: 0,
  };
}

export function emptyTeamTally(): TeamTally {
  return {
    ...emptyCounting(),
    teamOrb: 0,
    teamDrb: 0,
    teamTov: 0,
    fastBreakPts: 0,
    secondChancePts: 0,
    pointsOffTurnovers: 0,
    pointsInPaint: 0,
  };
}

/** Where one event's numbers go: a player's line (by key) and a side's team line. */
export interface TallyTarget {
  player(key: string): PlayerTally;
  team(side: TeamSide): TeamTally;
}

function scoring(team: TeamTally, event: GameEvent, points: number): void {
  if (event.type !== 'shot' && event.type !== 'freeThrow') return;
  if (event.context.fastBreak) team.fastBreakPts += points;
  if (event.context.secondChance) team.secondChancePts += points;
  if (event.context.fromTurnover) team.pointsOffTurnovers += points;
  if (event.type !== 'shot') return;
  const paint = event.context.inPaint ?? (event.location !== null && inLane(event.location));
  if (paint) team.pointsInPaint += points;
}

/** Adds one event to the player and team lines it touches. */
export function tallyEvent(event: GameEvent, into: TallyTarget): void {
  const side = event.side;
  if (side === null) return;
  const team = into.team(side);
  switch (event.type) {
    case 'shot': {
      const lines = [into.player(event.player), team];
      const points = event.made ? event.value : 0;
      for (const line of lines) {
        line.fga += 1;
        if (event.value === 3) line.fga3 += 1;
        else line.fga2 += 1;
        if (!event.made) continue;
        line.fgm += 1;
        line.pts += points;
        if (event.value === 3) line.fgm3 += 1;
        else line.fgm2 += 1;
      }
      if (event.made && event.assist !== null) {
        into.player(event.assist).ast += 1;
        team.ast += 1;
      }
      scoring(team, event, points);
      break;
    }
    case 'freeThrow':
      for (const line of [into.player(event.player), team]) {
        line.fta += 1;
        if (event.made) {
          line.ftm += 1;
          line.pts += 1;
        }
      }
      scoring(team, event, event.made ? 1 : 0);
      break;
    case 'rebound': {
      if (event.deadBall) break;
      const field = event.offensive ? 'orb' : 'drb';
      team[field] += 1;
      if (event.player !== null) into.player(event.player)[field] += 1;
      else if (event.offensive) team.teamOrb += 1;
      else team.teamDrb += 1;
      break;
    }
    case 'turnover':
      team.tov += 1;
      if (event.player !== null) into.player(event.player).tov += 1;
      else team.teamTov += 1;
      break;
    case 'steal':
    case 'block': {
      const field = event.type === 'steal' ? 'stl' : 'blk';
      into.player(event.player)[field] += 1;
      team[field] += 1;
      break;
    }
    case 'foul':
      team.pf += 1;
      if (event.player !== null) into.player(event.player).pf += 1;
      if (event.drawnBy !== null) into.player(event.drawnBy).pfd += 1;
      break;
    default:
      break;
  }
}
