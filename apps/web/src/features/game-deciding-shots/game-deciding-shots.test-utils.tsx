/**
 * The game-deciding shots page under the real providers with the data API served on its real
 * paths: one MSW handler answers every `/gs/…` request from a table of endpoint → rows and
 * records the request; an endpoint the table does not name answers 500, so an unexpected
 * request shows as an error. Rows are those of game-deciding-shots.fixtures.ts.
 */
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow,
  serveData,
  signInTier,
  type DataReply,
} from '@/test/data-api-test-support';
import { GameDecidingShotsPage } from './components/GameDecidingShotsPage';
import { SEASON, conferenceRows, shotRows, teamRows } from './game-deciding-shots.fixtures';

export { signInTier };

/** The competition of a request, query style (`?competitionId=`) or path style (`/competition/…/`). */
function competitionOf(url: URL): number {
  const id =
    url.searchParams.get('competitionId') ?? /\/competition\/(\d+)/.exec(url.pathname)?.[1];
  return id === undefined ? SEASON : Number(id);
}

export function serveDeciding(replies: Record<string, DataReply> = {}): string[] {
  return serveData(
    {
      competitions: (url) => [competitionRow(competitionOf(url), true)],
      'competition-conferences': (url) => conferenceRows(competitionOf(url)),
      'pbp-shots-tying-go-ahead': (url) => shotRows(competitionOf(url)),
      'team-tying-go-ahead-shooting': () => teamRows(),
      ...replies,
    },
    { unservedStatus: 500 },
  );
}

/** Renders the page at `url` under its real route pattern, with a recognisable not-found. */
export function renderDeciding(url: string) {
  return renderWithSession(
    [
      {
        path: '/tools/game-deciding-shots',
        element: <GameDecidingShotsPage notFound={<p>page not found</p>} />,
      },
      { path: '/stats/:competitionId/games/:gameId/:view', element: <p>game page</p> },
    ],
    { initialEntries: [url] },
  );
}
