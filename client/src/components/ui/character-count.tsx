import { useTranslation } from 'react-i18next';

/** From this share of the limit a one-line field shows its counter (a long text area always does). */
const SHOWN_FROM = 0.7;

/** Characters left at which screen readers are told, politely, how many remain. */
export const announceFrom = (max: number): number => Math.max(5, Math.ceil(max * 0.1));

/** Whether the counter of a field is on screen: always for text areas, near the limit for one-line fields. */
export function counterShown(length: number, max: number, always = false): boolean {
  return always || length >= max * SHOWN_FROM;
}

interface CharacterCountProps {
  /** The id a control names in aria-describedby. */
  id: string;
  length: number;
  max: number;
}

/**
 * '120/500' under a field with a length limit (the same shared number as the control's maxLength).
 * Screen readers hear "120 of 500 characters" with the field, and near the limit a polite live
 * region says how many are left, so nobody is cut off without a word.
 */
export function CharacterCount({ id, length, max }: CharacterCountProps) {
  const { t } = useTranslation();
  const left = Math.max(0, max - length);
  const near = left <= announceFrom(max);
  return (
    <p
      id={id}
      className={`mt-1 text-right text-xs tabular-nums ${near ? 'font-semibold text-brand-800' : 'text-ink-muted'}`}
      data-testid="character-count"
    >
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className="sr-only">{t('textLimit.count', { count: length, max })}</span>
      <span aria-live="polite" className="sr-only">
        {near ? t('textLimit.left', { count: left }) : ''}
      </span>
    </p>
  );
}
