import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GameDataRow } from '@courtside/contract/schemas';
import { server } from '@/test/msw-server';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { StatsHomePage } from './StatsHomePage';

const game = {
  _id: 'g1',
  updated: '2025-04-01T00:00:00.000Z',
  competitionId: 38409,
  gameId: 77,
  gameDate: '2025-03-08',
  homeTeamId: 1,
  homeMarket: 'North Carolina',
  homeConferenceId: 1,
  awayTeamId: 2,
  awayMarket: 'Duke',
  awayConferenceId: 1,
  homeScore: 71,
  awayScore: 82,
  isNeutral: false,
  conferenceGame: true,
  confTournament: false,
  periods: 2,
  coverage: 'pbp',
  status: 'final',
} as GameDataRow;

describe('StatsHomePage', () => {
  it('lists the latest results of the default seasons with links to their games', async () => {
    const urls: string[] = [];
    server.use(
      mswHttp.get(apiUrl('/gs/games/*'), ({ request }) => {
        urls.push(new URL(request.url).pathname);
        return HttpResponse.json([game]);
      }),
    );
    renderWithSession([{ path: '/stats/home', element: <StatsHomePage /> }], {
      initialEntries: ['/stats/home'],
    });
    const list = await screen.findByRole('list', { name: 'Latest results' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^Duke 82 at North Carolina 71/);
    expect(within(list).getByRole('link', { name: /Box score/ })).toHaveAttribute(
      'href',
      '/stats/38409/games/77/overview',
    );
    expect(urls).toEqual(['/api/gs/games/competitions/38409-38529/latest/12/']);
  });
});
