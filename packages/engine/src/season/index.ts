/** Season models: team and player ratings, predictions, percentiles and rankings. */
export * from './box-rating';
export * from './inputs';
export * from './matchup-projection';
export * from './per';
export * from './percentiles';
export * from './player-ratings';
export * from './predictions';
export * from './preseason-prior';
export * from './quadrants';
export * from './rankings';
export * from './rapm';
export * from './rapm-coverage';
export * from './rapm-prior';
export * from './rate-formulas';
export * from './season-config';
export * from './team-ratings';
