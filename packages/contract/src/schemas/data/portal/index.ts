/** Row schemas of the portal, transfer and NIL endpoints. */
export * from './draft';
export * from './nil';
export * from './portal-stats';
export * from './transfer-portal';
