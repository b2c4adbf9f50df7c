import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLive, serveLive } from '../live.test-utils';
import { FakeSocket } from '@/lib/live/testing/fake-socket';
import { BIG_EAST, LIVE_COMPETITION, summary } from '../testing/live-fixtures';

const LIST = `/streaming/${LIVE_COMPETITION}`;

const tiles = () =>
  within(screen.getByRole('list', { name: /Games today/ }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

async function openList(url = LIST) {
  serveLive();
  const view = renderLive(url);
  await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
  const socket = FakeSocket.latest();
  socket.open();
  return { ...view, socket };
}

describe('live games list', () => {
  it('subscribes to the competition, lists live, then scheduled, then final, and updates in place', async () => {
    const { socket } = await openList();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/live$/);
    expect(socket.sent).toEqual([{ type: 'subscribe', competitionId: LIVE_COMPETITION }]);
    socket.deliver({
      type: 'games',
      competitionId: LIVE_COMPETITION,
      games: [
        summary({
          gameId: 1,
          status: 'final',
          homeScore: 70,
          awayScore: 65,
          period: 2,
          lastSeq: 300,
        }),
        summary({
          gameId: 2,
          tipTime: '2026-01-16T00:00:00.000Z',
          homeTeamMarket: 'Iowa',
          awayTeamMarket: 'Butler',
        }),
        summary({
          gameId: 3,
          status: 'in-progress',
          homeScore: 30,
          awayScore: 28,
          period: 2,
          clock: 754,
          homeWinProb: 0.63,
          lastSeq: 150,
        }),
        summary({ gameId: 4, gameDate: '20260116', homeTeamMarket: 'Tomorrow U' }),
      ],
    });
    expect(tiles()).toEqual([
      'Marquette at Purdue, 28-30, 2nd 12:34',
      expect.stringMatching(/^Butler at Iowa, \d{1,2}:00\s?[AP]M$/),
      'Marquette at Purdue, 65-70, Final',
    ]);
    expect(screen.getByRole('img', { name: 'Win probability: Purdue 63%' })).toBeVisible();
    expect(screen.getByRole('link', { name: /28-30/ })).toHaveAttribute(
      'href',
      `/streaming/${LIVE_COMPETITION}/games/3/box-score`,
    );

    // A newer summary replaces the tile; an older one arriving late does not.
    socket.deliver({
      type: 'games',
      competitionId: LIVE_COMPETITION,
      games: [
        summary({
          gameId: 3,
          status: 'in-progress',
          homeScore: 32,
          awayScore: 28,
          period: 2,
          clock: 700,
          homeWinProb: 0.7,
          lastSeq: 155,
        }),
      ],
    });
    socket.deliver({
      type: 'games',
      competitionId: LIVE_COMPETITION,
      games: [
        summary({
          gameId: 3,
          status: 'in-progress',
          homeScore: 30,
          awayScore: 28,
          period: 2,
          clock: 754,
          homeWinProb: 0.63,
          lastSeq: 150,
        }),
      ],
    });
    expect(tiles()[0]).toBe('Marquette at Purdue, 28-32, 2nd 11:40');
    expect(tiles()).toHaveLength(3);
  });

  it('filters by conference and day through the URL, and says when no game is left', async () => {
    const user = userEvent.setup();
    const { socket, router } = await openList();
    socket.deliver({
      type: 'games',
      competitionId: LIVE_COMPETITION,
      games: [
        summary({
          gameId: 1,
          homeConferenceId: 7,
          awayConferenceId: 8,
          homeTeamMarket: 'Duke',
          awayTeamMarket: 'UNC',
        }),
        summary({ gameId: 2 }),
      ],
    });
    await screen.findByRole('option', { name: 'Big East' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Conference' }), 'Big East');
    expect(router.state.location.search).toBe(`?conference=${BIG_EAST}`);
    expect(tiles()).toEqual([expect.stringMatching(/^Marquette at Purdue/)]);
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(router.state.location.search).toBe(`?day=tomorrow&conference=${BIG_EAST}`);
    expect(screen.getByText('No games tomorrow in this conference')).toBeVisible();
  });

  it('shows the empty state for a day without games', async () => {
    const { socket } = await openList();
    socket.deliver({ type: 'games', competitionId: LIVE_COMPETITION, games: [] });
    expect(screen.getByText('No games today')).toBeVisible();
  });

  it('shows the not-found page for a competition that does not exist', async () => {
    serveLive();
    renderLive('/streaming/12345');
    expect(await screen.findByText('page not found')).toBeVisible();
  });

  it('shows the not-found page for a malformed competition id', async () => {
    serveLive();
    renderLive('/streaming/4x');
    expect(await screen.findByText('page not found')).toBeVisible();
  });
});
