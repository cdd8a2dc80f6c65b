import { ToggleButton } from './toggle-button';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

/** One choice among a few (a list's order, a calendar or list view), as a row of toggle buttons under a legend. */
export function ToggleGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  /** Read by screen readers only: what is being chosen ('Sort by', 'View'). */
  legend: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </ToggleButton>
      ))}
    </fieldset>
  );
}
