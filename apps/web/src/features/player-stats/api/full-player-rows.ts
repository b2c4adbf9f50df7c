/**
 * `players` answers full roster rows unless asked `skinny`, and its row type names both shapes.
 * The player pages never ask `skinny`, so their hooks narrow the answer here, once, to the full
 * rows (a skinny row, which would mean a wrong request, is dropped rather than read as full).
 */
import { useMemo } from 'react';
import type { EndpointRow, PlayerDataRow } from '@courtside/contract/schemas';
import type { UseDataResult } from '@/lib/api';

type AnyPlayerRow = EndpointRow<'players'>;

export const isFullPlayerRow = (row: AnyPlayerRow): row is PlayerDataRow => 'teamMarket' in row;

/** The hook's result with its rows narrowed (refetch still answers the raw rows). */
export type FullPlayerRowsResult = Omit<UseDataResult<AnyPlayerRow[]>, 'data'> & {
  readonly data: PlayerDataRow[] | null | undefined;
};

export function useFullPlayerRows(result: UseDataResult<AnyPlayerRow[]>): FullPlayerRowsResult {
  const { data } = result;
  const full = useMemo(
    () => (data === undefined || data === null ? data : data.filter(isFullPlayerRow)),
    [data],
  );
  return { ...result, data: full };
}
