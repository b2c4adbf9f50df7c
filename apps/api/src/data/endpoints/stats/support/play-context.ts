/** Play-context counts → `{ctx}Poss/Pts/Ppp/PossFreq` fields (all null when not measured). */
import { PLAY_CONTEXT_NAMES } from '@courtside/contract/schemas';
import type { PlayContextRow } from '@courtside/warehouse';

type ContextName = (typeof PLAY_CONTEXT_NAMES)[number];
export type ContextValues = Record<
  `${ContextName}${'Poss' | 'Pts' | 'Ppp' | 'PossFreq'}`,
  number | null
>;

/**
 * The context fields of a row, written into `into` after the fields it holds (a fresh object
 * when omitted): by assignment, since spreading dozens of fields into a row literal is slow.
 */
export function contextValues<T extends object = object>(
  row: PlayContextRow | null,
  into?: T,
): T & ContextValues {
  const out = (into ?? {}) as Record<string, unknown>;
  const total = row?.contexts.total.poss ?? 0;
  for (const name of PLAY_CONTEXT_NAMES) {
    const counts = row?.contexts[name] ?? null;
    out[`${name}Poss`] = counts === null ? null : counts.poss;
    out[`${name}Pts`] = counts === null ? null : counts.pts;
    out[`${name}Ppp`] = counts === null || counts.poss === 0 ? null : counts.pts / counts.poss;
    out[`${name}PossFreq`] = counts === null || total === 0 ? null : counts.poss / total;
  }
  return out as T & ContextValues;
}
