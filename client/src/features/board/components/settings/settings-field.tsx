import { useId } from 'react';

interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  unit?: string;
  step?: number;
  max?: number;
}

/** A labelled number input with its error right below it (aria-invalid, aria-describedby). */
export function NumberField({ label, value, onChange, error, unit, step = 1, max }: NumberFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={step}
          max={max}
          value={Number.isNaN(value) ? '' : value}
          onChange={(event) => onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-11 w-24 rounded-xl border-2 bg-surface px-3 text-lg font-bold tabular-nums ${error ? 'border-brand-700' : 'border-ink/25'}`}
        />
        {unit && <span className="text-ink-muted">{unit}</span>}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-brand-800">
          {error}
        </p>
      )}
    </div>
  );
}
