/**
 * The comparison: one table per stat family, one row per stat, a column per subject with its
 * value (as the dictionary formats it), a percentile bar on the shared good→bad scale with the
 * ordinal beside it, and a star on the best value of the row. The bars are drawn in HTML beside
 * their text, so the table reads the same to everyone; the CSV holds values and percentiles.
 */
import { STAT_MODE_LABELS, statDefinition, type StatMode } from '@/lib/stats/dictionary';
import { percentileBarColor } from '@/lib/charts/color-scales';
import { csvFileName, downloadCsv, toCsv } from '@/lib/stats/csv';
import { formatCsvValue, formatValue } from '@/lib/stats/format';
import { isConverted } from '@/lib/stats/per-mode';
import { ordinalPercentile } from '@/lib/stats/percentiles';
import type {
  ComparedSubject,
  ComparisonCell,
  ComparisonRow,
  ComparisonSection,
} from '../content/comparison-table';

export interface ComparisonTableProps {
  title: string;
  subjects: readonly ComparedSubject[];
  sections: readonly ComparisonSection[];
  mode: StatMode;
}

const subjectLabel = (subject: ComparedSubject) => `${subject.name} (${subject.season})`;

function statLabel(row: ComparisonRow, mode: StatMode): string {
  const definition = statDefinition(row.key);
  return isConverted(definition, mode)
    ? `${definition.label} (${STAT_MODE_LABELS[mode].toLowerCase()})`
    : definition.label;
}

/** The column header's short form of a mode, for the narrow table ("PTS/G"). */
const MODE_SUFFIXES: Readonly<Record<StatMode, string>> = {
  totals: '',
  perGame: '/G',
  per40: '/40',
  per100: '/100',
};

function shortStatLabel(row: ComparisonRow, mode: StatMode): string {
  const definition = statDefinition(row.key);
  return isConverted(definition, mode)
    ? `${definition.shortLabel}${MODE_SUFFIXES[mode]}`
    : definition.shortLabel;
}

const familyId = (family: string) => `comparisons-family-${family}`;

function ValueCell({ row, cell }: { row: ComparisonRow; cell: ComparisonCell }) {
  const percentile = cell.percentile;
  return (
    <td className={cell.best ? 'comparisons__cell comparisons__cell--best' : 'comparisons__cell'}>
      <span className="comparisons__value">
        {formatValue(row.format, cell.value)}
        {cell.best && (
          <>
            {' '}
            <span aria-hidden="true" className="comparisons__star">
              ★
            </span>
            <span className="visually-hidden">(best)</span>
          </>
        )}
      </span>
      {percentile !== null && (
        <span className="comparisons__pctile">
          <span className="comparisons__bar" aria-hidden="true">
            <span
              className="comparisons__bar-fill"
              style={{
                width: `${Math.max(2, percentile)}%`,
                background: percentileBarColor(percentile),
              }}
            />
          </span>
          <span className="comparisons__ordinal">
            {ordinalPercentile(percentile)}
            <span className="visually-hidden"> percentile</span>
          </span>
        </span>
      )}
    </td>
  );
}

export function ComparisonTable({ title, subjects, sections, mode }: ComparisonTableProps) {
  const exportCsv = () => {
    const header = [
      'Family',
      'Stat',
      ...subjects.flatMap((subject) => [
        subjectLabel(subject),
        `${subjectLabel(subject)} percentile`,
      ]),
      'Best',
    ];
    const lines = sections.flatMap((section) =>
      section.rows.map((row) => [
        section.label,
        statLabel(row, mode),
        ...row.cells.flatMap((cell) => [
          formatCsvValue(row.format, cell.value),
          cell.percentile === null ? '' : String(Math.round(cell.percentile)),
        ]),
        subjects
          .filter((_, index) => row.cells[index]?.best)
          .map(subjectLabel)
          .join('; '),
      ]),
    );
    downloadCsv(csvFileName(title), toCsv(header, lines));
  };

  return (
    <section className="comparisons__result" aria-label="Comparison">
      <div className="comparisons__result-header">
        <h2 className="h5 mb-0">{title}</h2>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={exportCsv}
        >
          Download CSV
        </button>
      </div>
      <ul className="comparisons__pools small text-body-secondary">
        {subjects.map((subject) => (
          <li key={subject.key}>
            {subjectLabel(subject)}: percentiles among {subject.pool.label}
            {subject.pool.subjectIndex < 0 ? ' (not in the pool: no percentiles)' : ''}.
          </li>
        ))}
        <li>Bars: percentile, 100 = best. ★ marks the best value of a row.</li>
      </ul>
      <nav aria-label="Stat families" className="comparisons__families small">
        Jump to:{' '}
        {sections.map((section, index) => (
          <span key={section.family}>
            {index > 0 && ' · '}
            <a href={`#${familyId(section.family)}`}>{section.label}</a>
          </span>
        ))}
      </nav>
      {sections.map((section) => (
        <div
          key={section.family}
          id={familyId(section.family)}
          className="table-responsive comparisons__family"
          role="region"
          aria-label={`${section.label}: comparison`}
          // Scrolls sideways on a phone: focusable so the keyboard can scroll it too.
          tabIndex={0}
        >
          <table className="table table-sm align-middle mb-0 comparisons__table">
            <caption className="caption-top comparisons__caption">{section.label}</caption>
            <thead>
              <tr>
                <th scope="col">Stat</th>
                {subjects.map((subject) => (
                  <th key={subject.key} scope="col">
                    {subject.name}
                    <span className="d-block small fw-normal text-body-secondary">
                      {subject.season}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.key}>
                  <th
                    scope="row"
                    className="comparisons__stat"
                    title={statDefinition(row.key).description}
                  >
                    <span className="d-none d-sm-inline">{statLabel(row, mode)}</span>
                    <abbr className="d-sm-none" title={statLabel(row, mode)}>
                      {shortStatLabel(row, mode)}
                    </abbr>
                  </th>
                  {row.cells.map((cell, index) => (
                    <ValueCell key={subjects[index]?.key ?? index} row={row} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
