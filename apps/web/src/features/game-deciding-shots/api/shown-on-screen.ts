/**
 * The page shows every failure with an ErrorState and a Retry, so its data hooks replace the
 * default "Data Fetching Error" console report (§8 lets a caller supply its own handler).
 */
export const shownOnScreen = (): void => {};
