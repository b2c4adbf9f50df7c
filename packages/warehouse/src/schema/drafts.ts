/**
 * The professional draft after a competition. `drafts` has one row per competition whose draft
 * the source knows, so a competition without a row is one whose draft is unknown (the newest
 * season, every NCAA competition: the NCAA datasets carry no drafts) and not one where nobody
 * was picked. `draft_picks` holds the picks of the players the file has: every pool player of a
 * known draft without a pick went undrafted. `draft_prospects` and `draft_models` hold the draft
 * endpoints' answers, made once by the demo build so that no request fits the model.
 */
import {
  DraftBacktestSeasonSchema,
  DraftModelRowSchema,
  DraftModelWeightSchema,
  DraftProspectRowSchema,
} from '@courtside/contract/schemas';
import { col, key } from './define';
import type { TableDef } from './define';

export const DRAFTS: TableDef = {
  name: 'drafts',
  doc: 'One row per competition whose following draft the source knows (the demo league simulates one after every season but the newest); no row: unknown.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER', 'the season the draft followed'),
    key('picks', 'INTEGER', 'picks in that draft (60 men, 36 women in the demo league)'),
    key('rounds', 'INTEGER'),
  ],
  primaryKey: ['competition_id'],
};

export const DRAFT_PICKS: TableDef = {
  name: 'draft_picks',
  doc: 'Picks of the draft after a competition, of players the file holds.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER', 'the season the draft followed'),
    key('player_id', 'INTEGER', 'his roster id in that competition'),
    key('team_id', 'INTEGER', 'his team in that competition'),
    key('pick', 'INTEGER', '1-based, overall'),
    key('round', 'INTEGER', '1-based'),
  ],
  primaryKey: ['competition_id', 'player_id'],
};

/** A stored answer row's fields after `_id` and `updated` (a request adds those two). */
const bodyFields = (shape: object): string[] =>
  Object.keys(shape).filter((field) => field !== '_id' && field !== 'updated');

export const DRAFT_PROSPECTS: TableDef = {
  name: 'draft_prospects',
  doc: "The `draft-prospects` rows of every competition of a gender with a stored draft model (`draft_models`), written once by the demo build with the API's own row functions (query/portal/draft-answers.ts): each season projected by the model fitted on the gender's other known drafts. A request filters them and adds `_id` and `updated`; a competition without a `draft_models` row has its rows made when served.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('position', 'INTEGER', 'the row in the answer order (most likely draftee first)'),
    key('division_id', 'INTEGER', "the player's team's"),
    col('conference_id', 'INTEGER', "the player's team's"),
    key('team_id', 'INTEGER'),
    key('player_id', 'INTEGER'),
    key('body', 'VARCHAR', "the row's JSON text after `_id` and `updated` (from the comma on)"),
  ],
  primaryKey: ['competition_id', 'position'],
  documentFields: bodyFields(DraftProspectRowSchema.shape),
};

export const DRAFT_MODELS: TableDef = {
  name: 'draft_models',
  doc: "The `draft-model` row of each competition: the gender's published model (fitted on every known draft of the gender), its standardised weights and its leave-one-season-out backtest, written by the demo build with draft_prospects. Its presence says the competition's draft answers are stored.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('gender', 'VARCHAR', 'MALE or FEMALE'),
    key('body', 'VARCHAR', "the row's JSON text after `_id` and `updated` (from the comma on)"),
  ],
  primaryKey: ['competition_id'],
  documentFields: [
    ...bodyFields(DraftModelRowSchema.shape),
    ...Object.keys(DraftModelWeightSchema.shape).map((field) => `weights.${field}`),
    ...Object.keys(DraftBacktestSeasonSchema.shape).map((field) => `backtest.${field}`),
  ],
};
