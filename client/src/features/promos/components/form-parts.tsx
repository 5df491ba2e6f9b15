import { type ReactNode, useId } from 'react';

import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-controls';

/** A group of the form's fields under its own heading. */
export function FormGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ink/10">
      <legend className="px-1 text-lg font-extrabold">{legend}</legend>
      {hint && <p className="-mt-1 text-sm text-ink-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}

interface InputFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'number' | 'datetime-local';
  unit?: string;
  readOnly?: boolean;
  maxLength?: number;
  className?: string;
  mono?: boolean;
}

/** A labelled input with its hint or error below it; numbers keep what is typed (the schema names a wrong one). */
export function InputField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  unit,
  readOnly,
  maxLength,
  className = '',
  mono,
}: InputFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldShell id={id} label={label} hint={hint} error={error}>
        <div className="flex items-center gap-2">
          <input
            id={id}
            type={type}
            inputMode={type === 'number' ? 'numeric' : undefined}
            value={value}
            readOnly={readOnly}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { hint, error })}
            className={`${inputClasses} ${mono ? 'font-mono tracking-wider uppercase' : ''} ${readOnly ? 'bg-cream-100' : ''}`}
          />
          {unit && <span className="shrink-0 text-ink-muted">{unit}</span>}
        </div>
      </FieldShell>
    </div>
  );
}

/** A checkbox with its label (and a line saying what it does), at least 44 px tall. */
export function CheckField({
  label,
  checked,
  onChange,
  hint,
  asSwitch,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  asSwitch?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold">
        <input
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className="size-6 shrink-0 accent-basil"
          checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="pl-9 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** One choice of several as radio buttons in a row (wrapping on phones). */
export function ChoiceField<T extends string>({
  legend,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-cream-100 px-3 font-semibold ring-1 ring-cream-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-semibold text-brand-800">{error}</p>}
    </fieldset>
  );
}
