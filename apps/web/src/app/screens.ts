/**
 * The lazily loaded screens of the route table. Each is its own chunk, loaded with the
 * time-out and reload-once rule of §4.
 */
import { lazyScreen } from '@/lib/lazy/lazy-screen';

export const NotFoundScreen = lazyScreen(() =>
  import('@/features/not-found/components/NotFoundPage').then((module) => module.NotFoundPage),
);

export const TermsOfUseScreen = lazyScreen(() =>
  import('@/features/legal/components/TermsOfUsePage').then((module) => module.TermsOfUsePage),
);

export const PrivacyPolicyScreen = lazyScreen(() =>
  import('@/features/legal/components/PrivacyPolicyPage').then(
    (module) => module.PrivacyPolicyPage,
  ),
);

export const DisclaimerScreen = lazyScreen(() =>
  import('@/features/legal/components/DisclaimerPage').then((module) => module.DisclaimerPage),
);

export const AboutScreen = lazyScreen(() =>
  import('@/features/help/components/AboutPage').then((module) => module.AboutPage),
);

export const SiteGuideScreen = lazyScreen(() =>
  import('@/features/help/components/SiteGuidePage').then((module) => module.SiteGuidePage),
);

export const GettingStartedScreen = lazyScreen(() =>
  import('@/features/help/components/GettingStartedPage').then(
    (module) => module.GettingStartedPage,
  ),
);

export const FaqScreen = lazyScreen(() =>
  import('@/features/help/components/FaqPage').then((module) => module.FaqPage),
);

export const InsightsScreen = lazyScreen(() =>
  import('@/features/insights/components/InsightsPage').then((module) => module.InsightsPage),
);

export const DemoTourScreen = lazyScreen(() =>
  import('@/features/demo-tour/components/DemoTourPage').then((module) => module.DemoTourPage),
);

export const DevelopmentSandboxScreen = lazyScreen(() =>
  import('@/features/sandbox/components/DevelopmentSandboxPage').then(
    (module) => module.DevelopmentSandboxPage,
  ),
);

export const IconsScreen = lazyScreen(() =>
  import('@/features/icons/components/IconsPage').then((module) => module.IconsPage),
);

export const SignupScreen = lazyScreen(() =>
  import('@/features/auth/components/SignupPage').then((module) => module.SignupPage),
);

export const LoginWithLinkScreen = lazyScreen(() =>
  import('@/features/auth/components/LoginWithLinkPage').then((module) => module.LoginWithLinkPage),
);

/** The Sign In dialog's body: loaded the first time someone opens the dialog. */
export const LoginDialogBody = lazyScreen(() =>
  import('@/features/auth/components/LoginDialog').then((module) => module.LoginDialog),
);

export const ForgotPasswordScreen = lazyScreen(() =>
  import('@/features/password-reset/components/ForgotPasswordPage').then(
    (module) => module.ForgotPasswordPage,
  ),
);

export const NewPasswordScreen = lazyScreen(() =>
  import('@/features/password-reset/components/NewPasswordPage').then(
    (module) => module.NewPasswordPage,
  ),
);

export const VerifyEmailScreen = lazyScreen(() =>
  import('@/features/email-verification/components/VerifyEmailPage').then(
    (module) => module.VerifyEmailPage,
  ),
);

export const SendVerificationEmailScreen = lazyScreen(() =>
  import('@/features/email-verification/components/SendVerificationEmailPage').then(
    (module) => module.SendVerificationEmailPage,
  ),
);

export const UnsubscribeScreen = lazyScreen(() =>
  import('@/features/unsubscribe/components/UnsubscribePage').then(
    (module) => module.UnsubscribePage,
  ),
);

/**
 * The footer's contact form. Below the fold on every page, so it loads after the page itself
 * instead of weighing on the home route's JavaScript.
 */
export const ContactFormSection = lazyScreen(() =>
  import('@/features/contact/components/ContactForm').then((module) => module.ContactForm),
);

export const AccountScreen = lazyScreen(() =>
  import('@/features/account/components/AccountPage').then((module) => module.AccountPage),
);

export const AccountRedirectScreen = lazyScreen(() =>
  import('@/features/account/components/AccountPage').then((module) => module.AccountRedirect),
);

export const AdminScreen = lazyScreen(() =>
  import('@/features/admin/components/AdminPage').then((module) => module.AdminPage),
);

export const BracketAdminScreen = lazyScreen(() =>
  import('@/features/admin/components/BracketAdminPage').then((module) => module.BracketAdminPage),
);

export const TeamStatsScreen = lazyScreen(() =>
  import('@/features/team-stats/components/TeamStatsPage').then((module) => module.TeamStatsPage),
);

export const PlayerStatsScreen = lazyScreen(() =>
  import('@/features/player-stats/components/PlayerStatsPage').then(
    (module) => module.PlayerStatsPage,
  ),
);

export const GameStatsScreen = lazyScreen(() =>
  import('@/features/game-stats/components/GameStatsPage').then((module) => module.GameStatsPage),
);

export const StatsHomeScreen = lazyScreen(() =>
  import('@/features/stats-home/components/StatsHomePage').then((module) => module.StatsHomePage),
);

export const ConferenceStatsScreen = lazyScreen(() =>
  import('@/features/group-stats/components/GroupStatsPage').then(
    (module) => module.ConferenceStatsPage,
  ),
);

export const DivisionStatsScreen = lazyScreen(() =>
  import('@/features/group-stats/components/GroupStatsPage').then(
    (module) => module.DivisionStatsPage,
  ),
);

export const ConferenceHomeScreen = lazyScreen(() =>
  import('@/features/group-stats/components/ConferenceHomePage').then(
    (module) => module.ConferenceHomePage,
  ),
);

export const TournamentStatsScreen = lazyScreen(() =>
  import('@/features/group-stats/components/TournamentStatsPage').then(
    (module) => module.TournamentStatsPage,
  ),
);

export const TransferPortalScreen = lazyScreen(() =>
  import('@/features/transfer-portal/components/TransferPortalPage').then(
    (module) => module.TransferPortalPage,
  ),
);

export const TransfersScreen = lazyScreen(() =>
  import('@/features/transfers/components/TransfersPage').then((module) => module.TransfersPage),
);

export const DraftScreen = lazyScreen(() =>
  import('@/features/draft/components/DraftPage').then((module) => module.DraftPage),
);
export const LiveGamesScreen = lazyScreen(() =>
  import('@/features/live/components/LiveGamesPage').then((module) => module.LiveGamesPage),
);
export const LiveGameScreen = lazyScreen(() =>
  import('@/features/live/components/LiveGamePage').then((module) => module.LiveGamePage),
);
export const NilScreen = lazyScreen(() =>
  import('@/features/nil/components/NilPage').then((module) => module.NilPage),
);

export const StarterScreen = lazyScreen(() =>
  import('@/features/starter/components/StarterPage').then((module) => module.StarterPage),
);

export const ToolsHomeScreen = lazyScreen(() =>
  import('@/features/tools-home/components/ToolsHomePage').then((module) => module.ToolsHomePage),
);

export const ShotChartsScreen = lazyScreen(() =>
  import('@/features/shot-charts/components/ShotChartsPage').then(
    (module) => module.ShotChartsPage,
  ),
);

export const TeamScatterScreen = lazyScreen(() =>
  import('@/features/scatter/components/ScatterPage').then((module) => module.TeamScatterPage),
);

export const PlayerScatterScreen = lazyScreen(() =>
  import('@/features/scatter/components/ScatterPage').then((module) => module.PlayerScatterPage),
);

export const ModelFittingScreen = lazyScreen(() =>
  import('@/features/model-fitting/components/ModelFittingPage').then(
    (module) => module.ModelFittingPage,
  ),
);

export const BarChartsScreen = lazyScreen(() =>
  import('@/features/bar-charts/components/BarChartsPage').then((module) => module.BarChartsPage),
);

export const ComparisonsScreen = lazyScreen(() =>
  import('@/features/comparisons/components/ComparisonsPage').then(
    (module) => module.ComparisonsPage,
  ),
);

export const GameCalculatorScreen = lazyScreen(() =>
  import('@/features/game-calculator/components/GameCalculatorPage').then(
    (module) => module.GameCalculatorPage,
  ),
);

export const SplitComparisonsScreen = lazyScreen(() =>
  import('@/features/split-comparisons/components/SplitComparisonsPage').then(
    (module) => module.SplitComparisonsPage,
  ),
);

export const GameExplorerScreen = lazyScreen(() =>
  import('@/features/game-explorer/components/GameExplorerPage').then(
    (module) => module.GameExplorerPage,
  ),
);

export const BracketsScreen = lazyScreen(() =>
  import('@/features/brackets/components/BracketsPage').then((module) => module.BracketsPage),
);

export const ScoreboardScreen = lazyScreen(() =>
  import('@/features/scoreboard/components/ScoreboardPage').then((module) => module.ScoreboardPage),
);

export const ScoringStreaksScreen = lazyScreen(() =>
  import('@/features/scoring-streaks/components/ScoringStreaksPage').then(
    (module) => module.ScoringStreaksPage,
  ),
);

export const NewAppScreen = lazyScreen(() =>
  import('@/features/new-app/components/NewAppPage').then((module) => module.NewAppPage),
);

export const GameDecidingShotsScreen = lazyScreen(() =>
  import('@/features/game-deciding-shots/components/GameDecidingShotsPage').then(
    (module) => module.GameDecidingShotsPage,
  ),
);

export const DiyShotChartsScreen = lazyScreen(() =>
  import('@/features/diy-shot-charts/components/DiyShotChartsPage').then(
    (module) => module.DiyShotChartsPage,
  ),
);
