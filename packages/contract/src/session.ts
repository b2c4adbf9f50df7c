/** Rules for reading a user profile and admin access the same way everywhere (§3, §4, §6). */
import type {
  AdminAccess,
  Gender,
  PlayerPctilesType,
  ScopeOption,
  User,
  UserType,
} from './schemas/entities';
import type { AdminRole } from './schemas/accounts';

export const DEFAULT_GENDER: Gender = 'MALE';
export const DEFAULT_SCOPE: ScopeOption = Object.freeze({ value: 'season', label: 'Full Season' });
export const DEFAULT_PLAYER_PCTILES_TYPE: PlayerPctilesType = 'byPosition';
export const DEFAULT_USER_TYPE: UserType = 'fan';

export interface ResolvedUserSettings {
  userType: UserType;
  team: { teamId: number | null; gender: Gender };
  scope: ScopeOption;
  conference: number | null;
  playerPctilesType: PlayerPctilesType;
}

/** A user's effective settings: settings first, then the top-level fallbacks, then defaults. */
export function resolveUserSettings(user: User | null | undefined): ResolvedUserSettings {
  const settings = user?.settings ?? {};
  const team = settings.team ?? user?.team;
  return {
    userType: user?.userType ?? DEFAULT_USER_TYPE,
    team: { teamId: team?.teamId ?? null, gender: team?.gender ?? DEFAULT_GENDER },
    scope: settings.scope ?? user?.scope ?? DEFAULT_SCOPE,
    conference: settings.conference ?? user?.conference ?? null,
    playerPctilesType:
      settings.playerPctilesType ?? user?.playerPctilesType ?? DEFAULT_PLAYER_PCTILES_TYPE,
  };
}

/** Lower admin is reported only when the user is not also an upper admin (§4). */
export function adminRoleOf(access: AdminAccess | null | undefined): AdminRole {
  if (access?.isUpperAdmin) return 'upper';
  if (access?.isLowerAdmin) return 'lower';
  return 'none';
}

export function isAnyAdmin(access: AdminAccess | null | undefined): boolean {
  return adminRoleOf(access) !== 'none';
}
