/**
 * The column picker: a disclosure button opening a panel of checkboxes, grouped by what the
 * stats describe. Escape or a click elsewhere closes it; built without Popper, like the navbar
 * menus, so the stats chunks stay small.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { STAT_FAMILY_LABELS, type StatFamily, type StatKey } from '@/lib/stats/dictionary';
import type { GridColumn } from './StatTableGrid';

export interface ColumnPickerProps<TRow extends object> {
  columns: readonly GridColumn<TRow>[];
  onReset: () => void;
}

function byFamily<TRow extends object>(columns: readonly GridColumn<TRow>[]) {
  const groups = new Map<StatFamily, GridColumn<TRow>[]>();
  for (const entry of columns) {
    const family = entry.stat.definition.family;
    groups.set(family, [...(groups.get(family) ?? []), entry]);
  }
  return [...groups.entries()];
}

export function ColumnPicker<TRow extends object>({ columns, onReset }: ColumnPickerProps<TRow>) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-columns`;
  const visibleCount = columns.filter(({ column }) => column.getIsVisible()).length;

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [open]);

  return (
    <div
      ref={container}
      className="stat-table__picker"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="btn btn-outline-secondary btn-sm stats-action"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        Columns ({visibleCount}/{columns.length})
      </button>
      {open && (
        <div id={panelId} className="stat-table__picker-panel" role="group" aria-label="Columns">
          {byFamily(columns).map(([family, entries]) => (
            <fieldset key={family} className="mb-2">
              <legend className="stat-table__picker-legend">{STAT_FAMILY_LABELS[family]}</legend>
              {entries.map(({ column, stat }) => (
                <ColumnCheckbox
                  key={stat.key}
                  statKey={stat.key}
                  label={`${stat.definition.shortLabel} — ${stat.definition.label}`}
                  checked={column.getIsVisible()}
                  onChange={(checked) => column.toggleVisibility(checked)}
                />
              ))}
            </fieldset>
          ))}
          <button type="button" className="btn btn-link btn-sm p-0" onClick={onReset}>
            Reset columns
          </button>
        </div>
      )}
    </div>
  );
}

function ColumnCheckbox({
  statKey,
  label,
  checked,
  onChange,
}: {
  statKey: StatKey;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = `${useId()}-${statKey}`;
  return (
    <div className="form-check">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
