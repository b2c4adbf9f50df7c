export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export { SessionGate } from './SessionGate';
export { useSession, type SessionStatus, type SessionValue } from './session-context';
