/**
 * The transfer-portal list of one gender (`vc-transfer-portal` men, `wbb-transfer-portal`
 * women): every portal entrant of the off-season before the competition, in the
 * response-fields.md "Transfer portal" vocabulary.
 */
import type { Gender } from '@courtside/contract';
import type { TransferPortalRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { merged } from '@courtside/contract';
import { serveEndpoint } from '../../../serve-endpoint';
import type { DataEndpoint } from '../../../endpoint';
import { filteredEntries, portalContext } from './context';
import { moveFields } from './moves';

/** The endpoint serving the portal list `name` of one gender. */
export function transferPortalEndpoint(
  name: 'vc-transfer-portal' | 'wbb-transfer-portal',
  gender: Gender,
): DataEndpoint<TransferPortalRow> {
  return serveEndpoint(ENDPOINT_DEFINITIONS[name], {
    async handle(request) {
      const context = await portalContext(name, request, gender);
      const { source, entries } = await filteredEntries(request, context);
      return entries.map((entry) =>
        merged(moveFields(entry, source, context.updated), {
          createdWhen: null,
          updatedWhen: null,
          activeFlag: entry.status === 'unsigned',
          redshirtFlag: null,
          portalRecency: null,
        }),
      );
    },
  });
}
