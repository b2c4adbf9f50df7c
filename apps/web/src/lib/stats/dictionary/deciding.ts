/**
 * Tying and go-ahead shooting (METHODS §6): field-goal attempts with 30 seconds or less left in
 * the last regulation period or an overtime by a team tied or trailing by up to 2 (3 for a
 * three). The field names are those of `player-tying-go-ahead-shooting` and
 * `team-tying-go-ahead-shooting`; `decidingPts` is the points those attempts produced.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('shooting');

export const DECIDING_STATS = [
  stat({
    key: 'gpDeciding',
    label: 'Games with a deciding shot',
    shortLabel: 'G',
    description: 'Games with at least one tying or go-ahead attempt.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'decidingFga',
    label: 'Tying and go-ahead attempts',
    shortLabel: 'Att',
    description:
      'Field-goal attempts with 30 seconds or less left in regulation or overtime while tied or trailing by up to 2 (3 for a three).',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'decidingFgm',
    label: 'Tying and go-ahead makes',
    shortLabel: 'Made',
    description: 'Tying and go-ahead attempts that went in.',
    format: 'integer',
  }),
  stat({
    key: 'decidingFgPct',
    label: 'Tying and go-ahead FG%',
    shortLabel: 'FG%',
    description: 'Makes divided by attempts of the tying and go-ahead shots.',
    format: 'pct',
  }),
  stat({
    key: 'decidingPts',
    label: 'Points created',
    shortLabel: 'Pts',
    description:
      'Points scored on made tying and go-ahead shots (2 or 3 each, free throws not included).',
    format: 'integer',
  }),
  stat({
    key: 'tyingFga',
    label: 'Tying attempts',
    shortLabel: 'Tie att',
    description:
      'Attempts that would tie the game: the team trails by exactly the value of the shot.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'tyingFgm',
    label: 'Tying makes',
    shortLabel: 'Tie made',
    description: 'Tying attempts that went in.',
    format: 'integer',
  }),
  stat({
    key: 'tyingFgPct',
    label: 'Tying FG%',
    shortLabel: 'Tie FG%',
    description: 'Makes divided by attempts of the tying shots.',
    format: 'pct',
  }),
  stat({
    key: 'goAheadFga',
    label: 'Go-ahead attempts',
    shortLabel: 'Ahead att',
    description:
      'Attempts that would put the team ahead: tied, or trailing by less than the value of the shot.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'goAheadFgm',
    label: 'Go-ahead makes',
    shortLabel: 'Ahead made',
    description: 'Go-ahead attempts that went in.',
    format: 'integer',
  }),
  stat({
    key: 'goAheadFgPct',
    label: 'Go-ahead FG%',
    shortLabel: 'Ahead FG%',
    description: 'Makes divided by attempts of the go-ahead shots.',
    format: 'pct',
  }),
  stat({
    key: 'gameWinners',
    label: 'Game-winners',
    shortLabel: 'Winners',
    description: 'Made go-ahead shots after which the team never trailed or was tied again.',
    format: 'integer',
  }),
] as const;
