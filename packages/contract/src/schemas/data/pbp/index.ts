/** Row schemas of the pbp data endpoints (one file per family). */
export {};
