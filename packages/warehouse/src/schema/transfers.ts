/**
 * Transfer and portal history: every player who entered the transfer portal in the off-season
 * before a competition, where he came from and where he went (or that he withdrew or went
 * unsigned). Only sources that know it fill it (the demo league knows its people); the NCAA
 * datasets do not, so NCAA competitions leave it empty.
 */
import { col, key } from './define';
import type { TableDef } from './define';

export const TRANSFERS: TableDef = {
  name: 'transfers',
  doc: 'Transfer-portal entries of the off-season before a competition: from and to team, division and conference, and the outcome.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER', 'the season the player moves into'),
    key('person_id', 'INTEGER', 'players.person_id'),
    key('name', 'VARCHAR'),
    key('class_year', 'VARCHAR', 'class in the season he left'),
    key('status', 'VARCHAR', "'committed' | 'withdrawn' (back to his team) | 'unsigned'"),
    key('rotation', 'BOOLEAN', "one of his team's nine most-used players in the season he left"),
    key('from_competition_id', 'INTEGER'),
    key('from_team_id', 'INTEGER'),
    key('from_player_id', 'INTEGER'),
    key('from_team_key', 'VARCHAR'),
    key('from_division_id', 'INTEGER'),
    col('from_conference_id', 'INTEGER'),
    col('to_team_id', 'INTEGER', 'NULL unless committed'),
    col('to_player_id', 'INTEGER'),
    col('to_team_key', 'VARCHAR'),
    col('to_division_id', 'INTEGER'),
    col('to_conference_id', 'INTEGER'),
  ],
  primaryKey: ['competition_id', 'person_id'],
};
