/**
 * Every accounts migration, in order. They are imported statically rather than read from a
 * folder because the server ships as one esbuild bundle with no migration files beside it.
 * Add a migration as `NNN_name.ts` and list it here; never edit or renumber a released one.
 */
import type { Migration, MigrationProvider } from 'kysely';
import { migration001Initial } from './001_initial';
import { migration002BracketSettings } from './002_bracket_settings';
import { migration003TeamChangedAt } from './003_team_changed_at';
import { migration004MailQueue } from './004_mail_queue';
import { migration005DiyShotCharts } from './005_diy_shot_charts';
import { migration006UserBrackets } from './006_user_brackets';
import { migration007BracketAdmin } from './007_bracket_admin';
import { migration008SurveyAnswers } from './008_survey_answers';

export const ACCOUNTS_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001_initial': migration001Initial,
  '002_bracket_settings': migration002BracketSettings,
  '003_team_changed_at': migration003TeamChangedAt,
  '004_mail_queue': migration004MailQueue,
  '005_diy_shot_charts': migration005DiyShotCharts,
  '006_user_brackets': migration006UserBrackets,
  '007_bracket_admin': migration007BracketAdmin,
  '008_survey_answers': migration008SurveyAnswers,
};

export const staticMigrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...ACCOUNTS_MIGRATIONS }),
};
