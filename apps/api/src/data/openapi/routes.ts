/**
 * `GET {api}/docs`: the OpenAPI document (JSON), and `GET {api}/docs.html`: a one-page list of
 * the data endpoints with their tier, summary and example request, for people. Both are built
 * once, from every endpoint definition (those the accounts routes serve too).
 */
import type { FastifyInstance } from 'fastify';
import { readProductVersion } from '../../version';
import type { AnyEndpointDefinition } from '@courtside/contract/schemas';
import { ALL_ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { buildOpenApiDocument } from './document';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Operation {
  readonly summary: string;
  readonly 'x-access': string;
  readonly 'x-example-request': string;
}

function htmlPage(document: Record<string, unknown>): string {
  const paths = document['paths'] as Record<string, { get: Operation }>;
  const rows = Object.entries(paths)
    .filter(([path]) => path.startsWith('/gs/'))
    .map(([path, { get }]) => {
      const example = escapeHtml(get['x-example-request']);
      return `<tr><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(get['x-access'])}</td><td>${escapeHtml(get.summary)}</td><td><a href="${example}"><code>${example}</code></a></td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Courtside data API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}code{font-size:.85em}</style>
</head><body><h1>Courtside data API</h1>
<p>The machine-readable OpenAPI 3.1 document is <a href="docs">docs</a>. Answers are JSON arrays with the headers X-Data-Version, ETag and Cache-Control; errors are <code>{ "msg": "…" }</code>.</p>
<table><thead><tr><th>path</th><th>access</th><th>summary</th><th>example</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

export async function registerDocsRoutes(
  app: FastifyInstance,
  options: { apiRoot: string; definitions?: readonly AnyEndpointDefinition[] },
): Promise<void> {
  const document = buildOpenApiDocument(
    options.definitions ?? ALL_ENDPOINT_DEFINITIONS,
    options.apiRoot,
    readProductVersion(),
  );
  const json = JSON.stringify(document);
  const html = htmlPage(document);
  app.get('/docs', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(json),
  );
  app.get('/docs.html', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(html),
  );
}
