/**
 * Parsed data URLs remembered per URL string: a page asks for the same few dozen URLs over and
 * over, and parsing one (codec, config checks, canonical key) was a sixth of a cached answer's
 * time. Only accepted requests are kept — refusals are cheap and anyone can send endless
 * distinct bad URLs — within a byte budget, least recently used out first. A kept config is
 * frozen: handlers share it, and one that wrote to it would throw rather than leak the change
 * into the next request.
 */
import { MemoryLru } from './cache/memory-lru';
import type { ParsedRequest } from './parse-request';

export const PARSE_MEMO_BYTES = 4 * 1024 * 1024;
/** A parsed request's heap cost beside its URL, roughly (config, key, query). */
const ENTRY_OVERHEAD_BYTES = 1024;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

export function memoizedParser(
  parse: (url: string) => ParsedRequest,
  maxBytes = PARSE_MEMO_BYTES,
): (url: string) => ParsedRequest {
  const known = new MemoryLru<ParsedRequest>(maxBytes);
  return (url) => {
    const remembered = known.get(url);
    if (remembered !== undefined) return remembered;
    const parsed = parse(url);
    if (parsed.kind === 'data') {
      // The endpoint is the registry's own object: frozen are the request's values only.
      deepFreeze(parsed.config);
      deepFreeze(parsed.query);
      known.set(
        url,
        Object.freeze(parsed),
        2 * (url.length + parsed.key.length) + ENTRY_OVERHEAD_BYTES,
      );
    }
    return parsed;
  };
}
