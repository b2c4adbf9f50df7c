/**
 * The API's rows as the chart ranks them: who (a team, or a player with his team), where the
 * name links, the conference, the minutes a player qualifies with, his attempts per game behind
 * a shooting percentage, the stat as sent and what its modes divide by. Team rows divide per box-score game (lib/stats/team-denominators).
 */
import { paths } from '@courtside/contract';
import type { StatKey } from '@/lib/stats/dictionary';
import { aggregateDenominators, readField, type RowDenominators } from '@/lib/stats/per-mode';
import {
  attemptsPerGame,
  reachesMinimum,
  shootingQualifierOf,
} from '@/lib/stats/shooting-qualifiers';
import { teamAggDenominators } from '@/lib/stats/team-denominators';

export interface StatRow {
  kind: 'team' | 'player';
  id: string;
  name: string;
  href: string | null;
  /** The player's team; null on team rows. */
  teamName: string | null;
  teamId: number | null;
  conferenceId: number | null;
  /** Players' minutes per game (the qualifier); null on team rows. */
  minutesPerGame: number | null;
  /**
   * A player's attempts per game behind the ranked shooting percentage (3PA for 3P%); null on
   * team rows, for other stats and when the row lacks them.
   */
  attemptsPerGame: number | null;
  /** The stat as the API sent it. */
  raw: unknown;
  denominators: RowDenominators;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

export interface TeamStatFields {
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
}

export function teamStatRow(competitionId: number, row: TeamStatFields, stat: StatKey): StatRow {
  return {
    kind: 'team',
    id: `team-${row.teamId}`,
    name: textOr(row.teamMarket, `Team ${row.teamId}`),
    href: paths.team(competitionId, row.teamId),
    teamName: null,
    teamId: row.teamId,
    conferenceId: row.conferenceId,
    minutesPerGame: null,
    attemptsPerGame: null,
    raw: readField(row, stat),
    denominators: teamAggDenominators(row),
  };
}

export interface PlayerStatFields {
  playerId: number | null;
  playerKey: string;
  fullName: string;
  teamId: number | null;
  teamMarket: string;
  conferenceId: number | null;
  minsPg: number | null;
}

export function playerStatRow(
  competitionId: number,
  row: PlayerStatFields,
  stat: StatKey,
): StatRow {
  const qualifier = shootingQualifierOf(stat);
  return {
    kind: 'player',
    // A player who changed teams has a row per team: the key and team tell them apart.
    id: `player-${row.playerKey}-${row.teamId ?? 'none'}`,
    name: textOr(row.fullName, 'Unknown player'),
    href: row.playerId === null ? null : paths.player(competitionId, row.playerId),
    teamName: textOr(row.teamMarket, ''),
    teamId: row.teamId,
    conferenceId: row.conferenceId,
    minutesPerGame: numberOrNull(row.minsPg),
    attemptsPerGame: qualifier === null ? null : attemptsPerGame(row, qualifier.attempts),
    raw: readField(row, stat),
    denominators: aggregateDenominators(row),
  };
}

/** Players below the minutes qualifier are left out; teams always count. */
export function meetsMinutes(row: StatRow, minMinutes: number): boolean {
  if (row.kind === 'team') return true;
  return row.minutesPerGame !== null && row.minutesPerGame >= minMinutes;
}

/** Players below the attempts minimum (per game) are left out; teams always count. */
export function meetsAttempts(row: StatRow, minPerGame: number): boolean {
  return row.kind === 'team' || reachesMinimum(row.attemptsPerGame, minPerGame);
}
