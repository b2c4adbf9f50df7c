/**
 * The comparison table: a real <table> (caption, column and row headers, aria-sort) in a box
 * that scrolls sideways on its own, keyboard focusable, with the team column and the header row
 * pinned, so the page itself never scrolls sideways at 375 px. Every header is a sort button.
 * The difference cell is coloured on the shared good→bad scale by the stat's direction, and says
 * in words which way it points; thin values are greyed and starred.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { percentileCellColor } from '@/lib/charts/color-scales';
import type { StatDefinition } from '@/lib/stats/dictionary';
import { formatValue, type StatFormat } from '@/lib/stats/format';
import {
  differenceExtent,
  differenceGoodness,
  type ComparisonRow,
  type DifferenceFormat,
} from '../content/comparison';
import '@/components/stats/StatTable/stat-table.css';
import type { SortChoice } from '../content/sorting';
import type { SplitOption } from '../content/splits';

export interface SplitTableProps {
  caption: string;
  competitionId: number;
  /** In the order shown. */
  rows: readonly ComparisonRow[];
  splits: readonly SplitOption[];
  a: SplitOption;
  b: SplitOption;
  definition: StatDefinition;
  shownFormat: StatFormat;
  differenceFormat: DifferenceFormat;
  differenceHeader: string;
  minGames: number;
  sort: SortChoice;
  onSort: (column: string) => void;
  conferenceName: (row: ComparisonRow) => string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function SplitTable({
  caption,
  competitionId,
  rows,
  splits,
  a,
  b,
  definition,
  shownFormat,
  differenceFormat,
  differenceHeader,
  minGames,
  sort,
  onSort,
  conferenceName,
}: SplitTableProps) {
  const extent = differenceExtent(rows);
  const header = (column: string, text: string, className = '') => (
    <SortHeader
      key={column}
      text={text}
      sorted={sort.sort === column ? sort.order : null}
      onSort={() => onSort(column)}
      className={className}
    />
  );
  const thinNote = `fewer than ${minGames} ${minGames === 1 ? 'game' : 'games'}`;
  return (
    <div className="stat-table__scroll split-table" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm stat-table__table split-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {header('team', 'Team', 'stat-table__pinned')}
            {header('conference', 'Conf')}
            {header('difference', differenceHeader, 'stat-table__th--numeric')}
            {splits.map((split) =>
              header(
                split.id,
                split.id === a.id
                  ? `${split.label} (A)`
                  : split.id === b.id
                    ? `${split.label} (B)`
                    : split.label,
                split.id === a.id || split.id === b.id
                  ? 'stat-table__th--numeric split-table__th--compared'
                  : 'stat-table__th--numeric',
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const goodness = differenceGoodness(row, extent, definition.direction);
            return (
              <tr key={row.teamId}>
                <th scope="row" className="stat-table__pinned stat-table__label">
                  <Link to={paths.team(competitionId, row.teamId)}>{row.teamMarket}</Link>
                </th>
                <td>{conferenceName(row)}</td>
                <td
                  className={`text-end split-table__difference${
                    row.differenceIsThin ? ' split-table__cell--thin' : ''
                  }`}
                  style={
                    goodness === null
                      ? undefined
                      : { backgroundColor: percentileCellColor(50 + 50 * goodness) }
                  }
                  data-goodness={
                    goodness === null
                      ? undefined
                      : goodness > 0
                        ? 'better'
                        : goodness < 0
                          ? 'worse'
                          : 'even'
                  }
                >
                  {formatValue(
                    differenceFormat.format,
                    row.difference === null ? null : row.difference * differenceFormat.scale,
                  )}
                  {row.differenceIsThin && row.difference !== null && <ThinMark note={thinNote} />}
                  {goodness !== null && goodness !== 0 && (
                    <span className="visually-hidden">
                      {goodness > 0 ? ` better in ${a.label}` : ` worse in ${a.label}`}
                    </span>
                  )}
                </td>
                {splits.map((split) => {
                  const cell = row.cells.get(split.id);
                  const isThin = cell?.isThin ?? true;
                  const compared = split.id === a.id || split.id === b.id;
                  const classes = [
                    'text-end',
                    'split-table__cell',
                    compared ? 'split-table__cell--compared' : '',
                    isThin ? 'split-table__cell--thin' : '',
                  ];
                  return (
                    <td key={split.id} className={classes.filter(Boolean).join(' ')}>
                      <span className="split-table__value">
                        {formatValue(shownFormat, cell?.value ?? null)}
                        {isThin && cell?.value !== null && cell !== undefined && (
                          <ThinMark note={thinNote} />
                        )}
                      </span>
                      <span className="split-table__games">
                        {cell?.games ?? 0}
                        <span aria-hidden="true"> g</span>
                        <span className="visually-hidden"> games</span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ThinMark({ note }: { note: string }) {
  return (
    <>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> ({note})</span>
    </>
  );
}

interface SortHeaderProps {
  text: string;
  sorted: 'asc' | 'desc' | null;
  onSort: () => void;
  className: string;
}

function SortHeader({ text, sorted, onSort, className }: SortHeaderProps) {
  return (
    <th
      scope="col"
      aria-sort={sorted === null ? 'none' : ARIA_SORT[sorted]}
      className={`stat-table__th split-table__th ${className}`}
    >
      <button type="button" className="stat-table__sort" onClick={onSort}>
        <span>{text}</span>
        <span className="stat-table__sort-mark" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
