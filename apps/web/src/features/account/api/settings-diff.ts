/** What the settings form sends: only the fields the user changed (PUT is a partial update). */
import type { ResolvedUserSettings, UpdateSettingsRequest } from '@courtside/contract';

export function changedSettings(
  saved: ResolvedUserSettings,
  draft: ResolvedUserSettings,
): UpdateSettingsRequest {
  const changes: UpdateSettingsRequest = {};
  if (draft.userType !== saved.userType) changes.userType = draft.userType;
  // Team id and gender travel together: the server stores them as one setting.
  if (draft.team.teamId !== saved.team.teamId || draft.team.gender !== saved.team.gender) {
    changes.team = { teamId: draft.team.teamId, gender: draft.team.gender };
  }
  if (draft.scope.value !== saved.scope.value) changes.scope = draft.scope;
  if (draft.conference !== saved.conference) changes.conference = draft.conference;
  if (draft.playerPctilesType !== saved.playerPctilesType) {
    changes.playerPctilesType = draft.playerPctilesType;
  }
  return changes;
}

export const hasChanges = (changes: UpdateSettingsRequest): boolean =>
  Object.keys(changes).length > 0;
