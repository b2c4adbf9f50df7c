export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export { SessionGate } from './SessionGate';
export { useSession, type SessionStatus, type SessionValue } from './session-context';
export { DEFAULT_TIER_STATUS, toUser } from './session-start';
export {
  useAdminAccess,
  adminAccessQueryKey,
  type AdminAccessState,
  type AdminAccessStatus,
  type UseAdminAccessOptions,
} from './use-admin-access';
