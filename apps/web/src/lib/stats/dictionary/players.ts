/**
 * Player bio and the player-only rates and ratings of `player-agg-stats` and
 * `player-agg-pbp-stats` (METHODS §2 and §4). The player-only rates are the stat registry's.
 */
import { PLAYER_RATE_STATS } from '@courtside/contract';
import { TOTAL_SCALING, familyBuilder } from './define';
import { fromRegistryAll } from './registry';

const stat = familyBuilder('player');

export const PLAYER_STATS = [
  // Usage, rebound share and assist-to-turnover: the stat registry's entries.
  ...fromRegistryAll(PLAYER_RATE_STATS),
  stat({
    key: 'position',
    label: 'Position',
    shortLabel: 'Pos',
    description: 'Listed position; percentiles by position use the groups G, F and C.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'classYr',
    label: 'Class',
    shortLabel: 'Class',
    description: 'Class year (Fr, So, Jr, Sr, Gr).',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'height',
    label: 'Height',
    shortLabel: 'Ht',
    description: 'Listed height.',
    format: 'height',
    direction: 'neutral',
  }),
  stat({
    key: 'jerseyNum',
    label: 'Jersey number',
    shortLabel: '#',
    description: 'Jersey number.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'isTransfer',
    label: 'Transfer',
    shortLabel: 'Transfer',
    description: 'Whether the player transferred in before this season.',
    format: 'yesNo',
    direction: 'neutral',
  }),
  stat({
    key: 'inPortalAfterSeason',
    label: 'Entered the portal',
    shortLabel: 'Portal',
    description: 'Whether the player entered the transfer portal after this season.',
    format: 'yesNo',
    direction: 'neutral',
  }),
  stat({
    key: 'per',
    label: 'Player efficiency rating',
    shortLabel: 'PER',
    description:
      "Hollinger's PER: unadjusted PER with league constants per gender, division and season, " +
      "scaled by league pace / team pace and so that the league's average is 15.",
    format: 'decimal1',
  }),
  stat({
    key: 'ortgPlayer',
    label: 'Individual offensive rating',
    shortLabel: 'ORtg',
    description: 'Points the team scored per 100 possessions while the player was on the floor.',
    format: 'rating',
  }),
  stat({
    key: 'drtgPlayer',
    label: 'Individual defensive rating',
    shortLabel: 'DRtg',
    description: 'Points the team allowed per 100 possessions while the player was on the floor.',
    format: 'rating',
    direction: 'lower',
  }),
  stat({
    key: 'bpm',
    label: 'Box plus-minus',
    shortLabel: 'BPM',
    description:
      'Points per 100 possessions better than an average player, estimated from the box score: ' +
      'RAPM regressed on per-100 box rates relative to the league, with a team constant so the ' +
      "minutes-weighted ratings add up to the team's adjusted efficiency margin.",
    format: 'signedDecimal1',
  }),
  stat({
    key: 'rapm',
    label: 'RAPM',
    shortLabel: 'RAPM',
    description:
      'Regularized adjusted plus-minus: points per 100 possessions the player adds to his ' +
      "team's margin, from a ridge regression over every stint (ORAPM + DRAPM).",
    format: 'signedDecimal1',
  }),
  stat({
    key: 'orapm',
    label: 'Offensive RAPM',
    shortLabel: 'ORAPM',
    description: 'The offensive part of RAPM: points per 100 possessions added on offense.',
    format: 'signedDecimal1',
  }),
  stat({
    key: 'drapm',
    label: 'Defensive RAPM',
    shortLabel: 'DRAPM',
    description:
      'The defensive part of RAPM: points per 100 possessions saved on defense (positive is good).',
    format: 'signedDecimal1',
  }),
  stat({
    key: 'gpPbp',
    label: 'Games with play-by-play',
    shortLabel: 'GP (PbP)',
    description: 'Games of the scope with play-by-play, which the shot and lineup stats cover.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'minsPbp',
    label: 'Minutes with play-by-play',
    shortLabel: 'MIN (PbP)',
    description: 'Minutes played in the games with play-by-play (mm:ss).',
    format: 'minutes',
    direction: 'neutral',
  }),
  stat({
    key: 'ptsCreated',
    label: 'Points created',
    shortLabel: 'Pts Created',
    description: 'Points scored plus points from made shots he assisted: PTS + 2·AST2 + 3·AST3.',
    format: 'integer',
    scaling: TOTAL_SCALING,
  }),
  stat({
    key: 'ast2',
    label: 'Assists on twos',
    shortLabel: 'AST2',
    description: 'Assists on made two-point field goals.',
    format: 'integer',
    scaling: TOTAL_SCALING,
  }),
  stat({
    key: 'ast3',
    label: 'Assists on threes',
    shortLabel: 'AST3',
    description: 'Assists on made three-point field goals.',
    format: 'integer',
    scaling: TOTAL_SCALING,
  }),
  stat({
    key: 'indvlStopPct',
    label: 'Individual stop %',
    shortLabel: 'Stop%',
    description:
      "Share of the opponents' possessions the player ended with a stop while on the floor.",
    format: 'pct',
  }),
  stat({
    key: 'ptsPer40',
    label: 'Points per 40 minutes',
    shortLabel: 'PTS/40',
    description: 'Points scored per 40 minutes on the floor: PTS·40/MP (a pctiles and ranks stat).',
    format: 'decimal1',
    direction: 'higher',
  }),
] as const;
