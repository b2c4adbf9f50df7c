/**
 * The search form: season and division (other pages), then every filter of the URL — a min and
 * a max for each game figure, the dates, a team, a conference, the site, the tournament stage
 * and round — and the sort. Native labelled controls only, so everything works by keyboard and
 * at 375 px (the grid wraps). Number boxes write the URL as one types (replacing the history
 * entry), so the address always says what the table shows.
 */
import { useId } from 'react';
import {
  EXPLORER_SITES,
  EXPLORER_SORTS,
  EXPLORER_STAGES,
  type DivisionLabel,
  type ExplorerSite,
  type ExplorerSortBy,
  type ExplorerStage,
} from '@courtside/contract';
import { ConferenceSelect } from '@/components/forms/ConferenceSelect';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import type { SetFilters } from '@/lib/stats/url-filters';
import type { RoundChoice, TeamChoice } from '../content/explorer-choices';
import {
  RANGE_FIELDS,
  type BoundParam,
  type ExplorerFilterValues,
  type RangeField,
} from '../content/explorer-filters';
import type { ExplorerRoute } from '../content/explorer-route';
import { SORT_CHOICES, explorerOrderOf, sortLabel } from '../content/explorer-sorts';
import type { ConferenceChoice } from '@/lib/stats/use-division-conferences';
import type { ExplorerNavigation } from '../hooks/use-explorer-navigation';

/** The dictionary column each range bounds, for its label. */
const RANGE_STATS: Readonly<Record<RangeField['key'], StatKey>> = {
  margin: 'winnerMargin',
  total: 'totalPts',
  largestLead: 'largestLead',
  comeback: 'comeback',
  biggestRun: 'biggestRun',
  leadChanges: 'leadChanges',
  overtimes: 'overtimes',
  winnerWinProbability: 'winnerWinProbability',
};

/**
 * The sorts in their natural directions, and the reverse in effect when a header asked for one,
 * so the select always names the order the table shows.
 */
function sortOptions(current: ExplorerSortBy): Array<{ value: ExplorerSortBy; label: string }> {
  const options: Array<{ value: ExplorerSortBy; label: string }> = EXPLORER_SORTS.map((sort) => ({
    value: sort,
    label: SORT_CHOICES[sort].label,
  }));
  const order = explorerOrderOf(current);
  return order.reversed ? [...options, { value: current, label: sortLabel(order) }] : options;
}

const SITE_LABELS: Readonly<Record<ExplorerSite, string>> = {
  any: 'Any site',
  home: 'Home',
  away: 'Away',
  neutral: 'Neutral site',
};

const STAGE_LABELS: Readonly<Record<ExplorerStage, string>> = {
  any: 'Whole season',
  regular: 'Regular season',
  conference: 'Conference tournaments',
  national: 'National tournament',
};

const ALL = 'all';
const CHOSEN = 'chosen';

export interface ExplorerControlsProps {
  route: ExplorerRoute;
  filters: ExplorerFilterValues;
  setFilters: SetFilters<ExplorerFilterValues>;
  navigation: ExplorerNavigation;
  teams: readonly TeamChoice[];
  conferences: readonly ConferenceChoice[];
  rounds: readonly RoundChoice[];
  onReset: () => void;
}

function boundOf(text: string, limit: number): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > limit) return undefined;
  return value;
}

function RangeInputs({
  field,
  filters,
  setFilters,
}: {
  field: RangeField;
  filters: ExplorerFilterValues;
  setFilters: SetFilters<ExplorerFilterValues>;
}) {
  const id = useId();
  const definition = statDefinition(RANGE_STATS[field.key]);
  const unit = field.divisor === 1 ? '' : ' (%)';
  const input = (param: BoundParam, side: 'Min' | 'Max') => (
    <input
      id={`${id}-${side}`}
      type="number"
      inputMode="numeric"
      min={0}
      max={field.limit}
      step={1}
      className="form-control form-control-sm"
      aria-label={`${definition.label}${unit}, ${side === 'Min' ? 'at least' : 'at most'}`}
      placeholder={side === 'Min' ? 'min' : 'max'}
      value={filters[param] ?? ''}
      onChange={(event) => {
        const value = boundOf(event.target.value, field.limit);
        if (value === undefined) return;
        const patch: Partial<ExplorerFilterValues> = {};
        patch[param] = value;
        setFilters(patch, { replace: true });
      }}
    />
  );
  return (
    <fieldset className="game-explorer__range">
      <legend className="form-label small mb-0" title={definition.description}>
        {definition.label}
        {unit}
      </legend>
      <div className="game-explorer__range-inputs">
        {input(field.minParam, 'Min')}
        <span aria-hidden="true">–</span>
        {input(field.maxParam, 'Max')}
      </div>
    </fieldset>
  );
}

export function ExplorerControls({
  route,
  filters,
  setFilters,
  navigation,
  teams,
  conferences,
  rounds,
  onReset,
}: ExplorerControlsProps) {
  const id = useId();
  const teamOptions = [
    { value: ALL, label: 'All teams' },
    ...teams.map((team) => ({ value: String(team.teamId), label: team.label })),
  ];
  // An address may name several teams (or one without a game here): say which, not "All".
  const listed = filters.teams.length === 1 && teams.some((t) => t.teamId === filters.teams[0]);
  if (filters.teams.length > 0 && !listed) {
    const names = filters.teams.map(
      (teamId) => teams.find((team) => team.teamId === teamId)?.label ?? `Team ${teamId}`,
    );
    teamOptions.push({ value: CHOSEN, label: names.join(' or ') });
  }
  const roundOptions = [
    { value: ALL, label: 'Every round' },
    ...rounds.map((round) => ({ value: String(round.round), label: round.label })),
  ];
  const teamValue = filters.teams.length === 0 ? ALL : listed ? String(filters.teams[0]) : CHOSEN;
  return (
    <form
      className="game-explorer__controls"
      aria-label="Search games"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="game-explorer__row">
        <div className="game-explorer__field">
          <CompetitionSelect
            id={`${id}-season`}
            label="Season"
            value={route.competition.id}
            onChange={navigation.toSeason}
            preferredGender={route.competition.gender}
          />
        </div>
        <LabeledSelect<DivisionLabel>
          className="game-explorer__field"
          id={`${id}-division`}
          label="Division"
          options={DIVISION_OPTIONS}
          value={route.division.label}
          onChange={navigation.toDivision}
        />
        <LabeledSelect
          className="game-explorer__field"
          id={`${id}-team`}
          label="Team"
          options={teamOptions}
          value={teamValue}
          onChange={(chosen) => {
            if (chosen !== CHOSEN) setFilters({ teams: chosen === ALL ? [] : [Number(chosen)] });
          }}
        />
        <ConferenceSelect
          className="game-explorer__field"
          id={`${id}-conference`}
          conferences={conferences}
          labelOf={(conference) => conference.label}
          value={filters.conferences.length === 1 ? (filters.conferences[0] ?? null) : null}
          onChange={(conference) =>
            setFilters({ conferences: conference === null ? [] : [conference] })
          }
        />
        <LabeledSelect<ExplorerSite>
          className="game-explorer__field"
          id={`${id}-site`}
          label="Site"
          options={EXPLORER_SITES.map((site) => ({ value: site, label: SITE_LABELS[site] }))}
          value={filters.site}
          onChange={(site) => setFilters({ site })}
        />
        <LabeledSelect<ExplorerStage>
          className="game-explorer__field"
          id={`${id}-stage`}
          label="Part of the season"
          options={EXPLORER_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
          value={filters.stage}
          onChange={(stage) => setFilters({ stage, round: null })}
        />
        {rounds.length > 0 && (
          <LabeledSelect
            className="game-explorer__field"
            id={`${id}-round`}
            label="Round"
            options={roundOptions}
            value={filters.round === null ? ALL : String(filters.round)}
            onChange={(chosen) => setFilters({ round: chosen === ALL ? null : Number(chosen) })}
          />
        )}
        <div className="game-explorer__field">
          <label className="form-label small mb-0" htmlFor={`${id}-from`}>
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-control form-control-sm"
            value={filters.from ?? ''}
            onChange={(event) => setFilters({ from: event.target.value || null })}
          />
        </div>
        <div className="game-explorer__field">
          <label className="form-label small mb-0" htmlFor={`${id}-to`}>
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-control form-control-sm"
            value={filters.to ?? ''}
            onChange={(event) => setFilters({ to: event.target.value || null })}
          />
        </div>
      </div>
      {filters.site !== 'any' && filters.site !== 'neutral' && filters.teams.length === 0 && (
        <p className="small text-body-secondary mb-0">
          Home and away are the chosen team&apos;s side: with no team chosen, both mean a game on a
          campus.
        </p>
      )}
      <div className="game-explorer__ranges">
        {RANGE_FIELDS.map((field) => (
          <RangeInputs key={field.key} field={field} filters={filters} setFilters={setFilters} />
        ))}
      </div>
      <div className="game-explorer__row">
        <LabeledSelect
          className="game-explorer__field"
          id={`${id}-sort`}
          label="Sort"
          options={sortOptions(filters.sort)}
          value={filters.sort}
          onChange={(sort) => setFilters({ sort })}
        />
        <div className="game-explorer__field game-explorer__field--end">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onReset}>
            Clear filters
          </button>
        </div>
      </div>
    </form>
  );
}
