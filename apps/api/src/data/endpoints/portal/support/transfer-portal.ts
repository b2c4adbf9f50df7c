/**
 * The transfer-portal list of one gender (`vc-transfer-portal` men, `wbb-transfer-portal`
 * women): every portal entrant of the off-season before the competition, in the
 * response-fields.md "Transfer portal" vocabulary.
 */
import type { DataConfig, Gender } from '@courtside/contract';
import type { TransferPortalRow } from '@courtside/contract/schemas';
import { TransferPortalRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../../endpoint';
import { filteredEntries, portalContext } from './context';
import { ENTRY_FILTER_KEYS, moveFields } from './moves';

export function transferPortalEndpoint(
  name: string,
  gender: Gender,
  example: DataConfig,
): DataEndpoint<TransferPortalRow> {
  const who = gender === 'MALE' ? "Men's" : "Women's";
  return {
    name,
    access: 'pro',
    playerLevel: true,
    summary: `${who} transfer portal: every entrant of the off-season before the competition, where he came from and went (Transferred, Active, Withdrew).`,
    requires: ['competitionId'],
    accepts: [...ENTRY_FILTER_KEYS],
    row: TransferPortalRowSchema,
    example,
    notes: [
      'competition: the season moved into (the portal of the off-season before it; the product uses 2024-25).',
      "source 'transfers': the warehouse's transfer table (the demo league knows entrants, withdrawals, unsigned players); 'person-links': no table rows, so moves are found by the same person on another school's roster the season before (only completed moves: every row is Transferred).",
      'team, conference: either side of the move (the team is matched by school across seasons); division: the new one when committed, else the one left.',
      'createdWhen, updatedWhen, portalRecency, redshirtFlag: no source carries them (null).',
    ],
    async handle(request) {
      const context = await portalContext(name, request, gender);
      const { source, entries } = await filteredEntries(request, context);
      return entries.map((entry) => ({
        ...moveFields(entry, source, context.updated),
        createdWhen: null,
        updatedWhen: null,
        activeFlag: entry.status === 'unsigned',
        redshirtFlag: null,
        portalRecency: null,
      }));
    },
  };
}
