/**
 * Test support: synthetic NCAA bundles built row by row, in the feed's own spelling, for the
 * adapter's unit tests (the real games are in acceptance.test.ts).
 */
export const HOME = 'Home U';
export const AWAY = 'Away St.';

const HOME_FIVE = ['HA.ONE', 'HB.TWO', 'HC.THREE', 'HD.FOUR', 'HE.FIVE'];
const AWAY_FIVE = ['AA.ONE', 'AB.TWO', 'AC.THREE', 'AD.FOUR', 'AE.FIVE'];

export interface RowSpec {
  period?: number;
  clock?: string;
  team?: string | null;
  description: string;
  type: string;
  p1?: string | null;
  p2?: string | null;
  result?: 'made' | 'missed' | null;
  value?: number | null;
  home?: readonly string[];
  away?: readonly string[];
  score?: [number, number];
}

export function row(spec: RowSpec): Record<string, unknown> {
  const home = spec.home ?? HOME_FIVE;
  const away = spec.away ?? AWAY_FIVE;
  const floor: Record<string, string> = {};
  home.forEach((name, i) => (floor[`home_${i + 1}`] = name));
  away.forEach((name, i) => (floor[`away_${i + 1}`] = name));
  return {
    game_id: '123',
    game_date: '11/03/2025',
    home: HOME,
    away: AWAY,
    period: spec.period ?? 1,
    clock: spec.clock ?? '19:30',
    home_score: spec.score?.[0] ?? 0,
    away_score: spec.score?.[1] ?? 0,
    event_team: spec.team === undefined ? HOME : spec.team,
    event_description: spec.description,
    player_1: spec.p1 ?? null,
    player_2: spec.p2 ?? null,
    event_type: spec.type,
    event_result: spec.result ?? null,
    shot_value: spec.value ?? null,
    ...floor,
  };
}

/** A men's bundle: a clock above 10:00 in the first half settles the gender. */
export function bundle(
  rows: readonly Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  return {
    contest_id: '123',
    pbp: [
      row({
        clock: '19:58',
        description: 'Ha One, jumpball won',
        type: 'won Jumpball',
        p1: 'HA.ONE',
      }),
      ...rows,
    ],
    player_box: [],
    team_box: [],
    shots: [],
    possessions: [],
    lineups: [],
    ...extra,
  };
}

export const made = (p1: string, clock: string, value: 2 | 3, team = HOME) =>
  row({
    clock,
    team,
    p1,
    description: `${p1}, ${value}pt jumpshot   made`,
    type: value === 3 ? 'Three Point Jumper' : 'Two Point Jumper',
    result: 'made',
    value,
  });
