/** The API document: every served endpoint, its row schema, tier, example and headers. */
import { buildDataPath } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../test-helpers';
import { dataRegistry } from '../registry';
import { buildOpenApiDocument } from './document';

interface Operation {
  'x-access': string;
  'x-example-request': string;
  responses: Record<
    string,
    {
      content?: { 'application/json': { schema: { items?: { $ref: string } } } };
      headers?: Record<string, unknown>;
    }
  >;
  parameters: Array<{ name?: string; in?: string; $ref?: string }>;
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(dataRegistry, '/api', '1.2.3') as {
    openapi: string;
    paths: Record<string, { get: Operation }>;
    components: {
      schemas: Record<string, { type?: string; properties?: Record<string, unknown> }>;
    };
  };

  it('describes every served endpoint with its row schema, access, example and headers', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of dataRegistry.values()) {
      const path = Object.keys(document.paths).find(
        (p) => p.replace(/\/$/, '') === `/gs/${endpoint.name}`,
      );
      expect(path, endpoint.name).toBeDefined();
      const operation = document.paths[path ?? ''];
      if (operation === undefined) continue;
      expect(operation.get['x-access']).toBe(endpoint.access);
      expect(operation.get['x-example-request']).toBe(
        buildDataPath(endpoint.name, endpoint.example, '/api'),
      );
      const ok = operation.get.responses['200'];
      expect(Object.keys(ok?.headers ?? {})).toEqual(['X-Data-Version', 'ETag', 'Cache-Control']);
      const ref = ok?.content?.['application/json'].schema.items?.$ref ?? '';
      const schema = document.components.schemas[ref.replace('#/components/schemas/', '')];
      expect(schema?.type).toBe('object');
    }
  });

  it('turns the zod row schemas into JSON Schema, and query-style configs into parameters', () => {
    const teams = document.components.schemas['TeamsRow'];
    expect(Object.keys(teams?.properties ?? {})).toContain('teamMarket');
    const params = document.paths['/gs/competition-teams']?.get.parameters ?? [];
    expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toContain('competitionId');
    const search = document.paths['/gs/live-search/']?.get.parameters ?? [];
    expect(search.map((p) => p.name)).toEqual(
      expect.arrayContaining(['competition', 'competitions', 'division', 'ptgc', 'text']),
    );
  });

  it('is served at {api}/docs, with a page for people at {api}/docs.html', async () => {
    const app = await buildApp(testConfig({ DATA_DIR: '/nonexistent' }), { logger: false });
    try {
      const json = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(json.statusCode).toBe(200);
      expect(json.json<{ openapi: string }>().openapi).toBe('3.1.0');
      const html = await app.inject({ method: 'GET', url: '/api/docs.html' });
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('/api/gs/competitions/');
    } finally {
      await app.close();
    }
  });
});
