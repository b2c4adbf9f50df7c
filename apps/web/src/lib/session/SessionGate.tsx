import type { ReactNode } from 'react';
import { useSession } from './session-context';

/** Renders `fallback` while session start runs and `children` (the routes) only after (§2, §4). */
export function SessionGate({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { status } = useSession();
  return status === 'loading' ? fallback : children;
}
