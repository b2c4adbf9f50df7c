/**
 * What the calculator shows, as plain data from the `game-projection` row: the "why" table of
 * ratings (each side's stored ratings in its own season, and as the projection used them), the
 * four factors matchup (one side's offence against the other's defence), the past games' rows
 * and their CSV. Labels and formats are the stat dictionary's.
 */
import { toCsv } from '@/lib/stats/csv';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatCsvValue, formatValue } from '@/lib/stats/format';
import type { GameProjectionRow, ProjectionPastGame, ProjectionSide } from '../api/game-projection';
import type { Site } from './calculator-filters';

/** "Duke 2024-25": a team is one season's. */
export const sideName = (side: Pick<ProjectionSide, 'teamMarket' | 'seasonLabel'>): string =>
  `${side.teamMarket} ${side.seasonLabel}`;

export function siteText(site: Site, first: string): string {
  if (site === 'home') return `at ${first}`;
  if (site === 'away') return `${first} on the road`;
  return 'on a neutral floor';
}

export interface RatingLine {
  key: StatKey;
  label: string;
  /** Stored, in each team's own season. */
  own: [string, string];
  /** As the projection used it: what-if applied, in the reference season. */
  projected: [string, string];
  /** Each pool's average (none for tempo's partner rows). */
  average: [string, string];
}

const RATING_KEYS = [
  ['ortgAdj', 'ortgAdjProjected', 'avgEfficiency'],
  ['drtgAdj', 'drtgAdjProjected', 'avgEfficiency'],
  ['paceAdj', 'paceAdjProjected', 'avgTempo'],
] as const;

export function ratingLines(row: GameProjectionRow): RatingLine[] {
  return RATING_KEYS.map(([key, projectedKey, averageKey]) => {
    const definition = statDefinition(key);
    const text = (value: number) => formatValue(definition.format, value);
    const [a, b] = row.teams;
    return {
      key,
      label: `${definition.label} (${definition.shortLabel})`,
      own: [text(a[key]), text(b[key])],
      projected: [text(a[projectedKey]), text(b[projectedKey])],
      average: [text(a[averageKey]), text(b[averageKey])],
    };
  });
}

const FACTOR_KEYS = ['efgPct', 'tovPct', 'orbPct', 'ftaRate'] as const;

export interface FactorLine {
  key: StatKey;
  label: string;
  /** The attacking side's season value… */
  offence: string;
  /** …and what the defending side allowed. */
  defenceAllowed: string;
}

export interface FactorMatchup {
  offenceName: string;
  defenceName: string;
  lines: FactorLine[];
}

/** The four factors of one side's offence against the other's defence. */
export function factorMatchup(offence: ProjectionSide, defence: ProjectionSide): FactorMatchup {
  return {
    offenceName: sideName(offence),
    defenceName: sideName(defence),
    lines: FACTOR_KEYS.map((key) => {
      const definition = statDefinition(key);
      return {
        key,
        label: definition.label,
        offence: formatValue(definition.format, offence[key]),
        defenceAllowed: formatValue(definition.format, defence[`${key}Agst`]),
      };
    }),
  };
}

/** The actual margin of a played game from the first team's side, null before the result. */
export const actualMargin = (game: ProjectionPastGame): number | null =>
  game.ptsScored === null || game.ptsAgst === null ? null : game.ptsScored - game.ptsAgst;

export function pastGameSite(game: ProjectionPastGame): string {
  if (game.isNeutral) return 'Neutral';
  return game.isHome ? 'Home' : 'Away';
}

/** The past games as shown, one CSV line each: the result and that season's prediction. */
export function pastGamesCsv(row: GameProjectionRow): string {
  const label = (key: StatKey) => statDefinition(key).shortLabel;
  const csv = (key: StatKey, value: unknown) => formatCsvValue(statDefinition(key).format, value);
  const header = [
    label('gameDate'),
    'Season',
    'Team',
    'Opponent',
    'Site',
    label('ptsScored'),
    label('ptsAgst'),
    'Margin',
    label('predictedPts'),
    label('predictedPtsAgst'),
    label('predictedMargin'),
    label('predictedWinProbability'),
  ];
  const body = row.pastGames.map((game) => [
    formatCsvValue('date', game.gameDate),
    game.seasonLabel,
    game.teamMarket,
    game.teamMarketAgst,
    pastGameSite(game),
    csv('ptsScored', game.ptsScored),
    csv('ptsAgst', game.ptsAgst),
    formatCsvValue('signedInteger', actualMargin(game)),
    csv('predictedPts', game.predictedPts),
    csv('predictedPtsAgst', game.predictedPtsAgst),
    csv('predictedMargin', game.predictedMargin),
    csv('predictedWinProbability', game.predictedWinProbability),
  ]);
  return toCsv(header, body);
}
