/**
 * The games of the shown day after the page's filters: how many there are, the CSV of exactly
 * those, then the finals and the games still to be played as cards. A day without games says
 * so and offers the nearest days that have some; filters that leave nothing say that instead.
 */
import { Link } from 'react-router';
import type { GameDataRow } from '@courtside/contract/schemas';
import { EmptyState } from '@/components/stats/states';
import { csvFileName, downloadCsv } from '@/lib/stats/csv';
import { dayLabel, shortDayLabel } from '../content/game-days';
import { scoreboardCsv } from '../content/scoreboard-csv';
import {
  filterGames,
  orderGames,
  splitByStatus,
  type RankOf,
  type ScoreboardFilters,
  type VenueOf,
} from '../content/scoreboard-games';
import { scoreboardDayPath, type ScoreboardRoute } from '../content/scoreboard-route';
import type { NeighbourDays } from '../hooks/use-neighbour-days';
import { ScoreboardGameCard } from './ScoreboardGameCard';

export const gamesText = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/** The CSV's file name: the division, the day and the filters in force. */
export const scoreboardCsvName = (route: ScoreboardRoute, filterText: string): string =>
  csvFileName(
    `Scoreboard ${route.division.name} ${route.day}${filterText ? ` ${filterText}` : ''}`,
  );

export interface DayEmptyStateProps {
  route: ScoreboardRoute;
  search: string;
  neighbours: NeighbourDays;
  /** The day's games of the division before the filters. */
  dayGames: number;
  filterText: string;
  onClearFilters: () => void;
}

/**
 * A day that shows no card, stored or live: without games it offers the nearest days with
 * some; with games the filters left out, it says so and offers to clear them.
 */
export function DayEmptyState({
  route,
  search,
  neighbours,
  dayGames,
  filterText,
  onClearFilters,
}: DayEmptyStateProps) {
  const when = dayLabel(route.day);
  if (dayGames === 0) {
    return (
      <EmptyState message={`No ${route.division.name} games on ${when}.`}>
        <NearestDays route={route} search={search} neighbours={neighbours} />
      </EmptyState>
    );
  }
  return (
    <EmptyState message={`None of the ${gamesText(dayGames)} on ${when} match ${filterText}.`}>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onClearFilters}>
        Show every game
      </button>
    </EmptyState>
  );
}

/** The previous and next day with games, as links (a day without games offers them). */
function NearestDays({
  route,
  search,
  neighbours,
}: {
  route: ScoreboardRoute;
  search: string;
  neighbours: NeighbourDays;
}) {
  const days = [neighbours.previous, neighbours.next].flatMap((neighbour) =>
    neighbour.status === 'found' ? [neighbour.day] : [],
  );
  if (days.length === 0) return null;
  return (
    <p className="mb-0">
      Nearest days with games:{' '}
      {days.map((day, index) => (
        <span key={day}>
          {index > 0 && ' or '}
          <Link to={`${scoreboardDayPath(route, day)}${search}`}>{shortDayLabel(day)}</Link>
        </span>
      ))}
      .
    </p>
  );
}

function GameSection({
  title,
  games,
  rankOf,
  venueOf,
  note,
}: {
  title: string;
  games: readonly GameDataRow[];
  rankOf: RankOf;
  venueOf: VenueOf;
  note?: string;
}) {
  if (games.length === 0) return null;
  return (
    <section className="scoreboard-section" aria-label={`${title}: ${gamesText(games.length)}`}>
      <h2 className="h5">
        {title} <span className="text-body-secondary fw-normal">({games.length})</span>
      </h2>
      {note !== undefined && <p className="scoreboard-section__note">{note}</p>}
      <ul className="scoreboard-games">
        {games.map((game) => (
          <ScoreboardGameCard key={game.gameId} game={game} rankOf={rankOf} venueOf={venueOf} />
        ))}
      </ul>
    </section>
  );
}

export interface DayGamesProps {
  route: ScoreboardRoute;
  search: string;
  games: readonly GameDataRow[];
  filters: ScoreboardFilters;
  rankOf: RankOf;
  venueOf: VenueOf;
  neighbours: NeighbourDays;
  /** The filters' wording for the messages ("ACC, ranked teams"); empty when none is set. */
  filterText: string;
  onClearFilters: () => void;
}

export function DayGames({
  route,
  search,
  games,
  filters,
  rankOf,
  venueOf,
  neighbours,
  filterText,
  onClearFilters,
}: DayGamesProps) {
  const shown = orderGames(filterGames(games, filters, rankOf), rankOf);
  if (shown.length === 0) {
    return (
      <DayEmptyState
        route={route}
        search={search}
        neighbours={neighbours}
        dayGames={games.length}
        filterText={filterText}
        onClearFilters={onClearFilters}
      />
    );
  }
  const { finals, upcoming } = splitByStatus(shown);
  const exportCsv = () =>
    downloadCsv(scoreboardCsvName(route, filterText), scoreboardCsv(shown, rankOf, venueOf));
  return (
    <>
      <div className="scoreboard-bar">
        <p className="scoreboard-bar__count" aria-live="polite">
          {gamesText(shown.length)}
          {shown.length < games.length ? ` of ${games.length}` : ''} · {finals.length} final ·{' '}
          {upcoming.length} to play
        </p>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={exportCsv}
        >
          Download CSV
        </button>
      </div>
      <GameSection title="Final" games={finals} rankOf={rankOf} venueOf={venueOf} />
      <GameSection
        title="Upcoming"
        games={upcoming}
        rankOf={rankOf}
        venueOf={venueOf}
        note="The schedule gives the date of a game, not its tip time or live clock. Projections are from both teams' adjusted ratings to date, home court applied unless neutral."
      />
    </>
  );
}
