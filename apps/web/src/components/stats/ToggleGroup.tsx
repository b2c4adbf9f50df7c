/**
 * A row of pressed/unpressed buttons for one URL filter (side of the ball, chart mode, on/off
 * split): the views' small switches, one look everywhere.
 */
export interface ToggleGroupProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleGroupProps<V>) {
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`btn ${value === option.value ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
