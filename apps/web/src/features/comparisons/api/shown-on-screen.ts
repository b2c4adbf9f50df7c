/**
 * The comparison shows every failure on screen (an ErrorState with Retry, or a note on the
 * subject it concerns), so its data hooks replace the default "Data Fetching Error" console
 * report (§8 lets a caller supply its own handler).
 */
export const shownOnScreen = (): void => {};
