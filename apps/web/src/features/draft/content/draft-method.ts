/**
 * What the draft pages say about the model (METHODS §10 "Draft indicators") and the figures
 * they read from `draft-model`: the indicators in plain words, the weights by size, the
 * backtest with its pooled line, and the one-line status of the projection above the
 * prospects. Nothing here invents a figure the API did not send or that its rows do not add up
 * to: without a model the status says why, and the tables are not drawn.
 */
import { getCompetition } from '@courtside/contract';
import type { DraftModelRow } from '@courtside/contract/schemas';

export const DRAFT_INDICATORS = [
  {
    label: 'Production',
    text: 'Box plus-minus (BPM): points per 100 possessions better than an average player, and the same figure adjusted for age.',
  },
  {
    label: 'Age',
    text: 'Estimated from the class (no source carries birth dates): a freshman is about 19 on draft day, a graduate about 23.',
  },
  {
    label: 'Role and efficiency',
    text: 'Usage, true shooting, and the share of the team’s assists, steals, blocks and rebounds the player accounts for while on the floor.',
  },
  {
    label: 'Shooting touch',
    text: 'How often the player shoots threes (3PA rate) and free-throw percentage, a steadier sign of shooting touch than one season of threes.',
  },
  {
    label: 'Size and level',
    text: 'Listed height, and the strength of schedule of the player’s team: the same numbers mean more against stronger opponents.',
  },
] as const;

type Weight = DraftModelRow['weights'][number];

/** Largest influence first, whichever way it pushes. */
export const weightsBySize = (weights: readonly Weight[]): Weight[] =>
  [...weights].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));

/** A weight per standard deviation, signed with two decimals: "+1.25", "−0.40". */
export function formatWeight(weight: number): string {
  const text = Math.abs(weight).toFixed(2);
  if (Number(text) === 0) return text;
  return `${weight > 0 ? '+' : '−'}${text}`;
}

/** How the odds of being drafted change per standard deviation: "×3.49". */
export const formatOddsRatio = (weight: number): string => `×${Math.exp(weight).toFixed(2)}`;

/** "2023-24" for a competition id, or the id when the contract does not list it. */
export const seasonOf = (competitionId: number): string =>
  getCompetition(competitionId)?.abb2 ?? String(competitionId);

/** Three decimals: AUC, log loss and Brier differ in the second or third. */
export const formatScore = (value: number | null): string =>
  value === null ? '—' : value.toFixed(3);

type BacktestSeason = DraftModelRow['backtest'][number];

export interface PooledBacktest {
  seasons: number;
  players: number;
  drafted: number;
  auc: number | null;
  logLoss: number | null;
  /** The seasons' Brier scores weighted by their players: the Brier score of all rows. */
  brier: number | null;
  hits: number;
  /** Top-N places over all seasons: N per draft × seasons. */
  places: number;
}

/** The backtest over all its seasons; null without one. */
export function pooledBacktest(model: DraftModelRow): PooledBacktest | null {
  const seasons: readonly BacktestSeason[] = model.backtest;
  if (seasons.length === 0) return null;
  const players = seasons.reduce((sum, season) => sum + season.players, 0);
  const brierSum = seasons.reduce((sum, season) => sum + season.brier * season.players, 0);
  return {
    seasons: seasons.length,
    players,
    drafted: seasons.reduce((sum, season) => sum + season.drafted, 0),
    auc: model.backtestAuc,
    logLoss: model.backtestLogLoss,
    brier: players === 0 ? null : brierSum / players,
    hits: seasons.reduce((sum, season) => sum + season.topNHits, 0),
    places: model.picksPerDraft * seasons.length,
  };
}

/** Ends a reason from the API as a sentence. */
const sentence = (text: string): string => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Why there is no model, as the API says, or a plain fallback when it gives no reason. */
export const unavailableReason = (model: DraftModelRow): string =>
  sentence(model.reason ?? 'This warehouse holds no past drafts to fit a model on');

/**
 * The seasons whose drafts project a season: every known draft but its own (the published
 * model lists them all, this season's included when its draft is known).
 */
export const projectingSeasons = (model: DraftModelRow, competitionId: number): number[] =>
  model.trainedOn.filter((id) => id !== competitionId);

/** The model exists, but the only draft it knows is this season's own. */
const ONLY_OWN_DRAFT =
  'The only draft this warehouse holds is the one after this season, and a season is never projected by a model that saw its own draft.';

/**
 * The line above the prospects: what the projection is and whether this season has one. The
 * rows decide whether there is one (they carry it); the model answer says from which seasons
 * or why not, and nothing is said of it when it could not be read.
 */
export function projectionStatus(
  model: DraftModelRow | null,
  competitionId: number,
  rowsHaveProjection: boolean,
): { available: boolean; text: string } {
  if (!rowsHaveProjection) {
    const reason =
      model === null ? [] : [model.available ? ONLY_OWN_DRAFT : unavailableReason(model)];
    return {
      available: false,
      text: [
        'No draft projection for this season.',
        ...reason,
        'The table shows the indicators the model reads, without a probability or a rank.',
      ].join(' '),
    };
  }
  const seasons = model === null ? [] : projectingSeasons(model, competitionId);
  const trained = seasons.length === 0 ? 'the other seasons' : seasons.map(seasonOf).join(', ');
  return {
    available: true,
    text:
      'Draft % is the chance a player is drafted after this season, from a logistic regression ' +
      `on the indicators fitted on the drafts after ${trained}. This season’s own draft is never ` +
      'part of its fit.',
  };
}
