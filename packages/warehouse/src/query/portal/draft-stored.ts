/**
 * The draft answers as stored rows (schema/drafts.ts: draft_prospects, draft_models): the demo
 * build writes every competition's `draft-prospects` rows and `draft-model` row once, made by
 * draft-answers.ts, and a served file reads a competition's rows with one query instead of
 * reading every season's pool and fitting the model (seconds for a full-size league's first
 * request). Each row is kept as its JSON text after `_id` and `updated`, which a request adds,
 * so a served answer is the text the row functions made.
 */
import type { Gender } from '@courtside/contract';
import type { DraftModel } from '@courtside/engine';
import type { PlainValue, WarehouseDb } from '../../db/connection';
import { readColumns } from '../../db/connection';
import { RowWriter } from '../../db/row-writer';
import { str } from '../../db/values';
import { memoPerCompetition } from '../competition-memo';
import { fileHasTable } from '../stored-table';
import type { DraftProspectBody } from './draft-answers';
import { draftModelBody, draftProspectBodies, readGenderDraft } from './draft-answers';

/** A row's JSON text after `_id` and `updated`: `,"competitionId":…}`. */
export function draftRowTail(body: object): string {
  const json = JSON.stringify(body);
  if (!json.startsWith('{"')) throw new Error('A draft row has no members');
  return `,${json.slice(1)}`;
}

/** A row's text before its tail: `{"_id":…,"updated":…`. */
export const draftRowHead = (id: string, updated: string): string =>
  `{"_id":${JSON.stringify(id)},"updated":${JSON.stringify(updated)}`;

export const draftProspectId = (competitionId: number, teamId: number, playerId: number): string =>
  `${competitionId}-${teamId}-${playerId}-draft`;

export const draftModelId = (competitionId: number): string => `${competitionId}-draft-model`;

export interface StoredDraftAnswers {
  readonly competitions: number;
  readonly prospects: number;
  /** The published model (fitted on every known draft); null without a known draft. */
  readonly model: DraftModel | null;
}

/**
 * Writes the draft answers of every competition of `gender` the file holds (a build, after
 * every season and draft is in the file). Throws when a fit does not converge.
 */
export async function storeDraftAnswers(
  db: WarehouseDb,
  gender: Gender,
): Promise<StoredDraftAnswers> {
  const draft = await readGenderDraft(db, gender);
  const model = draft.fitWithout(null);
  const prospects = await RowWriter.open(db, 'draft_prospects');
  for (const season of draft.seasons) {
    const competitionId = season.competition.competitionId;
    draftProspectBodies(draft, competitionId).forEach((row, position) => {
      prospects
        .int(competitionId)
        .int(position)
        .int(row.divisionId)
        .int(row.conferenceId)
        .int(row.teamId)
        .int(row.playerId)
        .str(draftRowTail(row))
        .end();
    });
  }
  prospects.close();
  const models = await RowWriter.open(db, 'draft_models');
  for (const season of draft.seasons) {
    const competitionId = season.competition.competitionId;
    models
      .int(competitionId)
      .str(gender)
      .str(draftRowTail(draftModelBody(draft, competitionId)));
    models.end();
  }
  models.close();
  return { competitions: draft.seasons.length, prospects: prospects.rows, model };
}

/**
 * The competition's stored `draft-model` row text after `_id` and `updated`, once per served
 * file; null when the file stores no draft answers for it (their rows are then made when served).
 */
export const storedDraftModelTail = memoPerCompetition(
  async (db: WarehouseDb, competitionId: number): Promise<string | null> => {
    if (!(await fileHasTable(db, 'draft_models'))) return null;
    const rows = await db.all(
      'SELECT body FROM draft_models WHERE competition_id = $competitionId',
      { competitionId },
    );
    const [row] = rows;
    return row === undefined ? null : str(row, 'body');
  },
);

/** A competition's prospect rows as texts, in answer order, with the ids a request filters on. */
export interface DraftProspectTails {
  readonly teamIds: readonly number[];
  readonly playerIds: readonly number[];
  readonly divisionIds: readonly number[];
  readonly conferenceIds: readonly (number | null)[];
  /** Each row's JSON text after `_id` and `updated` (draftRowTail). */
  readonly tails: readonly string[];
}

/** Rows made by draftProspectBodies as texts. */
export function draftProspectTails(rows: readonly DraftProspectBody[]): DraftProspectTails {
  return {
    teamIds: rows.map((row) => row.teamId),
    playerIds: rows.map((row) => row.playerId),
    divisionIds: rows.map((row) => row.divisionId),
    conferenceIds: rows.map((row) => row.conferenceId),
    tails: rows.map(draftRowTail),
  };
}

const numbers = (values: readonly PlainValue[] | undefined): number[] =>
  (values ?? []).map((value) => Number(value));

/**
 * The competition's stored prospect rows, read with one query (by column: a full-size
 * division's thousands of rows); null when the file stores no draft answers for it.
 */
export async function storedDraftProspectTails(
  db: WarehouseDb,
  competitionId: number,
): Promise<DraftProspectTails | null> {
  if ((await storedDraftModelTail(db, competitionId)) === null) return null;
  const columns = await readColumns(
    db,
    `SELECT team_id, player_id, division_id, conference_id, body FROM draft_prospects
     WHERE competition_id = $competitionId ORDER BY position`,
    { competitionId },
  );
  return {
    teamIds: numbers(columns.team_id),
    playerIds: numbers(columns.player_id),
    divisionIds: numbers(columns.division_id),
    conferenceIds: (columns.conference_id ?? []).map((value) =>
      value === null ? null : Number(value),
    ),
    tails: (columns.body ?? []).map((value) => String(value)),
  };
}
