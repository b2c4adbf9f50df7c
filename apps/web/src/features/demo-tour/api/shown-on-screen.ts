/**
 * Every tour card shows a failed lookup itself (a short note and the area's own link), so the
 * data hooks replace the default "Data Fetching Error" console report (§8 lets a caller supply
 * its own).
 */
export const shownOnScreen = (): void => {};
