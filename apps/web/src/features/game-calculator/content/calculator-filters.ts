/**
 * The game calculator's choices, all in the URL (lib/stats/url-filters): each team with its own
 * season (`a=38409:590616&b=36045:590578`, competition:team, so a 2019 team can meet a 2025
 * one), the site from the first team's side, and the what-if (`whatif=123:0-456:34`, player:
 * minutes a game; 0 removes a player). Unreadable values fall back to the default, as every
 * unreadable value does: no team, a neutral floor, no what-if.
 */
import { isAllowedCompetitionId } from '@courtside/contract';
import {
  defineUrlFilters,
  enumParam,
  listParam,
  type FilterParam,
  type ItemParser,
} from '@/lib/stats/url-filters';

export const SITES = ['neutral', 'home', 'away'] as const;
export type Site = (typeof SITES)[number];

/** A game has 40 minutes: the most a player can play in the what-if. */
export const GAME_MINUTES = 40;
/** Players a what-if may change (two rosters). */
export const MAX_WHAT_IF_PLAYERS = 30;

export interface SeasonTeam {
  competitionId: number;
  teamId: number;
}

export interface MinutesChange {
  playerId: number;
  minutes: number;
}

const TEAM_PATTERN = /^(\d{1,9}):(\d{1,12})$/;
const CHANGE_PATTERN = /^(\d{1,12}):(\d{1,2})$/;

export function parseSeasonTeam(raw: string): SeasonTeam | undefined {
  const match = TEAM_PATTERN.exec(raw);
  if (match === null) return undefined;
  const competitionId = Number(match[1]);
  const teamId = Number(match[2]);
  if (!isAllowedCompetitionId(competitionId) || teamId <= 0) return undefined;
  return { competitionId, teamId };
}

const seasonTeamParam: FilterParam<SeasonTeam | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last === undefined ? undefined : parseSeasonTeam(last);
  },
  serialize: (value) => (value === null ? [] : [`${value.competitionId}:${value.teamId}`]),
  equals: (a, b) =>
    a === b ||
    (a !== null && b !== null && a.competitionId === b.competitionId && a.teamId === b.teamId),
};

export function parseMinutesChange(raw: string): MinutesChange | undefined {
  const match = CHANGE_PATTERN.exec(raw);
  if (match === null) return undefined;
  const playerId = Number(match[1]);
  const minutes = Number(match[2]);
  if (playerId <= 0 || minutes > GAME_MINUTES) return undefined;
  return { playerId, minutes };
}

/** Items are kept as their text, so the list's duplicate check compares values. */
const changeItem: ItemParser<string> = {
  parse: (raw) => {
    const change = parseMinutesChange(raw);
    return change === undefined ? undefined : changeKey(change);
  },
  serialize: (value) => value,
};

export const changeKey = ({ playerId, minutes }: MinutesChange): string => `${playerId}:${minutes}`;

export const CALCULATOR_FILTERS = defineUrlFilters({
  a: seasonTeamParam,
  b: seasonTeamParam,
  site: enumParam(SITES, 'neutral'),
  whatif: listParam(changeItem, [], { joinWith: '-', maxItems: MAX_WHAT_IF_PLAYERS }),
});

export type CalculatorFilters = typeof CALCULATOR_FILTERS.defaults;

/** The what-if's changes, one per player (the last wins when a link names one twice). */
export function changesOf(items: readonly string[]): MinutesChange[] {
  const byPlayer = new Map<number, MinutesChange>();
  for (const item of items) {
    const change = parseMinutesChange(item);
    if (change !== undefined) byPlayer.set(change.playerId, change);
  }
  return [...byPlayer.values()];
}

/** The what-if with one player's minutes set (null: back to his season's minutes). */
export function withChange(
  items: readonly string[],
  playerId: number,
  minutes: number | null,
): string[] {
  const others = changesOf(items).filter((change) => change.playerId !== playerId);
  const next = minutes === null ? others : [...others, { playerId, minutes }];
  return next.map(changeKey);
}
