import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import { signInTier } from '@/test/data-api-test-support';
import { renderScoreboard, serveScoreboard } from '../scoreboard.test-utils';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

const PAGE = '/tools/scoreboard/38409/d1';
const findCards = async () => {
  await screen.findByText(/· \d+ final ·/, {}, { timeout: 5000 });
  return screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('scoreboard-game'));
};
const card = (name: RegExp) => screen.getByRole('listitem', { name });

describe('Scoreboard page', () => {
  it("lists the day's finals and games to play with scores, ranks, projections and game links", async () => {
    signInTier(0);
    serveScoreboard();
    renderScoreboard(`${PAGE}/20250222`);
    const cards = await findCards();
    // Best-ranked first: Alpha (3) in games 1, then Charlie (12) in games 2 and 4; Bravo (40) last.
    expect(cards.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Bravo at Alpha, Final',
      'Charlie at Delta, Final/OT',
      'Echo College at Charlie, Scheduled',
      'Delta at Bravo, Scheduled',
    ]);
    expect(screen.getByText('4 games · 2 final · 2 to play')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Scoreboard' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, February 22, 2025')).toBeInTheDocument();

    const first = card(/^Bravo at Alpha/);
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Bravo70', 'No. 3Alpha75']);
    expect(rows[1]).toHaveClass('scoreboard-game__winner');
    // A final shows no projection: the ratings already hold its result.
    expect(within(first).queryByText(/Projected/)).toBeNull();
    expect(
      within(first).getByRole('link', { name: 'Box score of Bravo at Alpha' }),
    ).toHaveAttribute('href', '/stats/38409/games/1/overview');

    const upcoming = card(/^Delta at Bravo/);
    expect(
      within(upcoming)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Delta68', 'Bravo72']);
    expect(within(upcoming).getByText(/Line: Bravo −4\.5 · Bravo 65% to win/)).toBeInTheDocument();
    expect(
      within(upcoming).getByRole('link', { name: 'Preview of Delta at Bravo' }),
    ).toHaveAttribute('href', '/stats/38409/games/3/overview');
    expect(
      within(card(/^Echo College at Charlie/)).getByText('No projection: a team has no rating.'),
    ).toBeInTheDocument();
  });

  it('goes to the previous and next day with games, across months, keeping the filters', async () => {
    signInTier(0);
    const requests = serveScoreboard();
    const user = userEvent.setup();
    const { router } = renderScoreboard(`${PAGE}/20250222?ranked=true`);
    const next = await screen.findByRole(
      'link',
      { name: /Next game day: Sat, Mar 1/ },
      { timeout: 5000 },
    );
    expect(next).toHaveAttribute('href', `${PAGE}/20250301?ranked=true`);
    expect(screen.getByRole('link', { name: /Previous game day: Thu, Feb 20/ })).toHaveAttribute(
      'href',
      `${PAGE}/20250220?ranked=true`,
    );
    // February has no later game day than the 22nd, so March was read; the previous one is the
    // newest game before the day.
    expect(requests).toContain(
      '/gs/raw-games/competition/38409/division/1/start/2025-03-01/end/2025-03-31/fields/gameDate/',
    );
    expect(requests).toContain(
      '/gs/raw-games/competition/38409/division/1/end/2025-02-21/latest/1/fields/gameDate/',
    );
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PAGE}/20250301`));
    expect(await screen.findByText('Saturday, March 1, 2025')).toBeInTheDocument();
    // Ranked only: Alpha (3) at a neutral site; Charlie at Delta is listed too (Charlie 12).
    expect((await findCards()).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Alpha vs Bravo, Scheduled',
      'Charlie at Delta, Scheduled',
    ]);
    expect(
      within(card(/^Alpha vs Bravo/)).getByText(/Line: Alpha −2\.0 · Alpha 58% to win/),
    ).toBeInTheDocument();
    expect(within(card(/^Alpha vs Bravo/)).getByText('Neutral site')).toBeInTheDocument();
    // Delta's court is not in the source: the card names the home team alone.
    expect(within(card(/^Charlie at Delta/)).getByText('At Delta')).toBeInTheDocument();
  });

  it('marks the days with games on the calendar and links them', async () => {
    signInTier(0);
    serveScoreboard();
    const user = userEvent.setup();
    renderScoreboard(`${PAGE}/20250222`);
    const calendar = await screen.findByRole('region', { name: 'Calendar of game days' });
    const feb20 = await within(calendar).findByRole(
      'link',
      { name: 'Thursday, February 20, 2025: 1 game' },
      { timeout: 5000 },
    );
    expect(feb20).toHaveAttribute('href', `${PAGE}/20250220`);
    const feb22 = within(calendar).getByRole('link', {
      name: 'Saturday, February 22, 2025: 4 games',
    });
    expect(feb22).toHaveAttribute('aria-current', 'date');
    expect(within(calendar).getAllByRole('link')).toHaveLength(2);
    expect(within(calendar).getByText('21')).not.toHaveAttribute('href');

    await user.click(within(calendar).getByRole('button', { name: 'Next month, March 2025' }));
    expect(
      await within(calendar).findByRole('link', { name: 'Saturday, March 1, 2025: 2 games' }),
    ).toHaveAttribute('href', `${PAGE}/20250301`);
  });

  it('filters by conference and ranked teams through the URL', async () => {
    signInTier(0);
    serveScoreboard();
    const user = userEvent.setup();
    const { router } = renderScoreboard(`${PAGE}/20250222`);
    await findCards();
    const conference = screen.getByLabelText('Conference');
    // Only the division's conferences are offered.
    expect(
      within(conference)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All conferences', 'ACC', 'SEC']);
    await user.selectOptions(conference, 'SEC');
    await waitFor(() => expect(router.state.location.search).toBe('?conference=2'));
    expect(screen.getByText('3 games of 4 · 2 final · 1 to play')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Ranked teams only'));
    await waitFor(() => expect(router.state.location.search).toBe('?conference=2&ranked=true'));
    expect(screen.getByText('2 games of 4 · 2 final · 0 to play')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /^Delta at Bravo/ })).toBeNull();
  });

  it('says when the filters leave no game and clears them', async () => {
    signInTier(0);
    serveScoreboard();
    const user = userEvent.setup();
    const { router } = renderScoreboard(`${PAGE}/20250220?conference=2`);
    expect(
      await screen.findByText(
        'None of the 1 game on Thursday, February 20, 2025 match SEC.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every game' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('1 game · 1 final · 0 to play')).toBeInTheDocument();
  });

  it('says a day has no games and offers the nearest days with games', async () => {
    signInTier(0);
    serveScoreboard();
    renderScoreboard(`${PAGE}/20250221`);
    const empty = await screen.findByText(
      'No Division I games on Friday, February 21, 2025.',
      {},
      { timeout: 5000 },
    );
    const box = empty.parentElement as HTMLElement;
    expect(await within(box).findByRole('link', { name: 'Thu, Feb 20' })).toHaveAttribute(
      'href',
      `${PAGE}/20250220`,
    );
    expect(await within(box).findByRole('link', { name: 'Sat, Feb 22' })).toHaveAttribute(
      'href',
      `${PAGE}/20250222`,
    );
  });

  it('after the season offers the last game day and says there is no later one', async () => {
    signInTier(0);
    serveScoreboard();
    renderScoreboard(`${PAGE}/20250615`);
    expect(
      await screen.findByText(
        'No Division I games on Sunday, June 15, 2025.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Previous game day: Sat, Mar 1/ }),
    ).toHaveAttribute('href', `${PAGE}/20250301`);
    expect(await screen.findByText('No later games through July 2025')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Next game day/ })).toBeNull();
  });

  it("opens a final's line score on demand", async () => {
    signInTier(0);
    const requests = serveScoreboard();
    const user = userEvent.setup();
    renderScoreboard(`${PAGE}/20250222`);
    await findCards();
    expect(requests.some((path) => path.startsWith('/gs/team-period-stats'))).toBe(false);
    // Only play-by-play finals have periods: game 2 (box only) offers no line score.
    expect(
      within(card(/^Charlie at Delta/)).queryByRole('button', { name: /Line score/ }),
    ).toBeNull();
    const first = card(/^Bravo at Alpha/);
    await user.click(within(first).getByRole('button', { name: 'Line score of Bravo and Alpha' }));
    const table = await within(first).findByRole('table', { name: 'Line score' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TeamH1H2T', 'Bravo304070', 'Alpha403575']);
    expect(requests).toContain('/gs/team-period-stats?competitionId=38409&gameId=1');
  });

  it('downloads the listed games as CSV', async () => {
    signInTier(0);
    serveScoreboard();
    downloads.length = 0;
    const user = userEvent.setup();
    renderScoreboard(`${PAGE}/20250222?ranked=true`);
    await findCards();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('scoreboard-division-i-2025-02-22-ranked-teams.csv');
    const rows = parseCsv(downloads[0]?.csv ?? '');
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Date',
      'Status',
      'Away rank',
      'Away',
      'Away score',
      'Home rank',
      'Home',
      'Home score',
    ]);
    expect(rows[0]?.slice(8, 10)).toEqual(['Neutral site', 'Venue']);
    // The cards say where each game is played, the home court with its town where known.
    expect(within(card(/^Bravo at Alpha/)).getByText('At Alpha Arena, Alpha')).toBeInTheDocument();
    expect(rows.slice(1)).toEqual([
      [
        '2025-02-22',
        'Final',
        '',
        'Bravo',
        '70',
        '3',
        'Alpha',
        '75',
        'No',
        'Alpha Arena',
        'No',
        '',
        '',
        '',
        '',
      ],
      [
        '2025-02-22',
        'Final/OT',
        '12',
        'Charlie',
        '81',
        '',
        'Delta',
        '79',
        'No',
        '',
        'No',
        '',
        '',
        '',
        '',
      ],
      [
        '2025-02-22',
        'Scheduled',
        '',
        'Echo College',
        '',
        '12',
        'Charlie',
        '',
        'No',
        'Charlie Hall',
        'No',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it("links today's scoreboard by the schedule's date (US Eastern), not UTC's", async () => {
    // 03:00 UTC on Feb 23 is still 22:00 on Feb 22 in New York.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-02-23T03:00:00Z'));
    try {
      signInTier(0);
      serveScoreboard();
      renderScoreboard(`${PAGE}/20250220?ranked=true`);
      expect(await screen.findByRole('link', { name: 'Today' }, { timeout: 5000 })).toHaveAttribute(
        'href',
        `${PAGE}/20250222?ranked=true`,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers no Today link outside the shown season (another season's today has no games)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T15:00:00Z'));
    try {
      signInTier(0);
      serveScoreboard();
      renderScoreboard(`${PAGE}/20250222`);
      await findCards();
      expect(screen.queryByRole('link', { name: 'Today' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['an unknown competition', '/tools/scoreboard/12345/d1/20250222'],
    ['a malformed competition id', '/tools/scoreboard/038409/d1/20250222'],
    ['an unknown division', '/tools/scoreboard/38409/d4/20250222'],
    ['a day that does not exist', '/tools/scoreboard/38409/d1/20250230'],
    ['a date in another form', '/tools/scoreboard/38409/d1/2025-02-22'],
  ])('shows the not-found page for %s', async (_what, url) => {
    signInTier(0);
    const requests = serveScoreboard();
    renderScoreboard(url);
    expect(await screen.findByText('page not found')).toBeInTheDocument();
    expect(requests.filter((path) => path.startsWith('/gs/raw-games'))).toEqual([]);
  });
});
