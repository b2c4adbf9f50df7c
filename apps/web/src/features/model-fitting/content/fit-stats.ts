/**
 * Which stats a model may use, and the default models. The offer is the stat dictionary's
 * numeric stats that the rows the page reads carry (lib/stats/row-stat-keys): a team's season
 * line from `team-agg-stats`, and for players the full line of `player-agg-stats` (tiers that
 * open every player) or the public line of `player-agg-stats-public` (tier 1). A stat named in
 * the URL that the rows do not carry is dropped from the model, and the page says so.
 */
import type { PlayerAccess } from '@/components/stats/states';
import {
  STAT_FAMILY_LABELS,
  statDefinition,
  type StatDefinition,
  type StatFamily,
  type StatKey,
} from '@/lib/stats/dictionary';
import {
  PLAYER_AGG_STAT_KEYS,
  PLAYER_PUBLIC_STAT_KEYS,
  TEAM_AGG_STAT_KEYS,
} from '@/lib/stats/row-stat-keys';
import { MAX_PREDICTORS, type FitFilters, type FitSubject } from './fit-filters';

/** The rows a model reads: a team's season line, or a player's full or public line. */
export type FitSource = 'teams' | 'playersFull' | 'playersPublic';

export function fitSourceOf(subject: FitSubject, access: PlayerAccess): FitSource {
  if (subject === 'teams') return 'teams';
  return access === 'all' ? 'playersFull' : 'playersPublic';
}

const SOURCE_STATS: Readonly<Record<FitSource, readonly StatKey[]>> = {
  teams: TEAM_AGG_STAT_KEYS,
  playersFull: PLAYER_AGG_STAT_KEYS,
  playersPublic: PLAYER_PUBLIC_STAT_KEYS,
};

export function fitStatsOf(source: FitSource): readonly StatKey[] {
  return SOURCE_STATS[source];
}

export interface StatGroup {
  family: StatFamily;
  label: string;
  stats: StatDefinition<StatKey>[];
}

/** The stats grouped by dictionary family, families in first-appearance order (the pickers). */
export function groupByFamily(keys: readonly StatKey[]): StatGroup[] {
  const groups = new Map<StatFamily, StatGroup>();
  for (const key of keys) {
    const definition = statDefinition(key);
    const group = groups.get(definition.family) ?? {
      family: definition.family,
      label: STAT_FAMILY_LABELS[definition.family],
      stats: [],
    };
    group.stats.push(definition);
    groups.set(definition.family, group);
  }
  return [...groups.values()];
}

export interface ModelChoice {
  outcome: StatKey;
  predictors: readonly StatKey[];
}

/**
 * The model a subject opens with. Teams: net rating on Dean Oliver's four factors at both ends
 * (shooting, turnovers, rebounding, free throws). Players: scoring on minutes, usage and
 * shooting, stats every tier's player rows carry.
 */
export const DEFAULT_MODELS: Readonly<Record<FitSubject, ModelChoice>> = {
  teams: {
    outcome: 'netRtg',
    predictors: [
      'efgPct',
      'tovPct',
      'orbPct',
      'ftaRate',
      'efgPctAgst',
      'tovPctAgst',
      'drbPct',
      'ftaRateAgst',
    ],
  },
  players: {
    outcome: 'ptsScoredPg',
    predictors: ['minsPg', 'usagePct', 'fgPct', 'fg3Pct'],
  },
};

export interface ResolvedModel extends ModelChoice {
  /** Stats the URL named that these rows do not carry, left out of the model. */
  unavailable: StatKey[];
}

/**
 * The model the page fits: the URL's outcome and predictors (or the subject's defaults), kept
 * to the stats the rows carry, the outcome never among the predictors, at most MAX_PREDICTORS.
 */
export function resolveModel(
  filters: Pick<FitFilters, 'subject' | 'outcome' | 'predictors'>,
  available: readonly StatKey[],
): ResolvedModel {
  const offered = new Set(available);
  const defaults = DEFAULT_MODELS[filters.subject];
  const unavailable: StatKey[] = [];
  const keep = (key: StatKey): boolean => {
    if (offered.has(key)) return true;
    if (!unavailable.includes(key)) unavailable.push(key);
    return false;
  };
  const named = filters.outcome;
  const outcome = named !== null && keep(named) ? named : defaults.outcome;
  const predictors = (filters.predictors ?? defaults.predictors)
    .filter(keep)
    .filter((key) => key !== outcome)
    .slice(0, MAX_PREDICTORS);
  return { outcome, predictors, unavailable };
}
