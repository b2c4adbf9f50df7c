/**
 * Box-score counting stats. The same field means the same count in every family: a season
 * total in aggregate rows, one game's count in game rows, a stint total in lineup rows; the
 * table converts totals to per game / per 40 / per 100 possessions with the row's games,
 * minutes and possessions (METHODS §2: Per40 = stat·40/MP). The `…Pg` fields arrive per game
 * and stay so. The counting stats and their forms are the stat registry's; games, minutes,
 * possessions, fouls drawn and plus-minus are the web's.
 */
import {
  COUNTING_STATS,
  COUNT_AGST_STATS,
  COUNT_PER_GAME_AGST_STATS,
  COUNT_PER_GAME_STATS,
} from '@courtside/contract';
import { TIME_SCALING, TOTAL_SCALING, familyBuilder } from './define';
import { fromRegistryAll } from './registry';

const stat = familyBuilder('box');

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
  ...fromRegistryAll(COUNTING_STATS),
  ...fromRegistryAll(COUNT_AGST_STATS),
  stat({
    key: 'pfd',
    label: 'Fouls drawn',
    shortLabel: 'PFD',
    description: 'Personal fouls drawn.',
    format: 'integer',
    scaling: TOTAL_SCALING,
  }),
  stat({
    key: 'plusMinus',
    label: 'Plus-minus',
    shortLabel: '+/−',
    description: "Points scored minus points allowed while on the floor (the team's margin).",
    format: 'signedInteger',
    scaling: TOTAL_SCALING,
  }),
  ...fromRegistryAll(COUNT_PER_GAME_STATS),
  ...fromRegistryAll(COUNT_PER_GAME_AGST_STATS),
] as const;
