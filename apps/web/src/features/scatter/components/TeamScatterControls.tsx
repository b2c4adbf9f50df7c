/**
 * The team scatter's settings: the four stat pickers (x, y, size, color), a swap of the axes,
 * the season / division / conference, the minimum games, the team search and the guides. Each
 * writes the URL; typing in the search replaces the history entry rather than adding one.
 */
import type { Gender } from '@courtside/contract';
import type { SetFilters } from '@/lib/stats/url-filters';
import { groupStats } from '../content/stat-groups';
import { NO_COLOR, TEAM_COLORS } from '../content/scatter-params';
import { TEAM_SCATTER_STATS, type TeamScatterFilters } from '../content/team-scatter-route';
import type { ScatterScope } from '../hooks/use-scatter-scope';
import { ScatterChoices } from './ScatterChoices';
import { GuideSwitches, MinimumInput, SearchBox } from './ScatterControls';

const GROUPS = groupStats(TEAM_SCATTER_STATS);
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
      <ScatterChoices
        idPrefix="team-scatter"
        values={filters}
        groups={GROUPS}
        colorExtras={COLOR_EXTRAS}
        scope={scope}
        preferredGender={preferredGender}
        onChange={setFilters}
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
