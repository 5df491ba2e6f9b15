import { useId } from 'react';

export interface CheckOption<T extends string> {
  value: T;
  label: string;
  /** A short mark before the label (an allergen's Annex number). */
  mark?: string;
}

interface CheckListProps<T extends string> {
  legend: string;
  options: ReadonlyArray<CheckOption<T>>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  disabled?: boolean;
  error?: string;
  /** Shown when there is nothing to choose from. */
  empty?: string;
  columns?: 1 | 2;
}

/** A group of checkboxes under one legend (allergens, diet tags, add-ons): the order of `options` is kept in `selected`. */
export function CheckList<T extends string>({
  legend,
  options,
  selected,
  onChange,
  disabled,
  error,
  empty,
  columns = 2,
}: CheckListProps<T>) {
  const id = useId();
  const chosen = new Set(selected);
  const toggle = (value: T, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {options.length === 0 && empty && <p className="text-sm text-ink-muted">{empty}</p>}
      <ul className={`grid gap-1 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1 hover:bg-cream-100">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-600"
                checked={chosen.has(option.value)}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.mark && (
                <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm font-bold text-ink-muted tabular-nums">
                  {option.mark}
                </span>
              )}
              <span className="text-sm">{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
