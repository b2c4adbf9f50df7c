/**
 * Aggregates materialized at build time over the standard scopes (README, "Scopes"). They hold
 * sums, not rates: the query layer turns sums into rates with one function, so a materialized
 * scope and a date range computed at query time can never disagree on a formula.
 */
import { col, countingColumns, key, playByPlayColumns } from './define';
import type { TableDef } from './define';
import { OPPONENT_COUNT_COLUMNS } from './count-columns';
import { memberColumnDefs } from './member-columns';
import {
  PlayerAggStatsPublicRowSchema,
  PlayerAggStatsRowSchema,
  TeamAggStatsRowSchema,
  TeamPeriodStatsRowSchema,
} from '@courtside/contract/schemas';

export const TEAM_AGGREGATES: TableDef = {
  name: 'team_aggregates',
  doc: "Per team and scope: games, record, possessions and the sums of the team's and its opponents' stats. stl/pf and the pbp-only extras are NULL unless every game in the scope has them.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('scope', 'VARCHAR'),
    key('gp', 'INTEGER', 'games played (records count all of them)'),
    key('gp_stats', 'INTEGER', 'games with a box score: the denominator of per-game stats'),
    key('gp_pbp', 'INTEGER', 'games of the scope with play-by-play coverage'),
    key('wins', 'INTEGER'),
    key('losses', 'INTEGER'),
    key('conf_wins', 'INTEGER'),
    key('conf_losses', 'INTEGER'),
    key('poss', 'DOUBLE'),
    key('minutes', 'DOUBLE'),
    ...countingColumns('', 'DOUBLE'),
    ...countingColumns('opp_', 'DOUBLE'),
    ...playByPlayColumns('', 'DOUBLE'),
    ...playByPlayColumns('opp_', 'DOUBLE'),
  ],
  primaryKey: ['competition_id', 'team_id', 'scope'],
};

/** What a stored-rows table's `body` holds. */
const WHOLE_ROW_DOC =
  'the row\'s members after `_id` and `updated` as JSON text (`"a":1,"b":null`): what an answer without `fields` reads';

export const TEAM_SCOPE_DOCS: TableDef = {
  name: 'team_scope_docs',
  doc: "The rows of team-agg-stats for every named scope (both sides of the ball), written once by the build with the API's own row function: a division's list, with any scopes and any `fields`, is served from them without recomputing per request. `body` holds its whole text for answers without `fields`; each `m_{field}` column holds one member's JSON value text (NULL when the row has none), so a `fields` selection reads only its columns; `fingerprint` identifies the code that wrote the row (the API recomputes when its own differs).",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('scope', 'VARCHAR'),
    key('is_offense', 'BOOLEAN'),
    col('division_id', 'INTEGER', "the team's (as in teams), to filter without a join"),
    col('conference_id', 'INTEGER', "the team's (as in teams)"),
    key('position', 'INTEGER', 'the team in the answer order: by market, then team id'),
    key('fingerprint', 'VARCHAR', 'TEAM_AGG_ROWS_FINGERPRINT of the code that wrote the row'),
    key('body', 'VARCHAR', WHOLE_ROW_DOC),
    ...memberColumnDefs(Object.keys(TeamAggStatsRowSchema.shape)),
  ],
  primaryKey: ['competition_id', 'team_id', 'scope', 'is_offense'],
};

export const TEAM_PERIOD_DOCS: TableDef = {
  name: 'team_period_docs',
  doc: "The season rows of team-period-stats (every team's line per period, both sides of the ball, summed over its play-by-play games), written once by the build with the API's own row function: a competition's periods, with any `fields`, are served from them without summing every game's periods per request. `body` holds its whole text for answers without `fields`; each `m_{field}` column holds one member's JSON value text; `fingerprint` identifies the code that wrote the row (the API recomputes when its own differs).",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('period', 'INTEGER'),
    key('is_offense', 'BOOLEAN'),
    col('conference_id', 'INTEGER', "the team's (as in teams)"),
    key(
      'position',
      'INTEGER',
      'the team and period in the answer order: by market, team id, period',
    ),
    key('fingerprint', 'VARCHAR', 'TEAM_PERIOD_ROWS_FINGERPRINT of the code that wrote the row'),
    key('body', 'VARCHAR', WHOLE_ROW_DOC),
    ...memberColumnDefs(Object.keys(TeamPeriodStatsRowSchema.shape)),
  ],
  primaryKey: ['competition_id', 'team_id', 'period', 'is_offense'],
};

/** Full rows' fields, then the public rows' (a subset, in another order). */
const PLAYER_ROW_FIELDS = [
  ...new Set([
    ...Object.keys(PlayerAggStatsRowSchema.shape),
    ...Object.keys(PlayerAggStatsPublicRowSchema.shape),
  ]),
];

export const PLAYER_SEASON_DOCS: TableDef = {
  name: 'player_season_docs',
  doc: "The season rows of player-agg-stats and of its public subset, written once by the build with the API's own row functions: a division's player list (~5,000 rows), with any `fields`, is served from them without recomputing rates per request. `body` and `public_body` hold the whole texts for answers without `fields`; each `m_{field}` column holds one member's JSON value text (the public row's members are the full row's); `isTransfer` depends on the season before and is read when served; `fingerprint` identifies the code that wrote them (the API recomputes when its own differs).",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    col('player_id', 'INTEGER', 'the roster id (null for a play-by-play key without one)'),
    key('player_key', 'VARCHAR'),
    col('division_id', 'INTEGER', "the team's (as in teams), to filter without a join"),
    col('conference_id', 'INTEGER', "the team's (as in teams)"),
    key('position', 'INTEGER', 'the row in the answer order (team market, team, minutes, name)'),
    key('is_qualified', 'BOOLEAN'),
    key('fingerprint', 'VARCHAR', 'PLAYER_AGG_ROWS_FINGERPRINT of the code that wrote the row'),
    key('body', 'VARCHAR', "the full row's members before `isTransfer` (read when served)"),
    key('public_body', 'VARCHAR', "the public row's members"),
    ...memberColumnDefs(PLAYER_ROW_FIELDS),
  ],
};

export const PLAYER_AGGREGATES: TableDef = {
  name: 'player_aggregates',
  doc: "Per player (per team) and scope: sums of the player's game lines, plus the team's and opponents' totals over the same games (the denominators of the METHODS §2 rates).",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('player_key', 'VARCHAR', 'play-by-play key; the stable handle when player_id is NULL'),
    col('player_id', 'INTEGER'),
    key('name', 'VARCHAR'),
    key('scope', 'VARCHAR'),
    key('gp', 'INTEGER'),
    key('gs', 'INTEGER'),
    key('seconds', 'DOUBLE'),
    key('off_poss', 'DOUBLE'),
    key('def_poss', 'DOUBLE'),
    ...countingColumns('', 'DOUBLE'),
    key('pfd', 'DOUBLE'),
    key('plus_minus', 'DOUBLE'),
    key('tm_seconds', 'DOUBLE', 'team minutes × 60 (5 × game seconds) over the same games'),
    key('tm_poss', 'DOUBLE'),
    ...countingColumns('tm_', 'DOUBLE'),
    ...OPPONENT_COUNT_COLUMNS.map((stat) => key(`opp_${stat}`, 'DOUBLE')),
    key('opp_poss', 'DOUBLE'),
  ],
  primaryKey: ['competition_id', 'team_id', 'player_key', 'scope'],
};

export const LINEUPS: TableDef = {
  name: 'lineups',
  doc: 'Five-player units of a team over the season, summed from stints (METHODS §4).',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('lineup_key', 'VARCHAR', 'the five player keys sorted and joined by "|"'),
    ...[1, 2, 3, 4, 5].map((n) => key(`p${n}_key`, 'VARCHAR')),
    ...[1, 2, 3, 4, 5].map((n) => col(`p${n}_id`, 'INTEGER')),
    key('gp', 'INTEGER'),
    key('seconds', 'DOUBLE'),
    key('poss', 'DOUBLE'),
    key('opp_poss', 'DOUBLE'),
    key('pts', 'INTEGER'),
    key('opp_pts', 'INTEGER'),
  ],
  primaryKey: ['competition_id', 'team_id', 'lineup_key'],
};
