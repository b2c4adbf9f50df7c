/**
 * Previous and next day with games (not simply ±1 day: a Monday after a Saturday slate goes to
 * the Saturday), keeping the page's filters. While a neighbour is being found its link is a
 * placeholder; where the data has none the button says so instead of leading to an empty day.
 */
import { Link } from 'react-router';
import { monthLabel, shortDayLabel } from '../content/game-days';
import { scoreboardDayPath, type ScoreboardRoute } from '../content/scoreboard-route';
import type { NeighbourDay, NeighbourDays } from '../hooks/use-neighbour-days';

function NeighbourLink({
  route,
  search,
  neighbour,
  direction,
}: {
  route: ScoreboardRoute;
  search: string;
  neighbour: NeighbourDay;
  direction: 'previous' | 'next';
}) {
  const arrow = direction === 'previous' ? '‹' : '›';
  const word = direction === 'previous' ? 'Previous' : 'Next';
  switch (neighbour.status) {
    case 'found':
      return (
        <Link
          className="btn btn-outline-primary btn-sm"
          to={`${scoreboardDayPath(route, neighbour.day)}${search}`}
          rel={direction === 'previous' ? 'prev' : 'next'}
        >
          {direction === 'previous' && <span aria-hidden="true">{arrow} </span>}
          {word} game day: {shortDayLabel(neighbour.day)}
          {direction === 'next' && <span aria-hidden="true"> {arrow}</span>}
        </Link>
      );
    case 'pending':
      return (
        <span className="btn btn-outline-secondary btn-sm disabled" aria-disabled="true">
          Finding the {word.toLowerCase()} game day…
        </span>
      );
    case 'error':
      return (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={neighbour.retry}>
          {word} game day could not be found: retry
        </button>
      );
    case 'none':
      return (
        <span className="scoreboard-nav__none">
          {direction === 'previous'
            ? 'No earlier games this season'
            : neighbour.through === null
              ? 'No later games this season'
              : `No later games through ${monthLabel(neighbour.through)}`}
        </span>
      );
  }
}

export function DayNavigation({
  route,
  search,
  neighbours,
}: {
  route: ScoreboardRoute;
  search: string;
  neighbours: NeighbourDays;
}) {
  return (
    <nav className="scoreboard-nav" aria-label="Game days">
      <NeighbourLink
        route={route}
        search={search}
        neighbour={neighbours.previous}
        direction="previous"
      />
      <NeighbourLink route={route} search={search} neighbour={neighbours.next} direction="next" />
    </nav>
  );
}
