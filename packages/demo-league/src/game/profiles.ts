/**
 * Player profiles: a team's roster as the simulator sees it — the coach's rotation order, each
 * player's planned minutes, and skill effects ready to use. Cached per team (they depend on the
 * team and the calibration only).
 *
 * Why skills are centred on the team: a team's hidden `offense`/`defense` ratings are the truth
 * the engine must recover, so players' shooting and defence may only move chances *within* a
 * team (who shoots, which lineup is better), never shift the team as a whole. Each shooting
 * effect is the player's skill minus the mean over the team's planned attempts from that zone;
 * defence is centred on planned minutes. Free throws and foul drawing are left uncentred, and
 * the rotation's rebounding, ball security, steals, discipline and three-point liking make the
 * team's style (style.ts), because teams really differ there; what the style is worth is taken
 * off the team's make edge (state.ts), so it changes how a team scores, not how much.
 *
 * Effects are log-odds per standard deviation of skill, chosen so the spread of player
 * percentages looks like a real league's (free throws ±1 SD ≈ 62-81%; rim finishing ±5 points).
 */
import type { DemoPlayer, DemoPosition, DemoTeam } from '../model';
import { SHOT_ZONES, attemptShares } from './calibration';
import type { GameCalibration, ShotZone } from './calibration';
import { logit } from './random';
import { teamStyle, threeTilt } from './style';
import type { TeamStyle } from './style';

/**
 * Planned minutes by rank (starters first), 200 in all. Starters are planned at 31-35: foul
 * trouble, fatigue and blowouts take a few minutes off, so a typical starter plays 28-33.
 */
const PLANNED_MINUTES = [35, 34, 33, 32, 31, 14, 10, 6, 3, 2];

const POSITION_ZONE: Readonly<Record<DemoPosition, Readonly<Record<ShotZone, number>>>> = {
  G: { rim: 0.8, paint: 0.85, mid: 1.05, corner3: 1.25, aboveBreak3: 1.35 },
  F: { rim: 1.1, paint: 1.05, mid: 1.05, corner3: 0.95, aboveBreak3: 0.85 },
  C: { rim: 1.7, paint: 1.5, mid: 0.8, corner3: 0.25, aboveBreak3: 0.2 },
};
const POSITION_REBOUND: Readonly<Record<DemoPosition, number>> = { G: 0.55, F: 1.1, C: 1.7 };
const POSITION_BLOCK: Readonly<Record<DemoPosition, number>> = { G: 0.35, F: 1.1, C: 2.6 };
const POSITION_ASSIST: Readonly<Record<DemoPosition, number>> = { G: 1.8, F: 0.9, C: 0.55 };
const POSITION_FOUL: Readonly<Record<DemoPosition, number>> = { G: 0.85, F: 1.05, C: 1.35 };

const SHOT_SKILL_LOGIT = 0.22;
const FREE_THROW_LOGIT = 0.45;

export interface PlayerProfile {
  readonly key: string;
  readonly player: DemoPlayer;
  /** 0 = best by `overall` (the coach's rotation order). */
  readonly rank: number;
  readonly starter: boolean;
  readonly plannedSeconds: number;
  /** Log-odds added to the zone's make probability (centred skill). */
  readonly makeLogit: Readonly<Record<ShotZone, number>>;
  /** The player's own zone mix (sums to 1), centred so his team's mix is the league's. */
  readonly zoneMix: Readonly<Record<ShotZone, number>>;
  readonly freeThrowLogit: number;
  /** Relative weights for who does what while on the floor. */
  readonly usageWeight: number;
  readonly assistWeight: number;
  readonly turnoverWeight: number;
  readonly offensiveReboundWeight: number;
  readonly defensiveReboundWeight: number;
  readonly stealWeight: number;
  readonly blockWeight: number;
  readonly foulWeight: number;
  readonly foulDrawWeight: number;
  /** Centred defence: lowers opponents' makes while on the floor. */
  readonly defenseEffect: number;
  /** Seconds of play before fatigue halves the player's energy. */
  readonly enduranceSeconds: number;
}

/** Rotation order: `overall` descending (stable), starters with at least one guard and one big. */
export function rotationOrder(roster: readonly DemoPlayer[]): DemoPlayer[] {
  const order = roster
    .map((player, index) => ({ player, index }))
    .sort((a, b) => b.player.overall - a.player.overall || a.index - b.index)
    .map((entry) => entry.player);
  const fix = (wanted: (p: DemoPlayer) => boolean): void => {
    if (order.slice(0, 5).some(wanted)) return;
    const at = order.findIndex((p, i) => i >= 5 && wanted(p));
    const fifth = order[4];
    const replacement = order[at];
    if (at < 0 || fifth === undefined || replacement === undefined) return;
    order[4] = replacement;
    order[at] = fifth;
  };
  fix((p) => p.position === 'G');
  fix((p) => p.position !== 'G');
  return order;
}

function plannedSeconds(order: readonly DemoPlayer[]): number[] {
  const raw = order.map((player, rank) => {
    const base = PLANNED_MINUTES[rank] ?? 0;
    return rank < 5 ? Math.min(36, Math.max(26, base + 1.5 * player.skills.stamina)) : base;
  });
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((minutes) => (minutes * 200 * 60) / total);
}

function weightedMean(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  let total = 0;
  values.forEach((value, i) => {
    const w = weights[i] ?? 0;
    sum += value * w;
    total += w;
  });
  return total > 0 ? sum / total : 0;
}

function ownZoneMix(player: DemoPlayer, cal: GameCalibration): Record<ShotZone, number> {
  const position = POSITION_ZONE[player.position];
  const threeFactor = Math.exp(0.6 * player.skills.threeRate);
  const mix = {} as Record<ShotZone, number>;
  let sum = 0;
  for (const zone of SHOT_ZONES) {
    const three = zone === 'corner3' || zone === 'aboveBreak3';
    mix[zone] = cal.zones[zone].share * position[zone] * (three ? threeFactor : 1);
    sum += mix[zone];
  }
  for (const zone of SHOT_ZONES) mix[zone] /= sum;
  return mix;
}

/**
 * Each player's zone mix, rescaled zone by zone (iterative proportional fitting, a few rounds)
 * until the usage- and minutes-weighted team mix is the league mix tilted toward or away from
 * threes by the team's style (style.ts: the coach's appetite and the shooters'): players keep
 * their differences, the team shoots the mix its style gives it.
 */
function zoneMixes(
  order: readonly DemoPlayer[],
  minutes: readonly number[],
  team: DemoTeam,
  cal: GameCalibration,
): { mixes: Array<Record<ShotZone, number>>; target: Record<ShotZone, number> } {
  const mixes = order.map((p) => ownZoneMix(p, cal));
  const weights = order.map((p, i) => (minutes[i] ?? 0) * Math.exp(0.45 * p.skills.usage));
  const tilt = threeTilt(
    team,
    order.map((player, i) => ({ player, plannedSeconds: minutes[i] ?? 0 })),
  );
  const shares = attemptShares(cal);
  const target = {} as Record<ShotZone, number>;
  let total = 0;
  for (const zone of SHOT_ZONES) {
    const three = zone === 'corner3' || zone === 'aboveBreak3';
    target[zone] = shares[zone] * (three ? 1 + tilt : 1 - tilt * 0.64);
    total += target[zone];
  }
  for (let round = 0; round < 4; round += 1) {
    const scale = {} as Record<ShotZone, number>;
    for (const zone of SHOT_ZONES) {
      const mean = weightedMean(
        mixes.map((m) => m[zone]),
        weights,
      );
      scale[zone] = target[zone] / total / Math.max(1e-9, mean);
    }
    for (const mix of mixes) {
      let sum = 0;
      for (const zone of SHOT_ZONES) {
        mix[zone] *= scale[zone];
        sum += mix[zone];
      }
      for (const zone of SHOT_ZONES) mix[zone] /= sum;
    }
  }
  for (const zone of SHOT_ZONES) target[zone] /= total;
  return { mixes, target };
}

/** A team as the simulator sees it: its players, and the mix of attempts its coach wants. */
export interface TeamProfile {
  readonly players: readonly PlayerProfile[];
  /** Share of the team's attempts by zone (league mix tilted by the team's three tilt). */
  readonly zoneTarget: Readonly<Record<ShotZone, number>>;
  /** Team-level style and what it is worth (style.ts). */
  readonly style: TeamStyle;
}

function buildProfile(team: DemoTeam, cal: GameCalibration): TeamProfile {
  if (team.roster.length < 5) {
    throw new RangeError(`Team ${team.teamId} has ${team.roster.length} players; a game needs 5`);
  }
  const order = rotationOrder(team.roster);
  const planned = plannedSeconds(order);
  const { mixes, target } = zoneMixes(order, planned, team, cal);
  const s = (p: DemoPlayer) => p.skills;
  // Shooting skills are centred on the team's attempts from the zone (a guard-heavy team's
  // threes are taken by its guards: their mean, not the roster's, is the team's level).
  const attempts = (zone: ShotZone): number[] =>
    order.map(
      (p, i) => (planned[i] ?? 0) * Math.exp(0.45 * p.skills.usage) * (mixes[i]?.[zone] ?? 0),
    );
  const threeAttempts = attempts('corner3').map((w, i) => w + (attempts('aboveBreak3')[i] ?? 0));
  const rimMean = weightedMean(
    order.map((p) => s(p).rim),
    attempts('rim'),
  );
  const midMean = weightedMean(
    order.map((p) => s(p).mid),
    attempts('mid'),
  );
  const paintMean = weightedMean(
    order.map((p) => (s(p).rim + s(p).mid) / 2),
    attempts('paint'),
  );
  const threeMean = weightedMean(
    order.map((p) => s(p).three),
    threeAttempts,
  );
  const defenseMean = weightedMean(
    order.map((p) => s(p).defense),
    planned,
  );
  const ftBase = logit(cal.freeThrow);
  const players = order.map((player, rank): PlayerProfile => {
    const k = s(player);
    const three = SHOT_SKILL_LOGIT * (k.three - threeMean);
    return {
      key: `p${player.playerId}`,
      player,
      rank,
      starter: rank < 5,
      plannedSeconds: planned[rank] ?? 0,
      makeLogit: {
        rim: SHOT_SKILL_LOGIT * (k.rim - rimMean),
        paint: SHOT_SKILL_LOGIT * ((k.rim + k.mid) / 2 - paintMean),
        mid: SHOT_SKILL_LOGIT * (k.mid - midMean),
        corner3: three,
        aboveBreak3: three,
      },
      zoneMix: mixes[rank] ?? target,
      freeThrowLogit: ftBase + FREE_THROW_LOGIT * k.freeThrow,
      usageWeight: Math.exp(0.45 * k.usage),
      assistWeight: Math.exp(0.5 * k.passing) * POSITION_ASSIST[player.position],
      turnoverWeight: Math.exp(0.45 * k.usage - 0.4 * k.ballSecurity),
      offensiveReboundWeight:
        Math.exp(0.5 * k.offensiveRebounding) * POSITION_REBOUND[player.position],
      defensiveReboundWeight:
        Math.exp(0.5 * k.defensiveRebounding) * POSITION_REBOUND[player.position],
      stealWeight: Math.exp(0.5 * k.steals),
      blockWeight: Math.exp(0.6 * k.blocks) * POSITION_BLOCK[player.position],
      foulWeight: Math.exp(-0.4 * k.discipline) * POSITION_FOUL[player.position],
      foulDrawWeight: Math.exp(0.4 * k.foulDrawing),
      defenseEffect: 0.08 * (k.defense - defenseMean),
      enduranceSeconds: 60 * Math.max(5, 10 + 1.5 * k.stamina),
    };
  });
  return { players, zoneTarget: target, style: teamStyle(players, team, cal) };
}

const cache = new WeakMap<DemoTeam, Map<GameCalibration, TeamProfile>>();

/**
 * The team's profile, computed once per team and calibration: a season plays the same team
 * objects dozens of times, and the profile depends on nothing else.
 */
export function teamProfile(team: DemoTeam, cal: GameCalibration): TeamProfile {
  let byCalibration = cache.get(team);
  if (byCalibration === undefined) {
    byCalibration = new Map();
    cache.set(team, byCalibration);
  }
  let profile = byCalibration.get(cal);
  if (profile === undefined) {
    profile = buildProfile(team, cal);
    byCalibration.set(cal, profile);
  }
  return profile;
}
