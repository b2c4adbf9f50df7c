// Bootstrap of a demo sim worker: worker threads do not inherit tsx's loader, so register it
// here, then load the TypeScript worker (sim-worker.ts). Same approach as @courtside/ingest's
// build/derive-worker.mjs.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./sim-worker.ts', import.meta.url).href);
