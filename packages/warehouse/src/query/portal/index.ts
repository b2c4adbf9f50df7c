/** Portal, transfer and NIL queries: entries, season lines of movers, NIL inputs. */
export * from './entries';
export * from './nil-inputs';
export * from './transfer-history';
export * from './transfer-lines';
