// Bootstrap of a derive-pool worker: worker threads do not inherit tsx's loader, so register it
// here, then load the TypeScript worker (derive-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./derive-worker.ts', import.meta.url).href);
