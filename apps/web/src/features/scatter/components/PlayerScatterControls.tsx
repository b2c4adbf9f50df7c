/**
 * The player scatter's settings: the stat pickers (offering only the stats the user's rows
 * carry), the season / division / conference, the position group, the minimum games and
 * minutes per game, the shot attempts minimum of a shooting percentage on an axis (full rows),
 * the qualified-players switch, the player search and the guides.
 */
import { useMemo } from 'react';
import type { Gender } from '@courtside/contract';
import {
  ATTEMPT_MINIMUM_CHOICES,
  attemptsLabel,
  qualifierPhrase,
  shootingQualifiersOf,
  type PlayerShootingQualifier,
} from '@/lib/stats/shooting-qualifiers';
import type { SetFilters } from '@/lib/stats/url-filters';
import type { PlayerScatterStat } from '../api/player-scatter-rows';
import { POSITION_GROUPS, type PlayerScatterFilters } from '../content/player-scatter-route';
import { NO_COLOR, NO_SIZE, TEAM_COLORS } from '../content/scatter-params';
import type { StatChoice } from '../content/scatter-points';
import { groupStats } from '../content/stat-groups';
import type { ScatterScope } from '../hooks/use-scatter-scope';
import {
  GuideSwitches,
  MinimumInput,
  ScopeControls,
  SearchBox,
  StatSelect,
} from './ScatterControls';

const SIZE_EXTRAS = [{ value: NO_SIZE, label: 'None (same size)' }] as const;
const COLOR_EXTRAS = [
  { value: NO_COLOR, label: 'None (one color)' },
  { value: TEAM_COLORS, label: 'Team colors' },
] as const;

export interface PlayerScatterControlsProps {
  filters: PlayerScatterFilters;
  setFilters: SetFilters<PlayerScatterFilters>;
  /** The stats the user's rows carry. */
  offered: readonly PlayerScatterStat[];
  /** The stats shown (the URL's, where the rows carry them). */
  choice: StatChoice<PlayerScatterStat>;
  scope: ScatterScope;
  preferredGender: Gender;
  matches: number;
  /** The attempts qualifiers of the shooting percentages on the axes (full rows only). */
  qualifiers: readonly PlayerShootingQualifier[];
}

const attemptsKey = (qualifiers: readonly PlayerShootingQualifier[]): string =>
  qualifiers.map((q) => q.attempts).join(',');

export function PlayerScatterControls({
  filters,
  setFilters,
  offered,
  choice,
  scope,
  preferredGender,
  matches,
  qualifiers,
}: PlayerScatterControlsProps) {
  const groups = useMemo(() => groupStats(offered), [offered]);
  // Axes whose percentages count other attempts start from their own default minimums.
  const minAttemptsFor = (x: PlayerScatterStat, y: PlayerScatterStat): number | null =>
    qualifiers.length > 0 && attemptsKey(shootingQualifiersOf([x, y])) === attemptsKey(qualifiers)
      ? filters.minAttempts
      : null;
  return (
    <>
      <StatSelect
        id="player-scatter-x"
        label="Horizontal axis (x)"
        value={choice.x}
        groups={groups}
        onChange={(x) => setFilters({ x, minAttempts: minAttemptsFor(x, choice.y) })}
      />
      <StatSelect
        id="player-scatter-y"
        label="Vertical axis (y)"
        value={choice.y}
        groups={groups}
        onChange={(y) => setFilters({ y, minAttempts: minAttemptsFor(choice.x, y) })}
      />
      <StatSelect
        id="player-scatter-size"
        label="Size"
        value={choice.size ?? NO_SIZE}
        groups={groups}
        extraOptions={SIZE_EXTRAS}
        onChange={(size) => setFilters({ size })}
      />
      <StatSelect
        id="player-scatter-color"
        label="Color"
        value={choice.color ?? NO_COLOR}
        groups={groups}
        extraOptions={COLOR_EXTRAS}
        onChange={(color) => setFilters({ color })}
      />
      <div className="scatter-control">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action w-100"
          onClick={() => setFilters({ x: choice.y, y: choice.x })}
        >
          Swap axes
        </button>
      </div>
      <ScopeControls
        idPrefix="player-scatter"
        scope={scope}
        preferredGender={preferredGender}
        onCompetition={(competition) => setFilters({ competition, conference: null })}
        onDivision={(division) => setFilters({ division, conference: null })}
        onConference={(conference) => setFilters({ conference })}
      />
      <div className="scatter-control">
        <label className="form-label small mb-0" htmlFor="player-scatter-position">
          Position
        </label>
        <select
          id="player-scatter-position"
          className="form-select form-select-sm"
          value={filters.position}
          onChange={(event) => {
            const group = POSITION_GROUPS.find((entry) => entry.value === event.target.value);
            if (group !== undefined) setFilters({ position: group.value });
          }}
        >
          {POSITION_GROUPS.map((group) => (
            <option key={group.value} value={group.value}>
              {group.label}
            </option>
          ))}
        </select>
      </div>
      <MinimumInput
        id="player-scatter-min-games"
        label="Minimum games"
        value={filters.minGames}
        max={60}
        onChange={(minGames) => setFilters({ minGames }, { replace: true })}
      />
      <MinimumInput
        id="player-scatter-min-minutes"
        label="Minimum minutes per game"
        value={filters.minMinutes}
        max={40}
        onChange={(minMinutes) => setFilters({ minMinutes }, { replace: true })}
      />
      {qualifiers.length > 0 && (
        <AttemptsMinimum
          qualifiers={qualifiers}
          chosen={filters.minAttempts}
          onChange={(minAttempts) => setFilters({ minAttempts })}
        />
      )}
      <SearchBox
        id="player-scatter-search"
        label="Highlight a player or team"
        value={filters.search}
        matches={matches}
        onChange={(search) => setFilters({ search }, { replace: true })}
      />
      <div className="scatter-control scatter-control--wide form-check form-switch mb-1">
        <input
          id="player-scatter-qualified"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={filters.qualified}
          onChange={(event) => setFilters({ qualified: event.target.checked })}
        />
        <label className="form-check-label" htmlFor="player-scatter-qualified">
          Qualified players only (10% of team minutes)
        </label>
      </div>
      <GuideSwitches
        idPrefix="player-scatter"
        values={filters}
        onChange={(key, value) => setFilters({ [key]: value })}
      />
    </>
  );
}

interface AttemptsMinimumProps {
  qualifiers: readonly PlayerShootingQualifier[];
  chosen: number | null;
  onChange: (minimum: number | null) => void;
}

/** "Minimum 3PA per game": the standard (each percentage's default) or one minimum for all. */
function AttemptsMinimum({ qualifiers, chosen, onChange }: AttemptsMinimumProps) {
  const label = attemptsLabel(qualifiers);
  const choices = [
    ...new Set<number>([...ATTEMPT_MINIMUM_CHOICES, ...(chosen === null ? [] : [chosen])]),
  ].sort((a, b) => a - b);
  return (
    <div className="scatter-control">
      <label className="form-label small mb-0" htmlFor="player-scatter-min-attempts">
        Minimum {label} per game
      </label>
      <select
        id="player-scatter-min-attempts"
        className="form-select form-select-sm"
        value={chosen ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">Standard ({qualifierPhrase(qualifiers, null)})</option>
        {choices.map((minimum) => (
          <option key={minimum} value={minimum}>
            {minimum === 0 ? 'No minimum' : `${minimum}+ ${label} per game`}
          </option>
        ))}
      </select>
    </div>
  );
}
