/**
 * The bar chart's controls, each one labelled and each writing one URL filter: who is ranked, the
 * season and division, the stat (grouped by family) and its mode, the top or bottom N, one
 * conference or all, grouping by conference, the players' minutes qualifier and, for a shooting
 * percentage of full player rows, its minimum attempts per game. Every choice a
 * control offers is one the API accepts.
 */
import type { Gender } from '@courtside/contract';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import {
  STAT_MODE_LABELS,
  statDefinition,
  type StatKey,
  type StatMode,
} from '@/lib/stats/dictionary';
import {
  ATTEMPT_MINIMUM_CHOICES,
  attemptsLabel,
  minimumInForce,
  shootingQualifierOf,
  type PlayerShootingQualifier,
} from '@/lib/stats/shooting-qualifiers';
import { groupByFamily } from '@/lib/stats/stat-families';
import type { SetFilters } from '@/lib/stats/url-filters';
import {
  BAR_COUNT_CHOICES,
  MIN_MINUTES_CHOICES,
  type BarChartFilters,
} from '../content/bar-chart-filters';

export interface ConferenceChoice {
  conferenceId: number;
  name: string;
}

export interface BarChartControlsProps {
  filters: BarChartFilters;
  setFilters: SetFilters<BarChartFilters>;
  competitionId: number;
  preferredGender: Gender;
  stat: StatKey;
  offeredStats: readonly StatKey[];
  /** The modes the stat can show in; empty when it shows as sent. */
  modes: readonly StatMode[];
  mode: StatMode;
  conferences: readonly ConferenceChoice[];
  /** The conference shown, null for all. */
  conferenceId: number | null;
  /** The ranked shooting percentage's attempts qualifier (full player rows); null for none. */
  qualifier: PlayerShootingQualifier | null;
}

const KIND_OPTIONS = [
  { value: 'teams', label: 'Teams' },
  { value: 'players', label: 'Players' },
] as const;

const END_OPTIONS = [
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
] as const;

/** The listed choices, with the URL's own value when it is another valid one. */
const choicesWith = (choices: readonly number[], current: number): number[] =>
  [...new Set([...choices, current])].sort((a, b) => a - b);

export function BarChartControls({
  filters,
  setFilters,
  competitionId,
  preferredGender,
  stat,
  offeredStats,
  modes,
  mode,
  conferences,
  conferenceId,
  qualifier,
}: BarChartControlsProps) {
  const players = filters.kind === 'players';
  // A stat whose percentage counts other attempts starts from its own default minimum.
  const minAttemptsFor = (next: string): number | null =>
    shootingQualifierOf(next)?.attempts === qualifier?.attempts ? filters.minAttempts : null;
  return (
    <form className="bar-charts__controls" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="bar-charts__control">
        <legend className="form-label small mb-0">Rank</legend>
        <ToggleGroup
          label="Rank teams or players"
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(kind) => setFilters({ kind })}
        />
      </fieldset>
      <div className="bar-charts__control">
        <CompetitionSelect
          id="bar-charts-season"
          label="Season"
          value={competitionId}
          preferredGender={preferredGender}
          onChange={(competition) => setFilters({ competition, conference: null })}
        />
      </div>
      <LabeledSelect
        className="bar-charts__control"
        id="bar-charts-division"
        label="Division"
        options={DIVISION_OPTIONS}
        value={filters.division}
        onChange={(division) => setFilters({ division, conference: null })}
      />
      <div className="bar-charts__control bar-charts__control--wide">
        <label className="form-label small mb-0" htmlFor="bar-charts-stat">
          Stat
        </label>
        <select
          id="bar-charts-stat"
          className="form-select form-select-sm"
          value={stat}
          onChange={(event) =>
            setFilters({
              stat: event.target.value,
              minAttempts: minAttemptsFor(event.target.value),
            })
          }
        >
          {groupByFamily(offeredStats).map((group) => (
            <optgroup key={group.family} label={group.label}>
              {group.keys.map((key) => (
                <option key={key} value={key}>
                  {statDefinition(key).label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {modes.length > 0 && (
        <fieldset className="bar-charts__control">
          <legend className="form-label small mb-0">Mode</legend>
          <ToggleGroup
            label="Stat mode"
            options={modes.map((value) => ({ value, label: STAT_MODE_LABELS[value] }))}
            value={mode}
            onChange={(value) => setFilters({ mode: value })}
          />
        </fieldset>
      )}
      <fieldset className="bar-charts__control">
        <legend className="form-label small mb-0">Show</legend>
        <ToggleGroup
          label="Top (best) or bottom (worst)"
          options={END_OPTIONS}
          value={filters.end}
          onChange={(end) => setFilters({ end })}
        />
      </fieldset>
      <LabeledSelect
        className="bar-charts__control"
        id="bar-charts-count"
        label="How many"
        options={choicesWith(BAR_COUNT_CHOICES, filters.count).map((count) => ({
          value: count,
          label: String(count),
        }))}
        value={filters.count}
        onChange={(count) => setFilters({ count })}
      />
      <div className="bar-charts__control">
        <label className="form-label small mb-0" htmlFor="bar-charts-conference">
          Conference
        </label>
        <select
          id="bar-charts-conference"
          className="form-select form-select-sm"
          value={conferenceId ?? ''}
          onChange={(event) =>
            setFilters({
              conference: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">All conferences</option>
          {conferences.map((conference) => (
            <option key={conference.conferenceId} value={conference.conferenceId}>
              {conference.name}
            </option>
          ))}
        </select>
      </div>
      <div className="bar-charts__control bar-charts__control--switch">
        <div className="form-check form-switch mb-0">
          <input
            id="bar-charts-group"
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={filters.group && conferenceId === null}
            disabled={conferenceId !== null}
            onChange={(event) => setFilters({ group: event.target.checked })}
          />
          <label className="form-check-label" htmlFor="bar-charts-group">
            Group by conference
          </label>
        </div>
      </div>
      {players && (
        <LabeledSelect
          className="bar-charts__control"
          id="bar-charts-minutes"
          label="Minimum minutes per game"
          options={choicesWith(MIN_MINUTES_CHOICES, filters.minMinutes).map((minutes) => ({
            value: minutes,
            label: minutes === 0 ? 'No minimum' : `${minutes}+ minutes`,
          }))}
          value={filters.minMinutes}
          onChange={(minMinutes) => setFilters({ minMinutes })}
        />
      )}
      {players && qualifier !== null && (
        <AttemptsMinimum
          qualifier={qualifier}
          chosen={filters.minAttempts}
          setFilters={setFilters}
        />
      )}
    </form>
  );
}

interface AttemptsMinimumProps {
  qualifier: PlayerShootingQualifier;
  chosen: number | null;
  setFilters: SetFilters<BarChartFilters>;
}

/** "Minimum 3PA per game": the default leaves the URL; any other choice is written to it. */
function AttemptsMinimum({ qualifier, chosen, setFilters }: AttemptsMinimumProps) {
  const label = attemptsLabel([qualifier]);
  const value = minimumInForce(qualifier, chosen);
  const choices = choicesWith([...ATTEMPT_MINIMUM_CHOICES, qualifier.defaultMinPerGame], value);
  return (
    <div className="bar-charts__control">
      <label className="form-label small mb-0" htmlFor="bar-charts-attempts">
        Minimum {label} per game
      </label>
      <select
        id="bar-charts-attempts"
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => {
          const next = Number(event.target.value);
          setFilters({ minAttempts: next === qualifier.defaultMinPerGame ? null : next });
        }}
      >
        {choices.map((minimum) => (
          <option key={minimum} value={minimum}>
            {minimum === 0 ? 'No minimum' : `${minimum}+ ${label}`}
            {minimum === qualifier.defaultMinPerGame ? ' (standard)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
