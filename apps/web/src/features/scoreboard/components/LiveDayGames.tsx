/**
 * The games of a live day after the page's filters, from the stream: how many are in progress,
 * to play and final, the CSV of exactly those, then the three sections as cards that update in
 * place as summaries arrive. A day without games of the division says so and offers the nearest
 * days with some; filters that leave nothing say that instead, as on a stored day.
 */
import type { LiveGameStatus, LiveGameSummary } from '@courtside/contract/live';
import { downloadCsv } from '@/lib/stats/csv';
import { liveSections, type LiveGameRow } from '../content/live-day';
import { liveScoreboardCsv } from '../content/scoreboard-csv';
import {
  filterGames,
  type RankOf,
  type ScoreboardFilters,
  type VenueOf,
} from '../content/scoreboard-games';
import type { ScoreboardRoute } from '../content/scoreboard-route';
import type { NeighbourDays } from '../hooks/use-neighbour-days';
import { DayEmptyState, gamesText, scoreboardCsvName } from './DayGames';
import { LiveGameCard, type LiveRowState } from './LiveGameCard';

/** The stored rows of the day's live games: loaded by id, loading, or failed. */
export type LiveRows =
  | { status: 'loaded'; rowOf: (gameId: number) => LiveGameRow | undefined }
  | { status: 'pending' }
  | { status: 'error' };

const SECTIONS: readonly { status: LiveGameStatus; title: string }[] = [
  { status: 'in-progress', title: 'In progress' },
  { status: 'scheduled', title: 'Upcoming' },
  { status: 'final', title: 'Final' },
];

export interface LiveDayGamesProps {
  route: ScoreboardRoute;
  search: string;
  games: readonly LiveGameSummary[];
  rows: LiveRows;
  filters: ScoreboardFilters;
  rankOf: RankOf;
  venueOf: VenueOf;
  neighbours: NeighbourDays;
  /** The filters' wording for the messages ("ACC, ranked teams"); empty when none is set. */
  filterText: string;
  onClearFilters: () => void;
  timeZone?: string;
}

export function LiveDayGames({
  route,
  search,
  games,
  rows,
  filters,
  rankOf,
  venueOf,
  neighbours,
  filterText,
  onClearFilters,
  timeZone,
}: LiveDayGamesProps) {
  const shown = filterGames(games, filters, rankOf);
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
  const sections = liveSections(shown, rankOf);
  const storedOf = (gameId: number): LiveRowState =>
    rows.status === 'loaded' ? { status: 'loaded', row: rows.rowOf(gameId) } : rows;
  const exportCsv = () =>
    downloadCsv(
      scoreboardCsvName(route, filterText),
      liveScoreboardCsv(
        route.day,
        SECTIONS.flatMap((section) => sections[section.status]),
        rows.status === 'loaded' ? rows.rowOf : () => undefined,
        rankOf,
        venueOf,
      ),
    );
  return (
    <>
      <div className="scoreboard-bar">
        <p className="scoreboard-bar__count">
          {gamesText(shown.length)}
          {shown.length < games.length ? ` of ${games.length}` : ''} ·{' '}
          {sections['in-progress'].length} in progress · {sections.scheduled.length} to play ·{' '}
          {sections.final.length} final
        </p>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={exportCsv}
        >
          Download CSV
        </button>
      </div>
      {SECTIONS.map(({ status, title }) => {
        const listed = sections[status];
        if (listed.length === 0) return null;
        return (
          <section
            key={status}
            className="scoreboard-section"
            aria-label={`${title}: ${gamesText(listed.length)}`}
          >
            <h2 className="h5">
              {title} <span className="text-body-secondary fw-normal">({listed.length})</span>
            </h2>
            {status === 'scheduled' && (
              <p className="scoreboard-section__note">
                Tip times in US Eastern, with yours where it differs. Projections are from both
                teams&apos; adjusted ratings, home court applied unless neutral.
              </p>
            )}
            <ul className="scoreboard-games">
              {listed.map((game) => (
                <LiveGameCard
                  key={game.gameId}
                  game={game}
                  stored={storedOf(game.gameId)}
                  rankOf={rankOf}
                  venueOf={venueOf}
                  timeZone={timeZone}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
