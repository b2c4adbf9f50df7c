import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  BRACKET_PICKS_OUT_OF_ORDER_MSG,
  type BracketSettings,
} from '@courtside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import {
  BRACKET_SAVED_AT,
  renderAdmin,
  serveAdminApi,
  serveBracketSettings,
} from '../admin.test-utils';
import { formatDateTime } from '../content/dates';
import { BracketAdminPage } from './BracketAdminPage';

const MEN_2025 = "2024-25 Men's National Tournament";
const WOMEN_2019 = "2018-19 Women's National Tournament";

/** Local wall-clock times, as a datetime-local input holds them, and their ISO instants. */
const OPEN_LOCAL = '2026-03-15T12:00';
const LOCK_LOCAL = '2026-03-19T11:30';
const OPEN_ISO = new Date(2026, 2, 15, 12, 0).toISOString();
const LOCK_ISO = new Date(2026, 2, 19, 11, 30).toISOString();

const SAVED_5025: BracketSettings = {
  tournamentId: 5025,
  scoringSystem: 'seedRound',
  picksOpenAt: OPEN_ISO,
  picksLockAt: LOCK_ISO,
  published: false,
  publishedAt: null,
  fieldCorrections: [],
  updatedAt: '2026-01-20T09:00:00.000Z',
  updatedBy: 'lower@example.com',
};

const renderBracketAdmin = (access = { isUpperAdmin: false, isLowerAdmin: true }) =>
  renderAdmin(access, '/bracket-admin');

const tournamentForm = (label: string) => screen.findByRole('form', { name: label });

describe('BracketAdminPage: access', () => {
  it('shows a spinner, then sends a non-admin to / without asking for the settings', async () => {
    let lists = 0;
    server.use(
      http.get(apiUrl(ACCOUNT_API.adminBracketSettings), () => {
        lists += 1;
        return HttpResponse.json([]);
      }),
    );
    const { router } = renderBracketAdmin({ isUpperAdmin: false, isLowerAdmin: false });
    expect(await screen.findByRole('status', { name: 'Checking admin access' })).toBeVisible();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(lists).toBe(0);
  });

  it('sends a visitor without a session to /', async () => {
    const { router } = renderWithSession(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/bracket-admin', element: <BracketAdminPage /> },
      ],
      { initialEntries: ['/bracket-admin'] },
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is linked from the Admin page, and links back', async () => {
    serveAdminApi();
    serveBracketSettings();
    const { router } = renderAdmin();
    await userEvent.click(await screen.findByRole('link', { name: 'Bracket settings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bracket settings' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/bracket-admin');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  });
});

describe('BracketAdminPage: the list', () => {
  it('shows the 14 national tournaments by season, newest first, men then women', async () => {
    serveBracketSettings([SAVED_5025]);
    renderBracketAdmin();
    await tournamentForm(MEN_2025);
    expect(screen.getAllByRole('form')).toHaveLength(14);
    const seasons = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(seasons).toEqual([
      '2024-25',
      '2023-24',
      '2022-23',
      '2021-22',
      '2020-21',
      '2019-20',
      '2018-19',
      'Change log',
    ]);
    const newest = screen.getByRole('region', { name: '2024-25' });
    expect(
      within(newest)
        .getAllByRole('form')
        .map((form) => form.getAttribute('aria-label')),
    ).toEqual([MEN_2025, "2024-25 Women's National Tournament"]);
  });

  it('shows stored settings in local time, and who saved them when', async () => {
    serveBracketSettings([SAVED_5025]);
    renderBracketAdmin();
    const men = within(await tournamentForm(MEN_2025));
    expect(men.getByRole('combobox', { name: 'Scoring system' })).toHaveValue('seedRound');
    expect(men.getByLabelText('Picks open')).toHaveValue(OPEN_LOCAL);
    expect(men.getByLabelText('Picks lock')).toHaveValue(LOCK_LOCAL);
    expect(
      men.getByText(
        `Last updated by lower@example.com at ${formatDateTime(SAVED_5025.updatedAt)}.`,
      ),
    ).toBeInTheDocument();
    expect(men.getByRole('button', { name: 'Save' })).toBeDisabled();
    const old = within(await tournamentForm(WOMEN_2019));
    expect(old.getByRole('combobox', { name: 'Scoring system' })).toHaveValue('standard');
    expect(old.getByLabelText('Picks open')).toHaveValue('');
    expect(old.getByText('Never saved: the defaults apply.')).toBeInTheDocument();
  });

  it('shows the points per round and the maximum of the chosen system', async () => {
    serveBracketSettings();
    renderBracketAdmin();
    const form = within(await tournamentForm(MEN_2025));
    const select = form.getByRole('combobox', { name: 'Scoring system' });
    expect(select).toHaveAccessibleDescription(
      'Each round is worth twice the one before, 320 points for the champion. Rounds 1–6: 10 · 20 · 40 · 80 · 160 · 320 points per correct pick (First Four not scored). Perfect bracket: 1,920 points.',
    );
    await userEvent.selectOptions(select, 'doubling');
    expect(select).toHaveAccessibleDescription(
      /1 · 2 · 4 · 8 · 16 · 32 .*Perfect bracket: 192 points/,
    );
    await userEvent.selectOptions(select, 'seedRound');
    expect(select).toHaveAccessibleDescription(
      /^The winner's seed times the round number, so upsets pay more\. Rounds 1–6: 1–16 · 2–32 · 3–48 · 4–64 · 5–80 · 6–96 .*Perfect bracket: 1,748 points/,
    );
    expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standard (10-20-40-80-160-320) · max 1,920',
      'Doubling (1-2-4-8-16-32) · max 192',
      'Seed × round · max 1,748',
    ]);
  });

  it("shows the server's message when the list is refused", async () => {
    server.use(
      http.get(apiUrl(ACCOUNT_API.adminBracketSettings), () =>
        HttpResponse.json({ msg: ACCOUNT_MESSAGES.adminOnly }, { status: 403 }),
      ),
      http.get(apiUrl(ACCOUNT_API.adminBracketLog), () => HttpResponse.json([])),
    );
    renderBracketAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.adminOnly);
  });
});

describe('BracketAdminPage: saving', () => {
  it('sends the changed fields as ISO times to the tournament path, then shows who saved', async () => {
    const api = serveBracketSettings();
    renderBracketAdmin();
    const form = within(await tournamentForm(MEN_2025));
    const save = form.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Scoring system' }),
      'doubling',
    );
    fireEvent.change(form.getByLabelText('Picks open'), { target: { value: OPEN_LOCAL } });
    fireEvent.change(form.getByLabelText('Picks lock'), { target: { value: LOCK_LOCAL } });
    await userEvent.click(save);
    expect(await form.findByRole('status')).toHaveTextContent(`Saved ${MEN_2025}.`);
    expect(api.puts).toEqual([
      {
        tournamentId: '5025',
        body: { scoringSystem: 'doubling', picksOpenAt: OPEN_ISO, picksLockAt: LOCK_ISO },
      },
    ]);
    expect(
      form.getByText(`Last updated by boss@example.com at ${formatDateTime(BRACKET_SAVED_AT)}.`),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Picks open')).toHaveValue(OPEN_LOCAL);
    expect(save).toBeDisabled();
  });

  it('sends only what changed, with null for a cleared time', async () => {
    const api = serveBracketSettings([SAVED_5025]);
    renderBracketAdmin();
    const form = within(await tournamentForm(MEN_2025));
    fireEvent.change(form.getByLabelText('Picks open'), { target: { value: '' } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByRole('status');
    expect(api.puts).toEqual([{ tournamentId: '5025', body: { picksOpenAt: null } }]);
    expect(form.getByLabelText('Picks lock')).toHaveValue(LOCK_LOCAL);
  });

  it("shows the server's message when picks would lock before they open", async () => {
    const api = serveBracketSettings([SAVED_5025]);
    renderBracketAdmin();
    const form = within(await tournamentForm(MEN_2025));
    // Opening after the stored lock: only the merged settings are out of order.
    fireEvent.change(form.getByLabelText('Picks open'), { target: { value: '2026-03-20T09:00' } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(BRACKET_PICKS_OUT_OF_ORDER_MSG);
    expect(api.puts).toHaveLength(1);
    expect(form.getByText(/^Last updated by lower@example.com/)).toBeInTheDocument();
    // The edit stays for fixing, and fixing it clears the message.
    expect(form.getByLabelText('Picks open')).toHaveValue('2026-03-20T09:00');
    fireEvent.change(form.getByLabelText('Picks open'), { target: { value: OPEN_LOCAL } });
    await waitFor(() => expect(form.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('BracketAdminPage: publishing', () => {
  it('publishes on its own with { published: true }, then shows since when', async () => {
    const api = serveBracketSettings([SAVED_5025]);
    renderBracketAdmin();
    const form = within(await tournamentForm(MEN_2025));
    const published = form.getByRole('switch', { name: 'Published' });
    expect(published).not.toBeChecked();
    expect(published).toHaveAccessibleDescription(
      "Users can make brackets only once the challenge is published; picks then follow the open and lock times. Without a lock time, picks lock on the first game's date at 16:00 UTC. Not published: users cannot make brackets yet.",
    );
    await userEvent.click(published);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('status')).toHaveTextContent(`Saved ${MEN_2025}.`);
    expect(api.puts).toEqual([{ tournamentId: '5025', body: { published: true } }]);
    expect(published).toBeChecked();
    expect(
      form.getByText(`Published since ${formatDateTime(BRACKET_SAVED_AT)}.`),
    ).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves publication with the other changed fields, and unpublishes with false', async () => {
    const api = serveBracketSettings([
      { ...SAVED_5025, published: true, publishedAt: '2026-01-21T10:00:00.000Z' },
    ]);
    renderBracketAdmin();
    const form = within(await tournamentForm(MEN_2025));
    expect(
      form.getByText(`Published since ${formatDateTime('2026-01-21T10:00:00.000Z')}.`),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Scoring system' }),
      'doubling',
    );
    await userEvent.click(form.getByRole('switch', { name: 'Published' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByRole('status');
    expect(api.puts).toEqual([
      { tournamentId: '5025', body: { scoringSystem: 'doubling', published: false } },
    ]);
    expect(form.getByText('Not published: users cannot make brackets yet.')).toBeInTheDocument();
  });
});
