/**
 * The route table of §2 for the screens that exist. A new screen goes into SCREEN_ROUTES (and
 * its key into components/layout/existing-screens.ts); there are no placeholder pages.
 */
import type { RouteObject } from 'react-router';
import { paths } from '@courtside/contract';
import {
  RouteErrorFallback,
  RoutedErrorFallbackPage,
} from '@/components/errors/RoutedErrorFallbackPage';
import { HomePage } from '@/features/home/components/HomePage';
import type { EventLogRouteHandle } from '@/lib/event-log';
import {
  AccountRedirectRoute,
  AccountRoute,
  AdminRoute,
  BracketAdminRoute,
} from './account-routes';
import { AppLayout } from './AppLayout';
import { LegacyToolRedirect, MarchMadnessRedirect } from './legacy-redirects';
import {
  AboutScreen,
  ConferenceHomeScreen,
  ConferenceStatsScreen,
  DemoTourScreen,
  DevelopmentSandboxScreen,
  DisclaimerScreen,
  DivisionStatsScreen,
  FaqScreen,
  ForgotPasswordScreen,
  GameStatsScreen,
  GettingStartedScreen,
  IconsScreen,
  InsightsScreen,
  LoginWithLinkScreen,
  NewPasswordScreen,
  NotFoundScreen,
  PlayerStatsScreen,
  PrivacyPolicyScreen,
  SendVerificationEmailScreen,
  SignupScreen,
  SiteGuideScreen,
  StarterScreen,
  StatsHomeScreen,
  TeamStatsScreen,
  TermsOfUseScreen,
  TournamentStatsScreen,
  TransferPortalScreen,
  TransfersScreen,
  NilScreen,
  LiveGamesScreen,
  LiveGameScreen,
  DraftScreen,
  UnsubscribeScreen,
  ToolsHomeScreen,
  ShotChartsScreen,
  TeamScatterScreen,
  PlayerScatterScreen,
  ModelFittingScreen,
  BarChartsScreen,
  BracketsScreen,
  ComparisonsScreen,
  GameCalculatorScreen,
  SplitComparisonsScreen,
  GameExplorerScreen,
  ScoreboardScreen,
  ScoringStreaksScreen,
  DiyShotChartsScreen,
  GameDecidingShotsScreen,
  NewAppScreen,
  VerifyEmailScreen,
} from './screens';

/** Addresses carrying a secret say which part, so the event log leaves it out (lib/event-log). */
const redactParam = (name: string): EventLogRouteHandle => ({ eventLog: { redactParams: [name] } });
const dropSearch: EventLogRouteHandle = { eventLog: { dropSearch: true } };

/** The screens under the shell. Home is eager: it is the most common landing page. */
export const SCREEN_ROUTES: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // Eager because the error boundaries already bundle the error page.
  { path: 'error-fallback', element: <RoutedErrorFallbackPage /> },
  { path: 'terms-of-use', element: <TermsOfUseScreen /> },
  { path: 'privacy-policy', element: <PrivacyPolicyScreen /> },
  { path: 'disclaimer', element: <DisclaimerScreen /> },
  { path: 'icons', element: <IconsScreen /> },
  // Help content (§2).
  { path: 'about', element: <AboutScreen /> },
  { path: 'site-guide', element: <SiteGuideScreen /> },
  { path: 'getting-started', element: <GettingStartedScreen /> },
  { path: 'faq', element: <FaqScreen /> },
  // Data stories (§2; each story gates itself by the tier of its data).
  { path: 'insights/:view', element: <InsightsScreen notFound={<NotFoundScreen />} /> },
  // Developer reference, reached by its address only (§2).
  { path: 'development-sandbox', element: <DevelopmentSandboxScreen /> },
  // Demo walk-through, reached by its address only (§2).
  { path: 'hidden-demo-page', element: <DemoTourScreen /> },
  // Accounts and emails (§2).
  { path: 'signup', element: <SignupScreen /> },
  {
    path: 'login-with-link/:loginToken',
    element: <LoginWithLinkScreen />,
    handle: redactParam('loginToken'),
  },
  { path: 'reset-password', element: <ForgotPasswordScreen /> },
  {
    path: 'reset-password/:token',
    element: <NewPasswordScreen />,
    handle: redactParam('token'),
  },
  {
    // The success redirect carries a session token in its query until the page removes it.
    path: 'verify-email-page/:verifyStatus',
    element: <VerifyEmailScreen notFound={<NotFoundScreen />} />,
    handle: dropSearch,
  },
  { path: 'send-verification-email', element: <SendVerificationEmailScreen /> },
  { path: 'unsubscribe', element: <UnsubscribeScreen />, handle: dropSearch },
  { path: 'my-account', element: <AccountRedirectRoute /> },
  { path: 'my-account/:view', element: <AccountRoute /> },
  { path: 'my-account/:view/:tierTo', element: <AccountRoute /> },
  { path: 'admin', element: <AdminRoute /> },
  { path: 'bracket-admin', element: <BracketAdminRoute /> },
  // Team and player stats (§2).
  {
    path: 'stats/:competitionId/teams/:teamId/:view',
    element: <TeamStatsScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'stats/:competitionId/players/:playerId/:view',
    element: <PlayerStatsScreen notFound={<NotFoundScreen />} />,
  },
  { path: 'stats/home', element: <StatsHomeScreen /> },
  {
    path: 'stats/:competitionId/starter/:view',
    element: <StarterScreen notFound={<NotFoundScreen />} />,
  },
  // Conference, division and tournament stats (§2).
  {
    path: 'stats/conference-home/:competitionId',
    element: <ConferenceHomeScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'stats/:competitionId/conferences/:conferenceId/:view',
    element: <ConferenceStatsScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'stats/:competitionId/division/:divisionLabel/:view',
    element: <DivisionStatsScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'stats/:competitionId/tournaments/:tournamentId/:view',
    element: <TournamentStatsScreen notFound={<NotFoundScreen />} />,
  },
  // Live game stream (§2): the list is open; a game's live stats are tier ≥ 2 (the page gates itself).
  { path: 'streaming/:competitionId', element: <LiveGamesScreen notFound={<NotFoundScreen />} /> },
  {
    path: 'streaming/:competitionId/games/:gameId/:view',
    element: <LiveGameScreen notFound={<NotFoundScreen />} />,
  },
  // Draft prospects (§2; tier ≥ 1, the page gates itself).
  {
    path: 'stats/:competitionId/draft/:view',
    element: <DraftScreen notFound={<NotFoundScreen />} />,
  },
  // Transfer portal, transfer analyses and NIL predictions (§2; tier ≥ 3, each page gates itself).
  {
    path: 'stats/:competitionId/portal/:view',
    element: <TransferPortalScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'stats/:competitionId/transfers/:divisionLabel/:view',
    element: <TransfersScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'stats/:competitionId/nil/:view',
    element: <NilScreen notFound={<NotFoundScreen />} />,
  },
  // Game stats (§2).
  {
    path: 'stats/:competitionId/games/:gameId/:view',
    element: <GameStatsScreen notFound={<NotFoundScreen />} />,
  },
  // Tools (§2 "Tools"); each page gates itself by the tier of §6 (features/*/components).
  { path: 'tools/home', element: <ToolsHomeScreen /> },
  { path: 'tools/shot-charts', element: <ShotChartsScreen /> },
  { path: 'tools/team-scatter', element: <TeamScatterScreen /> },
  { path: 'tools/player-scatter', element: <PlayerScatterScreen /> },
  { path: 'tools/model-fitting', element: <ModelFittingScreen /> },
  { path: 'tools/bar-charts', element: <BarChartsScreen /> },
  { path: 'tools/comparisons', element: <ComparisonsScreen /> },
  { path: 'tools/game-calculator', element: <GameCalculatorScreen /> },
  { path: 'tools/diy-shot-charts', element: <DiyShotChartsScreen /> },
  { path: 'tools/new-app', element: <NewAppScreen /> },
  {
    path: 'tools/split-comparisons/:gender/:divisionLabel',
    element: <SplitComparisonsScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'tools/game-explorer/:competitionId/:divisionLabel',
    element: <GameExplorerScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'tools/scoreboard/:competitionId/:divisionLabel/:gameDate',
    element: <ScoreboardScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'tools/brackets/:competitionId/tournaments/:tournamentId',
    element: <BracketsScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'tools/scoring-streaks',
    element: <ScoringStreaksScreen notFound={<NotFoundScreen />} />,
  },
  {
    path: 'tools/game-deciding-shots',
    element: <GameDecidingShotsScreen notFound={<NotFoundScreen />} />,
  },
  // Legacy addresses (§2): each replaces its history entry; malformed ones are not found.
  {
    path: 'tools/game-deciding-shots/:competitionId/:divisionLabel',
    element: <LegacyToolRedirect target={paths.gameDecidingShots} notFound={<NotFoundScreen />} />,
  },
  {
    path: 'tools/scoring-streaks/:competitionId/:divisionLabel',
    element: <LegacyToolRedirect target={paths.scoringStreaks} notFound={<NotFoundScreen />} />,
  },
  { path: 'march-madness', element: <MarchMadnessRedirect /> },
  { path: '*', element: <NotFoundScreen /> },
];

/**
 * The whole tree: the shell layout around the screens. Errors inside a screen show the error
 * page within the shell; errors in the shell itself show it alone.
 */
export function createAppRoutes(screenRoutes: RouteObject[] = SCREEN_ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteErrorFallback />,
      // A screen that finds its address names nothing (an unknown id) throws a not-found error:
      // the not-found page then stands in for the screen, inside the shell.
      children: [
        {
          errorElement: <RouteErrorFallback notFound={<NotFoundScreen />} />,
          children: screenRoutes,
        },
      ],
    },
  ];
}

/**
 * Builds the router for the real table; the app passes createBrowserRouter and tests pass
 * createMemoryRouter, so both run the same routes.
 */
export function createAppRouter<Router>(createRouter: (routes: RouteObject[]) => Router): Router {
  return createRouter(createAppRoutes());
}
