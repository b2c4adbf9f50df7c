/**
 * The stats home (§2 /stats/home): where the stats areas start — the season picker, the
 * signed-in user's team and conference in that season, and the season's latest results, each
 * opening its game page. Without a `competition` in the address the season is the user's
 * default (their team's gender, lib/stats/stats-defaults); a visitor's is men's 2024-25.
 */
import { GameResultItem } from '@/components/stats/GameResultItem';
import { getCompetition } from '@courtside/contract';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { DataState, SimulatedDataBadge, TableSkeleton } from '@/components/stats/states';
import { optionalCompetitionParam, useStatsDefaults } from '@/lib/stats/stats-defaults';
import { defineUrlFilters, useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useLatestGames } from '../api/latest-games';
import { MyStatsLinks } from './MyStatsLinks';
import './stats-home.css';

export const STATS_HOME_FILTERS = defineUrlFilters({ competition: optionalCompetitionParam });

export function StatsHomePage() {
  useDocumentTitle('Stats');
  const defaults = useStatsDefaults();
  const [filters, setFilters] = useUrlFilters(STATS_HOME_FILTERS);
  const competitionId = filters.competition ?? defaults.competitionId;
  const latest = useLatestGames(competitionId);
  const isSimulated = useIsSimulated(competitionId);
  const season = getCompetition(competitionId)?.label ?? '';
  return (
    <div className="container-xl py-3">
      <h1>Stats</h1>
      <p>
        Teams, players, games and conferences of men&apos;s and women&apos;s college basketball.
        Find any of them with the search box at the top of every page.
      </p>
      <div className="stats-home__season">
        <CompetitionSelect
          id="stats-home-competition"
          label="Season"
          value={competitionId}
          onChange={(competition) => setFilters({ competition })}
          preferredGender={defaults.gender}
        />
      </div>
      <MyStatsLinks defaults={defaults} competitionId={competitionId} />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-4 mb-2">
        <h2 className="h4 mb-0">Latest results: {season}</h2>
        {isSimulated && <SimulatedDataBadge />}
      </div>
      <DataState
        query={latest}
        skeleton={<TableSkeleton label="Loading the latest results" rows={6} columns={2} />}
        emptyMessage="No results yet this season."
        errorTitle="The latest results could not be loaded"
      >
        {(games) => (
          <ul className="list-group" aria-label="Latest results">
            {games.map((game) => (
              <GameResultItem key={game._id} game={game} />
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}
