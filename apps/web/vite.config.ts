import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, precompressLater } from './build-tools/precompress';

const here = path.dirname(fileURLToPath(import.meta.url));

/** In development the API runs on its own port; production serves both from one. */
const devApiTarget = process.env.COURTSIDE_DEV_API ?? 'http://localhost:3001';

export default defineConfig({
  plugins: precompressLater(process.env) ? [react()] : [react(), precompress()],
  resolve: {
    alias: { '@': path.join(here, 'src') },
  },
  build: {
    outDir: 'dist',
    // bench:bundle reads the manifest to find what each route loads.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: devApiTarget, changeOrigin: true } },
  },
});
