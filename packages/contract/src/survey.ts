/**
 * The usage survey of the survey free-week banner (§9): a few questions about how a free-tier
 * fan uses Courtside. Answering once grants the trial upgrade (TRIAL_UPGRADE_TIER for
 * TRIAL_UPGRADE_DAYS); an account answers at most once.
 */
import { TRIAL_UPGRADE_DAYS, TRIAL_UPGRADE_TIER } from './tiers';

/** Who answers: the role they use Courtside in. */
export const SURVEY_ROLES = ['fan', 'media', 'analyst', 'coach', 'player', 'other'] as const;
export type SurveyRole = (typeof SURVEY_ROLES)[number];

export const SURVEY_ROLE_LABELS: Readonly<Record<SurveyRole, string>> = {
  fan: 'Fan',
  media: 'Media or journalist',
  analyst: 'Analyst or scout',
  coach: 'Coach or team staff',
  player: 'Player',
  other: 'Something else',
};

/** The parts of Courtside an answer may pick as favorites. */
export const SURVEY_TOOLS = [
  'team-stats',
  'player-stats',
  'shot-charts',
  'scatter',
  'comparisons',
  'game-explorer',
  'brackets',
  'scoreboard',
] as const;
export type SurveyTool = (typeof SURVEY_TOOLS)[number];

export const SURVEY_TOOL_LABELS: Readonly<Record<SurveyTool, string>> = {
  'team-stats': 'Team stats',
  'player-stats': 'Player stats',
  'shot-charts': 'Shot charts',
  scatter: 'Scatter plots',
  comparisons: 'Comparisons',
  'game-explorer': 'Game explorer',
  brackets: 'Bracket challenge',
  scoreboard: 'Scoreboard',
};

/** How often the user visits. */
export const SURVEY_FREQUENCIES = ['daily', 'weekly', 'monthly', 'rarely'] as const;
export type SurveyFrequency = (typeof SURVEY_FREQUENCIES)[number];

export const SURVEY_FREQUENCY_LABELS: Readonly<Record<SurveyFrequency, string>> = {
  daily: 'Every day',
  weekly: 'A few times a week',
  monthly: 'A few times a month',
  rarely: 'Less often',
};

export const SURVEY_LIMITS = {
  /** The free-text answer ("what should we add next?"), in characters. */
  nextFeatureMaxLength: 500,
  /** Survey posts per minute, per account and per IP (one is enough for any real user). */
  answersPerMinute: 10,
} as const;

/** What answering grants: the trial upgrade, once per account. */
export const SURVEY_FREE_WEEK = { tier: TRIAL_UPGRADE_TIER, days: TRIAL_UPGRADE_DAYS } as const;

/** The only tier offered the survey (§9: tier 1 users whose type is not team). */
export const SURVEY_TIER = 1;

export const SURVEY_MESSAGES = {
  /** `until`: ISO time the free week ends. */
  thanks: (until: string) =>
    `Thanks for answering! You have Plus until ${until.slice(0, 10)} ${until.slice(11, 16)} UTC.`,
  alreadyAnswered:
    'You have already answered the survey, and its free week can be granted only once per account.',
  notEligible: 'The survey free week is for fan accounts on the free tier.',
} as const;
