/**
 * The team scatter's settings: the four stat pickers (x, y, size, color), a swap of the axes,
 * the season / division / conference, the minimum games, the team search and the guides. Each
 * writes the URL; typing in the search replaces the history entry rather than adding one.
 */
import type { Gender } from '@courtside/contract';
import type { SetFilters } from '@/lib/stats/url-filters';
import { groupStats } from '../content/stat-groups';
import { NO_COLOR, NO_SIZE, TEAM_COLORS } from '../content/scatter-params';
import { TEAM_SCATTER_STATS, type TeamScatterFilters } from '../content/team-scatter-route';
import type { ScatterScope } from '../hooks/use-scatter-scope';
import {
  GuideSwitches,
  MinimumInput,
  ScopeControls,
  SearchBox,
  StatSelect,
} from './ScatterControls';

const GROUPS = groupStats(TEAM_SCATTER_STATS);
const SIZE_EXTRAS = [{ value: NO_SIZE, label: 'None (same size)' }] as const;
const COLOR_EXTRAS = [
  { value: TEAM_COLORS, label: 'Team colors (initials)' },
  { value: NO_COLOR, label: 'None (one color)' },
] as const;

export interface TeamScatterControlsProps {
  filters: TeamScatterFilters;
  setFilters: SetFilters<TeamScatterFilters>;
  scope: ScatterScope;
  preferredGender: Gender;
  /** Teams the search highlights. */
  matches: number;
}

export function TeamScatterControls({
  filters,
  setFilters,
  scope,
  preferredGender,
  matches,
}: TeamScatterControlsProps) {
  return (
    <>
      <StatSelect
        id="team-scatter-x"
        label="Horizontal axis (x)"
        value={filters.x}
        groups={GROUPS}
        onChange={(x) => setFilters({ x })}
      />
      <StatSelect
        id="team-scatter-y"
        label="Vertical axis (y)"
        value={filters.y}
        groups={GROUPS}
        onChange={(y) => setFilters({ y })}
      />
      <StatSelect
        id="team-scatter-size"
        label="Size"
        value={filters.size}
        groups={GROUPS}
        extraOptions={SIZE_EXTRAS}
        onChange={(size) => setFilters({ size })}
      />
      <StatSelect
        id="team-scatter-color"
        label="Color"
        value={filters.color}
        groups={GROUPS}
        extraOptions={COLOR_EXTRAS}
        onChange={(color) => setFilters({ color })}
      />
      <div className="scatter-control">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action w-100"
          onClick={() => setFilters({ x: filters.y, y: filters.x })}
        >
          Swap axes
        </button>
      </div>
      <ScopeControls
        idPrefix="team-scatter"
        scope={scope}
        preferredGender={preferredGender}
        onCompetition={(competition) => setFilters({ competition, conference: null })}
        onDivision={(division) => setFilters({ division, conference: null })}
        onConference={(conference) => setFilters({ conference })}
      />
      <MinimumInput
        id="team-scatter-min-games"
        label="Minimum games"
        value={filters.minGames}
        max={60}
        onChange={(minGames) => setFilters({ minGames }, { replace: true })}
      />
      <SearchBox
        id="team-scatter-search"
        label="Highlight a team"
        value={filters.search}
        matches={matches}
        onChange={(search) => setFilters({ search }, { replace: true })}
      />
      <GuideSwitches
        idPrefix="team-scatter"
        values={filters}
        onChange={(key, value) => setFilters({ [key]: value })}
      />
    </>
  );
}
