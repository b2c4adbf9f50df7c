/**
 * The page's choices: gender and division (other pages), season, conference, stat, per game or
 * totals, the two compared splits and the fewest games a value needs. Every control is a
 * labelled native control or a button group, so it is reachable and usable by keyboard; each
 * offers only values the page can ask for.
 */
import { useId } from 'react';
import type { DivisionLabel, Gender } from '@courtside/contract';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { ConferenceSelect } from '@/components/forms/ConferenceSelect';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import { STAT_MODE_LABELS, statDefinition, type StatKey } from '@/lib/stats/dictionary';
import type { SetFilters } from '@/lib/stats/url-filters';
import { MIN_GAMES_OPTIONS, type SplitFilterValues } from '../content/split-filters';
import { GENDER_LABELS, type SplitRoute } from '../content/split-route';
import {
  SPLIT_MODES,
  SPLIT_STAT_GROUPS,
  SPLIT_STAT_KEYS,
  convertsPerGame,
} from '../content/split-stats';
import type { SplitOption } from '../content/splits';
import type { ConferenceChoice } from '@/lib/stats/use-division-conferences';
import type { SplitNavigation } from '../hooks/use-split-navigation';

const GENDER_OPTIONS = (['MALE', 'FEMALE'] as const).map((gender) => ({
  value: gender,
  label: GENDER_LABELS[gender],
}));

const MODE_OPTIONS = SPLIT_MODES.map((mode) => ({ value: mode, label: STAT_MODE_LABELS[mode] }));

const MIN_GAMES_CHOICES = MIN_GAMES_OPTIONS.map((games) => ({
  value: games,
  label: games === 1 ? '1 game' : `${games} games`,
}));

export interface SplitControlsProps {
  route: SplitRoute;
  filters: SplitFilterValues;
  setFilters: SetFilters<SplitFilterValues>;
  navigation: SplitNavigation;
  splits: readonly SplitOption[];
  a: SplitOption;
  b: SplitOption;
  conferences: readonly ConferenceChoice[];
  /** The conference the table shows (null: all), after checking the URL's against the rows. */
  conferenceId: number | null;
}

export function SplitControls({
  route,
  filters,
  setFilters,
  navigation,
  splits,
  a,
  b,
  conferences,
  conferenceId,
}: SplitControlsProps) {
  const id = useId();
  const definition = statDefinition(filters.stat);
  const splitOptions = splits.map((split) => ({ value: split.id, label: split.label }));
  return (
    <div className="split-controls">
      <div className="split-controls__group">
        <span className="form-label small mb-0">Gender</span>
        <ToggleGroup<Gender>
          label="Gender"
          options={GENDER_OPTIONS}
          value={route.gender}
          onChange={(gender) => navigation.toGender(gender)}
        />
      </div>
      <div className="split-controls__group">
        <span className="form-label small mb-0">Division</span>
        <ToggleGroup<DivisionLabel>
          label="Division"
          options={DIVISION_OPTIONS}
          value={route.division.label}
          onChange={navigation.toDivision}
        />
      </div>
      <div className="split-controls__field">
        <CompetitionSelect
          id={`${id}-season`}
          label="Season"
          value={filters.season}
          onChange={navigation.toSeason}
          preferredGender={route.gender}
        />
      </div>
      <ConferenceSelect
        className="split-controls__field"
        id={`${id}-conference`}
        conferences={conferences}
        labelOf={(conference) => conference.label}
        value={conferenceId}
        onChange={(conference) => setFilters({ conference })}
      />
      <div className="split-controls__field split-controls__field--wide">
        <label className="form-label small mb-0" htmlFor={`${id}-stat`}>
          Stat
        </label>
        <select
          id={`${id}-stat`}
          className="form-select form-select-sm"
          value={filters.stat}
          onChange={(event) => {
            const stat = SPLIT_STAT_KEYS.find((key) => key === event.target.value);
            if (stat !== undefined) setFilters({ stat });
          }}
        >
          {SPLIT_STAT_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.keys.map((key: StatKey) => (
                <option key={key} value={key}>
                  {statDefinition(key).label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {convertsPerGame(definition) && (
        <div className="split-controls__group">
          <span className="form-label small mb-0">Values</span>
          <ToggleGroup
            label="Values"
            options={MODE_OPTIONS}
            value={filters.mode}
            onChange={(mode) => setFilters({ mode })}
          />
        </div>
      )}
      <LabeledSelect
        className="split-controls__field"
        id={`${id}-a`}
        label="Split A"
        options={splitOptions}
        value={a.id}
        onChange={(split) => setFilters({ a: split })}
      />
      <LabeledSelect
        className="split-controls__field"
        id={`${id}-b`}
        label="Split B"
        options={splitOptions}
        value={b.id}
        onChange={(split) => setFilters({ b: split })}
      />
      <div className="split-controls__group split-controls__group--end">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setFilters({ a: b.id, b: a.id })}
        >
          Swap A and B
        </button>
      </div>
      <LabeledSelect
        className="split-controls__field"
        id={`${id}-min-games`}
        label="Fewest games"
        options={MIN_GAMES_CHOICES}
        value={filters.minGames}
        onChange={(minGames) => setFilters({ minGames })}
      />
    </div>
  );
}
