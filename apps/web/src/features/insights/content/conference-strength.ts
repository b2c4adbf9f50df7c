/**
 * Conference strength: the conferences of a division ordered by the mean adjusted efficiency
 * margin (AdjEM) of their teams, as `conference-agg-stats` gives it on its season row. Rows of
 * other scopes, defense twins and conferences without a rating are left out.
 */
import type { ConferenceAggStatsRow } from '@courtside/contract/schemas';
import { formatValue } from '@/lib/stats/format';

export type ConferenceRatingRow = Pick<
  ConferenceAggStatsRow,
  | 'conferenceId'
  | 'conferenceShortName'
  | 'conferenceLongName'
  | 'teams'
  | 'scope'
  | 'isOffense'
  | 'netRtgAdj'
  | 'sos'
>;

export interface ConferenceStrength {
  conferenceId: number;
  shortName: string;
  longName: string;
  teams: number;
  /** Mean AdjEM of the conference's teams. */
  netRtgAdj: number;
  /** Mean strength of schedule; null when the data has none. */
  sos: number | null;
}

export function rankConferences(
  rows: readonly ConferenceRatingRow[],
  limit: number,
): ConferenceStrength[] {
  const seen = new Set<number>();
  const conferences: ConferenceStrength[] = [];
  for (const row of rows) {
    const { netRtgAdj } = row;
    if (row.scope !== 'season' || !row.isOffense || netRtgAdj === null) continue;
    if (seen.has(row.conferenceId)) continue;
    seen.add(row.conferenceId);
    conferences.push({
      conferenceId: row.conferenceId,
      shortName: row.conferenceShortName,
      longName: row.conferenceLongName,
      teams: row.teams,
      netRtgAdj,
      sos: row.sos,
    });
  }
  return conferences
    .sort((a, b) => b.netRtgAdj - a.netRtgAdj || a.shortName.localeCompare(b.shortName))
    .slice(0, limit);
}

const margin = (value: number): string => formatValue('signedDecimal1', value);

/**
 * "The Big Ten's 18 teams averaged +14.2 adjusted efficiency margin, 2.1 points ahead of the
 * SEC" (the lead over the second, when there is one).
 */
export function conferenceHeadline(ranked: readonly ConferenceStrength[]): string | null {
  const [first, second] = ranked;
  if (first === undefined) return null;
  const teams = `${first.teams} ${first.teams === 1 ? 'team' : 'teams'}`;
  const lead =
    second === undefined
      ? ''
      : `, ${formatValue('decimal1', first.netRtgAdj - second.netRtgAdj)} points ahead of the ${second.shortName}`;
  return `The ${first.shortName}'s ${teams} averaged ${margin(first.netRtgAdj)} adjusted efficiency margin${lead}`;
}
