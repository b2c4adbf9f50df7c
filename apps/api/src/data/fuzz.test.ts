/**
 * Fuzzing the data router: 10,000+ random and mutated data URLs (paths and query strings)
 * against the real server on the real warehouse, half as a visitor and half as an admin (so
 * tier-gated handlers run too). No answer may be a 5xx, every answer must be JSON `{ msg }` or
 * an array, and the server must still answer a plain request afterwards.
 */
import { AUTH_HEADER, ALL_SEGMENTS, ENDPOINTS, buildDataPath } from '@courtside/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRegistry } from './registry';
import type { DataHarness } from './testing/data-harness';
import { createDataHarness } from './testing/data-harness';
import type { TestWarehouse } from './testing/real-warehouse';
import { BOTH_GENDERS, buildTestWarehouse, realDataAvailable } from './testing/real-warehouse';

const RUNS = 10_500;

const exampleUrls = [...dataRegistry.values()].map((e) => buildDataPath(e.name, e.example, '/api'));
const segmentNames = ALL_SEGMENTS.map((spec) => spec.segment);
const configKeys = ALL_SEGMENTS.map((spec) => spec.key);

const pieces = fc.oneof(
  fc.constantFrom(...segmentNames),
  fc.constantFrom(...configKeys),
  fc.constantFrom(
    '38409',
    '38529',
    '590616',
    '0',
    '-1',
    '1e3',
    '99999999999999999999',
    '',
    '..',
    '.',
  ),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%2F',
    '%00',
    '\u00e9',
    '?',
    '&',
    '=',
    '#',
    '//',
    '-',
    ',',
    'true',
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);

/** A URL from scratch: catalogue name or noise, then random path pieces and a random query. */
const randomUrl = fc
  .tuple(
    fc.oneof(fc.constantFrom(...ENDPOINTS), fc.string({ maxLength: 10 })),
    fc.array(pieces, { maxLength: 8 }),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...configKeys), pieces), pieces), { maxLength: 4 }),
  )
  .map(([endpoint, path, query]) => {
    const search = query.map(([k, v]) => `${k}=${v}`).join('&');
    return `/api/gs/${endpoint}/${path.join('/')}${search === '' ? '' : `?${search}`}`;
  });

/** A valid example URL with one edit: a character changed, dropped or inserted, or pieces added. */
const mutatedUrl = fc
  .tuple(
    fc.constantFrom(...exampleUrls),
    fc.nat(),
    fc.constantFrom('replace', 'delete', 'insert', 'append', 'query'),
    pieces,
  )
  .map(([url, at, edit, piece]) => {
    const index = '/api/gs/'.length + (at % Math.max(1, url.length - '/api/gs/'.length));
    switch (edit) {
      case 'replace':
        return url.slice(0, index) + piece + url.slice(index + 1);
      case 'delete':
        return url.slice(0, index) + url.slice(index + 1);
      case 'insert':
        return url.slice(0, index) + piece + url.slice(index);
      case 'append':
        return `${url}${url.endsWith('/') ? '' : '/'}${piece}/${piece}`;
      default:
        return `${url}${url.includes('?') ? '&' : '?'}${piece}=${piece}`;
    }
  });

describe.skipIf(!realDataAvailable())('fuzzing the data router', () => {
  let warehouse: TestWarehouse;
  let h: DataHarness;
  let adminToken: string;

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(BOTH_GENDERS);
    h = await createDataHarness(warehouse);
    adminToken = await h.user({ tier: 3, admin: true });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    warehouse?.remove();
  });

  it(`answers ${RUNS} random and mutated URLs without a 5xx`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(randomUrl, mutatedUrl), fc.boolean(), async (url, asAdmin) => {
        const response = await h.app.inject({
          method: 'GET',
          url,
          headers: asAdmin ? { [AUTH_HEADER]: adminToken } : {},
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode !== 304) {
          const body: unknown = JSON.parse(response.body);
          expect(Array.isArray(body) || typeof (body as { msg?: unknown }).msg === 'string').toBe(
            true,
          );
        }
      }),
      { numRuns: RUNS },
    );
    // The fuzz reached the handlers, not only the parser.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(1000);
    const after = await h.app.inject({ method: 'GET', url: '/api/gs/competitions/' });
    expect(after.statusCode).toBe(200);
  }, 600_000);
});
