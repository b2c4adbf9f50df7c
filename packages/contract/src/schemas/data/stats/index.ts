/** Row schemas of the stats data endpoints (one file per family). */
export {};
