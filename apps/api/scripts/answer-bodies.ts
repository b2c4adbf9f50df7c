/**
 * The bodies of a recording of record-answers (`--bodies`): each answer's bytes, gzipped, in a
 * folder next to the .jsonl named by their SHA-256; the comparison that allows an answer to
 * differ from the one before only by added keys (`--compare … --allow-added-keys`), and the
 * build stamps set aside when two builds are compared (`--across-builds`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The folder of a recording's bodies: `answers.jsonl` → `answers.bodies`. */
export const bodiesDirOf = (recording: string): string =>
  `${recording.replace(/\.jsonl$/, '')}.bodies`;

export function storeBody(dir: string, sha256: string, body: Buffer): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${sha256}.gz`);
  if (!existsSync(file)) writeFileSync(file, gzipSync(body));
}

export function readBody(dir: string, sha256: string): string | null {
  const file = join(dir, `${sha256}.gz`);
  return existsSync(file) ? gunzipSync(readFileSync(file)).toString('utf8') : null;
}

/** The build time of a data version (`<build time, to the second>Z-<content hash>`). */
const BUILD_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})Z-[0-9a-f]+$/;

/** An `updated` stamp of a row: the build's time, to the millisecond. */
const UPDATED = /"updated":"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?Z"/g;

/** What `withoutBuildStamps` writes in place of a build's `updated` stamp. */
export const BUILD_STAMP = '"updated":"(build time)"';

/**
 * `body` with every `updated` stamp that is the time of its build (the time part of
 * `dataVersion`) written as BUILD_STAMP, so the answers of two builds of the same data compare
 * equal; other stamps stay as they are.
 */
export function withoutBuildStamps(body: string, dataVersion: string): string {
  const built = BUILD_TIME.exec(dataVersion)?.[1];
  if (built === undefined) return body;
  return body.replace(UPDATED, (stamp, second: string) => (second === built ? BUILD_STAMP : stamp));
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `after` with every key `before` lacks removed, at any depth; the removed keys are collected
 * (by name) in `added`. Arrays are matched element by element.
 */
function withoutAddedKeys(before: Json, after: Json, added: Set<string>): Json {
  if (Array.isArray(before) && Array.isArray(after)) {
    return after.map((item, i) => {
      const was = before[i];
      return was === undefined ? item : withoutAddedKeys(was, item, added);
    });
  }
  if (isObject(before) && isObject(after)) {
    const out: { [key: string]: Json } = {};
    for (const [key, value] of Object.entries(after)) {
      if (!(key in before)) {
        added.add(key);
        continue;
      }
      const was = before[key];
      out[key] = was === undefined ? value : withoutAddedKeys(was, value, added);
    }
    return out;
  }
  return after;
}

export type BodyVerdict =
  | { readonly kind: 'addedKeys'; readonly keys: readonly string[] }
  | { readonly kind: 'changed'; readonly why: string };

/**
 * Whether `after` is `before` plus keys: with the added keys taken out, `after` must serialize
 * to exactly `before`'s bytes (same values, same key order).
 */
export function compareBodies(before: string, after: string): BodyVerdict {
  let parsedBefore: Json;
  let parsedAfter: Json;
  try {
    parsedBefore = JSON.parse(before) as Json;
    parsedAfter = JSON.parse(after) as Json;
  } catch {
    return { kind: 'changed', why: 'not JSON' };
  }
  const added = new Set<string>();
  const trimmed = withoutAddedKeys(parsedBefore, parsedAfter, added);
  if (JSON.stringify(trimmed) !== before) {
    return { kind: 'changed', why: 'differs beyond added keys' };
  }
  return { kind: 'addedKeys', keys: [...added].sort() };
}
