/**
 * The live pages under the real providers with a fake WebSocket (testing/fake-socket.ts) and the
 * data API served for the lookups the pages read (conference names).
 */
import type { ReactNode } from 'react';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { renderWithSession } from '@/lib/session/session-test-support';
import { competitionRow, conferenceRow, serveData } from '@/test/data-api-test-support';
import { LiveGamePage } from './components/LiveGamePage';
import { LiveGamesPage } from './components/LiveGamesPage';
import { LiveSocketContext } from '@/lib/live/live-socket-context';
import { FakeSocket } from '@/lib/live/testing/fake-socket';
import { BIG_EAST, BIG_TEN, LIVE_COMPETITION } from './testing/live-fixtures';

export function serveLive() {
  return serveData(
    {
      competitions: () => [competitionRow(LIVE_COMPETITION)],
      'competition-conferences': () => [
        conferenceRow({
          competitionId: LIVE_COMPETITION,
          conferenceId: BIG_TEN,
          conferenceShortName: 'Big Ten',
        }),
        conferenceRow({
          competitionId: LIVE_COMPETITION,
          conferenceId: BIG_EAST,
          conferenceShortName: 'Big East',
        }),
      ],
    },
    { unservedStatus: 500 },
  );
}

const NOW = () => new Date('2026-01-15T17:00:00Z');
const notFound = <p>page not found</p>;

function withSocket(element: ReactNode) {
  return (
    <LiveSocketContext.Provider value={{ WebSocketImpl: FakeSocket, network: null }}>
      {element}
    </LiveSocketContext.Provider>
  );
}

export function renderLive(url: string) {
  FakeSocket.reset();
  const errorElement = <RouteErrorFallback notFound={notFound} />;
  return renderWithSession(
    [
      {
        path: '/streaming/:competitionId',
        element: withSocket(<LiveGamesPage notFound={notFound} now={NOW} />),
        errorElement,
      },
      {
        path: '/streaming/:competitionId/games/:gameId/:view',
        element: withSocket(<LiveGamePage notFound={notFound} />),
        errorElement,
      },
    ],
    { initialEntries: [url] },
  );
}
