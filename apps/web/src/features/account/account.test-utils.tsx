/** Renders the account routes as the app wires them, with a probe of the session's user. */
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import {
  ACCOUNT_API,
  resolveUserSettings,
  type Conference,
  type Team,
  type TrialPlayer,
} from '@courtside/contract';
import { dataRequestPath } from '@/lib/api/fetch-data';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { useSession } from '@/lib/session';
import { server } from '@/test/msw-server';
import { AccountPage, AccountRedirect } from './components/AccountPage';

/** What the navbar would show: proves a save reached the session, not only the form. */
function SessionUserProbe() {
  const { user, isSignedIn } = useSession();
  const settings = resolveUserSettings(user);
  return (
    <output data-testid="session-user">
      {isSignedIn
        ? `team=${settings.team.teamId} gender=${settings.team.gender} scope=${settings.scope.value}`
        : 'signed out'}
    </output>
  );
}

/** Answers the trial-player list the settings view shows the free tier (none by default). */
export function serveTrialPlayers(players: readonly TrialPlayer[] = []): void {
  server.use(http.get(apiUrl(ACCOUNT_API.trialPlayers), () => HttpResponse.json(players)));
}

export function renderAccount(path: string, onLogin?: () => void) {
  // A standing answer, so tests about other parts of the page need not mock the list.
  serveTrialPlayers();
  const page = <AccountPage onLogin={onLogin} />;
  return renderWithSession(
    [
      {
        element: (
          <>
            <SessionUserProbe />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/my-account', element: <AccountRedirect /> },
          { path: '/my-account/:view', element: page },
          { path: '/my-account/:view/:tierTo', element: page },
          { path: '/send-verification-email', element: <p>verification page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

export const TEAMS: Team[] = [
  { teamId: 12, teamMarket: 'Stanford', teamName: 'Cardinal', gender: 'FEMALE', divisionId: 1 },
  { teamId: 13, teamMarket: 'UConn', teamName: 'Huskies', gender: 'FEMALE', divisionId: 1 },
  { teamId: 21, teamMarket: 'Duke', teamName: 'Blue Devils', gender: 'MALE', divisionId: 1 },
  { teamId: 22, teamMarket: 'Tufts', teamName: 'Jumbos', gender: 'MALE', divisionId: 3 },
];

export const CONFERENCES: Conference[] = [
  { conferenceId: 3, conferenceLongName: 'Big East', conferenceShortName: 'BE' },
  { conferenceId: 5, conferenceLongName: 'Atlantic Coast', conferenceShortName: 'ACC' },
];

/** Serves the teams and conferences endpoints on their real data paths. */
export function serveReferenceLists(
  teams: () => Response = () => HttpResponse.json(TEAMS),
  conferences: () => Response = () => HttpResponse.json(CONFERENCES),
): void {
  server.use(
    http.get(apiUrl(dataRequestPath('teams')), teams),
    http.get(apiUrl(dataRequestPath('conferences')), conferences),
  );
}
