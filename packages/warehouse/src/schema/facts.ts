/**
 * Per-game facts: events, shots, stints, possessions, runs (play-by-play games only), and the
 * box lines: player games and team games. Fact tables carry competition_id so an ingest can
 * replace one competition's rows with a single predicate, and have no primary key because an
 * index on millions of appended rows costs more than it saves (uniqueness is the build's job).
 */
import { col, countingColumns, key, playByPlayColumns } from './define';
import type { Column, TableDef } from './define';

const gameKey = (): Column[] => [key('competition_id', 'INTEGER'), key('game_id', 'INTEGER')];
const onFloor = (side: 'h' | 'a'): Column[] =>
  [1, 2, 3, 4, 5].map((n) => col(`${side}${n}`, 'VARCHAR'));

export const EVENTS: TableDef = {
  name: 'events',
  doc: 'Play-by-play events of the canonical game, in order, with the ten players on the floor (player keys; see game_players).',
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('seq', 'INTEGER'),
    key('period', 'INTEGER'),
    key('clock', 'DOUBLE', 'seconds left in the period'),
    key('game_second', 'DOUBLE', 'seconds since the opening tip'),
    key(
      'type',
      'VARCHAR',
      'shot, freeThrow, rebound, turnover, steal, block, foul, substitution, timeout, jumpBall, periodStart, periodEnd, other',
    ),
    col('side', 'VARCHAR'),
    col('team_id', 'INTEGER'),
    col('player_key', 'VARCHAR'),
    col('made', 'BOOLEAN'),
    col('value', 'INTEGER', 'points of a made shot or free throw, the attempted value otherwise'),
    col(
      'detail',
      'VARCHAR',
      'shot type, turnover or foul kind, in/out, timeout kind, jump-ball outcome',
    ),
    col('other_key', 'VARCHAR', 'assist, blocker or fouled player'),
    key('home_score', 'INTEGER'),
    key('away_score', 'INTEGER'),
    key('clutch', 'BOOLEAN'),
    col('wp_home', 'DOUBLE', 'home win probability after the event'),
    key('description', 'VARCHAR'),
    ...onFloor('h'),
    ...onFloor('a'),
  ],
};

export const SHOTS: TableDef = {
  name: 'shots',
  doc: "Field goal attempts with zone, distance and the clutch/deciding/tying/go-ahead flags, with the names and game facts an attempt list shows. Sorted by shooting team, then date, game and sequence, so a team's attempts are a few adjacent blocks.",
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('seq', 'INTEGER'),
    key('side', 'VARCHAR'),
    col('team_id', 'INTEGER'),
    key('player_key', 'VARCHAR'),
    col('player_id', 'INTEGER'),
    key('period', 'INTEGER'),
    key('clock', 'DOUBLE'),
    key('made', 'BOOLEAN'),
    key('value', 'INTEGER'),
    col('x', 'DOUBLE'),
    col('y', 'DOUBLE'),
    col('distance', 'DOUBLE'),
    col('zone', 'VARCHAR'),
    key('heave', 'BOOLEAN'),
    key('assisted', 'BOOLEAN'),
    col('assisted_by_key', 'VARCHAR'),
    key('blocked', 'BOOLEAN'),
    key('clutch', 'BOOLEAN'),
    key('deciding', 'BOOLEAN'),
    key('tying', 'BOOLEAN'),
    key('go_ahead', 'BOOLEAN'),
    key('game_winner', 'BOOLEAN'),
    key('transition', 'BOOLEAN'),
    key(
      'second_chance',
      'BOOLEAN',
      'an offensive rebound of the shooting team earlier in its possession (engine shot-context)',
    ),
    key('and1', 'BOOLEAN', "made, then the shooter's lone free throw at the same game second"),
    col('shot_type', 'VARCHAR', "the shot's event detail (layup, dunk, jumper…), as in events"),
    key('game_second', 'DOUBLE', "the shot's event's seconds since the opening tip"),
    key('home_score', 'INTEGER', 'the score after the shot (its event)'),
    key('away_score', 'INTEGER', 'the score after the shot (its event)'),
    // Filled by the build's last pass over a competition's attempts (sortShotsByTeam), so that
    // reading attempts joins nothing: the shooter's and passer's names and the game's side.
    col('opp_team_id', 'INTEGER', "the shooting side's opponent (its team_games row)"),
    col('game_date', 'DATE', "the game's date (its team_games row)"),
    col('full_name', 'VARCHAR', "the shooter's roster name, else the game's, else the key"),
    col('assist_player_id', 'INTEGER', "the passer's roster id"),
    col('assist_full_name', 'VARCHAR', "the passer's roster name, else the game's"),
  ],
};

/**
 * Every field goal and free throw attempt of the play-by-play, as its event holds it, sorted by
 * shooting team: a team's shooting and scoring streaks read its ~4,500 attempts from a few
 * adjacent blocks, where reading them from `events` visits every block of a season's millions
 * (a team's games are spread over the whole season there).
 */
export const ATTEMPTS: TableDef = {
  name: 'attempts',
  doc: "Every field goal and free throw attempt of the play-by-play (events of type shot or freeThrow with a result), the event's columns a streak needs, sorted by shooting team, then date, game and sequence, so a team's attempts are a few adjacent blocks.",
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('seq', 'INTEGER'),
    key('period', 'INTEGER'),
    key('game_second', 'DOUBLE', 'seconds since the opening tip'),
    key('type', 'VARCHAR', 'shot or freeThrow'),
    key('side', 'VARCHAR'),
    col('team_id', 'INTEGER', "the shooting side's team (its team_games row)"),
    col('game_date', 'DATE', "the game's date (its team_games row)"),
    col('player_key', 'VARCHAR'),
    key('made', 'BOOLEAN'),
    col('value', 'INTEGER', 'points of a made attempt, the attempted value otherwise'),
    key('home_score', 'INTEGER', 'the score after the attempt'),
    key('away_score', 'INTEGER', 'the score after the attempt'),
  ],
};

/**
 * The game-deciding attempts (METHODS §6) of every game, as the shots table holds them: about one
 * attempt in a hundred. Read by the tying and go-ahead answers, which would otherwise fetch a
 * few thousand rows spread over every block of a season's attempts.
 */
export const DECIDING_SHOTS: TableDef = {
  name: 'deciding_shots',
  doc: 'The shots rows flagged `deciding` (METHODS §6), the same columns, in game and sequence order: what the tying and go-ahead answers read.',
  scope: 'competition',
  columns: SHOTS.columns,
};

export const STINTS: TableDef = {
  name: 'stints',
  doc: 'Stretches with the same ten players on the floor (METHODS §4).',
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('idx', 'INTEGER'),
    key('period', 'INTEGER'),
    key('start_second', 'DOUBLE'),
    key('end_second', 'DOUBLE'),
    col('home_team_id', 'INTEGER'),
    col('away_team_id', 'INTEGER'),
    key('home_pts', 'INTEGER'),
    key('away_pts', 'INTEGER'),
    key('home_poss', 'DOUBLE'),
    key('away_poss', 'DOUBLE'),
    ...onFloor('h'),
    ...onFloor('a'),
  ],
};

export const POSSESSIONS: TableDef = {
  name: 'possessions',
  doc: 'Possessions counted from the play-by-play (METHODS §1).',
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('idx', 'INTEGER'),
    key('offense', 'VARCHAR', "'home' | 'away'"),
    col('offense_team_id', 'INTEGER'),
    key('period', 'INTEGER'),
    key('start_second', 'DOUBLE'),
    key('end_second', 'DOUBLE'),
    key('start_seq', 'INTEGER'),
    key('end_seq', 'INTEGER'),
    key('points', 'INTEGER'),
    key('ending', 'VARCHAR'),
    key('transition', 'BOOLEAN'),
    key('weight', 'DOUBLE'),
    key(
      'start_context',
      'VARCHAR',
      "how it started: 'periodStart', 'afterTov', 'afterDrb' or 'afterScore' (engine play-context)",
    ),
    key('after_steal', 'BOOLEAN', 'a steal between the previous possession and this one'),
    key('second_chance', 'BOOLEAN', 'the offense had a live-ball offensive rebound in it'),
    key('second_chance_points', 'INTEGER', 'points after its first offensive rebound, else 0'),
  ],
};

export const RUNS: TableDef = {
  name: 'runs',
  doc: 'Scoring runs (METHODS §6).',
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('side', 'VARCHAR'),
    col('team_id', 'INTEGER'),
    key('points', 'INTEGER'),
    key('start_seq', 'INTEGER'),
    key('end_seq', 'INTEGER'),
    key('start_second', 'DOUBLE'),
    key('end_second', 'DOUBLE'),
    key('start_home', 'INTEGER'),
    key('start_away', 'INTEGER'),
    key('across_halftime', 'BOOLEAN'),
  ],
};

export const PLAYER_GAMES: TableDef = {
  name: 'player_games',
  doc: "Player box lines per game and split ('game', 'period-N', 'clutch'), derived by the engine from play-by-play.",
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('split', 'VARCHAR'),
    key('side', 'VARCHAR'),
    col('team_id', 'INTEGER'),
    col('opp_team_id', 'INTEGER'),
    key('player_key', 'VARCHAR'),
    col('player_id', 'INTEGER'),
    key('name', 'VARCHAR'),
    key('starter', 'BOOLEAN'),
    key('seconds', 'DOUBLE'),
    key('off_poss', 'DOUBLE'),
    key('def_poss', 'DOUBLE'),
    ...countingColumns(),
    key('pfd', 'INTEGER'),
    key('plus_minus', 'INTEGER'),
  ],
};

export const TEAM_GAMES: TableDef = {
  name: 'team_games',
  doc: "Two rows per game, one per team, with the team's own stats and its opponent's (opp_*). Stats come from the play-by-play when covered, else from the team box; stl and pf are NULL from the box (the source has none).",
  scope: 'competition',
  columns: [
    ...gameKey(),
    col('game_date', 'DATE', 'NULL when only the box knows the game'),
    key('side', 'VARCHAR', "'home' | 'away' as the source lists it"),
    key('site', 'VARCHAR', "'home' | 'away' | 'neutral'"),
    col('team_id', 'INTEGER', 'NULL outside Division I: in logs, not in ratings'),
    key('team_name', 'VARCHAR'),
    col('opp_team_id', 'INTEGER'),
    key('opp_name', 'VARCHAR'),
    col('conference_id', 'INTEGER'),
    col('opp_conference_id', 'INTEGER'),
    col('is_win', 'BOOLEAN', 'NULL for a game not played yet (no score): neither won nor lost'),
    key('conference_game', 'BOOLEAN'),
    key('conf_tournament', 'BOOLEAN'),
    key('coverage', 'VARCHAR'),
    key('has_stats', 'BOOLEAN', 'false for a schedule-only game: score known, no box'),
    col(
      'poss',
      'DOUBLE',
      'pbp count when covered, else the METHODS §1 box estimate (mean of both teams)',
    ),
    col('poss_source', 'VARCHAR', "'pbp' | 'box'"),
    key('minutes', 'DOUBLE', '40 + 5 per overtime'),
    col('opp_net_rank', 'INTEGER', "opponent's netRanking (team_ratings); NULL outside Division I"),
    col('quadrant', 'INTEGER', '1-4 by opponent rank and site; NULL against unrated opponents'),
    ...countingColumns(),
    ...countingColumns('opp_'),
    ...playByPlayColumns(),
    ...playByPlayColumns('opp_'),
  ],
};

export const TEAM_GAME_SPLITS: TableDef = {
  name: 'team_game_splits',
  doc: "The engine's team lines per split ('game', 'period-N', 'clutch') for play-by-play games, own and opponent.",
  scope: 'competition',
  columns: [
    ...gameKey(),
    key('split', 'VARCHAR'),
    key('side', 'VARCHAR'),
    col('team_id', 'INTEGER'),
    col('opp_team_id', 'INTEGER'),
    key('seconds', 'DOUBLE'),
    key('poss', 'DOUBLE'),
    key('opp_poss', 'DOUBLE'),
    ...countingColumns(),
    ...countingColumns('opp_'),
    key('team_orb', 'INTEGER'),
    key('team_drb', 'INTEGER'),
    key('team_tov', 'INTEGER'),
    ...playByPlayColumns('', 'INTEGER', true),
  ],
};
