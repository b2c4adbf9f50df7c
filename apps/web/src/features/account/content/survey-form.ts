/**
 * The usage survey form: its choices (from the contract, so the form offers exactly what the API
 * accepts) and the checks it runs before sending, which mirror the API's.
 */
import {
  SURVEY_FREQUENCIES,
  SURVEY_FREQUENCY_LABELS,
  SURVEY_LIMITS,
  SURVEY_ROLES,
  SURVEY_ROLE_LABELS,
  SURVEY_TIER,
  SURVEY_TOOLS,
  SURVEY_TOOL_LABELS,
  isPlainText,
  type SurveyAnswersRequest,
  type SurveyFrequency,
  type SurveyRole,
  type SurveyTool,
  type User,
} from '@courtside/contract';

export const ROLE_OPTIONS = SURVEY_ROLES.map((value) => ({
  value,
  label: SURVEY_ROLE_LABELS[value],
}));
export const TOOL_OPTIONS = SURVEY_TOOLS.map((value) => ({
  value,
  label: SURVEY_TOOL_LABELS[value],
}));
export const FREQUENCY_OPTIONS = SURVEY_FREQUENCIES.map((value) => ({
  value,
  label: SURVEY_FREQUENCY_LABELS[value],
}));

export const NEXT_FEATURE_MAX_LENGTH = SURVEY_LIMITS.nextFeatureMaxLength;

export interface SurveyDraft {
  role: SurveyRole | null;
  favoriteTools: readonly SurveyTool[];
  visitFrequency: SurveyFrequency | null;
  nextFeature: string;
}

export const EMPTY_SURVEY: SurveyDraft = {
  role: null,
  favoriteTools: [],
  visitFrequency: null,
  nextFeature: '',
};

export type SurveyField = keyof SurveyDraft;
export type SurveyErrors = Partial<Record<SurveyField, string>>;

export const SURVEY_FORM_MESSAGES = {
  role: 'Please choose what describes you best.',
  favoriteTools: 'Please pick at least one part of Courtside.',
  visitFrequency: 'Please tell us how often you visit.',
  nextFeatureTooLong: `Please keep your suggestion to ${NEXT_FEATURE_MAX_LENGTH} characters.`,
  nextFeatureControl: 'Your suggestion contains characters we cannot store; please retype it.',
  failed: 'We could not save your answers. Please try again.',
} as const;

export function surveyErrors(draft: SurveyDraft): SurveyErrors {
  const errors: SurveyErrors = {};
  if (draft.role === null) errors.role = SURVEY_FORM_MESSAGES.role;
  if (draft.favoriteTools.length === 0) errors.favoriteTools = SURVEY_FORM_MESSAGES.favoriteTools;
  if (draft.visitFrequency === null) errors.visitFrequency = SURVEY_FORM_MESSAGES.visitFrequency;
  const text = draft.nextFeature.trim();
  if (text.length > NEXT_FEATURE_MAX_LENGTH) {
    errors.nextFeature = SURVEY_FORM_MESSAGES.nextFeatureTooLong;
  } else if (!isPlainText(text, { lineBreaks: true })) {
    errors.nextFeature = SURVEY_FORM_MESSAGES.nextFeatureControl;
  }
  return errors;
}

/** The request body of a draft that passed surveyErrors; null while one is missing. */
export function surveyRequestOf(draft: SurveyDraft): SurveyAnswersRequest | null {
  if (draft.role === null || draft.visitFrequency === null) return null;
  return {
    role: draft.role,
    favoriteTools: [...draft.favoriteTools],
    visitFrequency: draft.visitFrequency,
    nextFeature: draft.nextFeature.trim(),
  };
}

/** The survey is offered to free-tier accounts that are not a team's and have not answered. */
export function isOfferedSurvey(user: User, tierValue: number): boolean {
  return (
    tierValue === SURVEY_TIER && user.userType !== 'team' && user.surveyAnsweredAt === undefined
  );
}
