/**
 * The 16 competitions (one season of one gender) Courtside covers, 2018-19 to 2025-26, with
 * the ids of the specification (§3, §9). Ids grow with the season within each gender, so "the
 * highest competition id" of a list is always its newest season (the navbar search relies on it).
 */
import type { Competition, CompetitionOption, Gender } from './schemas/entities';

/** Season start year → [men's id, women's id]. 2022-25 ids come from the spec; the rest are ours. */
const IDS_BY_START_YEAR: ReadonlyArray<readonly [number, number, number]> = [
  [2018, 16001, 16002],
  [2019, 17001, 17002],
  [2020, 18001, 18002],
  [2021, 30001, 30002],
  [2022, 33533, 33535],
  [2023, 36045, 36046],
  [2024, 38409, 38529],
  [2025, 41097, 41098],
];

const twoDigits = (year: number): string => String(year % 100).padStart(2, '0');

export function competitionLabel(yearStart: number, gender: Gender): string {
  const who = gender === 'MALE' ? "Men's" : "Women's";
  return `${yearStart}-${twoDigits(yearStart + 1)} ${who} Basketball`;
}

function buildCompetitions(): Competition[] {
  const list: Competition[] = [];
  for (const gender of ['MALE', 'FEMALE'] as const) {
    const column = gender === 'MALE' ? 1 : 2;
    IDS_BY_START_YEAR.forEach((row, index) => {
      const yearStart = row[0];
      const yearEnd = yearStart + 1;
      const prior = IDS_BY_START_YEAR[index - 1];
      const next = IDS_BY_START_YEAR[index + 1];
      list.push({
        id: row[column] as number,
        abb1: `${twoDigits(yearStart)}-${twoDigits(yearEnd)}`,
        abb2: `${yearStart}-${twoDigits(yearEnd)}`,
        abb3: `${yearStart}-${yearEnd}`,
        shortLabel: `${gender === 'MALE' ? 'M' : 'W'}${twoDigits(yearStart)}-${twoDigits(yearEnd)}`,
        label: competitionLabel(yearStart, gender),
        priorId: prior ? (prior[column] as number) : null,
        nextId: next ? (next[column] as number) : null,
        yearStart,
        yearEnd,
        gender,
      });
    });
  }
  return list;
}

/** Men's seasons oldest first, then women's seasons oldest first. */
export const COMPETITIONS: readonly Competition[] = Object.freeze(buildCompetitions());

export const COMPETITIONS_BY_ID: ReadonlyMap<number, Competition> = new Map(
  COMPETITIONS.map((competition) => [competition.id, competition]),
);

/** Competitions shown anywhere in the product; lists from elsewhere are filtered to this set. */
export const ALLOWED_COMPETITION_IDS: ReadonlySet<number> = new Set(COMPETITIONS.map((c) => c.id));

export function isAllowedCompetitionId(id: number): boolean {
  return ALLOWED_COMPETITION_IDS.has(id);
}

export function getCompetition(id: number): Competition | undefined {
  return COMPETITIONS_BY_ID.get(id);
}

export function filterAllowedCompetitions<T extends { id: number }>(items: readonly T[]): T[] {
  return items.filter((item) => ALLOWED_COMPETITION_IDS.has(item.id));
}

export function toCompetitionOption(competition: Competition): CompetitionOption {
  return {
    value: competition.id,
    label: competition.label,
    shortLabel: competition.shortLabel,
    gender: competition.gender,
  };
}

export function competitionsOfGender(gender: Gender): Competition[] {
  return COMPETITIONS.filter((competition) => competition.gender === gender);
}

/** The newest competition among `ids` (ids grow with the season). */
export function highestCompetitionId(ids: readonly number[]): number | undefined {
  return ids.length === 0 ? undefined : Math.max(...ids);
}

/**
 * Cache keys and query strings name competition lists one way only: ids sorted ascending and
 * joined with a hyphen (§9), so [41098, 41097] and [41097, 41098] share a cache entry.
 */
export function competitionIdsKey(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join('-');
}

const idsOf = (gender: Gender | 'both', fromYear: number, toYear: number): number[] =>
  COMPETITIONS.filter(
    (c) =>
      (gender === 'both' || c.gender === gender) &&
      c.yearStart >= fromYear &&
      c.yearStart <= toYear,
  ).map((c) => c.id);

/** Default competition of each gender: 2024-25 (§9). */
export const DEFAULT_COMPETITION_IDS = { MALE: 38409, FEMALE: 38529 } as const;
/** The newest season of each gender: 2025-26. */
export const LATEST_COMPETITION_IDS = { MALE: 41097, FEMALE: 41098 } as const;
export const LIVE_STATS_DEFAULT_COMPETITION_ID = 41097;
export const DRAFT_DEFAULT_COMPETITION_IDS = { MALE: 38409, FEMALE: 38529 } as const;
export const NIL_DEFAULT_COMPETITION_ID = 38409;

/** Competition ids by the part of the product that may use them (§9). */
export const COMPETITION_ID_SETS = {
  /** Draft prospects: 2020-21 to 2024-25, both genders. */
  draft: idsOf('both', 2020, 2024),
  /** Transfer portal: 2024-25. */
  portal: idsOf('both', 2024, 2024),
  /** NIL predictions: 2023-24 and 2024-25, men only. */
  nil: idsOf('MALE', 2023, 2024),
  /** Tournament apps (brackets): 2024-25. */
  tournamentApps: idsOf('both', 2024, 2024),
  /** Team and player scatter apps: 2024-25. */
  scatterApps: idsOf('both', 2024, 2024),
  /** Live stats: 2025-26. */
  live: idsOf('both', 2025, 2025),
  /** Scoreboard: 2025-26. */
  scoreboard: idsOf('both', 2025, 2025),
  /** Division 1 "new-style" data (richer play-by-play): 2019-20 onward. */
  divisionOneNewStyle: idsOf('both', 2019, 2025),
  /** Division 2 "new-style" data: 2021-22 onward. */
  divisionTwoNewStyle: idsOf('both', 2021, 2025),
} as const satisfies Record<string, readonly number[]>;

/** Competitions of the fixed demo players that every tier-1 user may open (§9). */
export const DEMO_PLAYER_COMPETITION_IDS = [36045, 33535, 36046, 33533] as const;

/**
 * Default tournament (the national championship) of each competition. The two newest
 * competitions have none yet (§3). Tournament ids: 5 (men) or 6 (women), then the season's end
 * year, e.g. 5025 is the 2024-25 men's national tournament.
 */
export const COMPETITION_DEFAULT_TOURNAMENT: ReadonlyMap<number, number | null> = new Map(
  COMPETITIONS.map((c) => [
    c.id,
    c.yearStart >= 2025 ? null : (c.gender === 'MALE' ? 5000 : 6000) + (c.yearEnd % 100),
  ]),
);

export function defaultTournamentId(competitionId: number): number | null {
  return COMPETITION_DEFAULT_TOURNAMENT.get(competitionId) ?? null;
}
