/**
 * Reading a portal request: the request context (request-context.ts), the competition's gender
 * when the endpoint serves one, and the portal entries into it with the request's filters.
 */
import type { Gender } from '@courtside/contract';
import type { PortalEntries } from '@courtside/warehouse';
import { portalEntries, teamKeyOf } from '@courtside/warehouse';
import { requestContext } from '../../../request-context';
import type { DataRequest } from '../../../endpoint';
import { DataInputError } from '../../../endpoint';
import { segmentName } from '../../reference/config-values';
import type { RequestContext } from '../../../request-context';
import type { EntryFilter } from './moves';
import { keepsEntry } from './moves';

export interface PortalContext extends RequestContext {
  readonly filter: EntryFilter;
}

const GENDER_WORD: Readonly<Record<Gender, string>> = { MALE: "men's", FEMALE: "women's" };

export async function portalContext(
  endpoint: string,
  request: DataRequest,
  gender?: Gender,
): Promise<PortalContext> {
  const context = await requestContext(endpoint, request);
  if (gender !== undefined && context.competition.gender !== gender) {
    const name = segmentName(endpoint, 'competitionId');
    throw new DataInputError(
      `Competition ${context.competitionId} ("${name}") is not a ${GENDER_WORD[gender]} competition; "${endpoint}" serves ${GENDER_WORD[gender]} basketball only`,
      name,
    );
  }
  const teamKey =
    context.teamId === null
      ? null
      : await teamKeyOf(request.db, context.competitionId, context.teamId);
  return {
    ...context,
    filter: {
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      teamKey,
      playerId: context.playerId,
    },
  };
}

/** The entries into the competition that pass the request's filters. */
export async function filteredEntries(
  request: DataRequest,
  context: PortalContext,
): Promise<PortalEntries> {
  const all = await portalEntries(request.db, context.competitionId);
  return {
    source: all.source,
    entries: all.entries.filter((entry) => keepsEntry(entry, context.filter)),
  };
}
