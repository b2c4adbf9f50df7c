/**
 * Transfer winners: the teams whose incoming transfers gained the most, by the METHODS §10
 * transfer effect of `team-transfer-agg-stats` (opponent-adjusted offensive rating change of
 * each transfer, net of non-transfers of the same class and role, weighted by minutes). Teams
 * with no rated incoming transfer, or whose transfers did no better than that, are left out.
 * Largest effect first; ties go to the team whose transfers played the larger share of its
 * minutes.
 */
import type { TeamTransferAggRow } from '@courtside/contract/schemas';
import { formatValue } from '@/lib/stats/format';

export type TeamTransferRow = Pick<
  TeamTransferAggRow,
  | 'competitionId'
  | 'teamId'
  | 'teamMarket'
  | 'transfersIn'
  | 'minsInPct'
  | 'transferEffectIn'
  | 'transferEffectInPlayers'
>;

export interface TransferWinner {
  competitionId: number;
  teamId: number;
  market: string;
  transfersIn: number;
  /** Rated incoming transfers behind the effect. */
  ratedPlayers: number;
  /** Share of the team's minutes the incoming transfers played, 0-1; null when unknown. */
  minutesShare: number | null;
  /** ORtg points per 100 plays over comparable non-transfers. */
  effect: number;
}

export function rankTransferWinners(
  rows: readonly TeamTransferRow[],
  limit: number,
): TransferWinner[] {
  const winners: TransferWinner[] = [];
  for (const row of rows) {
    const effect = row.transferEffectIn;
    if (effect === null || effect <= 0 || row.transferEffectInPlayers === 0) continue;
    winners.push({
      competitionId: row.competitionId,
      teamId: row.teamId,
      market: row.teamMarket,
      transfersIn: row.transfersIn,
      ratedPlayers: row.transferEffectInPlayers,
      minutesShare: row.minsInPct,
      effect,
    });
  }
  return winners
    .sort((a, b) => b.effect - a.effect || (b.minutesShare ?? 0) - (a.minutesShare ?? 0))
    .slice(0, limit);
}

const transfersText = (count: number): string =>
  `${count} incoming ${count === 1 ? 'transfer' : 'transfers'}`;

/**
 * "Ironport's 4 incoming transfers scored +5.2 points per 100 plays better than comparable
 * returning players, playing 38.0% of its minutes".
 */
export function transferHeadline(winner: TransferWinner): string {
  const share =
    winner.minutesShare === null
      ? ''
      : `, playing ${formatValue('pct', winner.minutesShare)} of its minutes`;
  return `${winner.market}'s ${transfersText(winner.ratedPlayers)} scored ${formatValue('signedDecimal1', winner.effect)} points per 100 plays better than comparable returning players${share}`;
}
