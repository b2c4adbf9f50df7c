/** Deciding-shot totals → the tying/go-ahead shooting fields. */
import { DECIDING_SHOT_COUNTS, decidingKey } from '@courtside/contract/schemas';
import type { DecidingKey, DecidingShotCount } from '@courtside/contract/schemas';
import type { DecidingTotals } from '@courtside/warehouse';
import { ratio } from './values';

/** The field-goal counts of all deciding attempts under their `deciding…` names. */
function decidingShots(t: DecidingTotals): Record<DecidingKey<DecidingShotCount>, number> {
  const out = {} as Record<DecidingKey<DecidingShotCount>, number>;
  for (const key of DECIDING_SHOT_COUNTS) out[decidingKey(key)] = t[key];
  return out;
}

export function decidingFields(t: DecidingTotals) {
  return {
    gpDeciding: t.games.size,
    ...decidingShots(t),
    tyingFga: t.tyingFga,
    tyingFgm: t.tyingFgm,
    goAheadFga: t.goAheadFga,
    goAheadFgm: t.goAheadFgm,
    gameWinners: t.gameWinners,
    decidingFgPct: ratio(t.fgm, t.fga),
    tyingFgPct: ratio(t.tyingFgm, t.tyingFga),
    goAheadFgPct: ratio(t.goAheadFgm, t.goAheadFga),
  };
}
