/**
 * An id from an address segment: a positive whole number written without a sign or leading
 * zeros, so every page has one address (`/games/007` is not `/games/7`), and at most 15 digits,
 * so it is a safe integer. Anything else is null: not a page of this app.
 */
export function routeIdOf(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : null;
}
