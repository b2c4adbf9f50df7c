/**
 * The game explorer's search: which of a season's `game-explorer-search` rows a set of filters
 * keeps. One pure function, shared by the page (which filters the season's rows in the browser)
 * and the tests that check it against SQL over the warehouse.
 *
 * Only played games are searched. A bound on a figure a game lacks (the score flow of a
 * box-only game, the prediction of a game without ratings) leaves the game out: unknown is
 * never read as zero.
 */
import type { GameExplorerRow } from './schemas/data/reference/games';

/** Inclusive bounds; null on a side means unbounded. */
export interface ExplorerRange {
  readonly min: number | null;
  readonly max: number | null;
}

/** The filterable figures of a game, each read by one function below. */
export const EXPLORER_RANGE_KEYS = [
  'margin',
  'total',
  'largestLead',
  'comeback',
  'biggestRun',
  'leadChanges',
  'overtimes',
  'winnerWinProbability',
] as const;
export type ExplorerRangeKey = (typeof EXPLORER_RANGE_KEYS)[number];

/** Where the game was played, from the chosen teams' side ('home'/'away' need a team to mean one). */
export const EXPLORER_SITES = ['any', 'home', 'away', 'neutral'] as const;
export type ExplorerSite = (typeof EXPLORER_SITES)[number];

/** Which part of the season: regular season, conference tournaments, national tournament. */
export const EXPLORER_STAGES = ['any', 'regular', 'conference', 'national'] as const;
export type ExplorerStage = (typeof EXPLORER_STAGES)[number];

export interface GameExplorerFilter {
  readonly ranges: Readonly<Record<ExplorerRangeKey, ExplorerRange>>;
  /** Inclusive yyyy-mm-dd bounds. */
  readonly from: string | null;
  readonly to: string | null;
  /** Games where either team is one of these (none: every team). */
  readonly teamIds: readonly number[];
  /** Games where either team plays in one of these conferences (none: every conference). */
  readonly conferenceIds: readonly number[];
  readonly site: ExplorerSite;
  readonly stage: ExplorerStage;
  /** A bracket round (national: 0 First Four … 6 final); needs a stage other than 'regular'. */
  readonly round: number | null;
}

export const NO_EXPLORER_RANGE: ExplorerRange = { min: null, max: null };

/** A filter that keeps every played game. */
export const OPEN_EXPLORER_FILTER: GameExplorerFilter = {
  ranges: Object.fromEntries(EXPLORER_RANGE_KEYS.map((key) => [key, NO_EXPLORER_RANGE])) as Record<
    ExplorerRangeKey,
    ExplorerRange
  >,
  from: null,
  to: null,
  teamIds: [],
  conferenceIds: [],
  site: 'any',
  stage: 'any',
  round: null,
};

/** The value a range filter reads: `margin` is the final margin either way (winner minus loser). */
export function explorerValue(row: GameExplorerRow, key: ExplorerRangeKey): number | null {
  switch (key) {
    case 'margin':
      return row.winnerMargin;
    case 'total':
      return row.totalPts;
    case 'largestLead':
      return row.largestLead;
    case 'comeback':
      return row.comeback;
    case 'biggestRun':
      return row.biggestRun;
    case 'leadChanges':
      return row.leadChanges;
    case 'overtimes':
      return row.overtimes;
    case 'winnerWinProbability':
      return row.winnerWinProbability;
  }
}

function inRange(value: number | null, range: ExplorerRange): boolean {
  if (range.min === null && range.max === null) return true;
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

function siteMatches(
  row: GameExplorerRow,
  site: ExplorerSite,
  teamIds: readonly number[],
): boolean {
  if (site === 'any') return true;
  if (site === 'neutral') return row.isNeutral;
  if (row.isNeutral) return false;
  if (teamIds.length === 0) return true;
  const teamId = site === 'home' ? row.homeTeamId : row.awayTeamId;
  return teamId !== null && teamIds.includes(teamId);
}

function stageMatches(row: GameExplorerRow, stage: ExplorerStage, round: number | null): boolean {
  const conference = row.tournamentKind === 'conference' || row.confTournament;
  const national = row.tournamentKind === 'national';
  const inStage =
    stage === 'any' ||
    (stage === 'regular' && !conference && !national) ||
    (stage === 'conference' && conference) ||
    (stage === 'national' && national);
  return inStage && (round === null || row.tournamentRound === round);
}

export function matchesExplorerFilter(row: GameExplorerRow, filter: GameExplorerFilter): boolean {
  if (row.status !== 'final') return false;
  for (const key of EXPLORER_RANGE_KEYS) {
    if (!inRange(explorerValue(row, key), filter.ranges[key])) return false;
  }
  if (filter.from !== null && (row.gameDate === null || row.gameDate < filter.from)) return false;
  if (filter.to !== null && (row.gameDate === null || row.gameDate > filter.to)) return false;
  const { teamIds, conferenceIds } = filter;
  if (teamIds.length > 0 && !teamIds.some((id) => id === row.homeTeamId || id === row.awayTeamId)) {
    return false;
  }
  if (
    conferenceIds.length > 0 &&
    !conferenceIds.some((id) => id === row.homeConferenceId || id === row.awayConferenceId)
  ) {
    return false;
  }
  return siteMatches(row, filter.site, teamIds) && stageMatches(row, filter.stage, filter.round);
}

/** The rows a filter keeps, in their order. */
export function searchGames<Row extends GameExplorerRow>(
  rows: readonly Row[],
  filter: GameExplorerFilter,
): Row[] {
  return rows.filter((row) => matchesExplorerFilter(row, filter));
}
