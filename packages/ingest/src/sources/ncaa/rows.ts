/**
 * Row-level reading of the play-by-play: which side a row belongs to, the ten players on the
 * floor, and the clock in seconds. Problems are collected as "pbp[i].field: …" lines so one
 * error can list them all.
 */
import type { OnFloor, TeamSide } from '@courtside/contract';
import { parseClock } from './clock';
import type { RowFacts } from './event-map';
import { playerKey, sourcePlayer } from './names';
import type { PbpRow } from './schema';

const SLOTS = [1, 2, 3, 4, 5] as const;

function same(a: string | null | undefined, b: string): boolean {
  if (a === b) return true;
  return a !== null && a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
}

export interface Teams {
  readonly home: string;
  readonly away: string;
}

export function sideOfTeam(teams: Teams, team: string | null | undefined): TeamSide | null {
  if (same(team, teams.home)) return 'home';
  if (same(team, teams.away)) return 'away';
  return null;
}

function floorNames(row: PbpRow, side: TeamSide): Array<string | null> {
  return SLOTS.map((slot) => sourcePlayer(row[`${side}_${slot}`]));
}

/** The ten on the floor, or null when any slot is empty (the source does not say). */
export function onFloorOf(row: PbpRow): OnFloor | null {
  const home = floorNames(row, 'home');
  const away = floorNames(row, 'away');
  const known = (names: Array<string | null>): names is string[] => names.every((n) => n !== null);
  if (!known(home) || !known(away)) return null;
  return {
    home: home.map((name) => playerKey('home', name)),
    away: away.map((name) => playerKey('away', name)),
  };
}

/**
 * The row's side: its event_team when that names a team, else the side whose floor holds the
 * row's player (some feeds leave event_team empty on substitutions).
 */
export function sideOfRow(teams: Teams, row: PbpRow): TeamSide | null {
  const named = sideOfTeam(teams, row.event_team);
  if (named !== null) return named;
  const player = sourcePlayer(row.player_1);
  if (player === null) return null;
  if (floorNames(row, 'home').includes(player)) return 'home';
  if (floorNames(row, 'away').includes(player)) return 'away';
  return null;
}

/**
 * Reads the rows of one game in order (row i at the i-th call), collecting problems in `issues`.
 * Consecutive rows with the same ten names share one OnFloor object: the floor changes a few
 * dozen times a game, the rows number five hundred, and the engine can then sort each lineup
 * once (stints.ts).
 */
export function rowReader(
  teams: Teams,
  issues: string[],
): (row: PbpRow, index: number) => RowFacts {
  let lastNames: ReadonlyArray<string | null | undefined> = [];
  let lastFloor: OnFloor | null = null;
  const floorOf = (row: PbpRow): OnFloor | null => {
    const names = [
      row.home_1,
      row.home_2,
      row.home_3,
      row.home_4,
      row.home_5,
      row.away_1,
      row.away_2,
      row.away_3,
      row.away_4,
      row.away_5,
    ];
    if (names.length === lastNames.length && names.every((name, i) => name === lastNames[i])) {
      return lastFloor;
    }
    lastNames = names;
    lastFloor = onFloorOf(row);
    return lastFloor;
  };
  return (row, index) => {
    const clock = parseClock(row.clock);
    if (clock === null) issues.push(`pbp[${index}].clock: "${row.clock}" is not MM:SS`);
    if (!same(row.home, teams.home) || !same(row.away, teams.away)) {
      issues.push(`pbp[${index}].home/away: "${row.home}"/"${row.away}" differ from row 0`);
    }
    return {
      type: row.event_type ?? '',
      description: row.event_description ?? '',
      result: row.event_result ?? null,
      shotValue: row.shot_value ?? null,
      side: sideOfRow(teams, row),
      player1: sourcePlayer(row.player_1),
      player2: sourcePlayer(row.player_2),
      period: row.period,
      clock: clock ?? 0,
      onFloor: floorOf(row),
    };
  };
}
