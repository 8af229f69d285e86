'use client';

type ToggleGroupProps<T extends string> = {
  /** What the buttons choose, for screen readers ("Show questions"). */
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** A row of toggle buttons of which one is pressed: filters over a list. */
export function ToggleGroup<T extends string>({ label, options, value, onChange, className }: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={`toggle-group ${className ?? ''}`}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className="toggle-pill"
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
