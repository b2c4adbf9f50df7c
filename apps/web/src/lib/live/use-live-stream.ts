/**
 * The live stream for a page: one connection (live-connection.ts) for as long as the page
 * is shown, its state for the banners, and the page's subscriptions sent on every open. The
 * page's handlers and subscriptions are read through refs, so they can change on every render
 * without reconnecting; a change of the subscriptions' identity (`subscriptionKey`) sends them
 * again on the open socket.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveClientMessage, LiveServerMessage } from '@courtside/contract/live';
import { useSession } from '@/lib/session';
import {
  INITIAL_CONNECTION_STATE,
  LiveConnection,
  type LiveConnectionState,
} from './live-connection';
import { liveStreamUrl } from './stream-url';
import { useLiveSocketEnvironment } from './live-socket-context';

const UNSUPPORTED: LiveConnectionState = {
  ...INITIAL_CONNECTION_STATE,
  status: 'closed',
  closeReason: 'This browser cannot open live connections.',
};

export interface UseLiveStreamOptions {
  subscriptions: () => readonly LiveClientMessage[];
  /** Changes when the subscriptions do (e.g. the game id). */
  subscriptionKey: string;
  onMessage: (message: LiveServerMessage) => void;
  /** Called when the connection opens again after a drop, before the subscriptions go out. */
  onReconnect?: () => void;
}

export function useLiveStream({
  subscriptions,
  subscriptionKey,
  onMessage,
  onReconnect,
}: UseLiveStreamOptions): LiveConnectionState {
  const { token } = useSession();
  const { WebSocketImpl, network } = useLiveSocketEnvironment();
  const [state, setState] = useState<LiveConnectionState>(INITIAL_CONNECTION_STATE);
  const latest = useRef({ token, subscriptions, onMessage, onReconnect });
  const connection = useRef<LiveConnection | null>(null);

  useEffect(() => {
    latest.current = { token, subscriptions, onMessage, onReconnect };
  });

  useEffect(() => {
    if (WebSocketImpl === null) return;
    let reconnects = 0;
    const live = new LiveConnection({
      url: () => liveStreamUrl(window.location, latest.current.token),
      WebSocketImpl,
      network,
      subscriptions: () => latest.current.subscriptions(),
      onMessage: (message) => latest.current.onMessage(message),
      onState: (next) => {
        if (next.reconnects > reconnects) {
          reconnects = next.reconnects;
          latest.current.onReconnect?.();
        }
        setState(next);
      },
    });
    connection.current = live;
    live.start();
    return () => {
      connection.current = null;
      live.stop();
    };
  }, [WebSocketImpl, network]);

  const firstKey = useRef(subscriptionKey);
  useEffect(() => {
    if (firstKey.current === subscriptionKey) return;
    firstKey.current = subscriptionKey;
    connection.current?.resubscribe();
  }, [subscriptionKey]);

  return WebSocketImpl === null ? UNSUPPORTED : state;
}
