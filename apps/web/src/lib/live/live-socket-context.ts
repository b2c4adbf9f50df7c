/**
 * Which WebSocket the pages that read the live stream open: the browser's, or the fake a test
 * drives by hand (testing/fake-socket.ts).
 */
import { createContext, useContext } from 'react';
import type { LiveSocketConstructor, NetworkEvents } from './live-connection';

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
