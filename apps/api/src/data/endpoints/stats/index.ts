/** The stats data endpoints, one file each; the registry (data/registry.ts) mounts this list. */
import type { DataEndpoint } from '../../endpoint';

export const statsEndpoints: readonly DataEndpoint[] = [];
