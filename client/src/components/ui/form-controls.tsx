import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

import { buttonClasses } from './button';
import { CharacterCount, counterShown } from './character-count';

/**
 * One look for every form input; 16 px text so iOS does not zoom into the field. The scroll margin
 * keeps a field that gets focus (the first invalid one after a submit) clear of the sticky top bar.
 */
export const inputClasses =
  'block min-h-12 w-full scroll-mt-28 rounded-xl border border-cream-300 bg-surface px-4 py-2.5 text-base text-ink shadow-sm ' +
  'placeholder:text-ink-muted/70 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ' +
  'aria-[invalid=true]:border-brand-600 aria-[invalid=true]:ring-brand-100 disabled:bg-cream-100';

/** A field's problem; several (one per line: every unmet password rule) become a list. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  const lines = message.split('\n');
  return (
    <div id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-brand-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {lines.length === 1 ? (
        <span>{message}</span>
      ) : (
        <ul className="flex list-disc flex-col gap-0.5 pl-4">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A field's length limit: its maxLength and what is typed so far; `always` shows the counter from the first character. */
export interface TextLimit {
  max: number;
  length: number;
  always?: boolean;
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  limit?: TextLimit;
  children: ReactNode;
}

/** Label, control, counter, hint and error, with the ids a control needs for aria-describedby. */
export function FieldShell({ id, label, hint, error, limit, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {limit && counterShown(limit.length, limit.max, limit.always) && (
        <CharacterCount id={`${id}-count`} length={limit.length} max={limit.max} />
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria-describedby for a control inside FieldShell: the error when there is one, else the hint; and the counter when shown. */
export function describedBy(id: string, { hint, error, limit }: { hint?: string; error?: string; limit?: TextLimit }): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : undefined];
  if (limit && counterShown(limit.length, limit.max, limit.always)) ids.push(`${id}-count`);
  return ids.filter(Boolean).join(' ') || undefined;
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The field's length limit (the shared TEXT_LIMITS number): the input's maxLength and a counter near it. */
  limit?: TextLimit;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, hint, error, limit, ref, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} limit={limit}>
      <input
        ref={ref}
        id={id}
        maxLength={limit?.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error, limit })}
        className={inputClasses}
        {...inputProps}
      />
    </FieldShell>
  );
}

/** A message about the whole form; role=alert so screen readers announce it when it appears. */
export function FormAlert({ message, tone = 'error' }: { message?: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  const colours = tone === 'error' ? 'border-brand-200 bg-brand-50 text-brand-700' : 'border-basil/30 bg-basil/10 text-leaf';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-semibold ${colours}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}

/** Disabled while its request runs, with a spinner and a busy label people (and screen readers) see. */
export function SubmitButton({ busy, label, busyLabel, disabled }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy} className={`w-full ${buttonClasses('primary')}`}>
      {busy && (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
