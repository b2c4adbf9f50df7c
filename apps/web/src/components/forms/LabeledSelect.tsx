/**
 * A labelled native select of fixed choices: the label above a small select, in a wrapper the
 * page lays out. It hands on the chosen option's own value (a string or a number), so a value
 * the options do not hold never reaches the page.
 */
import type { ReactNode } from 'react';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface LabeledSelectProps<V extends string | number> {
  id: string;
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** The wrapper's class (the page's grid cell). */
  className?: string;
}

export function LabeledSelect<V extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: LabeledSelectProps<V>) {
  return (
    <div className={className}>
      <label className="form-label small mb-0" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
