/**
 * The draft endpoints' answers (METHODS §10): the rows the demo build stored (warehouse
 * draft-stored.ts) when the file holds them for the competition, else the rows draft-answers.ts
 * makes (an NCAA warehouse, whose drafts are all unknown so nothing is fitted, or the demo's
 * season files served while its build runs). Either is read once per served file and
 * competition and kept as packed texts with the ids the filters read (packed-texts.ts: outside
 * the heap, and an answer is a filter and a copy of byte ranges); a request stamps each row
 * with its `_id` and `updated`.
 */
import type { Gender } from '@courtside/contract';
import type { DraftProspectTails, WarehouseDb } from '@courtside/warehouse';
import {
  draftModelBody,
  draftModelId,
  draftProspectBodies,
  draftProspectId,
  draftProspectTails,
  draftRowHead,
  draftRowTail,
  genderDraftOf,
  memoPerCompetitionPart,
  storedDraftModelTail,
  storedDraftProspectTails,
} from '@courtside/warehouse';
import type { PackedTexts } from '../../../packed-texts';
import { packTexts, packedRowsJson } from '../../../packed-texts';

/** What a draft answer depends on besides the file. */
export interface DraftRequest {
  readonly competitionId: number;
  readonly gender: Gender;
  readonly updated: string;
  /** Filters of `draft-prospects` (null: any). */
  readonly divisionId: number | null;
  readonly conferenceId: number | null;
  readonly teamId: number | null;
  readonly playerId: number | null;
}

/** A conference id column's value for a team without one (ids are non-negative). */
const NO_ID = -1;

interface DraftTexts {
  readonly teamIds: Int32Array;
  readonly playerIds: Int32Array;
  readonly divisionIds: Int32Array;
  readonly conferenceIds: Int32Array;
  /** The rows after `_id` and `updated`, most likely draftee first. */
  readonly tails: PackedTexts;
}

function packed(rows: DraftProspectTails): DraftTexts {
  return {
    teamIds: Int32Array.from(rows.teamIds),
    playerIds: Int32Array.from(rows.playerIds),
    divisionIds: Int32Array.from(rows.divisionIds),
    conferenceIds: Int32Array.from(rows.conferenceIds, (id) => id ?? NO_ID),
    tails: packTexts(rows.tails),
  };
}

/** A competition's rows, once per served file (the gender adds nothing to the key). */
const draftTextsOf = memoPerCompetitionPart(
  async (db: WarehouseDb, competitionId: number, gender: Gender): Promise<DraftTexts> => {
    const stored = await storedDraftProspectTails(db, competitionId);
    if (stored !== null) return packed(stored);
    const draft = await genderDraftOf(db, gender);
    return packed(draftProspectTails(draftProspectBodies(draft, competitionId)));
  },
  () => '',
);

/** The model row's text after `_id` and `updated`, once per served file and competition. */
const madeModelTailOf = memoPerCompetitionPart(
  async (db: WarehouseDb, competitionId: number, gender: Gender): Promise<string> =>
    draftRowTail(draftModelBody(await genderDraftOf(db, gender), competitionId)),
  () => '',
);

const keeps = (ids: Int32Array, wanted: number | null) =>
  wanted === null ? () => true : (i: number) => ids[i] === wanted;

/** The `draft-prospects` answer as JSON bytes, most likely draftee first. */
export async function draftProspectsJson(db: WarehouseDb, request: DraftRequest): Promise<Buffer> {
  const { competitionId, updated } = request;
  const texts = await draftTextsOf(db, competitionId, request.gender);
  const tests = [
    keeps(texts.divisionIds, request.divisionId),
    keeps(texts.conferenceIds, request.conferenceId),
    keeps(texts.teamIds, request.teamId),
    keeps(texts.playerIds, request.playerId),
  ];
  const indexes: number[] = [];
  for (let i = 0; i < texts.teamIds.length; i += 1) {
    if (tests.every((test) => test(i))) indexes.push(i);
  }
  return packedRowsJson(texts.tails, indexes, (_k, i) =>
    draftRowHead(
      draftProspectId(competitionId, texts.teamIds[i] ?? 0, texts.playerIds[i] ?? 0),
      updated,
    ),
  );
}

/** The `draft-model` answer (one row) as JSON bytes. */
export async function draftModelJson(db: WarehouseDb, request: DraftRequest): Promise<Buffer> {
  const { competitionId } = request;
  const tail =
    (await storedDraftModelTail(db, competitionId)) ??
    (await madeModelTailOf(db, competitionId, request.gender));
  return Buffer.from(`[${draftRowHead(draftModelId(competitionId), request.updated)}${tail}]`);
}
