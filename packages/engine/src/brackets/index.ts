/** Tournament brackets: the game tree, win probabilities, Monte Carlo odds and bracket pools. */
export * from './bracket';
export * from './bulk-scores';
export * from './conference-bracket';
export * from './matchup-matrix';
export * from './picks';
export * from './pool';
export * from './simulate';
