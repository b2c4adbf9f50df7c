/**
 * The professional draft after a competition. `drafts` has one row per competition whose draft
 * the source knows, so a competition without a row is one whose draft is unknown (the newest
 * season, every NCAA competition: the NCAA datasets carry no drafts) and not one where nobody
 * was picked. `draft_picks` holds the picks of the players the file has: every pool player of a
 * known draft without a pick went undrafted.
 */
import { key } from './define';
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
