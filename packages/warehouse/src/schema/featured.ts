/**
 * Featured players: the few named stars a source puts forward, which the API opens to every
 * tier-1 user as the fixed demo players (§7, §9). Only the demo league fills it (one row per
 * featured player, in the season file of the competition he is featured in); NCAA competitions
 * leave it empty and the API then falls back to a rule over season minutes.
 */
import { key } from './define';
import type { TableDef } from './define';

export const FEATURED_PLAYERS: TableDef = {
  name: 'featured_players',
  doc: "Featured players of a competition (the demo league's seven named stars): the season they are featured in, their roster id there and their order.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER', 'the season the player is featured in'),
    key('player_id', 'INTEGER', 'players.player_id in that season'),
    key('person_id', 'INTEGER', 'players.person_id (the same name in every season of his career)'),
    key('team_id', 'INTEGER'),
    key('full_name', 'VARCHAR'),
    key('slot', 'INTEGER', 'order among all featured players, 1 first'),
  ],
  primaryKey: ['competition_id', 'player_id'],
};
