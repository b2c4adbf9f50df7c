/**
 * The team a chart draws when its URL names none (content/default-team.ts): asked for only
 * while the chart wants one, from the same request the quick picks make.
 */
import type { Competition } from '@courtside/contract';
import { seasonCompetitionIds, useTopOptions } from '../api/top-options';
import { needsDefaultTeam, topTeamOf } from '../content/default-team';
import type { ChartChoice } from '../content/chart-choices';

export type DefaultTeam =
  /** The chart names its team (or shows a division), or has no default. */
  | { status: 'unused' }
  | { status: 'pending' }
  /** The season lists no top team, or the list failed: the chart asks for a team. */
  | { status: 'none' }
  | { status: 'found'; teamId: number };

export function useDefaultTeam(
  choice: ChartChoice,
  competition: Competition,
  hasDefault: boolean,
): DefaultTeam {
  const wanted = hasDefault && needsDefaultTeam(choice);
  const options = useTopOptions(wanted ? seasonCompetitionIds(competition) : null);
  if (!wanted) return { status: 'unused' };
  if (options.status === 'pending') return { status: 'pending' };
  const top = topTeamOf(options.data ?? [], choice.season);
  return top === null ? { status: 'none' } : { status: 'found', teamId: top.value };
}
