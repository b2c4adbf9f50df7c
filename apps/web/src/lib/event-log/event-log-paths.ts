/**
 * The paths an event log records. shortPath is the pathname, longPath adds the query (§3 "Event
 * log"). Some addresses carry secrets: a reset-password or login-link token in the path, a
 * session token or an email in the query. Their routes say so in their `handle`, and those parts
 * are written as the route's parameter name instead (/reset-password/:token), so a secret never
 * reaches the logs.
 */
import type { Params } from 'react-router';

export interface EventLogRouteHandle {
  eventLog?: {
    /** Route parameters whose values are replaced by `:name`. */
    redactParams?: readonly string[];
    /** Leave the query out of longPath. */
    dropSearch?: boolean;
  };
}

export interface EventLogPaths {
  shortPath: string;
  longPath: string;
}

export interface MatchLike {
  params: Params;
  handle: unknown;
}

function redactionOf(handle: unknown): NonNullable<EventLogRouteHandle['eventLog']> {
  if (typeof handle !== 'object' || handle === null) return {};
  return (handle as EventLogRouteHandle).eventLog ?? {};
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The paths to log for a location, given the matched routes (outermost first). */
export function eventLogPaths(
  location: { pathname: string; search: string },
  matches: readonly MatchLike[],
): EventLogPaths {
  const redactParams = new Set<string>();
  let dropSearch = false;
  for (const match of matches) {
    const redaction = redactionOf(match.handle);
    redaction.redactParams?.forEach((name) => redactParams.add(name));
    dropSearch ||= redaction.dropSearch === true;
  }
  const params = matches.at(-1)?.params ?? {};
  const secrets = new Map<string, string>();
  for (const name of redactParams) {
    const value = params[name];
    if (value !== undefined && value !== '') secrets.set(value, `:${name}`);
  }
  const shortPath = location.pathname
    .split('/')
    .map((segment) => secrets.get(decodeSegment(segment)) ?? segment)
    .join('/');
  return { shortPath, longPath: dropSearch ? shortPath : `${shortPath}${location.search}` };
}
