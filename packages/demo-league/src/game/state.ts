/**
 * The running state of one simulated game: both sides (players, the five on the floor, team
 * fouls, timeouts), the clock, the score (in the log), and the pieces of context the decisions
 * read (who scored last, the alternating-possession arrow, which media timeouts were taken).
 *
 * Time only moves through `run`, which also credits the seconds to the five on the floor of each
 * side and moves every player's energy: on the floor it drains (half gone after the player's
 * endurance), on the bench it comes back within about four minutes. That is the fatigue the
 * rotation reads and that costs a tired shooter a few points of percentage.
 */
import {
  PERIOD_FORMATS,
  otherSide,
  periodLengthSeconds,
  periodStartSecond,
} from '@courtside/contract';
import type { Gender, PeriodFormat, TeamSide } from '@courtside/contract';
import { constantsFor, seasonStartYearOf } from '@courtside/engine';
import type { EngineConstants } from '@courtside/engine';
import type { DemoGameSpec, DemoTeam } from '../model';
import { DIVISION_GAP, SHOT_ZONES, TARGETS, calibrationFor, unfouledMake } from './calibration';
import type { GameCalibration, ShotZone } from './calibration';
import { playingForClock } from './late-game';
import { GameLog } from './log';
import { buildSide, displayName } from './players';
import { teamProfile } from './profiles';
import type { SimPlayer } from './players';
import { Random, logit } from './random';
import type { TeamStyle } from './style';

/** Timeouts each team may take (NCAA: four per game). */
const TIMEOUTS_PER_GAME = 4;

/**
 * The dead balls the rules know: fouls (before their free throws; 'foulNoSubs' when the coaches
 * wait for the last attempt), before a trip's last attempt, after a violation or a team rebound
 * out of bounds, after a made basket or a trip's made last attempt.
 */
export type DeadBallMoment =
  | 'foul'
  | 'foulNoSubs'
  | 'beforeLastFreeThrow'
  | 'violation'
  | 'outOfBounds'
  | 'made'
  | 'freeThrowsMade';

export interface SideState {
  readonly side: TeamSide;
  readonly team: DemoTeam;
  readonly players: readonly SimPlayer[];
  floor: SimPlayer[];
  /** Team fouls in the current bonus span (half for men, quarter for women; OT continues it). */
  teamFouls: number;
  timeoutsLeft: number;
  /** Share of attempts by zone the coach wants (profiles.ts). */
  readonly zoneTarget: Readonly<Record<ShotZone, number>>;
  /** The team's style (style.ts): rebounding, turnovers, fouls, shot mix. */
  readonly style: TeamStyle;
  /** This side's offensive advantage in points per 100 (ratings, division gap, home court). */
  readonly edge: number;
  /**
   * Log-odds added to this side's makes: the edge less what the offence's style adds and the
   * defence's style takes away. The styles play out on their own (rebounds, turnovers, fouls,
   * shot mix), so makes + styles = the edge.
   */
  readonly makeShift: number;
  /** Log-odds added to its turnovers: the same edge, its ball security, the opponent's hands. */
  readonly turnoverShift: number;
  /** Factor on the fouls this side commits on defence (its discipline). */
  readonly foulFactor: number;
  /** Possessions this side has finished. */
  possessions: number;
  /** Rotation-average rebounding weight of five players (lineup effects are relative to it). */
  readonly offensiveReboundBase: number;
  readonly defensiveReboundBase: number;
  readonly teamTurnovers: { value: number };
  readonly teamRebounds: { offensive: number; defensive: number };
}

export class GameState {
  readonly rng: Random;
  readonly cal: GameCalibration;
  readonly format: PeriodFormat;
  readonly constants: EngineConstants;
  readonly log: GameLog;
  readonly sides: Readonly<Record<TeamSide, SideState>>;
  /** Log-odds of an unfouled make by zone (from the recorded rates, see `unfouledMake`). */
  readonly makeLogit: Readonly<Record<ShotZone, number>>;
  /** Mean half-court action time for this matchup's pace. */
  readonly actionSeconds: number;
  /** The league's points per 100 possessions (the expected course of the score). */
  readonly pointsPer100: number;
  /** The side the alternating-possession arrow points to. */
  arrow: TeamSide = 'home';
  /** Side that scored last and its unanswered points (for run-stopping timeouts). */
  run = { side: null as TeamSide | null, points: 0 };
  mediaTaken = new Set<number>();
  /**
   * What happens at a dead ball (timeouts, technicals, substitutions); installed by the game
   * loop (dead-ball.ts) so the event modules can call it without importing it.
   */
  deadBall: (moment: DeadBallMoment, keep?: SimPlayer) => void = () => undefined;
  /** Game seconds already credited to players. */
  private ticked = 0;

  constructor(readonly spec: DemoGameSpec) {
    this.rng = new Random(spec.seed);
    this.cal = calibrationFor(spec.gender, spec.division);
    this.format = PERIOD_FORMATS[spec.gender];
    this.constants = seasonConstants(
      spec.gender,
      spec.division,
      seasonStartYearOf({ competitionId: spec.competitionId, date: spec.date }),
    );
    const home = buildSide('home', spec.home, this.cal);
    const away = buildSide('away', spec.away, this.cal);
    const names = new Map<string, string>();
    for (const p of [...home, ...away]) {
      if (names.has(p.key))
        throw new RangeError(`Player id ${p.player.playerId} is on both rosters`);
      names.set(p.key, displayName(p.player));
    }
    this.log = new GameLog(names, {
      home: `${spec.home.market} ${spec.home.nickname}`,
      away: `${spec.away.market} ${spec.away.nickname}`,
    });
    this.log.clockTenths = periodLengthSeconds(this.format, 1) * 10;
    const style = {
      home: teamProfile(spec.home, this.cal).style,
      away: teamProfile(spec.away, this.cal).style,
    };
    const edge = this.strengthEdges();
    this.sides = {
      home: this.sideState('home', spec.home, home, edge.home, style.home, style.away),
      away: this.sideState('away', spec.away, away, edge.away, style.away, style.home),
    };
    this.pointsPer100 = TARGETS[spec.gender].ortg;
    this.makeLogit = Object.fromEntries(
      SHOT_ZONES.map((zone) => [zone, logit(unfouledMake(this.cal, zone))]),
    ) as Record<ShotZone, number>;
    const pace = (spec.home.pace + spec.away.pace) / 2;
    const paceFactor = pace > 0 ? this.cal.possessionsPer40 / pace : 1;
    this.actionSeconds = this.cal.actionSeconds * Math.min(1.3, Math.max(0.75, paceFactor));
  }

  /** Offensive advantage of each side in points per 100 (ratings, division gap, home court). */
  private strengthEdges(): Record<TeamSide, number> {
    const { home, away, division, neutralSite } = this.spec;
    const level = (team: DemoTeam): number =>
      (DIVISION_GAP[team.division] - DIVISION_GAP[division]) / 2;
    const court = neutralSite ? 0 : this.cal.homeAdvantagePer100 / 2;
    return {
      home: home.offense + level(home) - (away.defense + level(away)) + court,
      away: away.offense + level(away) - (home.defense + level(home)) - court,
    };
  }

  private sideState(
    side: TeamSide,
    team: DemoTeam,
    players: SimPlayer[],
    edge: number,
    style: TeamStyle,
    opponent: TeamStyle,
  ): SideState {
    const played = edge - style.offensePoints + opponent.defensePoints;
    const avgFive = (weight: (p: SimPlayer) => number): number => {
      const total = players.reduce((s, p) => s + p.plannedSeconds, 0);
      return (5 * players.reduce((s, p) => s + weight(p) * p.plannedSeconds, 0)) / total;
    };
    return {
      side,
      team,
      players,
      floor: players.slice(0, 5),
      zoneTarget: teamProfile(team, this.cal).zoneTarget,
      teamFouls: 0,
      timeoutsLeft: TIMEOUTS_PER_GAME,
      style,
      edge,
      makeShift: this.cal.makeLogitPerPoint * played,
      turnoverShift:
        this.cal.turnoverLogitPerPoint * played + style.turnover + opponent.forcedTurnover,
      foulFactor: Math.exp(style.fouling),
      possessions: 0,
      offensiveReboundBase: avgFive((p) => p.offensiveReboundWeight),
      defensiveReboundBase: avgFive((p) => p.defensiveReboundWeight),
      teamTurnovers: { value: 0 },
      teamRebounds: { offensive: 0, defensive: 0 },
    };
  }

  other(side: TeamSide): SideState {
    return this.sides[otherSide(side)];
  }

  /**
   * The pull of the score, in points per 100 added to `side`'s offence now: −leadPull × how far
   * its lead has run ahead of what the strengths predict for the possessions played. Real game
   * scores are mean-reverting (a leader eases off, a trailing team presses and hurries): in the
   * real 2024-25 seasons the two teams' game efficiencies, net of the ratings, correlate +0.21 to
   * +0.24, so a game's margin varies far less (sd 15.9 per 100 possessions, both genders) than
   * its total (20.4), where independent possessions would make them equal. Pulling toward the
   * expected course rather than toward a tie keeps every expected margin what the ratings say.
   * A close game's last minutes are left to the late-game tactics (late-game.ts), which are
   * tuned to the real ones on their own.
   */
  leadPull(side: SideState): number {
    if (playingForClock(this)) return 0;
    const other = this.other(side.side);
    const expected =
      (side.possessions * (this.pointsPer100 + side.edge) -
        other.possessions * (this.pointsPer100 + other.edge)) /
      100;
    return -this.cal.leadPull * (this.margin(side.side) - expected);
  }

  get period(): number {
    return this.log.period;
  }

  /** Seconds left in the period. */
  get remaining(): number {
    return this.log.clockTenths / 10;
  }

  /** Game seconds since the opening tip. */
  get gameSecond(): number {
    const { format } = this;
    const period = this.period;
    return periodStartSecond(format, period) + periodLengthSeconds(format, period) - this.remaining;
  }

  /** In the last regulation period or an overtime (where games are decided). */
  get finalPeriod(): boolean {
    return this.period >= this.format.regulationPeriods;
  }

  /** `side`'s lead (negative when trailing). */
  margin(side: TeamSide): number {
    const score = this.log.score;
    return side === 'home' ? score.home - score.away : score.away - score.home;
  }

  /** Starts a period: clock full, team fouls reset where the rules reset them. */
  startPeriod(period: number): void {
    this.creditTime();
    this.log.period = period;
    this.log.clockTenths = periodLengthSeconds(this.format, period) * 10;
    const resets = this.format.regulationPeriods === 4 ? period <= 4 : period <= 2;
    if (resets) for (const s of Object.values(this.sides)) s.teamFouls = 0;
    this.run = { side: null, points: 0 };
  }

  /**
   * Runs the clock for about `seconds` (whole seconds above a minute, tenths below; at least a
   * tenth) and returns the seconds that actually ran.
   */
  runClock(seconds: number): number {
    const before = this.log.clockTenths;
    let after = Math.max(0, before - Math.max(1, Math.round(seconds * 10)));
    if (after >= 600) after = Math.floor(after / 10) * 10;
    this.log.clockTenths = after;
    this.creditTime();
    return (before - after) / 10;
  }

  /** Credits the time since the last call to the players on the floor; moves energy. */
  creditTime(): void {
    const now = this.gameSecond;
    const dt = now - this.ticked;
    if (dt <= 0) return;
    this.ticked = now;
    // Bench players recover lazily (players.ts `energyOf`); only the ten on the floor move.
    for (const p of this.sides.home.floor) credit(p, dt);
    for (const p of this.sides.away.floor) credit(p, dt);
  }

  /** Rest at a break (timeouts, between periods). */
  rest(amount: number): void {
    for (const s of [this.sides.home, this.sides.away]) {
      for (const p of s.players)
        p.energy = p.onFloor ? Math.min(1, p.energy + amount) : p.energy + amount;
    }
  }

  /** Points for the run tracker (the log keeps the score itself). */
  scored(side: TeamSide, points: number): void {
    if (points <= 0) return;
    if (this.run.side === side) this.run.points += points;
    else this.run = { side, points };
  }

  /** Writes the current lineups to the log. */
  syncFloor(): void {
    this.log.setFloor(
      this.sides.home.floor.map((p) => p.key),
      this.sides.away.floor.map((p) => p.key),
    );
  }
}

function credit(p: SimPlayer, dt: number): void {
  p.seconds += dt;
  p.energy = Math.max(0, p.energy - (0.5 * dt) / p.enduranceSeconds);
}

const constantsCache = new Map<string, EngineConstants>();

/** The engine's constants of a season (cached: every game of a season shares them). */
function seasonConstants(gender: Gender, division: 1 | 2 | 3, seasonStartYear: number) {
  const key = `${gender}:${division}:${seasonStartYear}`;
  let constants = constantsCache.get(key);
  if (constants === undefined) {
    constants = constantsFor({ gender, division, seasonStartYear });
    constantsCache.set(key, constants);
  }
  return constants;
}
