/**
 * Season models computed at build time by the engine's season module (METHODS §2-§4, §8) and
 * stored per competition: adjusted team ratings, player ratings, RAPM, rankings, percentiles.
 */
import { col, key } from './define';
import type { TableDef } from './define';

export const TEAM_RATINGS: TableDef = {
  name: 'team_ratings',
  doc: "Raw and opponent-adjusted team ratings (METHODS §1, §3) from the engine's teamRatings, one pool per division (games within the division only); net_rank ranks a team within its division; quadrant records from team_games.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('games', 'INTEGER', 'rated games (opponent in the same division)'),
    key('wins', 'INTEGER'),
    key('losses', 'INTEGER'),
    key('poss', 'DOUBLE'),
    key('pace', 'DOUBLE', 'raw tempo'),
    key('ortg', 'DOUBLE'),
    key('drtg', 'DOUBLE'),
    key('net_rtg', 'DOUBLE'),
    key('ortg_adj', 'DOUBLE', 'AdjO'),
    key('drtg_adj', 'DOUBLE', 'AdjD'),
    key('net_rtg_adj', 'DOUBLE', 'AdjEM'),
    key('pace_adj', 'DOUBLE', 'AdjT'),
    key('barthag', 'DOUBLE'),
    col('sos', 'DOUBLE', 'venue-adjusted mean opponent AdjEM'),
    col('opp_ortg_adj', 'DOUBLE'),
    col('opp_drtg_adj', 'DOUBLE'),
    col('sos_adj_em', 'DOUBLE', 'mean opp AdjO − mean opp AdjD'),
    key('net_rank', 'INTEGER', 'netRanking: rank by AdjEM within the division (1 = best)'),
    key('net_rank_label', 'VARCHAR', '"3" or "T-3"'),
    ...[1, 2, 3, 4].flatMap((q) => [col(`q${q}_wins`, 'INTEGER'), col(`q${q}_losses`, 'INTEGER')]),
  ],
  primaryKey: ['competition_id', 'team_id'],
};

export const LEAGUE_RATINGS: TableDef = {
  name: 'league_ratings',
  doc: "Per competition and division (each division is its own rating pool): the pool's national averages and how its fit converged.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('division_id', 'INTEGER'),
    key('avg_efficiency', 'DOUBLE', "mean efficiency of the pool's team-game rows"),
    key('avg_tempo', 'DOUBLE'),
    key('iterations', 'INTEGER'),
    key('converged', 'BOOLEAN', 'always true: a fit that does not converge stops the build'),
    key(
      'excluded_rows',
      'INTEGER',
      'team-game rows left out (opponent outside the division or the file, no possessions)',
    ),
    key('components', 'INTEGER', "connected parts of the division's schedule (1 normally)"),
    key('error_bound', 'DOUBLE', "bound on any rating's distance from the fit's fixed point"),
  ],
  primaryKey: ['competition_id', 'division_id'],
};

export const PLAYER_RATINGS: TableDef = {
  name: 'player_ratings',
  doc: 'Player season ratings (METHODS §2): one row per player and team, the named values as JSON.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('player_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('games', 'INTEGER'),
    key('minutes', 'DOUBLE'),
    key('qualified', 'BOOLEAN', 'at least 10% of team minutes (METHODS §8)'),
    key('ratings', 'VARCHAR', "JSON object of the season module's named ratings"),
  ],
  primaryKey: ['competition_id', 'player_id', 'team_id'],
};

export const RAPM: TableDef = {
  name: 'rapm',
  doc: 'Regularized adjusted plus-minus from stints (METHODS §4).',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('player_id', 'INTEGER'),
    key('poss', 'DOUBLE'),
    key('orapm', 'DOUBLE'),
    key('drapm', 'DOUBLE'),
    key('rapm', 'DOUBLE'),
  ],
  primaryKey: ['competition_id', 'player_id'],
};

export const RANKINGS: TableDef = {
  name: 'rankings',
  doc: "Ranks of teams and players by stat within gender × division × season (1 = best; ties share 'T-').",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('entity', 'VARCHAR', "'team' | 'player'"),
    key('entity_id', 'INTEGER'),
    key('scope', 'VARCHAR'),
    key('stat', 'VARCHAR'),
    key('value', 'DOUBLE'),
    key('rank', 'INTEGER'),
    key('label', 'VARCHAR'),
    key('pool_size', 'INTEGER'),
  ],
};

export const PERCENTILES: TableDef = {
  name: 'percentiles',
  doc: 'Percentiles of qualified players by stat, overall and by position group (METHODS §8).',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('entity', 'VARCHAR'),
    key('entity_id', 'INTEGER'),
    key('pool', 'VARCHAR', "'overall' | 'G' | 'F' | 'C'"),
    key('stat', 'VARCHAR'),
    key('value', 'DOUBLE'),
    key('percentile', 'DOUBLE', '0-100'),
    key('pool_size', 'INTEGER'),
  ],
};
