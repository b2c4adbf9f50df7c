/**
 * The API document: every endpoint definition with its row schema, tier, example and headers,
 * and the accounts routes with their bodies and answers.
 */
import { ACCOUNT_API, buildDataPath } from '@courtside/contract';
import { ALL_ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../test-helpers';
import { dataRegistry } from '../registry';
import { buildOpenApiDocument } from './document';

/** A row's JSON Schema: an object, or (rows of two shapes, e.g. `players` and its `skinny`) a union of objects. */
interface RowJsonSchema {
  type?: string;
  properties?: Record<string, unknown>;
  anyOf?: RowJsonSchema[];
}

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

interface AccountOperation {
  parameters: Array<{ $ref?: string }>;
  requestBody?: { content: { 'application/json': { schema: { properties?: object } } } };
  responses: Record<string, { content?: { 'application/json': { schema: object } } }>;
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(ALL_ENDPOINT_DEFINITIONS, '/api', '1.2.3') as {
    openapi: string;
    paths: Record<string, { get: Operation } & Record<string, AccountOperation>>;
    components: {
      schemas: Record<string, RowJsonSchema>;
    };
  };

  it('lists every endpoint definition, and the served ones are all of them', () => {
    const dataPaths = Object.keys(document.paths).filter((path) => path.startsWith('/gs/'));
    expect(dataPaths).toHaveLength(ALL_ENDPOINT_DEFINITIONS.length);
    for (const { name } of ALL_ENDPOINT_DEFINITIONS) {
      expect(dataPaths.map((path) => path.replace(/\/$/, ''))).toContain(`/gs/${name}`);
    }
    for (const endpoint of dataRegistry.values()) {
      expect(ALL_ENDPOINT_DEFINITIONS.map((d) => d.name)).toContain(endpoint.name);
    }
  });

  it('documents the accounts routes from their zod schemas', () => {
    const accountPaths = Object.keys(document.paths).filter(
      (path) => path.startsWith('/users/') || path.startsWith('/email/'),
    );
    for (const path of [
      ACCOUNT_API.login,
      ACCOUNT_API.me,
      ACCOUNT_API.tokenIsValid,
      ACCOUNT_API.addEventLog,
      ACCOUNT_API.contact,
      ACCOUNT_API.sendResetPasswordEmail,
      ACCOUNT_API.updateNewPassword,
      ACCOUNT_API.unsubscribe,
      ACCOUNT_API.subscribe,
      ACCOUNT_API.sendVerificationEmail,
    ]) {
      expect(accountPaths).toContain(path);
    }
    const login = document.paths[ACCOUNT_API.login]?.['post'];
    const body = login?.requestBody?.content['application/json'].schema.properties ?? {};
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login?.responses['200']?.content?.['application/json'].schema).toMatchObject({
      properties: { token: expect.any(Object), user: expect.any(Object) },
    });
    const me = document.paths[ACCOUNT_API.me]?.['get'];
    expect(me?.parameters).toContainEqual({ $ref: '#/components/parameters/SessionToken' });
    expect(me?.responses['401']).toBeDefined();
    const contact = document.paths[ACCOUNT_API.contact]?.['post'];
    expect(
      Object.keys(contact?.requestBody?.content['application/json'].schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(['name', 'email', 'message']));
  });

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
      const shapes = schema?.anyOf ?? [schema];
      for (const shape of shapes) expect(shape?.type, endpoint.name).toBe('object');
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
