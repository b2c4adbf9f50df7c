import {
  ACCOUNT_API,
  type CreatedTrialToken,
  type EventLogAnalyticsRow,
  type TrialTokenRow,
} from '@courtside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { renderAdmin, serveAdminApi } from '../admin.test-utils';
import { defaultRange } from '../content/analytics';

const token = (overrides: Partial<TrialTokenRow>): TrialTokenRow => ({
  id: 't1',
  email: 'old@example.com',
  createdAt: '2026-01-01T10:00:00Z',
  expiresAt: '2099-01-31T10:00:00Z',
  usedAt: null,
  createdBy: 'boss@example.com',
  ...overrides,
});

const created: CreatedTrialToken = {
  ...token({ id: 't9', email: 'new@example.com', createdAt: '2026-02-01T10:00:00Z' }),
  link: 'https://courtside.example/api/users/redeem-trial?token=secret-token',
  emailSent: true,
};

describe('AdminPage: trial tokens', () => {
  it('lists issued tokens with their status', async () => {
    serveAdminApi({
      tokens: () => [
        token({ id: 'a', email: 'active@example.com' }),
        token({ id: 'u', email: 'used@example.com', usedAt: '2026-01-02T10:00:00Z' }),
        token({ id: 'e', email: 'expired@example.com', expiresAt: '2020-01-01T00:00:00Z' }),
      ],
    });
    renderAdmin();
    const table = await screen.findByRole('table', { name: 'Issued trial tokens' });
    const statusOf = (email: string) =>
      within(within(table).getByRole('row', { name: new RegExp(email) })).getAllByRole('cell')[0]
        ?.textContent;
    expect(statusOf('active@example.com')).toBe('Active');
    expect(statusOf('used@example.com')).toBe('Used');
    expect(statusOf('expired@example.com')).toBe('Expired');
  });

  it('creates a link, shows it once with copy, and refetches the list', async () => {
    const user = userEvent.setup();
    let issued: TrialTokenRow[] = [token({})];
    const api = serveAdminApi({ tokens: () => issued });
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(ACCOUNT_API.adminTrialTokens), async ({ request }) => {
        bodies.push(await request.json());
        issued = [...issued, created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderAdmin();
    await screen.findByRole('table', { name: 'Issued trial tokens' });
    const create = screen.getByRole('button', { name: 'Create trial link' });
    expect(create).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Email for a trial link' }),
      'new@example.com',
    );
    await user.click(create);

    const link = await screen.findByRole('textbox', { name: 'Trial link' });
    expect(link).toHaveValue(created.link);
    expect(screen.getByText('The link was emailed to new@example.com.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'new@example.com' }]);
    expect(screen.getByRole('textbox', { name: 'Email for a trial link' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(created.link);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Issued trial tokens' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(api.tokenLists).toHaveLength(2);
    // The list never carries the link; once dismissed it is gone for good.
    expect(table).not.toHaveTextContent('secret-token');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(created.link)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('secret-token');
  });

  it('says when the email could not be sent, and shows refusals', async () => {
    serveAdminApi();
    let reply = () => HttpResponse.json({ ...created, emailSent: false }, { status: 201 });
    server.use(http.post(apiUrl(ACCOUNT_API.adminTrialTokens), () => reply()));
    renderAdmin();
    const email = await screen.findByRole('textbox', { name: 'Email for a trial link' });
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create trial link' }));
    expect(
      await screen.findByText('The email could not be sent; send the link yourself.'),
    ).toBeInTheDocument();

    reply = () => HttpResponse.json({ msg: 'email is not valid' }, { status: 400 });
    await userEvent.type(email, 'again@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create trial link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email is not valid');
    expect(screen.queryByRole('textbox', { name: 'Trial link' })).not.toBeInTheDocument();
  });
});

const ROWS: EventLogAnalyticsRow[] = [
  { day: '2026-01-05', type: 'pagechange', shortPath: '/stats/home', events: 40, users: 9 },
  { day: '2026-01-05', type: 'pagechange', shortPath: '/tools/home', events: 10, users: 4 },
  { day: '2026-01-05', type: 'error', shortPath: '/tools/home', events: 2, users: 1 },
  { day: '2026-01-06', type: 'pagechange', shortPath: '/', events: 7, users: 3 },
];

describe('AdminPage: event-log analytics', () => {
  it('reads the range from the address and totals each day', async () => {
    const api = serveAdminApi({ analytics: ROWS });
    renderAdmin(undefined, '/admin?start=2026-01-01&end=2026-01-31');
    const table = await screen.findByRole('table', { name: 'Totals per day' });
    expect(api.analytics).toEqual(['start=2026-01-01&end=2026-01-31']);
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    const cells = (day: string) =>
      within(within(table).getByRole('row', { name: new RegExp(day) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Jan 5, 2026')).toEqual(['50', '2', '9']);
    expect(cells('Jan 6, 2026')).toEqual(['7', '0', '3']);
    expect(cells('Total')).toEqual(['57', '2', '']);
  });

  it('keeps a changed range in the address and asks for it', async () => {
    const api = serveAdminApi({ analytics: ROWS });
    const { router } = renderAdmin(undefined, '/admin?start=2026-01-01&end=2026-01-31');
    await screen.findByRole('table', { name: 'Totals per day' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-10' } });
    await waitFor(() =>
      expect(api.analytics).toEqual([
        'start=2026-01-01&end=2026-01-31',
        'start=2026-01-10&end=2026-01-31',
      ]),
    );
    expect(router.state.location.search).toBe('?start=2026-01-10&end=2026-01-31');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('defaults to the last 30 days and shows an empty state', async () => {
    const api = serveAdminApi({ analytics: [] });
    renderAdmin();
    expect(await screen.findByText(/No events were logged from/)).toBeInTheDocument();
    const { start, end } = defaultRange(new Date());
    expect(api.analytics).toEqual([`start=${start}&end=${end}`]);
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });

  it('asks nothing for a range that ends before it starts', async () => {
    const api = serveAdminApi({ analytics: ROWS });
    renderAdmin(undefined, '/admin?start=2026-02-01&end=2026-01-01');
    expect(
      await screen.findByText('The start day must be on or before the end day.'),
    ).toBeInTheDocument();
    // The other sections have settled, so a request for the range would have been made by now.
    await screen.findByText('No trial links issued yet.');
    expect(api.analytics).toEqual([]);
  });
});
