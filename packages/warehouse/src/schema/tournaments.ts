/**
 * Tournament brackets: the national tournament (68 teams at full size: four regions seeded 1-16
 * and the First Four) and the conference tournaments, as teams (seed, region, bid) and games
 * (round, slot, the two seeds, the winner). Only sources that know their brackets fill them (the
 * demo league); the NCAA datasets do not say, so NCAA competitions leave them empty.
 */
import { col, key } from './define';
import type { TableDef } from './define';

export const TOURNAMENT_TEAMS: TableDef = {
  name: 'tournament_teams',
  doc: 'Teams of a tournament with their seed; national tournaments add region, bid and the First Four.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key(
      'tournament_id',
      'INTEGER',
      'national: 5000 (men) / 6000 (women) + season end year; conference: 100000 + conference_id',
    ),
    key('kind', 'VARCHAR', "'national' | 'conference'"),
    col('conference_id', 'INTEGER', "the team's conference (the host conference for 'conference')"),
    key('team_id', 'INTEGER'),
    key('seed', 'INTEGER', '1 = best; national seeds 1-16 within a region'),
    col('region', 'INTEGER', '1-4 (national only)'),
    col('region_name', 'VARCHAR', 'East, West, South, Midwest'),
    col(
      'bid',
      'VARCHAR',
      "'automatic' (conference tournament champion) | 'at-large'; national only",
    ),
    key('first_four', 'BOOLEAN', 'the team starts in a First Four (play-in) game'),
  ],
  primaryKey: ['competition_id', 'tournament_id', 'team_id'],
};

export const TOURNAMENT_GAMES: TableDef = {
  name: 'tournament_games',
  doc: 'Bracket games of a tournament: round, region and slot, both seeds and the winner.',
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('tournament_id', 'INTEGER'),
    key('kind', 'VARCHAR', "'national' | 'conference'"),
    col('conference_id', 'INTEGER', 'conference tournaments only'),
    key('game_id', 'INTEGER', 'the game in games'),
    key(
      'round',
      'INTEGER',
      'national: 0 First Four, 1 first round (64) … 6 championship; conference: 1 = first round',
    ),
    key('round_name', 'VARCHAR'),
    col('region', 'INTEGER', 'national rounds 0-4; NULL for the Final Four and the final'),
    col('region_name', 'VARCHAR'),
    key('slot', 'INTEGER', 'position of the game within its round, in bracket order'),
    key('first_four', 'BOOLEAN'),
    key('high_team_id', 'INTEGER', 'the better seed (listed as home)'),
    key('high_seed', 'INTEGER'),
    key('low_team_id', 'INTEGER'),
    key('low_seed', 'INTEGER'),
    key('winner_team_id', 'INTEGER'),
  ],
  primaryKey: ['competition_id', 'game_id'],
};
