/**
 * Late-game measures of a set of games, one definition for the simulator's tests,
 * calibrate.ts and `demo:report` (which feeds it rows of the warehouse's `team_games`,
 * `team_game_splits` and `events`):
 *
 * - Overtime: points, possessions (the engine's play-by-play count), free-throw attempts and
 *   3P% per team per overtime period, from the engine's `period-N` team lines past regulation;
 *   regulation points per team per five minutes beside them for scale.
 * - Close finishes: games within 1-6 points at the 1:00 mark of regulation (the score of the
 *   last event with more than 60 s left in the last regulation period). In the last 60 s of
 *   such a game, the defensive fouls (personal or shooting; not offensive, not technical)
 *   committed by a team while it trails: the share of close finishes with at least one, and
 *   their number per close finish. Nobody fouls on purpose unless behind, so these count the
 *   intentional fouls without having to read intent.
 * - Free-throw attempts (both teams, technicals included) in the last 120 s of regulation of
 *   games within 0-6 points at the 2:00 mark.
 * - Per game: the share that goes to overtime, and free-throw attempts (both teams) by final
 *   margin (late-game-targets.ts), which has real values to compare with.
 */
import { THREE_POINT_COUNTS } from '@courtside/contract';
import type { CanonicalGame, TeamSide } from '@courtside/contract';
import { threePointPct, type TeamBoxLine } from '@courtside/engine';
import { MARGIN_BUCKETS, marginBucket } from './late-game-targets';
import type { MarginBucket } from './late-game-targets';

/** What the measures read of one event in the last two minutes of regulation. */
export interface LateEventRow {
  /** Seconds left in the period. */
  readonly clock: number;
  readonly type: string;
  readonly side: TeamSide | null;
  /** Foul kind for fouls ('personal', 'shooting', …), null otherwise. */
  readonly foulKind: string | null;
  /** Score after the event (a foul does not change it). */
  readonly home: number;
  readonly away: number;
}

/** One game's end of regulation: the score at the 2:00 mark and every event after it. */
export interface RegulationFinish {
  readonly atTwoMinutes: { readonly home: number; readonly away: number };
  /** Events with at most 120 s left in the last regulation period, in order. */
  readonly events: readonly LateEventRow[];
}

/** What the overtime measures add up of a team's line for one overtime period. */
const OVERTIME_SUMS = ['pts', 'possessions', 'fta', ...THREE_POINT_COUNTS] as const;

/** One team's line for one overtime period. */
export type OvertimeLine = Readonly<Record<(typeof OVERTIME_SUMS)[number], number>>;

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export interface LateGameMeasures {
  readonly games: number;
  readonly overtimeShare: number;
  /** Free-throw attempts per game (both teams) by final margin; NaN for an empty group. */
  readonly freeThrowAttemptsByMargin: Readonly<Record<MarginBucket, number>>;
  /** Team-periods of overtime measured (two per overtime period). */
  readonly overtimeTeamPeriods: number;
  readonly overtimePointsPerTeam: number;
  readonly overtimePossessionsPerTeam: number;
  readonly overtimeFreeThrowAttemptsPerTeam: number;
  readonly overtimeThreePct: number;
  /** Regulation points per team per five minutes, for scale. */
  readonly regulationPointsPer5: number;
  readonly closeFinishes: number;
  /** Share of close finishes in which the trailing team commits a foul in the last 60 s. */
  readonly trailerFoulShare: number;
  /** Fouls by the trailing team in the last 60 s per close finish. */
  readonly trailerFoulsPerFinish: number;
  readonly closeAtTwoMinutes: number;
  /** Free-throw attempts (both teams) in the last 120 s of games within 6 at the 2:00 mark. */
  readonly lateFreeThrowAttempts: number;
}

const DEFENSIVE_FOULS = new Set(['personal', 'shooting']);
const LAST_MINUTE = 60;

export class LateGameTally {
  private ot = { lines: 0, ...zeros(OVERTIME_SUMS) };
  private regulation = { teamGames: 0, pts: 0, minutes: 0 };
  private close = { finishes: 0, withFoul: 0, fouls: 0, atTwo: 0, fta: 0 };
  private results = { games: 0, overtime: 0 };
  private readonly byMargin = new Map<MarginBucket, { games: number; fta: number }>();

  /** A game's final margin, whether it went to overtime, and its free-throw attempts. */
  addResult(margin: number, overtime: boolean, freeThrowAttempts: number): void {
    this.results.games += 1;
    if (overtime) this.results.overtime += 1;
    const bucket = marginBucket(margin, overtime);
    const group = this.byMargin.get(bucket) ?? { games: 0, fta: 0 };
    group.games += 1;
    group.fta += freeThrowAttempts;
    this.byMargin.set(bucket, group);
  }

  addOvertimeLine(line: OvertimeLine): void {
    const o = this.ot;
    o.lines += 1;
    for (const key of OVERTIME_SUMS) o[key] += line[key];
  }

  /** A team's regulation points over `minutes` of regulation. */
  addRegulation(pts: number, minutes: number): void {
    this.regulation.teamGames += 1;
    this.regulation.pts += pts;
    this.regulation.minutes += minutes;
  }

  addFinish(finish: RegulationFinish): void {
    const c = this.close;
    const two = finish.atTwoMinutes;
    if (Math.abs(two.home - two.away) <= 6) {
      c.atTwo += 1;
      for (const e of finish.events) if (e.type === 'freeThrow') c.fta += 1;
    }
    let mark = two;
    for (const e of finish.events) if (e.clock > LAST_MINUTE) mark = e;
    const margin = mark.home - mark.away;
    if (margin === 0 || Math.abs(margin) > 6) return;
    c.finishes += 1;
    let fouls = 0;
    for (const e of finish.events) {
      if (e.clock > LAST_MINUTE || e.type !== 'foul' || e.side === null) continue;
      if (!DEFENSIVE_FOULS.has(e.foulKind ?? '')) continue;
      const lead = e.side === 'home' ? e.home - e.away : e.away - e.home;
      if (lead < 0) fouls += 1;
    }
    c.fouls += fouls;
    if (fouls > 0) c.withFoul += 1;
  }

  measures(): LateGameMeasures {
    const ratio = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);
    const { ot, regulation, close, results } = this;
    const byMargin = {} as Record<MarginBucket, number>;
    for (const bucket of MARGIN_BUCKETS) {
      const group = this.byMargin.get(bucket);
      byMargin[bucket] = ratio(group?.fta ?? 0, group?.games ?? 0);
    }
    return {
      games: results.games,
      overtimeShare: ratio(results.overtime, results.games),
      freeThrowAttemptsByMargin: byMargin,
      overtimeTeamPeriods: ot.lines,
      overtimePointsPerTeam: ratio(ot.pts, ot.lines),
      overtimePossessionsPerTeam: ratio(ot.possessions, ot.lines),
      overtimeFreeThrowAttemptsPerTeam: ratio(ot.fta, ot.lines),
      overtimeThreePct: threePointPct(ot) ?? Number.NaN,
      regulationPointsPer5: ratio(5 * regulation.pts, regulation.minutes),
      closeFinishes: close.finishes,
      trailerFoulShare: ratio(close.withFoul, close.finishes),
      trailerFoulsPerFinish: ratio(close.fouls, close.finishes),
      closeAtTwoMinutes: close.atTwo,
      lateFreeThrowAttempts: ratio(close.fta, close.atTwo),
    };
  }

  /**
   * Adds a canonical game and the engine's team lines of it (deriveGame): its overtime
   * periods, its regulation points, its finish.
   */
  addGame(game: CanonicalGame, teams: readonly TeamBoxLine[]): void {
    const regulation = game.format.regulationPeriods;
    for (const line of teams) {
      const period = /^period-(\d+)$/.exec(line.split);
      if (period === null) continue;
      if (Number(period[1]) > regulation) this.addOvertimeLine(line);
    }
    for (const side of ['home', 'away'] as const) {
      let pts = 0;
      for (const line of teams) {
        const period = /^period-(\d+)$/.exec(line.split);
        if (line.side === side && period !== null && Number(period[1]) <= regulation) {
          pts += line.pts;
        }
      }
      this.addRegulation(pts, 40);
    }
    this.addFinish(regulationFinish(game));
    const fta = teams.reduce((sum, line) => sum + (line.split === 'game' ? line.fta : 0), 0);
    const { home, away } = game.finalScore;
    this.addResult(home - away, game.periods > regulation, fta);
  }
}

/** The end of regulation of a canonical game, as `addFinish` reads it. */
export function regulationFinish(game: CanonicalGame): RegulationFinish {
  const last = game.format.regulationPeriods;
  let atTwoMinutes = { home: 0, away: 0 };
  const events: LateEventRow[] = [];
  for (const e of game.events) {
    if (e.period < last) continue;
    if (e.period > last) break;
    if (e.clock > 120) {
      atTwoMinutes = e.score;
      continue;
    }
    events.push({
      clock: e.clock,
      type: e.type,
      side: e.side,
      foulKind: e.type === 'foul' ? e.kind : null,
      home: e.score.home,
      away: e.score.away,
    });
  }
  return { atTwoMinutes, events };
}
