/**
 * The scatter pages show every failed read with an ErrorState and a Retry, so the data hooks
 * replace the default "Data Fetching Error" console report (§8 lets a caller supply its own).
 */
export const shownOnScreen = (): void => {};
