/**
 * The player scatter's settings: the stat pickers (offering only the stats the user's rows
 * carry), the season / division / conference, the position group, the minimum games and
 * minutes per game, the shot attempts minimum of a shooting percentage on an axis (full rows),
 * the qualified-players switch, the player search and the guides.
 */
import { useMemo } from 'react';
import type { Gender } from '@courtside/contract';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
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
import { ScatterChoices, type ScatterChoicesPatch } from './ScatterChoices';
import { GuideSwitches, MinimumInput, SearchBox } from './ScatterControls';

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
  // One axis picked resets the attempts minimum as above; a swap keeps both shooting stats.
  const setChoices = (patch: ScatterChoicesPatch<PlayerScatterStat>) =>
    setFilters(
      (patch.x === undefined) === (patch.y === undefined)
        ? patch
        : { ...patch, minAttempts: minAttemptsFor(patch.x ?? choice.x, patch.y ?? choice.y) },
    );
  return (
    <>
      <ScatterChoices
        idPrefix="player-scatter"
        values={{
          x: choice.x,
          y: choice.y,
          size: choice.size ?? NO_SIZE,
          color: choice.color ?? NO_COLOR,
        }}
        groups={groups}
        colorExtras={COLOR_EXTRAS}
        scope={scope}
        preferredGender={preferredGender}
        onChange={setChoices}
      />
      <LabeledSelect
        className="scatter-control"
        id="player-scatter-position"
        label="Position"
        options={POSITION_GROUPS}
        value={filters.position}
        onChange={(position) => setFilters({ position })}
      />
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
