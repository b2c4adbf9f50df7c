/** Reference tables: the build's metadata, competitions, conferences, teams, players, games. */
import { col, key } from './define';
import type { TableDef } from './define';

export const META: TableDef = {
  name: 'meta',
  doc: 'Key/value facts about the whole file: schema_version, data_version, built_at, sources (JSON), coverage (JSON).',
  scope: 'global',
  columns: [key('key', 'VARCHAR'), key('value', 'VARCHAR')],
  primaryKey: ['key'],
};

export const INGESTS: TableDef = {
  name: 'ingests',
  doc: 'One row per competition: where its data came from and what the last ingest found.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('source', 'VARCHAR', "'ncaa' | 'demo' (simulated)"),
    key('origin', 'VARCHAR', 'folder path or base URL the files came from'),
    key('files', 'VARCHAR', 'JSON array of {dataset, file, rows, bytes}'),
    key('ingested_at', 'TIMESTAMP'),
    key('summary', 'VARCHAR', 'JSON IngestSummary (games by coverage, events, shots, defects)'),
  ],
  primaryKey: ['competition_id'],
};

export const COMPETITIONS: TableDef = {
  name: 'competitions',
  doc: 'Competitions present in this file (ids from the contract).',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('gender', 'VARCHAR', "'MALE' | 'FEMALE'"),
    key('season', 'INTEGER', 'year the season ends (2025 = 2024-25)'),
    key('start_year', 'INTEGER'),
    key('label', 'VARCHAR', '"2024-25 Men\'s Basketball"'),
    key('short_label', 'VARCHAR', '"M24-25"'),
  ],
  primaryKey: ['competition_id'],
};

export const CONFERENCES: TableDef = {
  name: 'conferences',
  doc: "Conferences seen in any competition. The contract's top-conference ids for ACC, SEC, Big 12, Big Ten, Big East, Pac-12; others get a stable id derived from the normalized name.",
  scope: 'global',
  columns: [
    key('conference_id', 'INTEGER'),
    key('short_name', 'VARCHAR', 'as the source labels it, e.g. "MWC"'),
    key('long_name', 'VARCHAR', 'e.g. "Mountain West"'),
    key('abb', 'VARCHAR'),
    key('division_id', 'INTEGER'),
  ],
  primaryKey: ['conference_id'],
};

export const TEAMS: TableDef = {
  name: 'teams',
  doc: 'Teams of a competition (NCAA team ids change every season). Colors and venue are not in the NCAA datasets and stay NULL until a source provides them.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('team_id', 'INTEGER', 'NCAA team id of that season'),
    key('team_market', 'VARCHAR', 'school as the source names it, e.g. "Illinois"'),
    col('team_name', 'VARCHAR', 'nickname; not in the source (NULL)'),
    key('team_key', 'VARCHAR', 'normalized school name, stable across seasons'),
    key('gender', 'VARCHAR'),
    key('division_id', 'INTEGER'),
    col('conference_id', 'INTEGER', 'after stale-label correction (see defects)'),
    col('conference_source', 'VARCHAR', 'conference label exactly as the source gave it'),
    col('espn_team_id', 'INTEGER'),
    col('color_primary', 'VARCHAR'),
    col('color_secondary', 'VARCHAR'),
    col('venue', 'VARCHAR'),
    key('games', 'INTEGER', 'games in this file'),
  ],
  primaryKey: ['competition_id', 'team_id'],
};

export const PLAYERS: TableDef = {
  name: 'players',
  doc: 'Roster players of a competition. player_id is the roster id of that season; person_id links the same person across seasons (METHODS §10).',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('player_id', 'INTEGER'),
    key('team_id', 'INTEGER'),
    key('person_id', 'INTEGER', "the player_id of the person's earliest linked season"),
    col('person_confidence', 'DOUBLE', 'score of the link to the previous season, NULL if none'),
    key('full_name', 'VARCHAR'),
    col('first_name', 'VARCHAR'),
    col('last_name', 'VARCHAR'),
    key('source_key', 'VARCHAR', 'the play-by-play spelling, e.g. "AARON.POTTER"'),
    key('name_key', 'VARCHAR', 'normalized name used for linking'),
    col('jersey', 'VARCHAR'),
    col('class_year', 'VARCHAR', 'Fr. So. Jr. Sr. (NULL when the source says ---)'),
    col('position', 'VARCHAR', 'G, F, C'),
    col('height_in', 'INTEGER'),
    col('height_label', 'VARCHAR', '"6-3"'),
    col('hometown', 'VARCHAR'),
    col('high_school', 'VARCHAR'),
    col('roster_gp', 'INTEGER', 'games played as the roster reports'),
    col('roster_gs', 'INTEGER'),
  ],
  primaryKey: ['competition_id', 'player_id'],
};

export const GAMES: TableDef = {
  name: 'games',
  doc: 'Every game of the season with its coverage: pbp (play-by-play ingested), box (team box score only) or schedule (schedule row only).',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('game_id', 'INTEGER', 'NCAA contest id'),
    col('game_date', 'DATE', 'NULL for a game only the box score knows (no date there)'),
    col('home_team_id', 'INTEGER', 'NULL for a team outside Division I'),
    key('home_name', 'VARCHAR'),
    col('away_team_id', 'INTEGER'),
    key('away_name', 'VARCHAR'),
    col('home_score', 'INTEGER'),
    col('away_score', 'INTEGER'),
    key('score_source', 'VARCHAR', "'pbp' | 'box' | 'schedule'"),
    key(
      'neutral',
      'BOOLEAN',
      "the schedule's neutral-site column, else conference and NCAA tournament rules (README, neutral sites)",
    ),
    key('conference_game', 'BOOLEAN', 'both teams in the same conference'),
    key('conf_tournament', 'BOOLEAN', 'estimated: a conference game in the knockout stretch'),
    col('periods', 'INTEGER', 'from play-by-play, or estimated from the box minutes'),
    key('coverage', 'VARCHAR', "'pbp' | 'box' | 'schedule'"),
    key('in_schedule', 'BOOLEAN'),
    key('in_box', 'BOOLEAN'),
    col('espn_game_id', 'BIGINT'),
  ],
  primaryKey: ['competition_id', 'game_id'],
};

export const GAME_PLAYERS: TableDef = {
  name: 'game_players',
  doc: 'Players of a play-by-play game as the canonical game lists them (key → player id).',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('game_id', 'INTEGER'),
    key(
      'player_key',
      'VARCHAR',
      "'id:<player_id>' for a player linked to the roster, else the source's key: the key of every player column of the fact tables",
    ),
    key('side', 'VARCHAR'),
    col('team_id', 'INTEGER'),
    col('player_id', 'INTEGER'),
    key('name', 'VARCHAR'),
    col('jersey', 'VARCHAR'),
    col('position', 'VARCHAR'),
    key('starter', 'BOOLEAN'),
    key(
      'source_key',
      'VARCHAR',
      'the source\'s own key of the player in this game, e.g. "home:NOLAN.WINTER"',
    ),
  ],
};

export const DEFECTS: TableDef = {
  name: 'defects',
  doc: 'Source defects found by the ingest (kinds in the README); shown, never hidden.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('kind', 'VARCHAR'),
    col('game_id', 'INTEGER'),
    col('team_id', 'INTEGER'),
    col('team_name', 'VARCHAR'),
    key('detail', 'VARCHAR', 'one human-readable line'),
  ],
};
