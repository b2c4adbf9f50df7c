/**
 * /streaming/:competitionId (§2): the day's games from the live stream — live first, then
 * scheduled by tip, then final — updating in place as summaries arrive, filtered by day (today
 * or tomorrow, US Eastern) and conference in the URL. Open to everyone; each game's own page
 * holds its live stats (tier ≥ 2).
 */
import type { ReactNode } from 'react';
import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { FilterBar } from '@/components/forms/FilterBar';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { StatsAreaHeader, StatsAreaView } from '@/components/stats/StatsAreaHeader';
import { EmptyState } from '@/components/stats/states';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { liveGameDate, shownGames } from '../content/game-status';
import { LIVE_DAYS, LIVE_GAMES_FILTERS, parseLiveGamesRoute } from '../content/live-route';
import { useLiveGames } from '@/lib/live/use-live-games';
import { ConnectionBanner } from './ConnectionBanner';
import { LiveGameTile } from './LiveGameTile';
import './live.css';

export function LiveGamesPage({
  notFound,
  now = () => new Date(),
}: {
  notFound: ReactNode;
  now?: () => Date;
}) {
  const route = parseLiveGamesRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <LiveGamesArea key={route.competitionId} competitionId={route.competitionId} now={now} />;
}

function LiveGamesArea({ competitionId, now }: { competitionId: number; now: () => Date }) {
  useDocumentTitle('Live games');
  const id = useId();
  const [filters, setFilters] = useUrlFilters(LIVE_GAMES_FILTERS);
  const { connection, games, loaded, caughtUp, error } = useLiveGames(competitionId);
  const conferences = useCompetitionConferences(competitionId);
  const conferenceOptions = useMemo(
    () => [
      { value: 0, label: 'All conferences' },
      ...(conferences.data ?? [])
        .map((row) => ({ value: row.conferenceId, label: row.conferenceShortName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ],
    [conferences.data],
  );
  const gameDate = liveGameDate(now(), filters.day);
  const shown = shownGames(games.values(), gameDate, filters.conference);
  const dayLabel = filters.day === 'today' ? 'today' : 'tomorrow';

  return (
    <div className="live container-fluid py-3">
      <StatsAreaHeader title="Live games" competitionId={competitionId} />
      <StatsAreaView>
        <ConnectionBanner connection={connection} caughtUp={caughtUp} />
        <FilterBar label="Live game filters">
          <ToggleGroup
            label="Day"
            options={LIVE_DAYS}
            value={filters.day}
            onChange={(day) => setFilters({ day })}
          />
          <LabeledSelect
            id={`${id}-conference`}
            label="Conference"
            value={filters.conference}
            options={conferenceOptions}
            onChange={(conference) => setFilters({ conference })}
          />
        </FilterBar>
        {error !== null ? (
          <p className="text-danger" role="alert">
            {error}
          </p>
        ) : !loaded ? (
          <p className="text-body-secondary" role="status">
            Loading the games…
          </p>
        ) : shown.length === 0 ? (
          <EmptyState
            message={
              filters.conference === 0
                ? `No games ${dayLabel}`
                : `No games ${dayLabel} in this conference`
            }
          />
        ) : (
          <ul className="live-tiles list-unstyled" aria-label={`Games ${dayLabel}`}>
            {shown.map((game) => (
              <LiveGameTile key={game.gameId} game={game} />
            ))}
          </ul>
        )}
      </StatsAreaView>
    </div>
  );
}
