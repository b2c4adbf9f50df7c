/**
 * The draft model's seasons in this file (METHODS §10; engine draft-model.ts): every
 * competition of a gender with its pool, the pool's indicators and who was drafted, as the
 * engine's training seasons. draft-answers.ts fits the models on them (a known season is
 * projected by the model fitted on the gender's other known drafts, an unknown one by the model
 * fitted on every known draft). A pool depends on its competition alone, so it is read once per served
 * file and competition.
 */
import type { DraftIndicatorValues, DraftSeason } from '@courtside/engine';
import { DRAFT_PICKS_BY_GENDER, draftIndicators } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { memoPerCompetition } from '../competition-memo';
import { draftCompetitions, draftPool } from './draft-inputs';
import type { DraftCompetition, DraftPoolRow } from './draft-inputs';

export interface DraftSeasonData {
  readonly competition: DraftCompetition;
  readonly pool: readonly DraftPoolRow[];
  /** The pool's indicators, in pool order. */
  readonly indicators: readonly DraftIndicatorValues[];
}

async function readPool(
  db: WarehouseDb,
  competitionId: number,
): Promise<{ pool: DraftPoolRow[]; indicators: DraftIndicatorValues[] }> {
  const pool = await draftPool(db, competitionId);
  const indicators = draftIndicators(
    pool.map((row) => ({
      classYear: row.player.classYear,
      bpm: row.bpm,
      usagePct: row.usagePct,
      tsPct: row.tsPct,
      astPct: row.astPct,
      stlPct: row.stlPct,
      blkPct: row.blkPct,
      orbPct: row.orbPct,
      drbPct: row.drbPct,
      threePaRate: row.threePaRate,
      ftPct: row.ftPct,
      height: row.player.height,
      sos: row.sos,
    })),
  );
  return { pool, indicators };
}

/** A competition's pool and indicators, once per served file. */
export const draftPoolOf = memoPerCompetition(readPool);

/** Every competition of the gender, oldest first, with its pool. */
export async function draftSeasonsOf(db: WarehouseDb, gender: string): Promise<DraftSeasonData[]> {
  const competitions = await draftCompetitions(db, gender);
  const out: DraftSeasonData[] = [];
  for (const competition of competitions) {
    out.push({ competition, ...(await draftPoolOf(db, competition.competitionId)) });
  }
  return out;
}

/** A known season as the engine's training data. */
export function trainingSeason(season: DraftSeasonData): DraftSeason<number> | null {
  const { picks, competitionId } = season.competition;
  if (picks === null) return null;
  return {
    key: competitionId,
    rows: season.indicators,
    drafted: season.pool.map((row) => row.draftPick !== null),
    picks,
  };
}

export const knownSeasons = (seasons: readonly DraftSeasonData[]): DraftSeason<number>[] =>
  seasons.flatMap((season) => trainingSeason(season) ?? []);

/** Picks per draft of a gender: the known drafts' when they agree on one, else the default. */
export function picksPerDraft(seasons: readonly DraftSeasonData[], gender: 'MALE' | 'FEMALE') {
  const picks = new Set(seasons.flatMap((s) => s.competition.picks ?? []));
  const [only] = picks;
  return picks.size === 1 && only !== undefined && only > 0 ? only : DRAFT_PICKS_BY_GENDER[gender];
}
