/**
 * The NIL index of `nil-predictions` (METHODS §10): the index, its tier and band, and the four
 * inputs with their percentiles. The index is built without social-media data and publishes a
 * tier and band, never a dollar figure.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('nil');

const POOL = 'within the gender × division pool (share of players at or below)';

const percentile = <K extends string>(key: K, label: string, shortLabel: string, of: string) =>
  stat({
    key,
    label,
    shortLabel,
    description: `Percentile of ${of} ${POOL}.`,
    format: 'pct',
  });

export const NIL_STATS = [
  stat({
    key: 'nilIndex',
    label: 'NIL index',
    shortLabel: 'NIL',
    description:
      '0-100 performance index of name-image-likeness value: 100·(0.45·rating + 0.25·minutes + ' +
      '0.20·program prestige + 0.10·team) percentiles. No social-media data.',
    format: 'integer',
  }),
  stat({
    key: 'nilTier',
    label: 'NIL tier',
    shortLabel: 'Tier',
    description: 'Tier of the index: Elite ≥ 90, High ≥ 75, Mid ≥ 50, Low ≥ 25, else Minimal.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'nilRangeLow',
    label: 'Tier band low',
    shortLabel: 'Band low',
    description: "The lowest index of the player's tier.",
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'nilRangeHigh',
    label: 'Tier band high',
    shortLabel: 'Band high',
    description: "The top of the player's tier band (the next tier starts there).",
    format: 'integer',
    direction: 'neutral',
  }),
  percentile('ratingPctile', 'Rating percentile', 'Rtg pctl', 'the season box rating (BPM)'),
  percentile('minutesPctile', 'Minutes percentile', 'Min pctl', 'season minutes'),
  percentile('prestigePctile', 'Prestige percentile', 'Prestige pctl', 'program prestige'),
  percentile('teamPctile', 'Team percentile', 'Team pctl', "the team's adjusted margin"),
  stat({
    key: 'programPrestige',
    label: 'Program prestige',
    shortLabel: 'Prestige',
    description:
      'Mean adjusted-margin rank score over the last three seasons (1 best, 0 worst of the ' +
      'division) plus national tournament appearances / 3: 0 to 2.',
    format: 'decimal2',
  }),
  stat({
    key: 'teamNetRtgAdj',
    label: 'Team adjusted margin',
    shortLabel: 'Team AdjEM',
    description: "The team's adjusted efficiency margin this season (points per 100 possessions).",
    format: 'signedDecimal1',
  }),
] as const;
