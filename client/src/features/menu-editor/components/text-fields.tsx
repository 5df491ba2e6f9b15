import { type HTMLAttributes, useId } from 'react';

import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-controls';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The shared length limit: maxLength and the counter near it. */
  max?: number;
  error?: string;
  disabled?: boolean;
  /** The language of what is typed (the Hungarian name), for spell checkers and screen readers. */
  lang?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A unit after the value ('Ft'). */
  suffix?: string;
}

/** A one-line field of the editor's dialogs, labelled, with its counter and error (the shop's FieldShell). */
export function TextInput({ label, value, onChange, max, error, disabled, lang, inputMode, suffix }: TextInputProps) {
  const id = useId();
  const limit = max === undefined ? undefined : { max, length: value.length };
  const input = (
    <input
      id={id}
      value={value}
      lang={lang}
      inputMode={inputMode}
      maxLength={max}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error, limit })}
      onChange={(event) => onChange(event.target.value)}
      className={`${inputClasses} ${suffix ? 'pr-12' : ''}`}
    />
  );
  return (
    <FieldShell id={id} label={label} error={error} limit={limit}>
      {suffix ? (
        <div className="relative">
          {input}
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-muted">
            {suffix}
          </span>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

/** A description: a few lines, its counter always shown. */
export function TextArea({ label, value, onChange, max, error, disabled, lang }: Omit<TextInputProps, 'inputMode' | 'suffix'>) {
  const id = useId();
  const limit = max === undefined ? undefined : { max, length: value.length, always: true };
  return (
    <FieldShell id={id} label={label} error={error} limit={limit}>
      <textarea
        id={id}
        value={value}
        lang={lang}
        rows={3}
        maxLength={max}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, limit })}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} resize-y`}
      />
    </FieldShell>
  );
}
