/**
 * Paths of the account, email and admin API (§7 and the routes beyond it), relative to the API
 * root. The server mounts its routes on these and the web app calls them, so each is spelled once.
 */
import { TEAM_CHANGE_INTERVAL_DAYS } from './tiers';

export const ACCOUNT_API = {
  signup: '/users/signup',
  tokenIsValid: '/users/token-is-valid',
  me: '/users/me',
  verifyTier: '/users/verify-tier',
  verifyAdminAccess: '/users/verify-admin-access',
  login: '/users/login',
  sendLoginLink: '/users/send-login-link',
  loginWithLink: '/users/login-with-link',
  /** POST with the session token: ends every session of its user on the server, at once. */
  logout: '/users/logout',
  addEventLog: '/users/add-event-log',
  settings: '/users/settings',
  /** POST (tier 1, not a team account): the usage survey's answers; grants its free week once. */
  survey: '/users/survey',
  /**
   * GET: the signed-in user's trial players (§3, §7), own school's first; [] for tiers that see
   * every player. Served by the data routes, which hold the warehouse the list is read from.
   */
  trialPlayers: '/users/trial-players',
  /** GET, from the emailed link: verifies and redirects to /verify-email-page/:status. */
  verifyEmail: '/users/verify-email',
  /** GET, from an emailed trial link: upgrades and redirects to /verify-email-page/:status. */
  redeemTrial: '/users/redeem-trial',
  contact: '/email/contact',
  sendResetPasswordEmail: '/email/send-reset-password-email',
  updateNewPassword: '/email/update-new-password',
  unsubscribe: '/email/unsubscribe',
  subscribe: '/email/subscribe',
  sendVerificationEmail: '/email/send-verification-email',
  adminUsers: '/admin/users',
  adminUser: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
  adminTrialTokens: '/admin/trial-tokens',
  /** GET (any admin): the bracket challenge settings of every national tournament. */
  adminBracketSettings: '/admin/bracket-settings',
  /** PUT (any admin): change one national tournament's bracket challenge settings. */
  adminBracketSetting: (tournamentId: number | string) =>
    `/admin/bracket-settings/${encodeURIComponent(String(tournamentId))}`,
  /** PUT (any admin): the seed-line corrections of one national tournament's field. */
  adminBracketField: (tournamentId: number | string) =>
    `/admin/bracket-settings/${encodeURIComponent(String(tournamentId))}/field`,
  /** GET (any admin): the bracket administration log, newest first. */
  adminBracketLog: '/admin/bracket-log',
  /** GET, no sign-in: the same settings for the brackets tool, without who saved them. */
  bracketSettings: '/brackets/settings',
  /** GET, no sign-in: a national tournament's bracket to pick from, with results and status. */
  bracketLayout: (tournamentId: number | string) =>
    `/brackets/${encodeURIComponent(String(tournamentId))}/layout`,
  /** GET: the signed-in user's brackets of a tournament, scored; POST: save a new one. */
  userBrackets: (tournamentId: number | string) =>
    `/brackets/${encodeURIComponent(String(tournamentId))}/mine`,
  /** PATCH (rename or new picks, until picks lock), DELETE: one of the user's brackets. */
  userBracket: (tournamentId: number | string, bracketId: string) =>
    `/brackets/${encodeURIComponent(String(tournamentId))}/mine/${encodeURIComponent(bracketId)}`,
  /** GET, no sign-in: a bracket by its share link, read-only. */
  sharedBracket: (shareId: string) => `/brackets/shared/${encodeURIComponent(shareId)}`,
  /** GET, no sign-in (marks the caller's own rows when signed in): a tournament's leaderboard. */
  bracketLeaderboard: (tournamentId: number | string) =>
    `/brackets/${encodeURIComponent(String(tournamentId))}/leaderboard`,
  /** GET: the signed-in user's saved DIY shot charts; POST: save a new one. */
  diyShotCharts: '/users/diy-shot-charts',
  /** GET, PATCH (rename or new shots), DELETE: one saved chart of the signed-in user. */
  diyShotChart: (chartId: string) => `/users/diy-shot-charts/${encodeURIComponent(chartId)}`,
} as const;

/** One-time token lifetimes (accounts issue). */
export const ONE_TIME_TOKEN_TTL_MS = {
  verifyEmail: 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
  loginLink: 15 * 60 * 1000,
  /** A trial link stays redeemable this long; the upgrade itself lasts TRIAL_UPGRADE_DAYS. */
  trialUpgrade: 30 * 24 * 60 * 60 * 1000,
} as const;

/**
 * How long the unsubscribe link of an onboarding email works. Its token is signed, not stored:
 * subscribe and unsubscribe need it (or a session of that address) to change an address.
 */
export const SUBSCRIPTION_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** Messages the account API sends in `{ msg }`; the web shows them as they are. */
export const ACCOUNT_MESSAGES = {
  /**
   * The answer to every valid sign-up, new address or not (so it tells nobody who has an
   * account): a new account gets its verification link, an existing one a way to log in.
   */
  signupCreated: (email: string) =>
    `Thanks for signing up! We sent an email to ${email}: open the link in it to activate your free access. If this address already has an account, the email tells you how to log in.`,
  invalidCredentials: 'Incorrect email or password.',
  loginLinkSent: (email: string) =>
    `If an account for ${email} exists, a login link is on its way. It works once, for 15 minutes.`,
  loginLinkInvalid: 'This login link is invalid, already used or expired. Request a new one.',
  verificationSent: (email: string) =>
    `If ${email} belongs to an account that still needs verifying, a new verification link is on its way.`,
  passwordUpdated: 'Your password was updated. Log in with your new password.',
  unsubscribed: (email: string) => `${email} will no longer receive onboarding emails.`,
  subscribed: (email: string) => `${email} will receive onboarding emails again.`,
  subscriptionLinkInvalid:
    'This link is invalid or has expired. Use the link in a more recent onboarding email, or log in as this address and try again.',
  eventLogged: 'Logged.',
  settingsSaved: 'Settings saved.',
  contactMailFailed: (supportEmail: string) =>
    `We saved your message but could not send it just now. Please try again later or write to ${supportEmail}.`,
  notSignedIn: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'You are logged out.',
  adminOnly: 'This is for administrators only.',
  upperAdminOnly: 'Only upper administrators can change admin roles.',
  cannotChangeOwnRole: 'You cannot change your own admin role.',
  userNotFound: 'No such user.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  loginBackedOff:
    'Too many failed logins for now. Try again later, or log in with an emailed login link.',
  /** `nextChange`: ISO time from which the team may change again. */
  teamChangeTooSoon: (nextChange: string) =>
    `Your team can change once every ${TEAM_CHANGE_INTERVAL_DAYS} days: you can change it again from ${nextChange.slice(0, 10)} ${nextChange.slice(11, 16)} UTC.`,
} as const;
