/**
 * An uncached answer's bytes: the endpoint's stored JSON (with its `fields` selection), or its
 * handler on a warehouse, the trial-player filter and the `fields` selection, then JSON. The router runs it on its own
 * thread or hands it to a compute worker (compute-pool.ts), which runs exactly this function,
 * so an answer is the same text wherever it was made.
 */
import type { DataConfig } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { limitsToTrialPlayers } from '../access';
import type {
  CallContext,
  DataCaller,
  DataEndpoint,
  DataServices,
  PreparedCall,
} from '../endpoint';
import { selectFields } from '../fields';
import { keepTrialRows, trialSetOf } from '../trial-players';

/** A parsed request, as far as computing its answer goes. */
export interface AnswerRequest {
  readonly endpoint: DataEndpoint;
  readonly call: PreparedCall;
  readonly config: DataConfig;
  readonly query: Readonly<Record<string, unknown>> | undefined;
}

export interface AnswerSetting {
  readonly caller: DataCaller;
  /** The served warehouse; undefined only for endpoints that declare `usesWarehouse: false`. */
  readonly db: WarehouseDb | undefined;
  /** When the served warehouse was built: the `updated` stamp of stored rows. */
  readonly builtAt: string | undefined;
  readonly now: Date;
  readonly services: DataServices;
}

/** What endpoints that declare `usesWarehouse: false` get as `db`: any use is a bug, loudly. */
const NO_WAREHOUSE: WarehouseDb = {
  path: '',
  readOnly: true,
  run: () => Promise.reject(new Error('This endpoint was served without a warehouse')),
  all: () => Promise.reject(new Error('This endpoint was served without a warehouse')),
  appender: () => Promise.reject(new Error('This endpoint was served without a warehouse')),
  session: (work) => ({ result: work(), interrupt: () => undefined }),
  detached: (work) => work(),
  close: () => Promise.resolve(),
};

export async function computeAnswer(
  request: AnswerRequest,
  setting: AnswerSetting,
): Promise<string | Buffer> {
  const { call, endpoint } = request;
  const { caller, db } = setting;
  const context: CallContext = {
    caller,
    db: db ?? NO_WAREHOUSE,
    updated: setting.builtAt,
    now: setting.now,
    query: request.query,
    services: setting.services,
  };
  const trialOnly = db !== undefined && limitsToTrialPlayers(endpoint, caller);
  if (call.serialized !== undefined && !trialOnly) {
    const bytes = await call.serialized(context);
    if (bytes !== null) return bytes;
  }
  let rows: readonly object[] = await call.handle(context);
  if (trialOnly) {
    const trial = await trialSetOf(db, caller);
    rows = keepTrialRows(rows, trial, request.config.competitionId);
  }
  if (request.config.fields !== undefined) rows = selectFields(rows, request.config.fields);
  return JSON.stringify(rows);
}
