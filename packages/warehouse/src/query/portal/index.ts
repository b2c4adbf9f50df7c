/** Portal, transfer, NIL and draft queries: entries, season lines of movers, NIL and draft inputs. */
export * from './entries';
export * from './nil-inputs';
export * from './transfer-history';
export * from './transfer-lines';
export * from './draft-inputs';
export * from './draft-seasons';
