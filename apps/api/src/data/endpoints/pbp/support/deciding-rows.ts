/** Deciding-shot totals → the tying/go-ahead shooting fields. */
import type { DecidingTotals } from '@courtside/warehouse';
import { ratio } from './values';

export function decidingFields(t: DecidingTotals) {
  return {
    gpDeciding: t.games.size,
    decidingFga: t.fga,
    decidingFgm: t.fgm,
    decidingFga3: t.fga3,
    decidingFgm3: t.fgm3,
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
