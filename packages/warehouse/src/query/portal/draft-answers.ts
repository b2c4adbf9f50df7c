/**
 * The draft answers of a gender (METHODS §10; engine draft-model.ts, draft-seasons.ts): every
 * pool player of each competition with his indicators and the projection of the model fitted on
 * the gender's other known drafts, and the gender's published model with its
 * leave-one-season-out backtest, as the `draft-prospects` and `draft-model` rows without `_id`
 * and `updated`. The demo build stores them (draft-stored.ts); a file without stored rows (an
 * NCAA warehouse, whose drafts are all unknown, or the season files served during a demo build)
 * has them made here when served.
 */
import type { Gender } from '@courtside/contract';
import { PLAYER_RATE_STATS, SHOOTING_STATS, merged } from '@courtside/contract';
import type { DraftModelRow, DraftProspectRow } from '@courtside/contract/schemas';
import type { DraftIndicator, DraftModel, DraftSeason } from '@courtside/engine';
import {
  DRAFT_LOGISTIC,
  backtestDraftModel,
  draftProbability,
  draftWeights,
  fitDraftModel,
  projectDraft,
} from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { memoPerFile } from '../competition-memo';
import type { DraftSeasonData } from './draft-seasons';
import { draftSeasonsOf, knownSeasons, picksPerDraft } from './draft-seasons';

/** A prospect row without `_id` and `updated` (a request adds them). */
export type DraftProspectBody = Omit<DraftProspectRow, '_id' | 'updated'>;
export type DraftModelBody = Omit<DraftModelRow, '_id' | 'updated'>;

const LABELS: Readonly<Record<DraftIndicator, string>> = {
  ageEst: 'Estimated age',
  bpm: 'Box rating (BPM)',
  ageAdjBpm: 'Age-adjusted BPM',
  usageTimesTs: 'Usage × TS%',
  height: 'Height',
  sos: 'Strength of schedule',
  usagePct: '',
  tsPct: '',
  astPct: '',
  stlPct: '',
  blkPct: '',
  orbPct: '',
  drbPct: '',
  threePaRate: '',
  ftPct: '',
};

/** The registry's label of a rate (player-agg-stats' own), else the model's. */
function labelOf(indicator: DraftIndicator): string {
  const key = indicator === 'threePaRate' ? 'fga3Rate' : indicator;
  const registry: ReadonlyArray<{ key: string; label: string }> = [
    ...SHOOTING_STATS,
    ...PLAYER_RATE_STATS,
  ];
  return registry.find((stat) => stat.key === key)?.label ?? LABELS[indicator];
}

export const DRAFT_METHOD =
  'Logistic regression on whether a player was drafted after the season, from his estimated age, box rating, box rating against players of his class, usage, true shooting and their product, assist, steal, block and rebound rates, three-point attempt rate, free-throw percentage, height and strength of schedule, each standardised and a missing value set to the average. Fitted by Newton’s method with a small penalty. Each past draft is tested with a model fitted on the other seasons only.';

/**
 * A gender's seasons and the model fits they give: every season's projection and the published
 * model's backtest leave out one known draft, so the same few fits serve all of them. Each fit
 * is made on first use.
 */
export interface GenderDraft {
  readonly gender: Gender;
  readonly seasons: readonly DraftSeasonData[];
  readonly known: readonly DraftSeason<number>[];
  /**
   * The model fitted on every known draft but `leftOut`'s (null or an unknown season: on every
   * known draft); null without a draft to fit on. Throws when the fit does not converge.
   */
  fitWithout(leftOut: number | null): DraftModel | null;
}

/** The gender's seasons in the file, with fits made on first use. */
export async function readGenderDraft(db: WarehouseDb, gender: Gender): Promise<GenderDraft> {
  const seasons = await draftSeasonsOf(db, gender);
  const known = knownSeasons(seasons);
  const fits = new Map<number | null, DraftModel | null>();
  const fitWithout = (leftOut: number | null): DraftModel | null => {
    const key = known.some((s) => s.key === leftOut) ? leftOut : null;
    if (!fits.has(key)) {
      const training = known.filter((s) => s.key !== key);
      fits.set(key, training.length === 0 ? null : fitDraftModel(training));
    }
    return fits.get(key) ?? null;
  };
  return { gender, seasons, known, fitWithout };
}

/** readGenderDraft, kept once per served (read-only) file and gender. */
export const genderDraftOf = memoPerFile(readGenderDraft, async (_db, gender) => gender);

/** Divisions outside I-III never reach a pool; the schema's range says so. */
function division(divisionId: number): 1 | 2 | 3 {
  if (divisionId === 1 || divisionId === 2 || divisionId === 3) return divisionId;
  throw new Error(`A draft pool player's team has division ${divisionId}`);
}

const clampShare = (value: number | null): number | null =>
  value === null ? null : Math.min(1, Math.max(0, value));

/**
 * A competition's prospect rows, most likely draftee first (then box rating, then player id);
 * none for a competition the gender's seasons do not hold.
 */
export function draftProspectBodies(
  { gender, seasons, fitWithout }: GenderDraft,
  competitionId: number,
): DraftProspectBody[] {
  const season = seasons.find((s) => s.competition.competitionId === competitionId);
  if (season === undefined) return [];
  const model = fitWithout(competitionId);
  const probabilities = model ? season.indicators.map((row) => draftProbability(model, row)) : null;
  const projections = probabilities ? projectDraft(probabilities, gender) : null;
  const known = season.competition.picks !== null;
  const rows = season.pool.map((row, i): DraftProspectBody => {
    const { player } = row;
    const indicators = season.indicators[i];
    const projection = projections?.[i];
    return {
      competitionId,
      divisionId: division(player.divisionId),
      playerId: player.playerId,
      fullName: player.fullName,
      firstName: player.firstName,
      lastName: player.lastName,
      teamId: player.teamId,
      teamMarket: player.teamMarket,
      conferenceId: player.conferenceId,
      position: player.position,
      classYr: player.classYear,
      height: player.height,
      ageEst: indicators?.ageEst ?? null,
      gp: row.gp,
      mins: row.mins,
      minsPg: row.minsPg,
      bpm: row.bpm,
      ageAdjBpm: indicators?.ageAdjBpm ?? 0,
      usagePct: clampShare(row.usagePct),
      tsPct: clampShare(row.tsPct),
      astPct: clampShare(row.astPct),
      stlPct: clampShare(row.stlPct),
      blkPct: clampShare(row.blkPct),
      orbPct: clampShare(row.orbPct),
      drbPct: clampShare(row.drbPct),
      threePaRate: clampShare(row.threePaRate),
      ftPct: clampShare(row.ftPct),
      sos: row.sos,
      draftProb: probabilities?.[i] ?? null,
      prospectScore: projection?.score ?? null,
      projectedRank: projection?.rank ?? null,
      projectedTier: projection?.tier ?? null,
      draftKnown: known,
      draftPick: row.draftPick,
      draftRound: row.draftRound,
      poolSize: season.pool.length,
    };
  });
  return rows.sort(
    (a, b) => (b.draftProb ?? 0) - (a.draftProb ?? 0) || b.bpm - a.bpm || a.playerId - b.playerId,
  );
}

/**
 * The gender's published model as `competitionId`'s row: fitted on every known draft, with the
 * backtest of each known draft by the model fitted on the others; `available: false` with the
 * reason when the file holds no past draft of the gender.
 */
export function draftModelBody(
  { gender, seasons, known, fitWithout }: GenderDraft,
  competitionId: number,
): DraftModelBody {
  const base = {
    competitionId,
    gender,
    picksPerDraft: picksPerDraft(seasons, gender),
    method: DRAFT_METHOD,
  };
  if (known.length === 0) {
    return merged(base, {
      available: false,
      reason: `This warehouse holds no past ${gender === 'MALE' ? "men's" : "women's"} draft to fit the model on (the NCAA sources carry no drafts; the demo league simulates one after every season but the newest).`,
      trainedOn: [],
      trainingRows: 0,
      iterations: 0,
      intercept: 0,
      weights: [],
      backtest: [],
      backtestAuc: null,
      backtestLogLoss: null,
    });
  }
  const model = fitWithout(null);
  if (model === null) throw new Error('A gender with known drafts has no model');
  const backtest = backtestDraftModel(known, DRAFT_LOGISTIC, (_others, leftOut) => {
    const fit = fitWithout(leftOut.key);
    if (fit === null) throw new Error(`No model without the ${leftOut.key} draft`);
    return fit;
  });
  const seasonOf = new Map(seasons.map((s) => [s.competition.competitionId, s.competition.season]));
  return merged(base, {
    available: true,
    reason: null,
    trainedOn: known.map((s) => s.key),
    trainingRows: model.trainingRows,
    iterations: model.fit.iterations,
    intercept: model.fit.intercept,
    weights: draftWeights(model).map(({ indicator, weight }) => ({
      indicator,
      label: labelOf(indicator),
      weight,
    })),
    backtest: backtest.seasons.map((s) => ({
      competitionId: s.key,
      season: seasonOf.get(s.key) ?? String(s.key),
      players: s.players,
      drafted: s.drafted,
      // A season with no draftee or nobody undrafted has no AUC: a coin's 0.5.
      auc: s.auc ?? 0.5,
      logLoss: s.logLoss,
      brier: s.brier,
      topNHits: s.topNHits,
    })),
    backtestAuc: backtest.pooledAuc,
    backtestLogLoss: backtest.pooledLogLoss,
  });
}
