/**
 * The model-fitting page shows every failed read with an ErrorState and a Retry, so its data
 * hooks replace the default "Data Fetching Error" console report (§8 lets a caller supply one).
 */
export const shownOnScreen = (): void => {};
