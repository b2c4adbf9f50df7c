/**
 * Where a newcomer goes next: the conference home, the division's own pages, the national
 * tournament's bracket and the team and player pages (every name on the overview links to its
 * page). Navigation only: it needs no data, so it shows while the rest loads.
 */
import { Link } from 'react-router';
import { DIVISIONS, defaultTournamentId, paths } from '@courtside/contract';
import type { StarterDivision } from '../content/starter-route';

export interface ExploreLinksProps {
  competitionId: number;
  division: StarterDivision;
}

export function ExploreLinks({ competitionId, division }: ExploreLinksProps) {
  const tournamentId = defaultTournamentId(competitionId);
  return (
    <section className="starter__section" aria-labelledby="starter-explore">
      <h2 className="h5" id="starter-explore">
        Explore the season
      </h2>
      <ul className="starter__explore">
        <li>
          <Link to={paths.conferenceHome(competitionId)}>Conferences</Link>
          <span className="small text-body-secondary">
            {' '}
            — every conference by division, each with its standings and leaders
          </span>
        </li>
        <li>
          {division.name}:{' '}
          <Link to={paths.division(competitionId, division.label, 'standings')}>Standings</Link>
          {' · '}
          <Link to={paths.division(competitionId, division.label, 'team-box')}>Team stats</Link>
          {' · '}
          <Link to={paths.division(competitionId, division.label, 'player-box')}>
            Player leaders
          </Link>
          {' · '}
          <Link to={paths.division(competitionId, division.label, 'rankings')}>Rankings</Link>
        </li>
        <li>
          Other divisions:{' '}
          {DIVISIONS.filter((other) => other.id !== division.id).map((other, index) => (
            <span key={other.id}>
              {index > 0 && ' · '}
              <Link to={paths.division(competitionId, other.label, 'standings')}>{other.name}</Link>
            </span>
          ))}
        </li>
        <li>
          {tournamentId === null ? (
            <span className="text-body-secondary">
              No national tournament bracket for this season yet
            </span>
          ) : (
            <>
              <Link to={paths.tournament(competitionId, tournamentId, 'bracket')}>
                National tournament bracket
              </Link>
              <span className="small text-body-secondary"> — results by round and region</span>
            </>
          )}
        </li>
        <li>
          Teams and players: every name on this page opens its page, and the search box at the top
          finds any team, player or game.
        </li>
      </ul>
    </section>
  );
}
