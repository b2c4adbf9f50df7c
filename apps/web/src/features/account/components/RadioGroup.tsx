/** A labelled group of inline radio buttons (a fieldset, so screen readers announce the legend). */
export interface RadioGroupProps<V extends string> {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange(value: V): void;
  disabled?: boolean;
}

export function RadioGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
}: RadioGroupProps<V>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="form-check form-check-inline">
            <input
              id={id}
              className="form-check-input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id} className="form-check-label">
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
