/**
 * Answers data reads by endpoint name for page tests: `{ 'team-game-stats': rows }` serves those
 * rows for any config of that endpoint (path- or query-style). Requests for endpoints the test
 * did not list stay unhandled, which fails the test (test/setup.ts).
 */
import { http as mswHttp, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/lib/session/session-test-support';

export interface RecordedDataRequest {
  endpoint: string;
  url: URL;
}

export function serveDataEndpoints(
  answers: Readonly<Record<string, JsonBodyType | Response>>,
): RecordedDataRequest[] {
  const requests: RecordedDataRequest[] = [];
  for (const [endpoint, body] of Object.entries(answers)) {
    const respond = ({ request }: { request: Request }) => {
      requests.push({ endpoint, url: new URL(request.url) });
      return body instanceof Response ? body : HttpResponse.json(body);
    };
    server.use(
      mswHttp.get(apiUrl(`/gs/${endpoint}`), respond),
      mswHttp.get(apiUrl(`/gs/${endpoint}/*`), respond),
    );
  }
  return requests;
}
