/**
 * The `nil-model` answer (METHODS §10; engine nil-fit.ts): how well the NIL index predicts the
 * disclosed deal values of a gender × division pool, held out one season at a time. Fitting it
 * reads the index of every season of the gender (a season's pool read takes 0.3-0.6 s on a
 * full-size league), so the demo build makes each competition's rows once all its seasons are in
 * the file and stores them (schema/nil-deals.ts: nil_models); a request reads one stored row.
 * A file without stored rows (an NCAA file, or the demo's season files before the merge) answers
 * without reading any season: no deal values, or not tested yet.
 */
import type { Gender } from '@courtside/contract';
import { merged } from '@courtside/contract';
import type { NilModelRow } from '@courtside/contract/schemas';
import {
  NilFitError,
  backtestNilCalibration,
  fitNilCalibration,
  nilValueBands,
  roundToSignificant,
} from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { RowWriter } from '../../db/row-writer';
import { num, str } from '../../db/values';
import { memoPerCompetitionPart } from '../competition-memo';
import { fileHasTable } from '../stored-table';
import { genderNilDeals } from './nil-deal-seasons';
import type { NilDealSeasonData } from './nil-deal-seasons';

/** A `nil-model` row without `_id` and `updated` (a request adds them). */
export type NilModelBody = Omit<NilModelRow, '_id' | 'updated'>;

export const NIL_MODEL_METHOD =
  'Least squares of the natural log of each disclosed deal’s annual value on the player’s NIL index, within his gender and division. Each season is tested with a fit to the other seasons only, against a baseline that gives every player the median deal of those seasons. The index itself is unchanged: the fit only measures it and turns each tier into the typical deal it stands for.';

const DIVISION_WORD: Readonly<Record<number, string>> = { 1: 'I', 2: 'II', 3: 'III' };
const GENDER_WORD: Readonly<Record<Gender, string>> = { MALE: "men's", FEMALE: "women's" };

export const nilModelId = (competitionId: number, divisionId: number): string =>
  `${competitionId}-${divisionId}-nil-model`;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function unavailable(
  base: Pick<NilModelBody, 'competitionId' | 'gender' | 'divisionId' | 'seasons' | 'method'>,
  reason: string,
): NilModelBody {
  return merged(base, {
    available: false,
    reason,
    intercept: null,
    slope: null,
    residualSd: null,
    trainingDeals: 0,
    valueBands: [],
    backtest: [],
    pooled: null,
  });
}

/** The answer for a competition from its gender × division pool's seasons (oldest first). */
export function nilModelBody(
  competitionId: number,
  gender: Gender,
  divisionId: number,
  seasons: readonly NilDealSeasonData[],
): NilModelBody {
  const base = {
    competitionId,
    gender,
    divisionId,
    seasons: seasons.map((season) => ({
      competitionId: season.competitionId,
      season: season.season,
      ratedPlayers: season.ratedPlayers,
      deals: season.deals.length,
      medianValue: median(season.deals.map((deal) => deal.value)),
      topValue: season.deals.length === 0 ? null : Math.max(...season.deals.map((d) => d.value)),
    })),
    method: NIL_MODEL_METHOD,
  };
  const where = `${GENDER_WORD[gender]} Division ${DIVISION_WORD[divisionId] ?? divisionId}`;
  // No season of the gender has deals: the warehouse holds none (a division without deals in
  // seasons that have some is a pool with too few, below).
  if (seasons.length === 0) {
    return unavailable(
      base,
      `This warehouse holds no NIL deal values for ${where} (the NCAA sources carry none; the demo league simulates them), so the index cannot be tested against deals.`,
    );
  }
  try {
    const backtest = backtestNilCalibration(
      seasons.map((season) => ({ key: season, deals: season.deals })),
    );
    const calibration = fitNilCalibration(seasons.flatMap((season) => season.deals));
    return merged(base, {
      available: true,
      reason: null,
      intercept: calibration.intercept,
      slope: calibration.slope,
      residualSd: calibration.residualSd,
      trainingDeals: calibration.deals,
      valueBands: nilValueBands(calibration).map((band) =>
        merged(band, {
          valueLow: roundToSignificant(band.valueLow),
          valueHigh: roundToSignificant(band.valueHigh),
        }),
      ),
      backtest: backtest.seasons.map((score) => ({
        competitionId: score.key.competitionId,
        season: score.key.season,
        trainingDeals: score.trainingDeals,
        deals: score.deals,
        rmseLog: score.model.rmseLog,
        baselineRmseLog: score.baseline.rmseLog,
        medianApe: score.model.medianApe,
        baselineMedianApe: score.baseline.medianApe,
        withinFactorTwo: score.model.withinFactorTwo,
        baselineWithinFactorTwo: score.baseline.withinFactorTwo,
        spearman: score.spearman,
      })),
      pooled: {
        deals: backtest.pooled.deals,
        rmseLog: backtest.pooled.model.rmseLog,
        baselineRmseLog: backtest.pooled.baseline.rmseLog,
        medianApe: backtest.pooled.model.medianApe,
        baselineMedianApe: backtest.pooled.baseline.medianApe,
        withinFactorTwo: backtest.pooled.model.withinFactorTwo,
        baselineWithinFactorTwo: backtest.pooled.baseline.withinFactorTwo,
        spearman: backtest.pooled.spearman,
      },
    });
  } catch (error) {
    if (!(error instanceof NilFitError)) throw error;
    const deals = seasons.reduce((sum, season) => sum + season.deals.length, 0);
    return unavailable(
      base,
      `Too few NIL deal values to test the index for ${where}: ${deals} deals over ${seasons.length} seasons (${error.message}).`,
    );
  }
}

/** A body's JSON text after `_id` and `updated`: `,"competitionId":…}`. */
function bodyTail(body: NilModelBody): string {
  const json = JSON.stringify(body);
  if (!json.startsWith('{"')) throw new Error('A nil-model row has no members');
  return `,${json.slice(1)}`;
}

export interface StoredNilModels {
  readonly competitions: number;
  /** Per division, the stored answer of the newest competition (for the build's log). */
  readonly newest: readonly NilModelBody[];
}

/**
 * Writes the `nil-model` rows of every competition of `gender` the file holds, for each
 * division (a build, once every season and its deals are in the file). Competitions without
 * deals get rows too: their answer says so, the same as a file without deals.
 */
export async function storeNilModels(db: WarehouseDb, gender: Gender): Promise<StoredNilModels> {
  const deals = await genderNilDeals(db, gender);
  const competitions = await db.all(
    'SELECT competition_id FROM competitions WHERE gender = $gender ORDER BY start_year',
    { gender },
  );
  const writer = await RowWriter.open(db, 'nil_models');
  const newest: NilModelBody[] = [];
  for (const divisionId of [1, 2, 3]) {
    const seasons = deals.seasonsOf(divisionId);
    let last: NilModelBody | null = null;
    for (const row of competitions) {
      const competitionId = num(row, 'competition_id');
      last = nilModelBody(competitionId, gender, divisionId, seasons);
      writer.int(competitionId).int(divisionId).str(bodyTail(last)).end();
    }
    if (last !== null) newest.push(last);
  }
  writer.close();
  return { competitions: competitions.length, newest };
}

/**
 * The stored `nil-model` row text after `_id` and `updated` of a competition and division,
 * once per served file; null when the file stores none.
 */
export const storedNilModelTail = memoPerCompetitionPart(
  async (db: WarehouseDb, competitionId: number, divisionId: number): Promise<string | null> => {
    if (!(await fileHasTable(db, 'nil_models'))) return null;
    const [row] = await db.all(
      `SELECT body FROM nil_models
       WHERE competition_id = $competitionId AND division_id = $divisionId`,
      { competitionId, divisionId },
    );
    return row === undefined ? null : str(row, 'body');
  },
  (divisionId) => String(divisionId),
);

/**
 * Whether the file has deal values for the gender, for a competition without a stored row: its
 * answer then says the test is made once the build has every season (a season file), else that
 * no deal values exist.
 */
export async function fileHasNilDeals(db: WarehouseDb, gender: Gender): Promise<boolean> {
  if (!(await fileHasTable(db, 'nil_deals'))) return false;
  const rows = await db.all(
    `SELECT 1 FROM nil_deals d JOIN competitions c ON c.competition_id = d.competition_id
     WHERE c.gender = $gender LIMIT 1`,
    { gender },
  );
  return rows.length > 0;
}

/** The answer of a file without a stored row for the competition and division. */
export function unstoredNilModelBody(
  competitionId: number,
  gender: Gender,
  divisionId: number,
  hasDeals: boolean,
): NilModelBody {
  const base = { competitionId, gender, divisionId, seasons: [], method: NIL_MODEL_METHOD };
  if (!hasDeals) return nilModelBody(competitionId, gender, divisionId, []);
  return unavailable(
    base,
    'This warehouse has NIL deal values but no held-out test yet: the demo build makes it once every season is built.',
  );
}
