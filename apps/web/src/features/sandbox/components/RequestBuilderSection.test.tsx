import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AUTH_HEADER, AUTH_STORAGE_KEY } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { dataRequestPath } from '@/lib/api/fetch-data';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { findSandboxEndpoint } from '../content/endpoint-catalog';
import { RequestBuilderSection } from './RequestBuilderSection';
import { renderSandbox } from './sandbox-page.test-utils';

interface Sent {
  path: string;
  token: string | null;
}

/** Answers every data request with `reply` and records what was sent. */
function serveEndpoint(reply: () => Response): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      sent.push({
        path: decodeURIComponent(`${url.pathname.slice(apiUrl('').length)}${url.search}`),
        token: request.headers.get(AUTH_HEADER),
      });
      return reply();
    }),
  );
  return sent;
}

const paramInput = (key: string) => screen.getByLabelText(new RegExp(`^${key}(\\(required\\))?$`));

async function fillTeamAggStats() {
  const user = userEvent.setup();
  await user.type(paramInput('competitionId'), '38409');
  await user.type(paramInput('divisionId'), '1');
  await user.selectOptions(paramInput('isOffense'), 'true');
  return user;
}

describe('RequestBuilderSection', () => {
  it('builds the request from the inputs and shows status, time and the collapsed answer', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'sandbox-token');
    const sent = serveEndpoint(() =>
      HttpResponse.json([
        { teamId: 1, teamMarket: 'Baydale' },
        { teamId: 2, teamMarket: 'Eagleshire' },
      ]),
    );
    renderSandbox(<RequestBuilderSection now={() => 0} />);
    expect(screen.getByLabelText('Endpoint')).toHaveValue('team-agg-stats');
    const user = await fillTeamAggStats();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByText('Status 200')).toBeVisible();
    expect(within(response).getByText('0 ms')).toBeVisible();
    expect(within(response).getByText('JSON answer (2 rows)')).toBeVisible();
    const details = response.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    expect(details?.textContent).toContain('"teamMarket": "Eagleshire"');

    const expectedPath = dataRequestPath('team-agg-stats', {
      competitionId: 38409,
      divisionId: 1,
      isOffense: true,
    });
    expect(sent).toEqual([{ path: decodeURIComponent(expectedPath), token: 'sandbox-token' }]);
    expect(within(response).getByText(`GET ${expectedPath}`)).toBeVisible();
  });

  it("refuses invalid params before sending, with the schema's message", async () => {
    const sent = serveEndpoint(() => HttpResponse.json([]));
    renderSandbox(<RequestBuilderSection />);
    const user = userEvent.setup();
    await user.type(paramInput('competitionId'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const definition = findSandboxEndpoint('team-agg-stats');
    const expected = definition?.params.safeParse({ competitionId: 'abc' });
    const message = expected?.error?.issues[0]?.message ?? 'no message';
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Not sent: the params do not match the schema.');
    expect(within(refusal).getByText(`competitionId: ${message}`)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('refuses a missing required param', async () => {
    const sent = serveEndpoint(() => HttpResponse.json([]));
    renderSandbox(<RequestBuilderSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^.*competitionId: /);
    expect(sent).toEqual([]);
  });

  it.each([
    [403, 'Your account tier does not include this data.', /Forbidden: your tier/],
    [400, 'Unknown segment "bogus".', /Bad request: the server refused the params/],
  ])('shows the status and message of a %i', async (status, msg, explanation) => {
    serveEndpoint(() => HttpResponse.json({ msg }, { status }));
    renderSandbox(<RequestBuilderSection now={() => 5} />);
    const user = await fillTeamAggStats();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByText(`Status ${status} · 0 ms`)).toBeVisible();
    expect(within(response).getByText(explanation)).toBeVisible();
    expect(within(response).getByText(msg)).toBeVisible();
  });

  it('fills in the example and changes endpoint with fresh inputs', async () => {
    renderSandbox(<RequestBuilderSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fill in the example' }));
    expect(paramInput('competitionId')).toHaveValue('38409');

    await user.selectOptions(screen.getByLabelText('Endpoint'), 'games');
    expect(screen.getByRole('heading', { level: 3, name: 'games' })).toBeVisible();
    expect(screen.getByText('Everyone, signed in or not')).toBeVisible();
    expect(paramInput('competitionId')).toHaveValue('');
  });
});
