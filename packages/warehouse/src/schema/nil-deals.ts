/**
 * NIL deal values and the held-out test of the NIL index against them (METHODS §10). Only the
 * demo league fills them: `nil_deals` from its simulated deal market (demo-league
 * league/nil-deals.ts), `nil_models` once every season is in the file. The NCAA sources carry no
 * deal values, so an ingested competition has no rows in either and the API says no deal
 * values exist for it.
 */
import {
  NilDealSeasonSchema,
  NilHeldOutSeasonSchema,
  NilModelRowSchema,
  NilValueBandSchema,
} from '@courtside/contract/schemas';
import { key } from './define';
import type { TableDef } from './define';

export const NIL_DEALS: TableDef = {
  name: 'nil_deals',
  doc: 'Disclosed NIL deals of a rated player in a competition (the demo league simulates them; NCAA competitions have none): how many and their annual value together.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('player_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('deals', 'INTEGER', 'disclosed deals (at least 1)'),
    key('annual_value', 'INTEGER', 'their annual value together, whole US dollars'),
  ],
  primaryKey: ['competition_id', 'player_id', 'team_id'],
};

const bodyFields = (shape: object): string[] =>
  Object.keys(shape).filter((field) => field !== '_id' && field !== 'updated');

export const NIL_MODELS: TableDef = {
  name: 'nil_models',
  doc: "The `nil-model` row of each competition and division: the index's calibration on deal values of the gender's seasons and its leave-one-season-out test, written by the demo build once every season is in the file (query/portal/nil-model.ts).",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('division_id', 'INTEGER'),
    key('body', 'VARCHAR', "the row's JSON text after `_id` and `updated` (from the comma on)"),
  ],
  primaryKey: ['competition_id', 'division_id'],
  documentFields: [
    ...bodyFields(NilModelRowSchema.shape),
    ...Object.keys(NilDealSeasonSchema.shape).map((field) => `seasons.${field}`),
    ...Object.keys(NilValueBandSchema.shape).map((field) => `valueBands.${field}`),
    ...Object.keys(NilHeldOutSeasonSchema.shape).map((field) => `backtest.${field}`),
  ],
};
