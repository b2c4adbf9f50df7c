/**
 * Team choices of the sign-up and settings forms: one per school and gender. The 'teams' list
 * repeats a school once per season, each time under that season's team id; its `teamKey` is the
 * same in every season, so the choices are grouped by it. The id a choice stores is the school's
 * team in its gender's default competition (§9), or in the newest season it plays when the
 * default has none; a profile that saved another season's id still finds its school.
 */
import type { TeamDataRow } from '@courtside/contract/schemas';
import { DEFAULT_COMPETITION_IDS, getCompetition, type Gender } from '@courtside/contract';
import { isRecord, rowsOf, useReferenceList, type PickerList } from './reference-lists';

export interface SchoolOption {
  /** Unique among all choices: gender and the school's season-independent key. */
  key: string;
  /** The school and nickname, e.g. "Illinois Fighting Illini". */
  label: string;
  /** Division and conference, e.g. "Division I · Big Ten": tells like-named schools apart. */
  detail: string;
  gender: Gender;
  /** The team id stored in the settings when this school is chosen. */
  teamId: number;
  /** The school's team id in every season listed, so a saved id of any season is recognized. */
  teamIds: readonly number[];
}

interface SeasonTeam {
  teamId: number;
  gender: Gender;
  key: string;
  label: string;
  detail: string;
  competitionId: number | null;
}

const DIVISION_NAMES: Readonly<Record<number, string>> = {
  1: 'Division I',
  2: 'Division II',
  3: 'Division III',
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One season's team, or null when the row lacks what a choice needs (the bundle has no zod). */
function toSeasonTeam(row: unknown): SeasonTeam | null {
  if (!isRecord(row) || typeof row.teamId !== 'number') return null;
  const team = row as Partial<Record<keyof TeamDataRow, unknown>>;
  const market = textOf(team.teamMarket);
  const label = [market, textOf(team.teamName)].filter((part) => part !== '').join(' ');
  if (label === '' || (team.gender !== 'MALE' && team.gender !== 'FEMALE')) return null;
  // Lists without the key (older copies) fall back on the school's name, which the key is made of.
  const schoolKey = textOf(team.teamKey) || (market || label).toLowerCase();
  const division = typeof team.divisionId === 'number' ? DIVISION_NAMES[team.divisionId] : '';
  const detail = [division, textOf(team.conferenceShortName)].filter(Boolean).join(' · ');
  return {
    teamId: row.teamId,
    gender: team.gender,
    key: `${team.gender}:${schoolKey}`,
    label,
    detail,
    competitionId: typeof team.competitionId === 'number' ? team.competitionId : null,
  };
}

/** Default competition first, then newer seasons before older ones; unknown seasons last. */
function seasonRank(team: SeasonTeam): number {
  if (team.competitionId === null) return Number.NEGATIVE_INFINITY;
  if (team.competitionId === DEFAULT_COMPETITION_IDS[team.gender]) return Number.POSITIVE_INFINITY;
  return getCompetition(team.competitionId)?.yearStart ?? Number.NEGATIVE_INFINITY;
}

export function toSchoolOptions(data: unknown): SchoolOption[] {
  const seasons = new Map<string, SeasonTeam[]>();
  for (const row of rowsOf(data)) {
    const team = toSeasonTeam(row);
    if (team === null) continue;
    seasons.set(team.key, [...(seasons.get(team.key) ?? []), team]);
  }
  const options: SchoolOption[] = [];
  for (const [key, teams] of seasons) {
    const ranked = [...teams].sort((a, b) => seasonRank(b) - seasonRank(a));
    const chosen = ranked[0];
    if (chosen === undefined) continue;
    options.push({
      key,
      label: chosen.label,
      detail: chosen.detail,
      gender: chosen.gender,
      teamId: chosen.teamId,
      teamIds: [...new Set(ranked.map((team) => team.teamId))],
    });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key));
}

/** The school a saved team id (of any season) belongs to. */
export function schoolOfTeamId(
  options: readonly SchoolOption[],
  teamId: number | null,
): SchoolOption | undefined {
  if (teamId === null) return undefined;
  return options.find((option) => option.teamIds.includes(teamId));
}

/** Every school of every gender; the pickers narrow it to the chosen gender. */
export function useSchoolOptions(): PickerList<SchoolOption> {
  return useReferenceList('teams', toSchoolOptions);
}
