import { setupServer } from 'msw/node';

/** Shared mock HTTP server; tests add handlers with `server.use(...)`. */
export const server = setupServer();
