import { TEXT_LIMITS } from '@pizza/shared';
import { MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-controls';
import { useStreetSuggestions } from '../hooks/use-street-suggestions';
import { type ChosenStreet, type StreetSuggestion, useStreetSource } from '../streets/street-source';
import { StreetOption } from './street-option';
import { StreetStatus, useStreetStatus } from './street-status';

interface StreetComboboxProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  /** What the input shows. */
  value: string;
  /** The visitor typed: whatever was chosen before no longer counts. */
  onType: (text: string) => void;
  /** A suggestion was chosen and resolved to coordinates. */
  onChoose: (street: ChosenStreet) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** The highlighted option, remembered with the list it belongs to: a new list starts with none. */
interface Highlight {
  list: StreetSuggestion[];
  index: number;
}

/**
 * The street field: a WAI-ARIA combobox with a listbox of suggestions from the street source
 * (Google or the demo list). ArrowDown/ArrowUp move, Enter chooses, Escape closes; a pointer
 * chooses by click. Choosing resolves the suggestion to coordinates before the form gets it.
 */
export function StreetCombobox({ id, name, label, hint, error, value, onType, onChoose, onBlur, inputRef }: StreetComboboxProps) {
  const { t } = useTranslation();
  const { source, unavailable } = useStreetSource();
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [resolving, setResolving] = useState<'idle' | 'busy' | 'failed'>('idle');
  // Typing while a choice resolves makes that choice stale.
  const choiceRef = useRef(0);
  const { status, suggestions } = useStreetSuggestions(source, value, open && !unavailable);
  const statusView = useStreetStatus({ open, status, count: suggestions.length, resolving, unavailable });

  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && suggestions.length > 0;
  const active = expanded && highlight?.list === suggestions ? highlight.index : -1;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  async function choose(suggestion: StreetSuggestion) {
    if (!source) return;
    const choice = ++choiceRef.current;
    setOpen(false);
    onType(suggestion.street);
    setResolving('busy');
    try {
      const chosen = await source.resolve(suggestion);
      if (choice !== choiceRef.current) return;
      setResolving('idle');
      onChoose(chosen);
    } catch (resolveError) {
      if (choice !== choiceRef.current) return;
      console.warn('Could not resolve the chosen street', resolveError);
      setResolving('failed');
    }
  }

  function move(step: 1 | -1) {
    if (suggestions.length === 0) return;
    const next = active < 0 ? (step === 1 ? 0 : suggestions.length - 1) : (active + step + suggestions.length) % suggestions.length;
    setHighlight({ list: suggestions, index: next });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosen = active >= 0 ? suggestions[active] : undefined;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Without a highlighted option Enter submits the form, which then asks for a suggestion.
        if (chosen) {
          event.preventDefault();
          void choose(chosen);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  }

  const Icon = resolving === 'idle' && !open ? MapPin : Search;
  const limit = { max: TEXT_LIMITS.street, length: value.length };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} limit={limit}>
      <div className="relative">
        <Icon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error, limit })}
          maxLength={limit.max}
          value={value}
          onChange={(event) => {
            choiceRef.current++;
            setResolving('idle');
            setOpen(true);
            onType(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur();
          }}
          className={`${inputClasses} pl-12`}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('address.street.suggestions')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1.5 max-h-[min(22rem,60dvh)] overflow-y-auto overscroll-contain rounded-2xl border border-cream-200 bg-surface py-1.5 shadow-card-hover"
        >
          {expanded &&
            suggestions.map((suggestion, index) => (
              <StreetOption
                key={suggestion.id}
                id={optionId(index)}
                suggestion={suggestion}
                active={index === active}
                onHover={() => setHighlight({ list: suggestions, index })}
                onChoose={() => void choose(suggestion)}
              />
            ))}
        </ul>
        <StreetStatus view={statusView} />
      </div>
    </FieldShell>
  );
}
