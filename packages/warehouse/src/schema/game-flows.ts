/**
 * game_flows: how each play-by-play game's score moved, summed once at build time from its events
 * so a season's game list (the game explorer) reads a few thousand stored rows instead of every
 * event of the season per request. Games without play-by-play have no row.
 */
import { key } from './define';
import type { TableDef } from './define';

/** Points of the stored win-probability series: the tip, then every 1/24 of the game. */
export const GAME_FLOW_WP_POINTS = 25;

export const GAME_FLOWS: TableDef = {
  name: 'game_flows',
  doc: "Score flow of each play-by-play game from its events: each side's largest lead, lead changes (a change of leader; ties in between do not count), ties (the score becoming level after being unequal), each side's biggest unanswered scoring run (free throws count; METHODS §6 without its 8-point floor), the seconds each side led, and the home win probability sampled at the tip and every 1/24 of the game's length as whole percents joined by ','.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('game_id', 'INTEGER'),
    key('home_max_lead', 'INTEGER', 'largest home lead, 0 if home never led'),
    key('away_max_lead', 'INTEGER', 'largest away lead, 0 if away never led'),
    key('lead_changes', 'INTEGER'),
    key('times_tied', 'INTEGER'),
    key('home_best_run', 'INTEGER', 'most points home scored in a row, 0 if home never scored'),
    key('away_best_run', 'INTEGER', 'most points away scored in a row, 0 if away never scored'),
    key(
      'home_secs_leading',
      'DOUBLE',
      "seconds home led: each event's margin holds until the next event, the last one's until the final horn (40 minutes + 5 per overtime)",
    ),
    key('away_secs_leading', 'DOUBLE', 'seconds away led, counted as home_secs_leading'),
    key(
      'wp_home_series',
      'VARCHAR',
      'home win probability (whole percent) after the last event at or before each sample time',
    ),
  ],
  primaryKey: ['competition_id', 'game_id'],
};
