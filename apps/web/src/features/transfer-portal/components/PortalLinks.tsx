/**
 * Links of the portal's names: a player to his page of the season he left (the season whose
 * line the portal shows), a school to its team page.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import type { PortalEntrant } from '../content/entrants';
import type { MoveGroup } from '../content/summaries';

export function EntrantName({ entrant }: { entrant: PortalEntrant }) {
  const { competitionIdFrom, playerIdFrom, fullName } = entrant;
  if (competitionIdFrom === null || playerIdFrom === null) return <>{fullName}</>;
  return <Link to={paths.player(competitionIdFrom, playerIdFrom)}>{fullName}</Link>;
}

export function GroupName({ group }: { group: MoveGroup }) {
  if (group.link === null) return <>{group.label}</>;
  return <Link to={paths.team(group.link.competitionId, group.link.teamId)}>{group.label}</Link>;
}
