/**
 * The chart's numbers as a table, in the chart's order: the accessible way through the ranking
 * (every name a link, every value as the dictionary formats it) and the source of the CSV: one
 * header line and one line per bar, so spreadsheets and scripts read it as it is.
 */
import { Link } from 'react-router';
import { csvFileName, downloadCsv, toCsv } from '@/lib/stats/csv';
import { formatCsvValue, formatValue, type StatFormat } from '@/lib/stats/format';
import type { RankedBar, RankedSection } from '../content/ranking';
import { ScrollRegion } from '@/components/stats/ScrollRegion';

export interface RankedTableProps {
  caption: string;
  sections: readonly RankedSection[];
  /** The value column's header, e.g. "eFG%" or "PTS per game". */
  valueHeader: string;
  format: StatFormat;
  players: boolean;
  conferenceOf: (bar: RankedBar) => string;
}

interface TableRow {
  bar: RankedBar;
  conference: string;
}

export function RankedTable({
  caption,
  sections,
  valueHeader,
  format,
  players,
  conferenceOf,
}: RankedTableProps) {
  const rows: TableRow[] = sections.flatMap((section) =>
    section.bars.map((bar) => ({ bar, conference: conferenceOf(bar) })),
  );
  const header = ['Rank', players ? 'Player' : 'Team', ...(players ? ['Team'] : [])];
  const columns = [...header, 'Conference', valueHeader];

  const exportCsv = () => {
    const lines = rows.map(({ bar, conference }) => [
      String(bar.rank),
      bar.name,
      ...(players ? [bar.teamName ?? ''] : []),
      conference,
      formatCsvValue(format, bar.value),
    ]);
    downloadCsv(csvFileName(caption), toCsv(columns, lines));
  };

  return (
    <section className="bar-charts__table" aria-label="Chart data">
      <div className="d-flex justify-content-end mb-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={exportCsv}
        >
          Download CSV
        </button>
      </div>
      <ScrollRegion label="Ranking">
        <table className="table table-sm table-striped align-middle mb-0">
          <caption className="caption-top">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === 0 || index === columns.length - 1 ? 'text-end' : undefined}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ bar, conference }) => (
              <tr key={bar.id}>
                <td className="text-end">{bar.rank}</td>
                <th scope="row" className="fw-normal">
                  {bar.href === null ? bar.name : <Link to={bar.href}>{bar.name}</Link>}
                </th>
                {players && <td>{bar.teamName}</td>}
                <td>{conference}</td>
                <td className="text-end fw-semibold">{formatValue(format, bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
