/** The choices of the settings form (§3): option lists whose values are the profile's values. */
import {
  DEFAULT_SCOPE,
  type Gender,
  type PlayerPctilesType,
  type ScopeOption,
  type UserType,
} from '@courtside/contract';

export const USER_TYPE_OPTIONS: ReadonlyArray<{ value: UserType; label: string }> = [
  { value: 'fan', label: 'Fan' },
  { value: 'team', label: 'Team staff' },
];

/** The default competition is chosen by gender; the season follows the product's defaults. */
export const COMPETITION_GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'MALE', label: "Men's basketball" },
  { value: 'FEMALE', label: "Women's basketball" },
];

/** Scope values are the data API's (response-fields.md); 'season' is the profile default. */
export const SCOPE_OPTIONS: readonly ScopeOption[] = [
  DEFAULT_SCOPE,
  { value: 'confReg', label: 'Conference' },
  { value: 'l5g', label: 'Last 5 games' },
  { value: 'l10g', label: 'Last 10 games' },
  { value: 'home', label: 'Home' },
  { value: 'away', label: 'Away' },
];

export const PCTILES_TYPE_OPTIONS: ReadonlyArray<{ value: PlayerPctilesType; label: string }> = [
  { value: 'byPosition', label: 'By position' },
  { value: 'overall', label: 'Overall' },
];

/**
 * The scope choices for a user: the fixed list, plus the user's own scope when it is one the
 * list does not offer (set elsewhere), so the form never silently changes it.
 */
export function scopeOptionsFor(current: ScopeOption): readonly ScopeOption[] {
  return SCOPE_OPTIONS.some((option) => option.value === current.value)
    ? SCOPE_OPTIONS
    : [...SCOPE_OPTIONS, current];
}
