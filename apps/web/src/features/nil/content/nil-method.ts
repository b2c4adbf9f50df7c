/**
 * What the method view says about the NIL index (METHODS §10) and the summary it reads from
 * the index rows themselves: how many players the pool holds and how they spread over the
 * tiers. The weights are the engine's; the tier bands come from the rows, so the page shows
 * the bands the API applied.
 */

export const NIL_COMPONENTS = [
  {
    label: 'Rating',
    weight: 0.45,
    text: 'How well he plays: his season box rating (BPM), points per 100 possessions better than an average player.',
  },
  {
    label: 'Minutes',
    weight: 0.25,
    text: 'How much he is seen: his season minutes.',
  },
  {
    label: 'Program prestige',
    weight: 0.2,
    text: "How big the stage is: his program's adjusted-margin rank over the last three seasons plus its national tournament appearances.",
  },
  {
    label: 'Team',
    weight: 0.1,
    text: 'How good his team is this season: its adjusted efficiency margin.',
  },
] as const;

interface TierRow {
  nilTier: string;
  nilRangeLow: number;
  nilRangeHigh: number;
}

export interface TierSummary {
  tier: string;
  low: number;
  high: number;
  players: number;
  share: number;
}

export interface PoolSummary {
  players: number;
  /** Best tier first (highest band). */
  tiers: TierSummary[];
}

/** The players of the pool by tier, best tier first; null for no rows. */
export function poolSummary(rows: readonly TierRow[]): PoolSummary | null {
  const byTier = new Map<string, TierSummary>();
  for (const row of rows) {
    const entry = byTier.get(row.nilTier) ?? {
      tier: row.nilTier,
      low: row.nilRangeLow,
      high: row.nilRangeHigh,
      players: 0,
      share: 0,
    };
    entry.players += 1;
    byTier.set(row.nilTier, entry);
  }
  if (rows.length === 0) return null;
  const tiers = [...byTier.values()]
    .sort((a, b) => b.low - a.low)
    .map((entry) => ({ ...entry, share: entry.players / rows.length }));
  return { players: rows.length, tiers };
}
