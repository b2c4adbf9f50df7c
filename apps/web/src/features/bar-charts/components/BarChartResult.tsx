/**
 * The ranked chart and its table for the rows the API sent: each row's value in the chosen mode,
 * the players below the minutes qualifier and the rows of other conferences left out, then, for a
 * shooting percentage of full player rows, the players below its attempts minimum (counted, and
 * the count said under the title, in the PNG and in the CSV), then the top or bottom N by the
 * stat's direction, in one section or one per conference.
 */
import type { Competition } from '@courtside/contract';
import { EmptyState, SimulatedDataBadge } from '@/components/stats/states';
import {
  STAT_MODE_LABELS,
  effectiveDirection,
  statDefinition,
  type StatKey,
  type StatMode,
} from '@/lib/stats/dictionary';
import { formatInMode, isConverted, valueInMode } from '@/lib/stats/per-mode';
import {
  minimumInForce,
  qualifierPhrase,
  type PlayerShootingQualifier,
} from '@/lib/stats/shooting-qualifiers';
import type { BarChartFilters } from '../content/bar-chart-filters';
import { NEUTRAL_BAR_COLOR } from '../content/bar-colors';
import { rankSections, type RankedBar } from '../content/ranking';
import { meetsAttempts, meetsMinutes, type StatRow } from '../content/stat-rows';
import { RankedBarChart } from './RankedBarChart';
import { RankedTable } from './RankedTable';

export interface BarChartResultProps {
  rows: readonly StatRow[];
  filters: BarChartFilters;
  stat: StatKey;
  mode: StatMode;
  competition: Competition;
  divisionName: string;
  /** The conference shown, null for all. */
  conferenceId: number | null;
  conferenceNames: ReadonlyMap<number, string>;
  teamColors: ReadonlyMap<number, string>;
  isSimulated: boolean;
  /** The attempts qualifier of a shooting percentage on full player rows; null otherwise. */
  qualifier: PlayerShootingQualifier | null;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function BarChartResult({
  rows,
  filters,
  stat,
  mode,
  competition,
  divisionName,
  conferenceId,
  conferenceNames,
  teamColors,
  isSimulated,
  qualifier,
}: BarChartResultProps) {
  const definition = statDefinition(stat);
  const players = filters.kind === 'players';
  const grouped = filters.group && conferenceId === null;
  const format = formatInMode(definition, mode);
  const modeText = isConverted(definition, mode) ? STAT_MODE_LABELS[mode].toLowerCase() : null;
  const direction = effectiveDirection(definition);

  const valued = rows
    .filter((row) => meetsMinutes(row, filters.minMinutes))
    .filter((row) => conferenceId === null || row.conferenceId === conferenceId)
    .map((row) => ({
      ...row,
      value: numberOrNull(valueInMode(definition, row.raw, mode, row.denominators)),
    }))
    .filter((row) => row.value !== null);
  const minAttempts = qualifier === null ? 0 : minimumInForce(qualifier, filters.minAttempts);
  const eligible = valued.filter((row) => meetsAttempts(row, minAttempts));
  const leftOut = valued.length - eligible.length;
  const attemptsText =
    qualifier === null ? null : qualifierPhrase([qualifier], filters.minAttempts);
  const leftOutText = `${leftOut} ${leftOut === 1 ? 'player' : 'players'} left out`;
  const sections = rankSections(eligible, {
    direction,
    end: filters.end,
    count: filters.count,
    groupByConference: grouped,
    conferenceNames,
  });

  const who = players ? 'players' : 'teams';
  const scopeName =
    conferenceId === null ? divisionName : (conferenceNames.get(conferenceId) ?? divisionName);
  const statText = `${definition.label}${modeText === null ? '' : ` (${modeText})`}`;
  if (sections.every((section) => section.bars.length === 0)) {
    const minutesText =
      players && filters.minMinutes > 0 ? ` playing ${filters.minMinutes}+ minutes per game` : '';
    const volumeText = attemptsText !== null && minAttempts > 0 ? ` with ${attemptsText}` : '';
    return (
      <EmptyState
        message={`No ${scopeName} ${who}${minutesText}${volumeText} have a value for ${statText} in ${competition.label}.`}
      />
    );
  }

  const end = filters.end === 'top' ? 'Top' : 'Bottom';
  // A division or conference with fewer rows than asked for says how many it has.
  const shown = sections[0]?.bars.length ?? 0;
  const title = grouped
    ? `${end} ${filters.count} ${who} of each ${divisionName} conference: ${statText}`
    : `${end} ${Math.min(filters.count, shown)} ${scopeName} ${who}: ${statText}`;
  const betterText =
    direction === 'lower'
      ? 'Lower is better, so the best have the lowest values.'
      : direction === 'higher'
        ? 'Higher is better.'
        : 'Neither end is better; ranked from the highest value.';
  const qualifierText = !players
    ? ''
    : attemptsText === null
      ? ` Players with ${filters.minMinutes}+ minutes per game.`
      : ` Players with ${filters.minMinutes}+ minutes per game and ${attemptsText} (${leftOutText}).`;
  const footnote = [
    'Source: Courtside',
    competition.label,
    scopeName,
    ...(attemptsText === null ? [] : [`Qualifier: ${attemptsText}, ${leftOutText}`]),
    ...(isSimulated ? ['Simulated data'] : []),
  ];
  const conferenceOf = (bar: RankedBar) =>
    bar.conferenceId === null ? '—' : (conferenceNames.get(bar.conferenceId) ?? '—');

  return (
    <div className="bar-charts__result">
      {isSimulated && (
        <p className="mb-2">
          <SimulatedDataBadge />
        </p>
      )}
      <RankedBarChart
        title={title}
        description={`${competition.label}. ${definition.description} ${betterText}${qualifierText}`}
        sections={sections}
        format={format}
        colorOf={(bar) =>
          bar.teamId === null
            ? NEUTRAL_BAR_COLOR
            : (teamColors.get(bar.teamId) ?? NEUTRAL_BAR_COLOR)
        }
        footnote={footnote}
      />
      <RankedTable
        caption={`${title}, ${competition.label}`}
        sections={sections}
        valueHeader={`${definition.shortLabel}${modeText === null ? '' : ` (${STAT_MODE_LABELS[mode]})`}`}
        format={format}
        players={players}
        conferenceOf={conferenceOf}
      />
    </div>
  );
}
