import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS } from '@courtside/contract/live';
import { signInTier } from '@/test/data-api-test-support';
import { renderLive, serveLive } from '../live.test-utils';
import { FakeSocket } from '@/lib/live/testing/fake-socket';
import { LIVE_COMPETITION, playEvents, summary } from '../testing/live-fixtures';

const GAME = 9;
const page = (view: string) => `/streaming/${LIVE_COMPETITION}/games/${GAME}/${view}`;
const inProgress = (lastSeq: number, homeScore: number, awayScore: number) =>
  summary({
    gameId: GAME,
    status: 'in-progress',
    period: 1,
    clock: 1120,
    homeScore,
    awayScore,
    homeWinProb: 0.6,
    lastSeq,
  });

async function openGame(view: string, tier = 2) {
  signInTier(tier);
  serveLive();
  const view_ = renderLive(page(view));
  await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1), { timeout: 5000 });
  const socket = FakeSocket.latest();
  socket.open();
  socket.deliver({ type: 'hello', heartbeatMs: LIVE_HEARTBEAT_MS, tier });
  return { ...view_, socket };
}

const playRows = () =>
  within(screen.getByRole('table', { name: /Play-by-play/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-seq'));

afterEach(() => {
  vi.useRealTimers();
});

describe('live game page', () => {
  it('accumulates events, newest play on top, ignoring repeats and gaps', async () => {
    const { socket } = await openGame('play-by-play');
    expect(socket.sent).toEqual([
      { type: 'subscribe', competitionId: LIVE_COMPETITION },
      { type: 'subscribe', gameId: GAME, afterSeq: -1 },
    ]);
    socket.deliver({ type: 'subscribed', gameId: GAME });
    socket.deliver({
      type: 'events',
      gameId: GAME,
      events: playEvents(GAME, 0, 3),
      summary: inProgress(2, 2, 0),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marquette at Purdue' }),
    ).toBeVisible();
    expect(playRows()).toEqual(['2', '1', '0']);
    // seq 1 again and seq 5 (a gap) are not applied; 3 and 4 are.
    socket.deliver({
      type: 'events',
      gameId: GAME,
      events: playEvents(GAME, 1, 2),
      summary: inProgress(1, 2, 0),
    });
    socket.deliver({
      type: 'events',
      gameId: GAME,
      events: playEvents(GAME, 5, 6),
      summary: inProgress(5, 5, 0),
    });
    socket.deliver({
      type: 'events',
      gameId: GAME,
      events: playEvents(GAME, 3, 5),
      summary: inProgress(4, 5, 0),
    });
    expect(playRows()).toEqual(['4', '3', '2', '1', '0']);
    const newest = screen.getAllByRole('row')[1];
    expect(newest).toHaveClass('live-pbp__row--new');
    expect(newest).toHaveTextContent('New: Player 2 makes 3-pt jumper');
    // The header follows the newest summary (seq 4), not the late older one.
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(
      /Marquette 0.*Purdue 5/,
    );
  });

  it('shows a box score equal to the hand-worked counts', async () => {
    const { socket } = await openGame('box-score');
    socket.deliver({
      type: 'events',
      gameId: GAME,
      events: playEvents(GAME, 0, 8),
      summary: inProgress(7, 5, 1),
    });
    const home = await screen.findByRole('table', { name: 'Purdue box score' });
    const cells = (table: HTMLElement, name: string) =>
      within(
        within(table)
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // MIN PTS FGM-A 3PM-A FTM-A OREB DREB REB AST STL BLK TO PF +/-  (80 s played, home up 4)
    expect(cells(home, 'Player 1')).toEqual([
      '1',
      '2',
      '1-1',
      '0-0',
      '0-0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '+4',
    ]);
    expect(cells(home, 'Player 2')).toEqual([
      '1',
      '3',
      '1-1',
      '1-1',
      '0-0',
      '0',
      '0',
      '0',
      '1',
      '0',
      '0',
      '0',
      '0',
      '+4',
    ]);
    expect(cells(home, 'Player 4')).toEqual([
      '1',
      '0',
      '0-0',
      '0-0',
      '0-0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
      '+4',
    ]);
    const away = screen.getByRole('table', { name: 'Marquette box score' });
    expect(cells(away, 'Player 12')).toEqual([
      '1',
      '1',
      '0-0',
      '0-0',
      '1-2',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '-4',
    ]);
    expect(cells(away, 'Player 11')).toEqual([
      '1',
      '0',
      '0-1',
      '0-1',
      '0-0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '-4',
    ]);
  });

  it('after a drop shows the banner, reconnects with afterSeq = the last seq, and is caught up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = await openGame('play-by-play');
    socket.deliver({ type: 'subscribed', gameId: GAME });
    socket.deliver({
      type: 'events',
      gameId: GAME,
      events: playEvents(GAME, 0, 4),
      summary: inProgress(3, 2, 0),
    });
    expect(playRows()).toHaveLength(4);

    // Two heartbeats of silence count as a drop.
    act(() => vi.advanceTimersByTime(2 * LIVE_HEARTBEAT_MS + 1));
    expect(await screen.findByText('Connection lost — reconnecting…')).toBeVisible();
    expect(socket.closedByClient).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(FakeSocket.sockets).toHaveLength(2);
    const again = FakeSocket.latest();
    again.open();
    expect(again.sent).toContainEqual({ type: 'subscribe', gameId: GAME, afterSeq: 3 });
    again.deliver({ type: 'subscribed', gameId: GAME });
    // The server repeats seq 3 by mistake: it is not applied twice.
    again.deliver({
      type: 'events',
      gameId: GAME,
      events: playEvents(GAME, 3, 6),
      summary: inProgress(5, 5, 0),
    });
    expect(await screen.findByText('Reconnected — caught up')).toBeVisible();
    expect(playRows()).toEqual(['5', '4', '3', '2', '1', '0']);
    expect(screen.getByText('Reconnected — caught up').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('shows a Basic member what opens live stats and asks for no events', async () => {
    const { socket } = await openGame('box-score', 1);
    expect(await screen.findByText('Live game stats is part of Plus.')).toBeVisible();
    expect(socket.sent).toEqual([{ type: 'subscribe', competitionId: LIVE_COMPETITION }]);
  });

  it('treats the server refusing the events like a lower tier', async () => {
    const { socket } = await openGame('box-score');
    socket.deliver({
      type: 'error',
      code: 'forbidden',
      msg: 'Live stats need tier 2',
      gameId: GAME,
    });
    expect(await screen.findByRole('region', { name: 'Live game stats is locked' })).toBeVisible();
  });
});
