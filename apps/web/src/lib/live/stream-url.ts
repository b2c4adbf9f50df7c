/**
 * The live stream's address: same origin as the page, `wss:` under https, with the session token
 * in the query (a browser WebSocket cannot carry headers). No token is a visitor: the game list
 * is open to all.
 */
import { LIVE_STREAM_PATH } from '@courtside/contract/live';

export function liveStreamUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  token: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = token === '' ? '' : `?token=${encodeURIComponent(token)}`;
  return `${scheme}//${location.host}${LIVE_STREAM_PATH}${query}`;
}
