/** Bodies of the usage survey (see ../survey.ts): choices from fixed lists and one capped text. */
import { z } from 'zod';
import { SURVEY_FREQUENCIES, SURVEY_LIMITS, SURVEY_ROLES, SURVEY_TOOLS } from '../survey';
import { TierStatusSchema } from './accounts';
import { UserSchema } from './entities';
import { multilineString } from './plain-text';

const NextFeatureSchema = multilineString()
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .max(
        SURVEY_LIMITS.nextFeatureMaxLength,
        `at most ${SURVEY_LIMITS.nextFeatureMaxLength} characters`,
      ),
  );

export const SurveyAnswersRequestSchema = z.strictObject({
  role: z.enum(SURVEY_ROLES),
  /** At least one; each at most once. */
  favoriteTools: z
    .array(z.enum(SURVEY_TOOLS))
    .min(1, 'pick at least one')
    .max(SURVEY_TOOLS.length)
    .refine((tools) => new Set(tools).size === tools.length, 'each tool at most once'),
  visitFrequency: z.enum(SURVEY_FREQUENCIES),
  /** Optional: '' when the user has nothing to suggest. */
  nextFeature: NextFeatureSchema.default(''),
});
export type SurveyAnswersRequest = z.input<typeof SurveyAnswersRequestSchema>;

/** The answer to a survey: a message, the profile (now marked as answered) and the new tier. */
export const SurveyAnswerResponseSchema = z.object({
  msg: z.string(),
  user: UserSchema,
  tier: TierStatusSchema,
});
export type SurveyAnswerResponse = z.infer<typeof SurveyAnswerResponseSchema>;
