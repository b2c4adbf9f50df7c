/**
 * The shot-zone vocabulary of `team-agg-pbp-stats` and `player-agg-pbp-stats`: for every zone
 * `{zone}Fga {zone}Fgm {zone}FgPct {zone}FgaFreq`, plus the shot-type and assisted-share fields.
 * The zone definitions are the engine's (packages/engine/src/game/zones-catalog.ts, published in
 * the API docs) on today's 22'1.75" line; x is across the court, left as seen from half court.
 */
import { TOTAL_SCALING, familyBuilder } from './define';
import type { StatDefinition } from './types';

const stat = familyBuilder('zone');

export const ZONE_IDS = [
  'atr2',
  'paint2',
  'mid2',
  'lane2',
  'lb2',
  'rb2',
  'le2',
  're2',
  'med2',
  'lng2',
  'c3',
  'lc3',
  'rc3',
  'atb3',
  'tok3',
  'lw3',
  'rw3',
  'sht3',
  'lng3',
  'nba3',
] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

export interface ZoneInfo {
  /** "Corner 3" */
  readonly label: string;
  /** Short column prefix, e.g. "C3" */
  readonly abbreviation: string;
  readonly value: 2 | 3;
  readonly definition: string;
}

const LANE = 'between the lane lines (|x| ≤ 6 ft)';

export const ZONES: Readonly<Record<ZoneId, ZoneInfo>> = {
  atr2: {
    label: 'At the rim',
    abbreviation: 'Rim',
    value: 2,
    definition: 'Two-point attempt within 4 ft of the basket (the restricted arc).',
  },
  paint2: {
    label: 'Paint (non-rim)',
    abbreviation: 'Paint',
    value: 2,
    definition: `Two-point attempt in the lane, ${LANE} up to the free-throw line 19 ft from the baseline, not at the rim.`,
  },
  mid2: {
    label: 'Mid-range',
    abbreviation: 'Mid',
    value: 2,
    definition: 'Any other two-point attempt (outside the lane and the restricted arc).',
  },
  lane2: {
    label: 'Lane two',
    abbreviation: 'Lane',
    value: 2,
    definition: `Two-point attempt ${LANE}, extended to the arc, not at the rim.`,
  },
  lb2: {
    label: 'Left baseline two',
    abbreviation: 'L Base',
    value: 2,
    definition: 'Two-point attempt left of the lane, within 14 ft of the baseline.',
  },
  rb2: {
    label: 'Right baseline two',
    abbreviation: 'R Base',
    value: 2,
    definition: 'Two-point attempt right of the lane, within 14 ft of the baseline.',
  },
  le2: {
    label: 'Left elbow two',
    abbreviation: 'L Elbow',
    value: 2,
    definition: 'Two-point attempt left of the lane, more than 14 ft from the baseline.',
  },
  re2: {
    label: 'Right elbow two',
    abbreviation: 'R Elbow',
    value: 2,
    definition: 'Two-point attempt right of the lane, more than 14 ft from the baseline.',
  },
  med2: {
    label: 'Medium two',
    abbreviation: 'Med 2',
    value: 2,
    definition: 'Mid-range two from under 17 ft.',
  },
  lng2: {
    label: 'Long two',
    abbreviation: 'Long 2',
    value: 2,
    definition: 'Mid-range two from 17 ft or farther.',
  },
  c3: {
    label: 'Corner 3',
    abbreviation: 'C3',
    value: 3,
    definition:
      "Three-point attempt within 9.8 ft of the baseline, where the line's straight corners meet the arc.",
  },
  lc3: {
    label: 'Left corner 3',
    abbreviation: 'LC3',
    value: 3,
    definition: 'Corner three from the left corner.',
  },
  rc3: {
    label: 'Right corner 3',
    abbreviation: 'RC3',
    value: 3,
    definition: 'Corner three from the right corner.',
  },
  atb3: {
    label: 'Above the break 3',
    abbreviation: 'ATB3',
    value: 3,
    definition: 'Any three-point attempt that is not a corner three.',
  },
  tok3: {
    label: 'Top of the key 3',
    abbreviation: 'Top 3',
    value: 3,
    definition: 'Above-the-break three within 22.5° of straight on, seen from the basket.',
  },
  lw3: {
    label: 'Left wing 3',
    abbreviation: 'LW3',
    value: 3,
    definition: 'Any other above-the-break three from the left.',
  },
  rw3: {
    label: 'Right wing 3',
    abbreviation: 'RW3',
    value: 3,
    definition: 'Any other above-the-break three from the right.',
  },
  sht3: {
    label: 'Short 3',
    abbreviation: 'Short 3',
    value: 3,
    definition: 'Three-point attempt from under 25 ft.',
  },
  lng3: {
    label: 'Long 3',
    abbreviation: 'Long 3',
    value: 3,
    definition: 'Three-point attempt from 25 ft or farther.',
  },
  nba3: {
    label: 'Beyond the NBA line',
    abbreviation: 'NBA 3',
    value: 3,
    definition: 'Three-point attempt beyond the NBA line (23\'9" arc, 22-ft corners).',
  },
};

type ZoneStatKey = `${ZoneId}${'Fga' | 'Fgm' | 'FgPct' | 'FgaFreq'}`;

function zoneStats(zone: ZoneId): StatDefinition<ZoneStatKey>[] {
  const { label, abbreviation, definition } = ZONES[zone];
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  return [
    stat({
      key: `${zone}Fga` as const,
      label: `${label} attempts`,
      shortLabel: `${abbreviation} FGA`,
      description: `Attempts from the zone. ${definition}`,
      format: 'integer',
      direction: 'neutral',
      scaling: TOTAL_SCALING,
    }),
    stat({
      key: `${zone}Fgm` as const,
      label: `${label} makes`,
      shortLabel: `${abbreviation} FGM`,
      description: `Made field goals from the zone. ${definition}`,
      format: 'integer',
      scaling: TOTAL_SCALING,
    }),
    stat({
      key: `${zone}FgPct` as const,
      label: `${label} FG%`,
      shortLabel: `${abbreviation} FG%`,
      description: `FGM / FGA from the zone; heaves (40 ft or more) are left out. ${definition}`,
      format: 'pct',
    }),
    stat({
      key: `${zone}FgaFreq` as const,
      label: `${label} frequency`,
      shortLabel: `${abbreviation} Freq`,
      description: `Share of the located field-goal attempts that are ${lower} attempts. ${definition}`,
      format: 'pct',
      direction: 'neutral',
    }),
  ];
}

const share = <K extends string>(key: K, label: string, shortLabel: string, description: string) =>
  stat({ key, label, shortLabel, description, format: 'pct', direction: 'neutral' });

const shotCount = <K extends string>(key: K, label: string, shortLabel: string) =>
  stat({
    key,
    label,
    shortLabel,
    description: `${label}.`,
    format: 'integer',
    direction: key.endsWith('Fga') ? 'neutral' : 'higher',
    scaling: TOTAL_SCALING,
  });

export const ZONE_STATS = [
  ...ZONE_IDS.flatMap(zoneStats),
  share(
    'layupDunkFgaFreq',
    'Layup and dunk frequency',
    'Layup/Dunk Freq',
    'Layup and dunk attempts / field-goal attempts.',
  ),
  shotCount('dunkFga', 'Dunk attempts', 'Dunk FGA'),
  shotCount('dunkFgm', 'Dunks made', 'Dunk FGM'),
  shotCount('layupFga', 'Layup attempts', 'Layup FGA'),
  shotCount('layupFgm', 'Layups made', 'Layup FGM'),
  share('fgmAstdPct', 'Assisted share of makes', '%Astd', 'Assisted made field goals / FGM.'),
  share('fgm2AstdPct', 'Assisted share of made twos', '%Astd 2', 'Assisted made twos / 2PM.'),
  share('fgm3AstdPct', 'Assisted share of made threes', '%Astd 3', 'Assisted made threes / 3PM.'),
  share(
    'pctAstAtr2',
    'Assisted share at the rim',
    '%Astd Rim',
    'Assisted makes at the rim / makes at the rim.',
  ),
  share(
    'pctAstPaint2',
    'Assisted share in the paint',
    '%Astd Paint',
    'Assisted non-rim paint makes / non-rim paint makes.',
  ),
  share(
    'pctAstMid2',
    'Assisted share of mid-range makes',
    '%Astd Mid',
    'Assisted mid-range makes / mid-range makes.',
  ),
  share(
    'pctAstC3',
    'Assisted share of corner threes',
    '%Astd C3',
    'Assisted corner-three makes / corner-three makes.',
  ),
  share(
    'pctAstAtb3',
    'Assisted share of above-the-break threes',
    '%Astd ATB3',
    'Assisted above-the-break makes / above-the-break makes.',
  ),
  stat({
    key: 'and1Pct',
    label: 'And-one rate',
    shortLabel: 'And1%',
    description: 'Made field goals with a foul (an and-one free throw) / FGM.',
    format: 'pct',
  }),
  stat({
    key: 'orbFgPct',
    label: 'Second-chance FG%',
    shortLabel: '2nd Ch FG%',
    description: 'FG% on attempts after an offensive rebound in the same possession.',
    format: 'pct',
  }),
  stat({
    key: 'leftFgPct',
    label: 'Left-side FG%',
    shortLabel: 'Left FG%',
    description: 'FG% on attempts from the left of the lane (seen from half court).',
    format: 'pct',
  }),
  stat({
    key: 'rightFgPct',
    label: 'Right-side FG%',
    shortLabel: 'Right FG%',
    description: 'FG% on attempts from the right of the lane (seen from half court).',
    format: 'pct',
  }),
  stat({
    key: 'centerFgPct',
    label: 'Center FG%',
    shortLabel: 'Center FG%',
    description: 'FG% on attempts between the lane lines extended.',
    format: 'pct',
  }),
] as const;
