/**
 * Matching the bundle's `shots` to play-by-play field-goal attempts. The shot rows carry no
 * period or clock, only the team, a shooter code ("KoButler" for KOBE.BUTLER), made and point
 * value, in game order. So shots are aligned to the pbp attempts by order: each shot takes the
 * first unmatched attempt, within a small window ahead of the last match, with the same team,
 * shooter and result (the window absorbs the feed listing two near-simultaneous attempts in the
 * other order).
 *
 * The point value must agree, with one exception: the shot file's value comes from the
 * coordinates, so an attempt charted within 1.5 ft of a three-point line may disagree with the
 * scorer's 2/3. Then the pbp value wins (METHODS §5) and the match is reported as a conflict.
 */
import type { CourtLocation, GameEvent, ShotEvent, TeamSide } from '@courtside/contract';
import { shooterMatches, sourceNameOfKey } from './names';
import type { ShotRow } from './schema';

export interface UnmatchedShot {
  /** Index in the bundle's `shots`. */
  readonly index: number;
  readonly team: string | null;
  readonly shooter: string | null;
  readonly reason: string;
}

export interface ShotValueConflict {
  readonly index: number;
  readonly seq: number;
  readonly fileValue: number | null;
  readonly pbpValue: 2 | 3;
  readonly distanceFt: number;
}

export interface ShotMatchReport {
  readonly shots: number;
  readonly fieldGoalAttempts: number;
  readonly matched: number;
  readonly withLocation: number;
  readonly unmatched: readonly UnmatchedShot[];
  readonly valueConflicts: readonly ShotValueConflict[];
}

export interface ShotMatch {
  /** Location of each matched attempt, by event seq. */
  readonly locations: ReadonlyMap<number, CourtLocation>;
  readonly report: ShotMatchReport;
}

const WINDOW = 8;
/** Line distances (ft): 20'9" before 2019-20 (men) / 2021-22 (women), 22'1.75" since. */
const ARC_DISTANCES = [20.75, 22.146];
const CORNER_DISTANCES = [20.75, 21.667];
const CORNER_DEPTH_FT = 9.8;
const LINE_TOLERANCE_FT = 1.5;

export function nearThreePointLine(location: CourtLocation): boolean {
  const distance = Math.hypot(location.x, location.y);
  const nearArc = ARC_DISTANCES.some((d) => Math.abs(distance - d) <= LINE_TOLERANCE_FT);
  const nearCorner =
    location.y <= CORNER_DEPTH_FT + LINE_TOLERANCE_FT &&
    CORNER_DISTANCES.some((d) => Math.abs(Math.abs(location.x) - d) <= LINE_TOLERANCE_FT);
  return nearArc || nearCorner;
}

function locationOf(row: ShotRow): CourtLocation | null {
  const { shot_x: x, shot_y: y } = row;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x + y) ? { x, y } : null;
}

type Verdict = 'match' | 'valueConflict' | 'no';

function judge(row: ShotRow, side: TeamSide | null, shot: ShotEvent): Verdict {
  if (side === null || shot.side !== side) return 'no';
  if (!shooterMatches(row.shooter_id ?? '', sourceNameOfKey(shot.player))) return 'no';
  if (typeof row.made === 'boolean' && row.made !== shot.made) return 'no';
  if (row.point_value === shot.value) return 'match';
  const location = locationOf(row);
  return location !== null && nearThreePointLine(location) ? 'valueConflict' : 'no';
}

function whyUnmatched(row: ShotRow, side: TeamSide | null, attempts: readonly ShotEvent[]): string {
  if (side === null) return `team "${row.team_id ?? ''}" is neither home nor away`;
  const byShooter = attempts.filter(
    (shot) =>
      shot.side === side && shooterMatches(row.shooter_id ?? '', sourceNameOfKey(shot.player)),
  );
  if (byShooter.length === 0) return `no field-goal attempt by "${row.shooter_id ?? ''}"`;
  if (!byShooter.some((shot) => shot.made === row.made)) return 'made/missed disagrees';
  return 'point value disagrees away from the three-point line, or attempts already matched';
}

export function matchShots(
  events: readonly GameEvent[],
  rows: readonly ShotRow[],
  sideOfTeam: (team: string | null | undefined) => TeamSide | null,
): ShotMatch {
  const attempts = events.filter((event): event is ShotEvent => event.type === 'shot');
  const used = new Set<number>();
  const locations = new Map<number, CourtLocation>();
  const unmatched: UnmatchedShot[] = [];
  const valueConflicts: ShotValueConflict[] = [];
  let pointer = 0;
  rows.forEach((row, index) => {
    const side = sideOfTeam(row.team_id);
    const pick = (from: number, to: number, accept: readonly Verdict[]): number => {
      for (let j = from; j < Math.min(to, attempts.length); j += 1) {
        const shot = attempts[j];
        if (shot !== undefined && !used.has(j) && accept.includes(judge(row, side, shot))) return j;
      }
      return -1;
    };
    let j = pick(pointer, pointer + WINDOW, ['match']);
    if (j < 0) j = pick(pointer, pointer + WINDOW, ['valueConflict']);
    if (j < 0) j = pick(0, attempts.length, ['match']);
    const shot = attempts[j];
    if (shot === undefined) {
      unmatched.push({
        index,
        team: row.team_id ?? null,
        shooter: row.shooter_id ?? null,
        reason: whyUnmatched(row, side, attempts),
      });
      return;
    }
    used.add(j);
    while (used.has(pointer)) pointer += 1;
    const location = locationOf(row);
    if (location !== null) locations.set(shot.seq, location);
    if (row.point_value !== shot.value) {
      valueConflicts.push({
        index,
        seq: shot.seq,
        fileValue: row.point_value ?? null,
        pbpValue: shot.value,
        distanceFt: location === null ? Number.NaN : Math.hypot(location.x, location.y),
      });
    }
  });
  return {
    locations,
    report: {
      shots: rows.length,
      fieldGoalAttempts: attempts.length,
      matched: rows.length - unmatched.length,
      withLocation: locations.size,
      unmatched,
      valueConflicts,
    },
  };
}
