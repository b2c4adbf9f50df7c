/**
 * Each story shows its own failure with an ErrorState and a Retry, so the data hooks replace
 * the default "Data Fetching Error" console report (§8 lets a caller supply its own handler).
 */
export const shownOnScreen = (): void => {};
