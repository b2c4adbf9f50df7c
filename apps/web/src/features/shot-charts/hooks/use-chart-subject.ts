/**
 * Who a team chart is of: the chosen school's team in the chosen season (team ids are per
 * season, so the school is found again by its key), its roster, and the chosen player checked
 * against that roster. A player the roster does not list (an edited or outdated link) is not
 * asked for, since the API refuses an unknown player: the chart shows the whole team instead.
 */
import type { CompetitionTeamPlayerRow } from '@courtside/contract/schemas';
import { useTeamInCompetition, type TeamInCompetition } from '@/lib/stats/use-team-in-competition';
import { useTeamRoster } from '../api/team-roster';
import type { ChartChoice } from '../content/chart-choices';

export type ChosenPlayer =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'error'; retry: () => unknown }
  | { status: 'unknown'; playerId: number }
  | { status: 'found'; player: CompetitionTeamPlayerRow };

export type RosterQuery = ReturnType<typeof useTeamRoster>;

export interface ChartSubject {
  team: TeamInCompetition;
  /** The team's roster (no request until the team is found). */
  roster: RosterQuery;
  player: ChosenPlayer;
}

function chosenPlayer(choice: ChartChoice, teamFound: boolean, roster: RosterQuery): ChosenPlayer {
  if (choice.subject !== 'team' || choice.player === null) return { status: 'none' };
  if (!teamFound || roster.status === 'pending') return { status: 'pending' };
  if (roster.status === 'error') return { status: 'error', retry: roster.refetch };
  const player = roster.data?.find((row) => row.playerId === choice.player);
  return player === undefined
    ? { status: 'unknown', playerId: choice.player }
    : { status: 'found', player };
}

export function useChartSubject(choice: ChartChoice): ChartSubject {
  const team = useTeamInCompetition(choice.subject === 'team' ? choice.team : null, choice.season);
  const found = team.status === 'found' ? team.team : null;
  const roster = useTeamRoster(
    found === null ? null : { competitionId: choice.season, teamId: found.teamId },
  );
  return { team, roster, player: chosenPlayer(choice, found !== null, roster) };
}
