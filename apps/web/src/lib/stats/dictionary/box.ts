/**
 * Box-score counting stats. The same field means the same count in every family: a season
 * total in aggregate rows, one game's count in game rows, a stint total in lineup rows; the
 * table converts totals to per game / per 40 / per 100 possessions with the row's games,
 * minutes and possessions (METHODS §2: Per40 = stat·40/MP). The `…Pg` fields arrive per game
 * and stay so.
 */
import { TIME_SCALING, TOTAL_SCALING, familyBuilder } from './define';
import type { StatDirection } from './types';

const stat = familyBuilder('box');

const count = <K extends string>(
  key: K,
  label: string,
  shortLabel: string,
  description: string,
  direction: StatDirection = 'higher',
) =>
  stat({
    key,
    label,
    shortLabel,
    description,
    format: 'integer',
    direction,
    scaling: TOTAL_SCALING,
  });

const perGame = <K extends string>(
  key: K,
  label: string,
  shortLabel: string,
  description: string,
  direction: StatDirection = 'higher',
) =>
  stat({
    key,
    label,
    shortLabel,
    description,
    format: 'decimal1',
    direction,
  });

export const BOX_STATS = [
  stat({
    key: 'gp',
    label: 'Games played',
    shortLabel: 'GP',
    description: 'Games played in the scope.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'gs',
    label: 'Games started',
    shortLabel: 'GS',
    description: 'Games started in the scope.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'mins',
    label: 'Minutes',
    shortLabel: 'MIN',
    description: 'Minutes played (mm:ss).',
    format: 'minutes',
    direction: 'neutral',
    scaling: TIME_SCALING,
  }),
  stat({
    key: 'minsPg',
    label: 'Minutes per game',
    shortLabel: 'MPG',
    description: 'Minutes played per game (mm:ss).',
    format: 'minutes',
    direction: 'neutral',
  }),
  stat({
    key: 'poss',
    label: 'Possessions',
    shortLabel: 'Poss',
    description:
      'Possessions played. Box-score estimate FGA − ORB + TOV + 0.475·FTA per team, the mean of ' +
      "both teams' estimates for the game; lineups and players count the possessions they were on " +
      'the floor for, from the play-by-play.',
    format: 'integer',
    direction: 'neutral',
    scaling: TIME_SCALING,
  }),
  count('ptsScored', 'Points', 'PTS', 'Points scored.'),
  count(
    'ptsAgst',
    'Points allowed',
    'OPP',
    'Points scored by the opponents (while on the floor, for lineups).',
    'lower',
  ),
  count('fgm', 'Field goals made', 'FGM', 'Field goals made (twos and threes).'),
  count(
    'fga',
    'Field goals attempted',
    'FGA',
    'Field goals attempted (twos and threes).',
    'neutral',
  ),
  count('fgm2', 'Two-pointers made', '2PM', 'Two-point field goals made.'),
  count('fga2', 'Two-pointers attempted', '2PA', 'Two-point field goals attempted.', 'neutral'),
  count('fgm3', 'Three-pointers made', '3PM', 'Three-point field goals made.'),
  count('fga3', 'Three-pointers attempted', '3PA', 'Three-point field goals attempted.', 'neutral'),
  count('ftm', 'Free throws made', 'FTM', 'Free throws made.'),
  count('fta', 'Free throws attempted', 'FTA', 'Free throws attempted.'),
  count('orb', 'Offensive rebounds', 'ORB', 'Offensive rebounds.'),
  count('drb', 'Defensive rebounds', 'DRB', 'Defensive rebounds.'),
  count('reb', 'Rebounds', 'REB', 'Total rebounds, ORB + DRB.'),
  count('ast', 'Assists', 'AST', 'Assists.'),
  count('stl', 'Steals', 'STL', 'Steals (missing where the source has none, never 0).'),
  count('blk', 'Blocks', 'BLK', 'Blocked shots (missing where the source has none, never 0).'),
  count('tov', 'Turnovers', 'TOV', 'Turnovers.', 'lower'),
  count('pf', 'Personal fouls', 'PF', 'Personal fouls committed.', 'lower'),
  count('pfd', 'Fouls drawn', 'PFD', 'Personal fouls drawn.'),
  stat({
    key: 'plusMinus',
    label: 'Plus-minus',
    shortLabel: '+/−',
    description: "Points scored minus points allowed while on the floor (the team's margin).",
    format: 'signedInteger',
    scaling: TOTAL_SCALING,
  }),
  perGame('ptsScoredPg', 'Points per game', 'PPG', 'Points scored per game.'),
  perGame('astPg', 'Assists per game', 'APG', 'Assists per game.'),
  perGame('rebPg', 'Rebounds per game', 'RPG', 'Total rebounds per game.'),
  perGame('blkPg', 'Blocks per game', 'BPG', 'Blocked shots per game.'),
  perGame('stlPg', 'Steals per game', 'SPG', 'Steals per game.'),
  perGame('tovPg', 'Turnovers per game', 'TOPG', 'Turnovers per game.', 'lower'),
] as const;
