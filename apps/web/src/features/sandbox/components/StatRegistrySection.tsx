import { useDeferredValue, useMemo, useState } from 'react';
import { Form, Table } from 'react-bootstrap';
import { FORMAT_EXAMPLES, rawValueText } from '../content/format-examples';
import { formatValue } from '@/lib/stats/format';
import {
  COLOR_SCALE_LABELS,
  DIRECTION_LABELS,
  STAT_REGISTRY_ROWS,
  STAT_REGISTRY_SORT_COLUMNS,
  filterStatRows,
  sortStatRows,
  type StatRegistrySort,
  type StatRegistrySortKey,
} from '../content/stat-registry-rows';
import { SandboxSection } from './SandboxSection';

export const STAT_REGISTRY_SECTION_ID = 'stat-registry';

const INITIAL_SORT: StatRegistrySort = { key: 'key', descending: false };

/** Every entry of the stat dictionary, searchable and sortable, and a sample of each format. */
export function StatRegistrySection() {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<StatRegistrySort>(INITIAL_SORT);
  // Typing stays responsive while the few hundred rows re-render behind it.
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(
    () => sortStatRows(filterStatRows(STAT_REGISTRY_ROWS, deferredQuery), sort),
    [deferredQuery, sort],
  );

  const sortBy = (key: StatRegistrySortKey) =>
    setSort((current) =>
      current.key === key ? { key, descending: !current.descending } : { key, descending: false },
    );

  return (
    <SandboxSection
      id={STAT_REGISTRY_SECTION_ID}
      title="Stat registry"
      lead="Every entry of the stat dictionary that tables, charts, tooltips and CSV headers read: its label, definition, display format, which way is better and how it is colored."
    >
      <h3 className="h5">Dictionary entries</h3>
      <Form.Group controlId="stat-registry-search" className="mb-2 sandbox-search">
        <Form.Label>Search stats</Form.Label>
        <Form.Control
          type="search"
          value={query}
          placeholder="Field, label, family, format or definition"
          onChange={(event) => setQuery(event.target.value)}
        />
      </Form.Group>
      <p className="small text-body-secondary" aria-live="polite">
        Showing {rows.length} of {STAT_REGISTRY_ROWS.length} stats.
      </p>
      <div className="table-responsive sandbox-table mb-4">
        <Table size="sm" striped className="align-top">
          <caption className="visually-hidden">Stat dictionary entries</caption>
          <thead>
            <tr>
              {STAT_REGISTRY_SORT_COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    sort.key === column.key
                      ? sort.descending
                        ? 'descending'
                        : 'ascending'
                      : undefined
                  }
                >
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 fw-semibold text-reset"
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                    {sort.key === column.key && (
                      <span aria-hidden="true">{sort.descending ? ' ▼' : ' ▲'}</span>
                    )}
                  </button>
                </th>
              ))}
              <th scope="col">Color scale</th>
              <th scope="col">Example</th>
              <th scope="col">Definition</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <code>{row.key}</code>
                </td>
                <td>
                  {row.label}
                  {row.shortLabel !== row.label && (
                    <span className="d-block small text-body-secondary">{row.shortLabel}</span>
                  )}
                </td>
                <td>{row.family}</td>
                <td>
                  <code>{row.format}</code>
                </td>
                <td>{DIRECTION_LABELS[row.direction]}</td>
                <td>{COLOR_SCALE_LABELS[row.colorScale]}</td>
                <td className="text-nowrap">{row.example}</td>
                <td className="sandbox-definition">
                  {row.description}
                  {row.modes.length > 0 && (
                    <span className="d-block small text-body-secondary">
                      Converts to: {row.modes.join(', ')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows.length === 0 && <p>No stat matches “{deferredQuery}”.</p>}
      </div>

      <h3 className="h5">Display formats</h3>
      <div className="table-responsive sandbox-table">
        <Table size="sm" className="align-top">
          <caption className="visually-hidden">Display formats with a sample value</caption>
          <thead>
            <tr>
              <th scope="col">Format</th>
              <th scope="col">Sent as</th>
              <th scope="col">Shown as</th>
              <th scope="col">Used for</th>
            </tr>
          </thead>
          <tbody>
            {FORMAT_EXAMPLES.map((example) => (
              <tr key={example.format}>
                <td>
                  <code>{example.format}</code>
                </td>
                <td>
                  <code>{rawValueText(example.raw)}</code>
                </td>
                <td>{formatValue(example.format, example.raw)}</td>
                <td>{example.use}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </SandboxSection>
  );
}
