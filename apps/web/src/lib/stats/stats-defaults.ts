/**
 * The competition, team and conference a stats screen starts from when its address names none
 * (the stats home, the navbar's stats entries): the signed-in user's settings (§3, read through
 * the contract's resolveUserSettings like the navbar does) — the default season of the gender
 * of their team, their team and their conference — else the product's defaults (men's
 * 2024-25, no team, no conference). An address that names a competition always wins over this.
 */
import {
  DEFAULT_COMPETITION_IDS,
  isAllowedCompetitionId,
  resolveUserSettings,
  type Gender,
  type User,
} from '@courtside/contract';
import { useMemo } from 'react';
import { useSession } from '@/lib/session';
import type { FilterParam } from './url-filters';

export interface StatsDefaults {
  gender: Gender;
  /** The default competition (2024-25) of `gender`. */
  competitionId: number;
  /** The user's team id as saved in settings (an id of one season; see useTeamInCompetition). */
  teamId: number | null;
  conferenceId: number | null;
}

export function statsDefaultsOf(user: User | null): StatsDefaults {
  const settings = resolveUserSettings(user);
  const gender = settings.team.gender;
  return {
    gender,
    competitionId: DEFAULT_COMPETITION_IDS[gender],
    teamId: settings.team.teamId,
    conferenceId: settings.conference,
  };
}

/** The signed-in user's defaults (a visitor's are the product's). */
export function useStatsDefaults(): StatsDefaults {
  const { user, isSignedIn } = useSession();
  const effectiveUser = isSignedIn ? user : null;
  return useMemo(() => statsDefaultsOf(effectiveUser), [effectiveUser]);
}

/**
 * A page's `competition` URL parameter when the page has a default of its own: a competition
 * Courtside covers, or null ("not named": the caller uses the user's default). Unknown ids
 * read as null, so an outdated link falls back to the default rather than to an error.
 */
export const optionalCompetitionParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    if (last === undefined || !/^\d{1,9}$/.test(last)) return undefined;
    const id = Number(last);
    return isAllowedCompetitionId(id) ? id : undefined;
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};
