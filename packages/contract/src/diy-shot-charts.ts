/**
 * Do-it-yourself shot charts: shots a user logs by hand on a half court and saves to the
 * account. Coordinates are feet from the basket, as every shot of the data API: x across the
 * court (left negative), y towards half court (the baseline is 5.25 ft behind the basket, half
 * court 41.75 ft in front of it). The limits keep one account's storage small and bounded.
 */
export const DIY_SHOT_CHART_LIMITS = {
  chartsPerUser: 100,
  shotsPerChart: 1000,
  nameMaxLength: 80,
  /** Writes (create, change, delete) per minute, per account and per IP. */
  writesPerMinute: 60,
} as const;

/** The half court a shot may be logged on, in feet from the basket. */
export const DIY_COURT_BOUNDS = { minX: -25, maxX: 25, minY: -5.25, maxY: 41.75 } as const;

/** The lowest tier that may save charts (§6 "DIY shot charts"). */
export const DIY_SHOT_CHARTS_MIN_TIER = 1;

export const DIY_SHOT_CHART_MESSAGES = {
  notFound: 'No saved shot chart with this id.',
  tooMany: `You have saved ${DIY_SHOT_CHART_LIMITS.chartsPerUser} shot charts, the most an account keeps: delete one to save another.`,
  tierRequired: 'Saving shot charts needs a free, verified account.',
} as const;
