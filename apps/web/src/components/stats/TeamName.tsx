/**
 * A team's name linked to its page in a competition. Teams outside Division I have no page
 * (a null id): their name is plain text.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';

export interface TeamNameProps {
  competitionId: number;
  teamId: number | null;
  market: string;
  className?: string;
}

export function TeamName({ competitionId, teamId, market, className }: TeamNameProps) {
  if (teamId === null) return <>{market}</>;
  return (
    <Link className={className} to={paths.team(competitionId, teamId)}>
      {market}
    </Link>
  );
}
