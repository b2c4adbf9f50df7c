/** Portal, transfer, NIL and draft queries: entries, season lines of movers, NIL and draft inputs. */
export * from './entries';
export * from './nil-inputs';
export * from './nil-index';
export * from './nil-deal-seasons';
export * from './nil-model';
export * from './transfer-history';
export * from './transfer-lines';
export * from './draft-inputs';
export * from './draft-seasons';
export * from './draft-answers';
export * from './draft-stored';
