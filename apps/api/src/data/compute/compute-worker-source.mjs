// Starts the compute worker from its TypeScript source, for a server that runs from source
// (tsx, tests): Node 20 gives a worker thread neither its parent's loader hooks nor a working
// `--import tsx`, so the worker imports its source through tsx's own API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./compute-worker.ts', import.meta.url);
