/**
 * The page's numbers, from the shots themselves so every filter applies to them: which shots a
 * filter keeps, and the player and team leaderboards over the kept shots (attempts, makes, FG%,
 * points created, the tying / go-ahead split and game-winners, METHODS §6).
 *
 * The leaderboards leave the made/missed filter out: a shooting percentage needs both.
 */
import type { TyingGoAheadShotRow } from '@courtside/contract/schemas';
import { MARGIN_DEFICIT, type DecidingFilterValues } from './deciding-filters';

/** What the page reads of a shot (the rows of `pbp-shots-tying-go-ahead`). */
export type DecidingShot = Pick<
  TyingGoAheadShotRow,
  | '_id'
  | 'competitionId'
  | 'gameId'
  | 'gameDate'
  | 'seq'
  | 'period'
  | 'periodLabel'
  | 'clock'
  | 'teamId'
  | 'teamIdAgst'
  | 'playerId'
  | 'fullName'
  | 'x'
  | 'y'
  | 'distance'
  | 'shotValue'
  | 'isMade'
  | 'shotType'
  | 'isGameWinner'
  | 'teamScoreBefore'
  | 'oppScoreBefore'
  | 'attemptKind'
  | 'deficitBefore'
>;

/** A team as the team rows name it, and its conference. */
export interface TeamInfo {
  competitionId: number;
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
}

/** Overtimes are labelled OT, 2OT…; regulation periods H1, H2 or Q1…Q4. */
export const isOvertimeShot = (shot: Pick<DecidingShot, 'periodLabel'>): boolean =>
  shot.periodLabel.endsWith('OT');

/** Every filter but made/missed: the shots the leaderboards count. */
export function matchesSituation(
  shot: DecidingShot,
  filters: DecidingFilterValues,
  teams: ReadonlyMap<number, TeamInfo>,
): boolean {
  if (shot.clock > filters.secondsLeft) return false;
  if (filters.margin !== 'any' && shot.deficitBefore !== MARGIN_DEFICIT[filters.margin]) {
    return false;
  }
  if (filters.kind !== 'any' && shot.attemptKind !== filters.kind) return false;
  if (filters.period !== 'any' && isOvertimeShot(shot) !== (filters.period === 'overtime')) {
    return false;
  }
  if (filters.team !== null && shot.teamId !== filters.team) return false;
  if (filters.conference !== null) {
    const team = shot.teamId === null ? undefined : teams.get(shot.teamId);
    if (team?.conferenceId !== filters.conference) return false;
  }
  return true;
}

export function matchesResult(shot: DecidingShot, filters: DecidingFilterValues): boolean {
  return filters.result === 'any' || shot.isMade === (filters.result === 'made');
}

/** The leaderboard fields of a set of shots (the dictionary's deciding stats). */
export interface DecidingTotals {
  gpDeciding: number;
  decidingFga: number;
  decidingFgm: number;
  decidingFgPct: number | null;
  decidingPts: number;
  tyingFga: number;
  tyingFgm: number;
  tyingFgPct: number | null;
  goAheadFga: number;
  goAheadFgm: number;
  goAheadFgPct: number | null;
  gameWinners: number;
}

const ratio = (made: number, attempts: number): number | null =>
  attempts > 0 ? made / attempts : null;

export function decidingTotals(shots: readonly DecidingShot[]): DecidingTotals {
  const games = new Set<string>();
  let fga = 0;
  let fgm = 0;
  let pts = 0;
  let tyingFga = 0;
  let tyingFgm = 0;
  let gameWinners = 0;
  for (const shot of shots) {
    games.add(`${shot.competitionId}-${shot.gameId}`);
    fga += 1;
    if (shot.attemptKind === 'tying') tyingFga += 1;
    if (shot.isMade) {
      fgm += 1;
      pts += shot.shotValue;
      if (shot.attemptKind === 'tying') tyingFgm += 1;
    }
    if (shot.isGameWinner) gameWinners += 1;
  }
  const goAheadFga = fga - tyingFga;
  const goAheadFgm = fgm - tyingFgm;
  return {
    gpDeciding: games.size,
    decidingFga: fga,
    decidingFgm: fgm,
    decidingFgPct: ratio(fgm, fga),
    decidingPts: pts,
    tyingFga,
    tyingFgm,
    tyingFgPct: ratio(tyingFgm, tyingFga),
    goAheadFga,
    goAheadFgm,
    goAheadFgPct: ratio(goAheadFgm, goAheadFga),
    gameWinners,
  };
}

export interface PlayerLeader extends DecidingTotals {
  key: string;
  playerId: number;
  fullName: string;
  teamId: number;
  teamMarket: string;
  /** The newest season he shot in, for the link to his page. */
  competitionId: number;
}

export interface TeamLeader extends DecidingTotals {
  key: string;
  teamId: number;
  teamMarket: string;
  competitionId: number;
}

/** Most attempts first, then most makes, then by name (ties read in a stable order). */
export function byAttempts<T extends DecidingTotals>(name: (row: T) => string) {
  return (a: T, b: T): number =>
    b.decidingFga - a.decidingFga ||
    b.decidingFgm - a.decidingFgm ||
    name(a).localeCompare(name(b));
}

function groupBy<K>(shots: readonly DecidingShot[], keyOf: (shot: DecidingShot) => K | null) {
  const groups = new Map<K, DecidingShot[]>();
  for (const shot of shots) {
    const key = keyOf(shot);
    if (key === null) continue;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [shot]);
    else group.push(shot);
  }
  return groups;
}

const newest = (shots: readonly DecidingShot[]): number =>
  Math.max(...shots.map((shot) => shot.competitionId));

export function teamMarketOf(teams: ReadonlyMap<number, TeamInfo>, teamId: number): string {
  return teams.get(teamId)?.teamMarket ?? `Team ${teamId}`;
}

/** One row per player and team (a transfer has one row per team). */
export function playerLeaders(
  shots: readonly DecidingShot[],
  teams: ReadonlyMap<number, TeamInfo>,
): PlayerLeader[] {
  const groups = groupBy(shots, (shot) =>
    shot.playerId === null || shot.teamId === null ? null : `${shot.teamId}:${shot.playerId}`,
  );
  const rows: PlayerLeader[] = [];
  for (const [key, group] of groups) {
    const first = group[0];
    if (first === undefined || first.playerId === null || first.teamId === null) continue;
    rows.push({
      key,
      playerId: first.playerId,
      fullName: first.fullName,
      teamId: first.teamId,
      teamMarket: teamMarketOf(teams, first.teamId),
      competitionId: newest(group),
      ...decidingTotals(group),
    });
  }
  return rows.sort(byAttempts((row) => row.fullName));
}

export function teamLeaders(
  shots: readonly DecidingShot[],
  teams: ReadonlyMap<number, TeamInfo>,
): TeamLeader[] {
  const groups = groupBy(shots, (shot) => shot.teamId);
  const rows: TeamLeader[] = [];
  for (const [teamId, group] of groups) {
    rows.push({
      key: String(teamId),
      teamId,
      teamMarket: teamMarketOf(teams, teamId),
      competitionId: newest(group),
      ...decidingTotals(group),
    });
  }
  return rows.sort(byAttempts((row) => row.teamMarket));
}

/** Latest first: by date, then game, then the later play of a game first. */
export function shotsInListOrder(shots: readonly DecidingShot[]): DecidingShot[] {
  return [...shots].sort(
    (a, b) =>
      (b.gameDate ?? '').localeCompare(a.gameDate ?? '') || b.gameId - a.gameId || b.seq - a.seq,
  );
}
