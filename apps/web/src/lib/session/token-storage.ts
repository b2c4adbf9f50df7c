/** The session token lives in localStorage under `auth-token` (§6). */
import { AUTH_STORAGE_KEY } from '@courtside/contract';

export function readStoredToken(): string {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) ?? '';
  } catch {
    // Storage can be unavailable (privacy modes); that simply means no session.
    return '';
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts for this page only.
  }
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
