import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/lib/live/testing/fake-socket';
import { parseCsv } from '@/lib/stats/csv';
import type * as CsvModule from '@/lib/stats/csv';
import { signInTier } from '@/test/data-api-test-support';
import {
  DAY_GAMES,
  deliverGames,
  FINAL,
  IN_PROGRESS,
  LIVE_DAY,
  LIVE_PAGE,
  openLiveScoreboard,
  SCHEDULED,
} from '../live-scoreboard.test-utils';
import { COMPETITION } from '../scoreboard.test-utils';

const downloads = vi.hoisted(() => [] as { fileName: string; csv: string }[]);
vi.mock('@/lib/stats/csv', async (importOriginal) => {
  const actual = await importOriginal<typeof CsvModule>();
  return {
    ...actual,
    downloadCsv: (fileName: string, csv: string) => downloads.push({ fileName, csv }),
  };
});

const cardNames = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('scoreboard-game'))
    .map((item) => item.getAttribute('aria-label'));
const card = (name: RegExp) => screen.getByRole('listitem', { name });
const teamRows = (item: HTMLElement) =>
  within(item)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Scoreboard on a live day', () => {
  it("shows the day's games from the stream: in progress, upcoming with tip time and projection, final", async () => {
    signInTier(0);
    const { socket, requests } = await openLiveScoreboard(`${LIVE_PAGE}/${LIVE_DAY}`, {
      timeZone: 'America/Los_Angeles',
    });
    expect(socket.sent).toEqual([{ type: 'subscribe', competitionId: COMPETITION }]);
    // Today waits for the stream's list rather than showing the stored schedule's empty day.
    expect(screen.getByRole('status', { name: "Loading the day's live games" })).toBeVisible();
    deliverGames(socket, DAY_GAMES);

    await screen.findByText('3 games · 1 in progress · 1 to play · 1 final');
    expect(cardNames()).toEqual([
      'Delta at Bravo, 2nd 7:41',
      'Bravo at Alpha, 7:30 PM ET (4:30 PM PST)',
      'Charlie at Delta, Final',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(expect.arrayContaining(['In progress (1)', 'Upcoming (1)', 'Final (1)']));

    const live = card(/^Delta at Bravo/);
    expect(within(live).getByText('Live')).toHaveClass('scoreboard-live-badge');
    expect(teamRows(live)).toEqual(['Delta30', 'Bravo34']);
    expect(
      within(live).getByRole('img', { name: 'Win probability: Delta 30%, Bravo 70%' }),
    ).toBeVisible();
    expect(
      within(live).getByRole('link', { name: 'Live box score of Delta at Bravo' }),
    ).toHaveAttribute('href', `/streaming/${COMPETITION}/games/101/box-score`);

    // The pregame projection comes from the stored row of the same game id.
    const upcoming = card(/^Bravo at Alpha/);
    expect(await within(upcoming).findByText(/Line: Alpha −3\.0 · Alpha 60% to win/)).toBeVisible();
    expect(teamRows(upcoming)).toEqual(['Bravo71', 'No. 3Alpha74']);
    expect(within(upcoming).getByText('At Alpha Arena, Alpha · Conference')).toBeVisible();
    expect(
      within(upcoming).getByRole('link', { name: 'Preview of Bravo at Alpha' }),
    ).toHaveAttribute('href', `/streaming/${COMPETITION}/games/102/box-score`);
    expect(requests.filter((path) => path.includes('/games/'))).toEqual([
      `/gs/raw-games/competition/${COMPETITION}/games/101-102-103/fields/homeMarket-awayMarket-conferenceGame-confTournament-predictedHomeMargin-homeWinProbability-predictedHomeScore-predictedAwayScore/`,
    ]);
    // Nothing is asked of the stored schedule for the live day itself.
    expect(requests.some((path) => path.includes('/gamedate/'))).toBe(false);

    const final = card(/^Charlie at Delta/);
    expect(teamRows(final)).toEqual(['No. 12Charlie81', 'Delta79']);
    expect(within(final).getAllByRole('row')[1]).toHaveClass('scoreboard-game__winner');
    expect(
      within(final).getByRole('link', { name: 'Box score of Charlie at Delta' }),
    ).toHaveAttribute('href', `/streaming/${COMPETITION}/games/103/box-score`);
  });

  it('updates the cards in place as summaries arrive, and drops a late older one', async () => {
    signInTier(0);
    const { socket } = await openLiveScoreboard(`${LIVE_PAGE}/${LIVE_DAY}`);
    deliverGames(socket, DAY_GAMES);
    await screen.findByText('3 games · 1 in progress · 1 to play · 1 final');

    deliverGames(socket, [{ ...IN_PROGRESS, period: 1, clock: 0, lastSeq: 100 }]);
    expect(cardNames()[0]).toBe('Delta at Bravo, 2nd 7:41');
    deliverGames(socket, [{ ...IN_PROGRESS, period: 3, clock: 62, homeScore: 80, lastSeq: 400 }]);
    expect(cardNames()[0]).toBe('Delta at Bravo, OT 1:02');
    expect(teamRows(card(/^Delta at Bravo/))).toEqual(['Delta30', 'Bravo80']);

    // The scheduled game tips: it moves to the games in progress.
    deliverGames(socket, [
      {
        ...SCHEDULED,
        status: 'in-progress',
        period: 1,
        clock: 0,
        homeScore: 40,
        awayScore: 38,
        homeWinProb: 0.55,
        lastSeq: 200,
      },
    ]);
    expect(screen.getByText('3 games · 2 in progress · 0 to play · 1 final')).toBeVisible();
    expect(cardNames()).toContain('Bravo at Alpha, Half');
  });

  it('applies the conference and ranked filters to live games, and exports them as CSV', async () => {
    signInTier(0);
    downloads.length = 0;
    const user = userEvent.setup();
    const { socket, router } = await openLiveScoreboard(`${LIVE_PAGE}/${LIVE_DAY}?conference=1`);
    deliverGames(socket, DAY_GAMES);
    // ACC (Alpha, Charlie): Delta at Bravo is left out.
    await screen.findByText('2 games of 3 · 0 in progress · 1 to play · 1 final');
    expect(cardNames()).toEqual(['Bravo at Alpha, 7:30 PM ET', 'Charlie at Delta, Final']);
    await user.selectOptions(screen.getByLabelText('Conference'), 'SEC');
    await waitFor(() => expect(router.state.location.search).toBe('?conference=2'));
    await user.click(screen.getByLabelText('Ranked teams only'));
    await waitFor(() => expect(router.state.location.search).toBe('?conference=2&ranked=true'));
    // SEC games with a top-25 team: Bravo at No. 3 Alpha, No. 12 Charlie at Delta.
    expect(cardNames()).toEqual(['Bravo at Alpha, 7:30 PM ET', 'Charlie at Delta, Final']);
    expect(screen.getByText('2 games of 3 · 0 in progress · 1 to play · 1 final')).toBeVisible();

    await screen.findByText(/Line: Alpha −3\.0/);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads[0]?.fileName).toBe('scoreboard-division-i-2026-12-07-sec-ranked-teams.csv');
    const rows = parseCsv(downloads[0]?.csv ?? '').slice(1);
    expect(rows).toEqual([
      [
        '2026-12-07',
        '7:30 PM ET',
        '',
        'Bravo',
        '',
        '3',
        'Alpha',
        '',
        'No',
        'Alpha Arena',
        'Yes',
        '71.1',
        '74.2',
        '3.1',
        '0.600',
      ],
      [
        '2026-12-07',
        'Final',
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
    ]);
  });

  it('keeps the last known state through a dropped connection, with a notice', async () => {
    signInTier(0);
    const { socket } = await openLiveScoreboard(`${LIVE_PAGE}/${LIVE_DAY}`);
    deliverGames(socket, DAY_GAMES);
    await screen.findByText('3 games · 1 in progress · 1 to play · 1 final');
    socket.drop();
    expect(screen.getByText(/Live updates paused: the connection was lost/)).toBeVisible();
    expect(cardNames()).toHaveLength(3);
    expect(cardNames()[0]).toBe('Delta at Bravo, 2nd 7:41');

    await waitFor(() => expect(FakeSocket.sockets).toHaveLength(2), { timeout: 3000 });
    const again = FakeSocket.latest();
    again.open();
    expect(again.sent).toEqual([{ type: 'subscribe', competitionId: COMPETITION }]);
    deliverGames(again, [{ ...IN_PROGRESS, clock: 300, lastSeq: 170 }]);
    expect(screen.getByText('Live updates resumed.')).toBeVisible();
    expect(cardNames()[0]).toBe('Delta at Bravo, 2nd 5:00');
  });

  it('marks the live days on the calendar and steps between them', async () => {
    signInTier(0);
    const { socket } = await openLiveScoreboard(`${LIVE_PAGE}/${LIVE_DAY}`);
    deliverGames(socket, DAY_GAMES);
    const calendar = await screen.findByRole('region', { name: 'Calendar of game days' });
    expect(
      await within(calendar).findByRole('link', {
        name: 'Monday, December 7, 2026: 3 games, live',
      }),
    ).toHaveAttribute('aria-current', 'date');
    expect(
      within(calendar).getByRole('link', { name: 'Tuesday, December 8, 2026: 1 game, live' }),
    ).toHaveAttribute('href', `${LIVE_PAGE}/20261208`);
    expect(await screen.findByRole('link', { name: /Next game day: Tue, Dec 8/ })).toHaveAttribute(
      'href',
      `${LIVE_PAGE}/20261208`,
    );
    // Before the live days: the season's last stored game day (the live games' own stored date).
    expect(
      await screen.findByRole('link', { name: /Previous game day: Wed, Nov 19/ }),
    ).toHaveAttribute('href', `${LIVE_PAGE}/20251119`);
  });

  it("says a live day has no games of the division, and offers today's live games from a stored day", async () => {
    signInTier(0);
    const { socket } = await openLiveScoreboard(`/tools/scoreboard/${COMPETITION}/d1/20250301`);
    deliverGames(socket, [FINAL]);
    expect(await screen.findByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      `${LIVE_PAGE}/${LIVE_DAY}`,
    );
    expect(await screen.findByRole('link', { name: /Next game day: Mon, Dec 7/ })).toHaveAttribute(
      'href',
      `${LIVE_PAGE}/${LIVE_DAY}`,
    );
    // The stored day itself is the schedule's.
    expect(await screen.findByText('2 games · 0 final · 2 to play')).toBeVisible();
  });

  it('shows the stored schedule on today when the competition has no live games', async () => {
    signInTier(0);
    const { socket } = await openLiveScoreboard(`/tools/scoreboard/${COMPETITION}/d1/20250222`, {
      now: () => new Date('2025-02-22T17:00:00Z'),
    });
    deliverGames(socket, []);
    expect(
      await screen.findByText('4 games · 2 final · 2 to play', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText(/Live updates/)).toBeNull();
  });

  it('shows the stored schedule on today when the stream drops before its first list', async () => {
    signInTier(0);
    const { socket } = await openLiveScoreboard(`/tools/scoreboard/${COMPETITION}/d1/20250222`, {
      now: () => new Date('2025-02-22T17:00:00Z'),
    });
    socket.drop();
    expect(
      await screen.findByText('4 games · 2 final · 2 to play', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('shows an empty live day of another division with the nearest days', async () => {
    signInTier(0);
    const { socket } = await openLiveScoreboard(`/tools/scoreboard/${COMPETITION}/d2/${LIVE_DAY}`);
    deliverGames(socket, [FINAL]);
    expect(
      await screen.findByText('No Division II games on Monday, December 7, 2026.'),
    ).toBeVisible();
  });
});
