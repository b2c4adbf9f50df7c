import { ACCOUNT_API, ACCOUNT_MESSAGES, type AdminUpdateUserRequest } from '@courtside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { ADMIN_ID, ADMIN_ROW, renderAdmin, serveAdminApi, userRow } from '../admin.test-utils';
import { endOfDayIso } from '../content/dates';

/** Answers PATCH admin user by applying the body to `base`, and records each body. */
function answerPatch(base = userRow()): AdminUpdateUserRequest[] {
  const bodies: AdminUpdateUserRequest[] = [];
  server.use(
    // adminUser() encodes its argument, so the route pattern is built from the list path.
    http.patch(apiUrl(`${ACCOUNT_API.adminUsers}/:id`), async ({ request, params }) => {
      const body = (await request.json()) as AdminUpdateUserRequest;
      bodies.push(body);
      return HttpResponse.json({
        ...base,
        _id: String(params.id),
        adminRole: body.adminRole ?? base.adminRole,
        tier: body.tier
          ? { value: body.tier.value, label: 'Plus', expiresAt: body.tier.expiresAt ?? null }
          : base.tier,
      });
    }),
  );
  return bodies;
}

async function openEditor(email: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${email}` }));
  return screen.findByRole('dialog');
}

describe('AdminPage: access', () => {
  it('shows a spinner, then sends a non-admin to /', async () => {
    const { router } = renderAdmin({ isUpperAdmin: false, isLowerAdmin: false });
    expect(await screen.findByRole('status', { name: 'Checking admin access' })).toBeVisible();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('hides the role field from a lower admin', async () => {
    serveAdminApi();
    renderAdmin({ isUpperAdmin: false, isLowerAdmin: true });
    expect(await screen.findByText('Lower admin', { selector: '.badge' })).toBeInTheDocument();
    const dialog = await openEditor('ann@example.com');
    expect(within(dialog).getByRole('combobox', { name: 'Tier' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Admin role' })).not.toBeInTheDocument();
  });
});

describe('AdminPage: find users', () => {
  it('lists users, then searches once per pause in typing', async () => {
    const api = serveAdminApi();
    renderAdmin();
    const table = await screen.findByRole('table', { name: 'Users matching the search' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Email',
      'Type',
      'Tier',
      'Role',
      'Verified',
      'Created',
      'Last active',
      'Actions',
    ]);
    const ann = within(table).getByRole('row', { name: /ann@example.com/ });
    expect(ann).toHaveTextContent('Basic: Free');
    expect(ann).toHaveTextContent('Never');
    expect(screen.getByText('Showing 1–2 of 2 users')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'ann');
    await waitFor(() => expect(api.searches).toContain('q=ann&limit=25&offset=0'));
    expect(api.searches).toEqual(['q=&limit=25&offset=0', 'q=ann&limit=25&offset=0']);
  });

  it('pages through results with the total', async () => {
    const api = serveAdminApi({ total: 30 });
    renderAdmin();
    await screen.findByText('Showing 1–25 of 30 users');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–30 of 30 users')).toBeInTheDocument();
    expect(api.searches).toEqual(['q=&limit=25&offset=0', 'q=&limit=25&offset=25']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows the server's message when the search is refused", async () => {
    serveAdminApi();
    server.use(
      http.get(apiUrl(ACCOUNT_API.adminUsers), () =>
        HttpResponse.json({ msg: ACCOUNT_MESSAGES.adminOnly }, { status: 403 }),
      ),
    );
    renderAdmin();
    expect(await screen.findByText(ACCOUNT_MESSAGES.adminOnly)).toBeInTheDocument();
  });
});

describe('AdminPage: edit a user', () => {
  it('sends the new tier with its end day, then refreshes the list', async () => {
    const api = serveAdminApi();
    const bodies = answerPatch();
    renderAdmin();
    const dialog = await openEditor('ann@example.com');
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier' }), '2');
    fireEvent.change(within(dialog).getByLabelText('Tier ends on (optional)'), {
      target: { value: '2099-05-31' },
    });
    await userEvent.click(save);
    expect(await within(dialog).findByText('Saved changes to ann@example.com.')).toBeVisible();
    expect(bodies).toEqual([{ tier: { value: 2, expiresAt: endOfDayIso('2099-05-31') } }]);
    expect(new Date(endOfDayIso('2099-05-31') ?? '').getDate()).toBe(31);
    await waitFor(() => expect(api.searches).toHaveLength(2));
    expect(save).toBeDisabled();
  });

  it('lets an upper admin change a role, but not their own', async () => {
    serveAdminApi();
    const bodies = answerPatch();
    renderAdmin();
    let dialog = await openEditor('ann@example.com');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Admin role' }),
      'lower',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await within(dialog).findByText('Saved changes to ann@example.com.');
    expect(bodies).toEqual([{ adminRole: 'lower' }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openEditor(ADMIN_ROW.email);
    expect(within(dialog).getByRole('combobox', { name: 'Admin role' })).toBeDisabled();
    expect(dialog).toHaveTextContent(ACCOUNT_MESSAGES.cannotChangeOwnRole);
  });

  it("shows the server's message when a change is refused", async () => {
    serveAdminApi();
    server.use(
      http.patch(apiUrl(ACCOUNT_API.adminUser('user-2')), () =>
        HttpResponse.json({ msg: ACCOUNT_MESSAGES.upperAdminOnly }, { status: 403 }),
      ),
    );
    renderAdmin();
    const dialog = await openEditor('ann@example.com');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ACCOUNT_MESSAGES.upperAdminOnly,
    );
  });

  it("re-checks the admin's own tier after changing it", async () => {
    serveAdminApi();
    answerPatch(ADMIN_ROW);
    renderAdmin();
    const dialog = await openEditor(ADMIN_ROW.email);
    // Registered after session start, so it sees only later checks.
    let tierChecks = 0;
    server.use(
      http.get(apiUrl(ACCOUNT_API.verifyTier), () => {
        tierChecks += 1;
        return HttpResponse.json({ value: 2, label: 'Plus', expiresAt: null });
      }),
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(tierChecks).toBe(1));
    expect(ADMIN_ROW._id).toBe(ADMIN_ID);
  });
});
