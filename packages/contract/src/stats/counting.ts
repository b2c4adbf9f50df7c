/**
 * Box-score counting stats, in the order rows send them. The same key means the same count in
 * every row family: a season total in aggregate rows, one game's count in game rows. `column`
 * is the warehouse game-row column the stat sums (the opponent's is `opp_` + column).
 */
import type { CountingStatEntry, FormLabels, StatDirection, StatRowFamily } from './types';

interface CountInput<
  K extends string,
  A extends string,
  B extends boolean,
  R extends readonly StatRowFamily[],
  C extends string | null,
> {
  key: K;
  label: string;
  shortLabel: string;
  description: string;
  column: C;
  direction?: StatDirection;
  /** Default false: every box score has it. */
  nullable?: boolean;
  /** Default: team and player lines. */
  rows?: R;
  /** Default false. */
  publicPerGame?: boolean;
  /** Default true. */
  inOfficialBox?: B;
  sumOf?: readonly string[];
  agstKey?: A;
  perGameLabels?: FormLabels;
  agstLabels?: FormLabels;
}

function count<
  const K extends string,
  const A extends string = `${K}Agst`,
  const B extends boolean = true,
  const R extends readonly StatRowFamily[] = readonly ['team', 'player'],
  const C extends string | null = string | null,
>(input: CountInput<K, A, B, R, C>): CountingStatEntry<K, A, B, C> & { readonly rows: R } {
  return {
    key: input.key,
    label: input.label,
    shortLabel: input.shortLabel,
    description: input.description,
    unit: input.key.startsWith('pts') || input.label.endsWith('points') ? 'points' : 'count',
    format: 'integer',
    direction: input.direction ?? 'higher',
    scaling: ['perGame', 'per40', 'per100'],
    family: 'box',
    nullable: input.nullable ?? false,
    rows: input.rows ?? (['team', 'player'] as const as unknown as R),
    tier: input.publicPerGame === true ? 'public' : 'full',
    column: input.column,
    sumOf: input.sumOf ?? [],
    agstKey: input.agstKey ?? (`${input.key}Agst` as A),
    inOfficialBox: input.inOfficialBox ?? (true as B),
    perGameLabels: input.perGameLabels ?? {},
    agstLabels: input.agstLabels ?? {},
  };
}

const PLAY_BY_PLAY = 'Play-by-play games only (missing elsewhere, never 0).';

export const COUNTING_STATS = [
  count({
    key: 'ptsScored',
    label: 'Points',
    shortLabel: 'PTS',
    description: 'Points scored.',
    column: 'pts',
    publicPerGame: true,
    agstKey: 'ptsAgst',
    perGameLabels: { shortLabel: 'PPG', description: 'Points scored per game.' },
    agstLabels: {
      label: 'Points allowed',
      shortLabel: 'OPP',
      description: 'Points scored by the opponents (while on the floor, for lineups).',
    },
  }),
  count({
    key: 'fgm',
    label: 'Field goals made',
    shortLabel: 'FGM',
    description: 'Field goals made (twos and threes).',
    column: 'fgm',
  }),
  count({
    key: 'fga',
    label: 'Field goals attempted',
    shortLabel: 'FGA',
    description: 'Field goals attempted (twos and threes).',
    column: 'fga',
    direction: 'neutral',
  }),
  count({
    key: 'fgm2',
    label: 'Two-pointers made',
    shortLabel: '2PM',
    description: 'Two-point field goals made.',
    column: 'fgm2',
    inOfficialBox: false,
  }),
  count({
    key: 'fga2',
    label: 'Two-pointers attempted',
    shortLabel: '2PA',
    description: 'Two-point field goals attempted.',
    column: 'fga2',
    direction: 'neutral',
    inOfficialBox: false,
  }),
  count({
    key: 'fgm3',
    label: 'Three-pointers made',
    shortLabel: '3PM',
    description: 'Three-point field goals made.',
    column: 'fgm3',
  }),
  count({
    key: 'fga3',
    label: 'Three-pointers attempted',
    shortLabel: '3PA',
    description: 'Three-point field goals attempted.',
    column: 'fga3',
    direction: 'neutral',
  }),
  count({
    key: 'ftm',
    label: 'Free throws made',
    shortLabel: 'FTM',
    description: 'Free throws made.',
    column: 'ftm',
  }),
  count({
    key: 'fta',
    label: 'Free throws attempted',
    shortLabel: 'FTA',
    description: 'Free throws attempted.',
    column: 'fta',
  }),
  count({
    key: 'orb',
    label: 'Offensive rebounds',
    shortLabel: 'ORB',
    description: 'Offensive rebounds.',
    column: 'orb',
  }),
  count({
    key: 'drb',
    label: 'Defensive rebounds',
    shortLabel: 'DRB',
    description: 'Defensive rebounds.',
    column: 'drb',
  }),
  count({
    key: 'reb',
    label: 'Rebounds',
    shortLabel: 'REB',
    description: 'Total rebounds, ORB + DRB.',
    column: null,
    sumOf: ['orb', 'drb'],
    publicPerGame: true,
    perGameLabels: { shortLabel: 'RPG', description: 'Total rebounds per game.' },
  }),
  count({
    key: 'ast',
    label: 'Assists',
    shortLabel: 'AST',
    description: 'Assists.',
    column: 'ast',
    publicPerGame: true,
    perGameLabels: { shortLabel: 'APG', description: 'Assists per game.' },
  }),
  count({
    key: 'stl',
    label: 'Steals',
    shortLabel: 'STL',
    description: 'Steals (missing where the source has none, never 0).',
    column: 'stl',
    nullable: true,
    publicPerGame: true,
    perGameLabels: { shortLabel: 'SPG', description: 'Steals per game.' },
  }),
  count({
    key: 'blk',
    label: 'Blocks',
    shortLabel: 'BLK',
    description: 'Blocked shots (missing where the source has none, never 0).',
    column: 'blk',
    publicPerGame: true,
    perGameLabels: { shortLabel: 'BPG', description: 'Blocked shots per game.' },
  }),
  count({
    key: 'tov',
    label: 'Turnovers',
    shortLabel: 'TOV',
    description: 'Turnovers.',
    column: 'tov',
    direction: 'lower',
    publicPerGame: true,
    perGameLabels: { shortLabel: 'TOPG', description: 'Turnovers per game.' },
  }),
  count({
    key: 'pf',
    label: 'Personal fouls',
    shortLabel: 'PF',
    description: 'Personal fouls committed.',
    column: 'pf',
    direction: 'lower',
    nullable: true,
  }),
  count({
    key: 'fbpts',
    label: 'Fast-break points',
    shortLabel: 'FB Pts',
    description: `Points scored in transition. ${PLAY_BY_PLAY}`,
    column: 'fast_break_pts',
    nullable: true,
    rows: ['team'],
    inOfficialBox: false,
  }),
  count({
    key: 'pitp',
    label: 'Points in the paint',
    shortLabel: 'Paint Pts',
    description: `Points scored on shots from the paint. ${PLAY_BY_PLAY}`,
    column: 'points_in_paint',
    nullable: true,
    rows: ['team'],
    inOfficialBox: false,
  }),
  count({
    key: 'scp',
    label: 'Second-chance points',
    shortLabel: '2nd Ch',
    description: `Points scored after an offensive rebound. ${PLAY_BY_PLAY}`,
    column: 'second_chance_pts',
    nullable: true,
    rows: ['team'],
    inOfficialBox: false,
  }),
  count({
    key: 'potov',
    label: 'Points off turnovers',
    shortLabel: 'Pts off TO',
    description: `Points scored after a turnover by the opponents. ${PLAY_BY_PLAY}`,
    column: 'points_off_turnovers',
    nullable: true,
    rows: ['team'],
    inOfficialBox: false,
  }),
] as const;

export type CountingStatKey = (typeof COUNTING_STATS)[number]['key'];
type KeysOn<E, Row> = E extends { key: infer K; rows: readonly (infer R)[] }
  ? Row extends R
    ? K
    : never
  : never;

/** The counting stats a row family carries. */
export type CountingKeyOn<Row extends StatRowFamily> = KeysOn<(typeof COUNTING_STATS)[number], Row>;

/** The counting stats of the official box-score line. */
export type OfficialBoxCountKey = Extract<
  (typeof COUNTING_STATS)[number],
  { inOfficialBox: true }
>['key'];
