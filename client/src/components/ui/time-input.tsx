import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** '18:30' from what a person types for a time of day: '18:30', '18.30', '1830', '930', '9' (nine o'clock); undefined otherwise. */
export function clockOf(text: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

interface TimeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** 'HH:MM' (24-hour) or '' for none. */
  value: string;
  /** Called with 'HH:MM', or '' while what is typed is not a time yet. */
  onChange: (value: string) => void;
}

/**
 * A time of day, always in 24-hour 'HH:MM' like every time the shop shows. A native time input
 * would follow the browser's locale instead ('06:00 PM' on an English browser), so this is a text
 * field that understands '18:30', '18.30', '1830' and '9', and reads back as '09:00' when left.
 */
export function TimeInput({ value, onChange, onBlur, ...props }: TimeInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // A new value from outside (a reset, a loaded setting) replaces the draft unless the draft already means it.
  if (value !== seen) {
    setSeen(value);
    if (value !== (clockOf(draft) ?? '')) setDraft(value);
  }
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={t('timeInput.placeholder')}
      {...props}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(clockOf(event.target.value) ?? '');
      }}
      onBlur={(event) => {
        setDraft((typed) => clockOf(typed) ?? typed);
        onBlur?.(event);
      }}
    />
  );
}
