import { ACCOUNT_API, ACCOUNT_MESSAGES, NATIONAL_TOURNAMENTS } from '@courtside/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { BRACKET_SAVED_AT, logEntry, renderAdmin, serveBracketSettings } from '../admin.test-utils';
import { formatLogTime } from '../content/bracket-log';

const MEN_2025 = "2024-25 Men's National Tournament";
const WOMEN_2019 = "2018-19 Women's National Tournament";
const WOMEN_2019_ID = NATIONAL_TOURNAMENTS.find((t) => t.label === WOMEN_2019)?.tournamentId ?? 0;
const LOCK_AT = '2026-03-19T16:00:00.000Z';

const renderBracketAdmin = () =>
  renderAdmin({ isUpperAdmin: false, isLowerAdmin: true }, '/bracket-admin');

async function logRows() {
  const section = within(await screen.findByRole('region', { name: 'Change log' }));
  const table = await section.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('BracketAdminPage: change log', () => {
  it('lists entries newest first: local time, tournament, action, admin and detail', async () => {
    serveBracketSettings([], {
      log: [
        logEntry('field', {
          at: '2026-02-12T08:00:00.000Z',
          detail: {
            corrections: [
              { teamId: 302, region: 3, seed: 11, firstFour: true },
              { teamId: 104, region: 1, seed: 9, firstFour: false },
            ],
          },
        }),
        logEntry('publish', { tournamentId: WOMEN_2019_ID, adminEmail: 'lower@example.com' }),
        logEntry('settings', {
          at: '2026-02-01T12:30:00.000Z',
          detail: { scoringSystem: 'doubling', picksOpenAt: null, picksLockAt: LOCK_AT },
        }),
        logEntry('field', { detail: { corrections: [] } }),
        logEntry('unpublish'),
      ],
    });
    renderBracketAdmin();
    expect(await logRows()).toEqual([
      [
        formatLogTime('2026-02-12T08:00:00.000Z'),
        MEN_2025,
        'Corrected the field',
        'boss@example.com',
        'Team 302 to Region 3, seed 11, First Four; team 104 to Region 1, seed 9.',
      ],
      [formatLogTime(BRACKET_SAVED_AT), WOMEN_2019, 'Published', 'lower@example.com', '—'],
      [
        formatLogTime('2026-02-01T12:30:00.000Z'),
        MEN_2025,
        'Changed settings',
        'boss@example.com',
        `Scoring system: Doubling (1-2-4-8-16-32); picks open: none; picks lock: ${formatLogTime(LOCK_AT)}.`,
      ],
      [
        formatLogTime(BRACKET_SAVED_AT),
        MEN_2025,
        'Corrected the field',
        'boss@example.com',
        'Cleared all corrections.',
      ],
      [formatLogTime(BRACKET_SAVED_AT), MEN_2025, 'Unpublished', 'boss@example.com', '—'],
    ]);
  });

  it('is read again after a save, showing the new entry', async () => {
    const api = serveBracketSettings();
    renderBracketAdmin();
    const log = within(await screen.findByRole('region', { name: 'Change log' }));
    expect(await log.findByText('No changes logged yet.')).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: MEN_2025 }));
    await userEvent.click(form.getByRole('switch', { name: 'Published' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByRole('status');
    expect(await logRows()).toEqual([
      [formatLogTime(BRACKET_SAVED_AT), MEN_2025, 'Published', 'boss@example.com', '—'],
    ]);
    expect(api.logReads).toBe(2);
  });

  it("shows the server's message when the log is refused", async () => {
    serveBracketSettings();
    server.use(
      http.get(apiUrl(ACCOUNT_API.adminBracketLog), () =>
        HttpResponse.json({ msg: ACCOUNT_MESSAGES.adminOnly }, { status: 403 }),
      ),
    );
    renderBracketAdmin();
    const log = within(await screen.findByRole('region', { name: 'Change log' }));
    expect(await log.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.adminOnly);
  });
});
