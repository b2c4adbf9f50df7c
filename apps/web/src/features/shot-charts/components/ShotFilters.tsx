/**
 * The filters of a team's or player's attempts, folded under a summary that counts the active
 * ones: games (pick any), opponent, site, period, clutch time, a date range and the shot type.
 * The games and opponents are the team's schedule of the season; box-score-only games are
 * listed but cannot be picked, since they have no located attempts.
 */
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { useId, useState } from 'react';
import type { PeriodFormat } from '@/lib/charts/game-time';
import { formatValue } from '@/lib/stats/format';
import {
  NO_SHOT_FILTERS,
  activeFilterCount,
  type ShotFilterChoice,
  type ShotKind,
  type ShotPeriod,
  type ShotSite,
} from '../content/chart-choices';
import { SHOT_KIND_OPTIONS, SITE_OPTIONS, periodOptions, type Option } from '../content/chart-text';
import { opponentsOf, type ScheduleGame } from '../content/shot-filters';

export interface ShotFiltersProps {
  filters: ShotFilterChoice;
  /** The team's games; undefined while they load. */
  schedule: readonly ScheduleGame[] | undefined;
  periodFormat: PeriodFormat;
  onChange: (patch: Partial<ShotFilterChoice>) => void;
}

const SITE_PREFIX: Readonly<Record<ScheduleGame['site'], string>> = {
  home: 'vs',
  away: 'at',
  neutral: 'vs',
};

function gameLabel(game: ScheduleGame): string {
  const date = game.gameDate === null ? 'Date unknown' : formatValue('date', game.gameDate);
  const neutral = game.site === 'neutral' ? ' (neutral)' : '';
  const boxOnly = game.hasShots ? '' : ', box score only';
  return `${date} ${SITE_PREFIX[game.site]} ${game.opponent}${neutral}${boxOnly}`;
}

/** Every opponent, and the chosen one even when the schedule does not name it (yet). */
function opponentOptions(schedule: readonly ScheduleGame[], chosen: string): Option<string>[] {
  const names = opponentsOf(schedule);
  if (chosen !== '' && !names.includes(chosen)) names.unshift(chosen);
  return [
    { value: '', label: 'All opponents' },
    ...names.map((name) => ({ value: name, label: name })),
  ];
}

export function ShotFilters({ filters, schedule, periodFormat, onChange }: ShotFiltersProps) {
  const id = useId();
  const active = activeFilterCount(filters);
  // Open when a shared link arrives with filters on; then as the user leaves it.
  const [open, setOpen] = useState(active > 0);
  const games = schedule ?? [];
  const dates = games.flatMap((game) => (game.gameDate === null ? [] : [game.gameDate])).sort();
  const firstDay = dates[0];
  const lastDay = dates.at(-1);
  const toggleGame = (gameId: number, on: boolean) =>
    onChange({
      games: on ? [...filters.games, gameId] : filters.games.filter((game) => game !== gameId),
    });

  return (
    <details
      className="shot-charts__filters"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Filters{active > 0 ? ` (${active} on)` : ''}</summary>
      <div className="shot-charts__filter-grid">
        <LabeledSelect
          id={`${id}-opponent`}
          label="Opponent"
          value={filters.opponent}
          options={opponentOptions(games, filters.opponent)}
          onChange={(opponent) => onChange({ opponent })}
        />
        <LabeledSelect<ShotSite>
          id={`${id}-site`}
          label="Site"
          value={filters.site}
          options={SITE_OPTIONS}
          onChange={(site) => onChange({ site })}
        />
        <LabeledSelect<ShotPeriod>
          id={`${id}-period`}
          label="Period"
          value={filters.period}
          options={periodOptions(periodFormat)}
          onChange={(period) => onChange({ period })}
        />
        <LabeledSelect<ShotKind>
          id={`${id}-type`}
          label="Shot type"
          value={filters.shotType}
          options={SHOT_KIND_OPTIONS}
          onChange={(shotType) => onChange({ shotType })}
        />
        <div>
          <label className="form-label small mb-0" htmlFor={`${id}-from`}>
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-control form-control-sm"
            value={filters.from}
            min={firstDay}
            max={filters.to === '' ? lastDay : filters.to}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor={`${id}-to`}>
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-control form-control-sm"
            value={filters.to}
            min={filters.from === '' ? firstDay : filters.from}
            max={lastDay}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        <div className="form-check shot-charts__check">
          <input
            id={`${id}-clutch`}
            type="checkbox"
            className="form-check-input"
            checked={filters.clutch}
            onChange={(event) => onChange({ clutch: event.target.checked })}
          />
          <label className="form-check-label small" htmlFor={`${id}-clutch`}>
            Clutch time only (last 5:00, within 5 points)
          </label>
        </div>
      </div>
      <fieldset className="shot-charts__games">
        <legend className="form-label small mb-1">
          Games{filters.games.length > 0 ? ` (${filters.games.length} picked)` : ' (all)'}
        </legend>
        {schedule === undefined ? (
          <p className="small text-body-secondary mb-0" role="status">
            Loading the games…
          </p>
        ) : (
          <ul className="list-unstyled mb-0">
            {schedule.map((game) => (
              <li key={game.gameId} className="form-check">
                <input
                  id={`${id}-game-${game.gameId}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={filters.games.includes(game.gameId)}
                  disabled={!game.hasShots}
                  onChange={(event) => toggleGame(game.gameId, event.target.checked)}
                />
                <label className="form-check-label small" htmlFor={`${id}-game-${game.gameId}`}>
                  {gameLabel(game)}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={active === 0}
        onClick={() => onChange(NO_SHOT_FILTERS)}
      >
        Clear filters
      </button>
    </details>
  );
}
