/**
 * Which WebSocket the live pages open: the browser's, or the fake a test drives by hand.
 */
import { createContext, useContext } from 'react';
import type { LiveSocketConstructor, NetworkEvents } from '../api/live-connection';

export interface LiveSocketEnvironment {
  WebSocketImpl: LiveSocketConstructor | null;
  network: NetworkEvents | null;
}

const browserEnvironment = (): LiveSocketEnvironment => ({
  WebSocketImpl: typeof WebSocket === 'undefined' ? null : WebSocket,
  network: typeof window === 'undefined' ? null : window,
});

export const LiveSocketContext = createContext<LiveSocketEnvironment | null>(null);

export function useLiveSocketEnvironment(): LiveSocketEnvironment {
  return useContext(LiveSocketContext) ?? browserEnvironment();
}
