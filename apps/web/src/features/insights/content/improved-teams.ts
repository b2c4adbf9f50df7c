/**
 * The most improved teams: a school's adjusted efficiency margin (AdjEM) this season against
 * the season before. Team ids change every season, so the two seasons' rows are matched by the
 * school's `teamKey` from the `teams` list (stable across seasons). A school missing from
 * either season, without a rating in one of them, or no better than before, is left out.
 * Largest gain first; ties go to the better rating this season.
 */
import type { TeamAggStatsRow, TeamDataRow } from '@courtside/contract/schemas';
import { formatValue } from '@/lib/stats/format';

/** A team's season rating: the fields of a `team-agg-stats` season row the story reads. */
export type TeamRatingRow = Pick<
  TeamAggStatsRow,
  'competitionId' | 'teamId' | 'teamMarket' | 'netRtgAdj' | 'netRanking'
>;

/** Which school a team of a season is: the fields of a `teams` row the story reads. */
export type SchoolRow = Pick<TeamDataRow, 'competitionId' | 'teamId' | 'teamKey'>;

export interface SeasonRating {
  competitionId: number;
  teamId: number;
  netRtgAdj: number;
  netRanking: number | null;
}

export interface ImprovedTeam {
  teamKey: string;
  market: string;
  now: SeasonRating;
  before: SeasonRating;
  /** AdjEM now minus AdjEM before, points per 100 possessions. */
  gain: number;
}

export interface ImprovementInput {
  competitionId: number;
  previousCompetitionId: number;
  current: readonly TeamRatingRow[];
  previous: readonly TeamRatingRow[];
  /** Both seasons' teams (one list or two joined). */
  schools: readonly SchoolRow[];
}

const seasonTeam = (competitionId: number, teamId: number): string => `${competitionId}:${teamId}`;

/** School key → the season's rated team. */
function ratingsBySchool(
  rows: readonly TeamRatingRow[],
  competitionId: number,
  keyOf: ReadonlyMap<string, string>,
): Map<string, TeamRatingRow & { netRtgAdj: number }> {
  const bySchool = new Map<string, TeamRatingRow & { netRtgAdj: number }>();
  for (const row of rows) {
    const { netRtgAdj } = row;
    if (row.competitionId !== competitionId || netRtgAdj === null) continue;
    const key = keyOf.get(seasonTeam(competitionId, row.teamId));
    if (key !== undefined) bySchool.set(key, { ...row, netRtgAdj });
  }
  return bySchool;
}

const ratingOf = (row: TeamRatingRow & { netRtgAdj: number }): SeasonRating => ({
  competitionId: row.competitionId,
  teamId: row.teamId,
  netRtgAdj: row.netRtgAdj,
  netRanking: row.netRanking,
});

export function rankImprovedTeams(input: ImprovementInput, limit: number): ImprovedTeam[] {
  const keyOf = new Map(
    input.schools.map((school) => [
      seasonTeam(school.competitionId, school.teamId),
      school.teamKey,
    ]),
  );
  const now = ratingsBySchool(input.current, input.competitionId, keyOf);
  const before = ratingsBySchool(input.previous, input.previousCompetitionId, keyOf);
  const improved: ImprovedTeam[] = [];
  for (const [teamKey, current] of now) {
    const prior = before.get(teamKey);
    if (prior === undefined || current.netRtgAdj <= prior.netRtgAdj) continue;
    improved.push({
      teamKey,
      market: current.teamMarket,
      now: ratingOf(current),
      before: ratingOf(prior),
      gain: current.netRtgAdj - prior.netRtgAdj,
    });
  }
  return improved
    .sort((a, b) => b.gain - a.gain || b.now.netRtgAdj - a.now.netRtgAdj)
    .slice(0, limit);
}

const margin = (value: number): string => formatValue('signedDecimal1', value);

/** The rise in the division's ranking, when both seasons rank the team and it rose. */
function rankMove({ before, now }: ImprovedTeam): string {
  if (before.netRanking === null || now.netRanking === null) return '';
  if (now.netRanking >= before.netRanking) return '';
  return ` and climbed from No. ${before.netRanking} to No. ${now.netRanking}`;
}

/** "Bravo gained 12.3 points of adjusted efficiency margin (−4.1 to +8.2) and climbed …". */
export const improvedHeadline = (team: ImprovedTeam): string =>
  `${team.market} gained ${formatValue('decimal1', team.gain)} points of adjusted efficiency margin (${margin(team.before.netRtgAdj)} to ${margin(team.now.netRtgAdj)})${rankMove(team)}`;
