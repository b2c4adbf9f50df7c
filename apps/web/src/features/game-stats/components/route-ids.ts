/** Route ids are positive whole numbers; anything else is not a page of this app. */
export function positiveIdOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}
