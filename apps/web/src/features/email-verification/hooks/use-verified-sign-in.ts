/**
 * After a successful verification the server sends the browser here with `?token=…&userId=…`
 * (§2, §4). The token is taken out of the address bar at once (it is a session token: it must
 * not stay in history, bookmarks or logs), stored, the profile fetched, and the user signed in.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { clearStoredToken, readStoredToken, storeToken } from '@/lib/session/token-storage';
import { useStartOnce } from '@/lib/use-start-once';
import { fetchMe } from '../api/verification-api';

export type VerifiedSignIn = 'no-token' | 'signing-in' | 'signed-in' | 'failed';

const SECRET_PARAMS = ['token', 'userId'] as const;

export function useVerifiedSignIn(): VerifiedSignIn {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  // Read once: the address loses these parameters right after the first render.
  const [link] = useState(() => {
    const params = new URLSearchParams(location.search);
    return { token: params.get('token'), userId: params.get('userId') };
  });
  const [state, setState] = useState<VerifiedSignIn>(link.token ? 'signing-in' : 'no-token');

  useStartOnce(
    link.token || null,
    async () => {
      const token = link.token ?? '';
      const remaining = new URLSearchParams(location.search);
      SECRET_PARAMS.forEach((name) => remaining.delete(name));
      const search = remaining.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );

      const previousToken = readStoredToken();
      storeToken(token);
      try {
        const user = await fetchMe();
        // The link names the account it verified; never sign in as anyone else.
        if (link.userId !== null && link.userId !== user._id) {
          throw new Error('The verified account is not the one the token belongs to');
        }
        return { token, user };
      } catch (error) {
        if (previousToken === '') clearStoredToken();
        else storeToken(previousToken);
        throw error;
      }
    },
    (outcome) => {
      if (outcome.ok) {
        signIn(outcome.value);
        setState('signed-in');
      } else {
        console.warn('Sign-in after verification failed', outcome.error);
        setState('failed');
      }
    },
  );

  return state;
}
