/**
 * The page's choices: the season and the division (the address's own, so choosing one opens
 * that page with the same filters), then the URL filters — time left, score before the shot,
 * tying or go-ahead, made or missed, regulation or overtime, conference and team. Every control
 * is a labelled native select, reachable and usable by keyboard.
 */
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getCompetition, type DivisionLabel } from '@courtside/contract';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { LabeledSelect, type SelectOption } from '@/components/forms/LabeledSelect';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import type { SetFilters } from '@/lib/stats/url-filters';
import {
  KIND_CHOICES,
  KIND_LABELS,
  MARGIN_CHOICES,
  MARGIN_LABELS,
  PERIOD_CHOICES,
  PERIOD_LABELS,
  RESULT_CHOICES,
  RESULT_LABELS,
  SECONDS_LEFT_CHOICES,
  type DecidingFilterValues,
} from '../content/deciding-filters';
import { decidingAddress, type DecidingRoute } from '../content/deciding-route';

const options = <V extends string | number>(
  values: readonly V[],
  labels: (value: V) => string,
): SelectOption<V>[] => values.map((value) => ({ value, label: labels(value) }));

const SECONDS_OPTIONS = options(SECONDS_LEFT_CHOICES, (seconds) =>
  seconds === 30 ? 'Last 30 seconds (all)' : `Last ${seconds} seconds`,
);
const MARGIN_OPTIONS = options(MARGIN_CHOICES, (margin) => MARGIN_LABELS[margin]);
const KIND_OPTIONS = options(KIND_CHOICES, (kind) => KIND_LABELS[kind]);
const RESULT_OPTIONS = options(RESULT_CHOICES, (result) => RESULT_LABELS[result]);
const PERIOD_OPTIONS = options(PERIOD_CHOICES, (period) => PERIOD_LABELS[period]);

/** "All" is 0 in the selects: the filters' null. */
const ALL = 0;

export interface DecidingControlsProps {
  route: DecidingRoute;
  filters: DecidingFilterValues;
  setFilters: SetFilters<DecidingFilterValues>;
  onReset: () => void;
  /** Conferences of the division's teams, by name. */
  conferences: readonly SelectOption<number>[];
  /** Teams of the chosen conference (or all), by name. */
  teams: readonly SelectOption<number>[];
}

export function DecidingControls({
  route,
  filters,
  setFilters,
  onReset,
  conferences,
  teams,
}: DecidingControlsProps) {
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const newest = route.competitionIds.at(-1) ?? 0;
  const gender = getCompetition(newest)?.gender ?? 'MALE';
  // A team or conference is a season's own: another season or division starts without them.
  const open = (competitionIds: readonly number[], division: DivisionLabel) => {
    const kept = new URLSearchParams(search);
    kept.delete('team');
    kept.delete('conference');
    void navigate(decidingAddress(competitionIds, division, kept));
  };
  const cell = 'deciding-controls__field';
  return (
    <div className="deciding-controls">
      <div className={cell}>
        <CompetitionSelect
          id={`${id}-season`}
          label={route.competitionIds.length > 1 ? 'Season (replaces the seasons shown)' : 'Season'}
          value={newest}
          preferredGender={gender}
          onChange={(competitionId) => open([competitionId], route.division.label)}
        />
      </div>
      <LabeledSelect
        id={`${id}-division`}
        className={cell}
        label="Division"
        value={route.division.label}
        options={DIVISION_OPTIONS}
        onChange={(division) => open(route.competitionIds, division)}
      />
      <LabeledSelect
        id={`${id}-seconds`}
        className={cell}
        label="Time left"
        value={filters.secondsLeft}
        options={SECONDS_OPTIONS}
        onChange={(secondsLeft) => setFilters({ secondsLeft })}
      />
      <LabeledSelect
        id={`${id}-margin`}
        className={cell}
        label="Score before the shot"
        value={filters.margin}
        options={MARGIN_OPTIONS}
        onChange={(margin) => setFilters({ margin })}
      />
      <LabeledSelect
        id={`${id}-kind`}
        className={cell}
        label="Shot"
        value={filters.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => setFilters({ kind })}
      />
      <LabeledSelect
        id={`${id}-result`}
        className={cell}
        label="Result"
        value={filters.result}
        options={RESULT_OPTIONS}
        onChange={(result) => setFilters({ result })}
      />
      <LabeledSelect
        id={`${id}-period`}
        className={cell}
        label="Period"
        value={filters.period}
        options={PERIOD_OPTIONS}
        onChange={(period) => setFilters({ period })}
      />
      <LabeledSelect
        id={`${id}-conference`}
        className={cell}
        label="Conference"
        value={filters.conference ?? ALL}
        options={[{ value: ALL, label: 'All conferences' }, ...conferences]}
        onChange={(conference) =>
          setFilters({ conference: conference === ALL ? null : conference, team: null })
        }
      />
      <LabeledSelect
        id={`${id}-team`}
        className={cell}
        label="Team"
        value={filters.team ?? ALL}
        options={[{ value: ALL, label: 'All teams' }, ...teams]}
        onChange={(team) => setFilters({ team: team === ALL ? null : team })}
      />
      <div className="deciding-controls__reset">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onReset}>
          Reset filters
        </button>
      </div>
    </div>
  );
}
