/**
 * The yearly list's filters in the URL (one schema for the page): direction of the move,
 * listed position, and a conference on either side of the move. The text search is the
 * table's own.
 */
import {
  defineUrlFilters,
  enumParam,
  intParam,
  stringParam,
  useUrlFilters,
} from '@/lib/stats/url-filters';
import type { TransferFilter } from '../content/transfer-groups';

export const TRANSFER_FILTERS = defineUrlFilters<TransferFilter>({
  direction: enumParam(['all', 'up', 'same', 'down'], 'all'),
  position: stringParam('', { maxLength: 20 }),
  conference: intParam(0, { min: 0 }),
});

export const useTransferFilters = () => useUrlFilters(TRANSFER_FILTERS);
