/** PUT /users/settings: saves a partial settings update and returns the whole updated profile. */
import { ACCOUNT_API, type UpdateSettingsRequest, type User } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { toUser } from '@/lib/session';

export async function saveSettings(changes: UpdateSettingsRequest): Promise<User> {
  const response = await http.put<unknown>(ACCOUNT_API.settings, changes);
  return toUser(response.data);
}
