/**
 * Path builders for the client routes of §2. Screens, navigation, redirects and the links the
 * server puts in emails all build paths here, so a route is spelled once.
 */
import { competitionIdsKey } from './competitions';
import { formatGameDate } from './dates';
import type { DivisionLabel } from './divisions';

type Id = number | string;

export const paths = {
  home: () => '/',
  about: () => '/about',
  siteGuide: () => '/site-guide',
  gettingStarted: () => '/getting-started',
  faq: () => '/faq',
  signup: () => '/signup',
  /** An account view; `tierTo` (subscribe view) names the tier an upgrade aims at. */
  myAccount: (
    view: 'settings' | 'subscribe' | 'survey' | (string & {}) = 'subscribe',
    tierTo?: number,
  ) => (tierTo === undefined ? `/my-account/${view}` : `/my-account/${view}/${tierTo}`),
  resetPassword: (token?: string) =>
    token === undefined ? '/reset-password' : `/reset-password/${encodeURIComponent(token)}`,
  sendVerificationEmail: () => '/send-verification-email',
  verifyEmailPage: (status: string) => `/verify-email-page/${encodeURIComponent(status)}`,
  loginWithLink: (loginToken: string) => `/login-with-link/${encodeURIComponent(loginToken)}`,
  /** The page of an onboarding email's link: its address and the link's signed token. */
  unsubscribe: (email?: string, token?: string) => {
    if (email === undefined) return '/unsubscribe';
    const query = `email=${encodeURIComponent(email)}`;
    return `/unsubscribe?${token === undefined ? query : `${query}&token=${encodeURIComponent(token)}`}`;
  },
  admin: () => '/admin',
  bracketAdmin: () => '/bracket-admin',
  /** Redirects to the default tournament's bracket (the bracket challenge). */
  marchMadness: () => '/march-madness',
  icons: () => '/icons',
  termsOfUse: () => '/terms-of-use',
  privacyPolicy: () => '/privacy-policy',
  disclaimer: () => '/disclaimer',
  errorFallback: () => '/error-fallback',
  statsHome: () => '/stats/home',
  toolsHome: () => '/tools/home',
  newApp: () => '/tools/new-app',
  gameCalculator: () => '/tools/game-calculator',
  conferenceHome: (competitionId: Id) => `/stats/conference-home/${competitionId}`,
  starter: (competitionId: Id, view = 'overview') => `/stats/${competitionId}/starter/${view}`,
  division: (competitionId: Id, divisionLabel: DivisionLabel, view: string) =>
    `/stats/${competitionId}/division/${divisionLabel}/${view}`,
  conference: (competitionId: Id, conferenceId: Id, view = 'team-box') =>
    `/stats/${competitionId}/conferences/${conferenceId}/${view}`,
  team: (competitionId: Id, teamId: Id, view = 'overview') =>
    `/stats/${competitionId}/teams/${teamId}/${view}`,
  player: (competitionId: Id, playerId: Id, view = 'overview') =>
    `/stats/${competitionId}/players/${playerId}/${view}`,
  game: (competitionId: Id, gameId: Id, view = 'overview') =>
    `/stats/${competitionId}/games/${gameId}/${view}`,
  tournament: (competitionId: Id, tournamentId: Id, view = 'team-box') =>
    `/stats/${competitionId}/tournaments/${tournamentId}/${view}`,
  /** The NIL predictions area: views player-box (the §2 example) and method. */
  nil: (competitionId: Id, view = 'player-box') => `/stats/${competitionId}/nil/${view}`,
  bracket: (competitionId: Id, tournamentId: Id) =>
    `/tools/brackets/${competitionId}/tournaments/${tournamentId}`,
  scoreboard: (
    competitionId: Id,
    divisionLabel: DivisionLabel,
    gameDate: Date | string = new Date(),
  ) =>
    `/tools/scoreboard/${competitionId}/${divisionLabel}/${
      typeof gameDate === 'string' ? gameDate : formatGameDate(gameDate)
    }`,
  gameDecidingShots: (competitionIds: readonly number[], division: DivisionLabel) =>
    `/tools/game-deciding-shots?${toolQuery(competitionIds, division)}`,
  scoringStreaks: (competitionIds: readonly number[], division: DivisionLabel) =>
    `/tools/scoring-streaks?${toolQuery(competitionIds, division)}`,
} as const;

/** Query of the multi-season tools: competitionIds hyphen-joined and sorted, division label. */
function toolQuery(competitionIds: readonly number[], division: DivisionLabel): string {
  return new URLSearchParams({
    competitionIds: competitionIdsKey(competitionIds),
    division,
  }).toString();
}
