import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { TimeInput } from '../../../../components/ui/time-input';

interface TimeRangeRowProps {
  /** Names the row for screen readers ("Monday, range 2"). */
  name: string;
  opens: string;
  closes: string;
  errors: { opens?: string; closes?: string };
  onChange: (range: { opens: string; closes: string }) => void;
  onRemove: () => void;
}

const inputClass = 'min-h-11 rounded-xl border-2 bg-surface px-2 text-base font-bold tabular-nums';

/** Opens and closes as time inputs; a closing before the opening runs past midnight (said below the row). */
export function TimeRangeRow({ name, opens, closes, errors, onChange, onRemove }: TimeRangeRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const pastMidnight = opens && closes && closes <= opens && closes !== opens;
  const error = errors.opens ?? errors.closes;
  return (
    <li className="flex flex-col gap-1">
      <div role="group" aria-label={name} className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-opens`} className="sr-only">
          {t('board.settings.opens', { name })}
        </label>
        <TimeInput
          id={`${id}-opens`}
          value={opens}
          onChange={(chosen) => onChange({ opens: chosen, closes })}
          aria-invalid={errors.opens ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} ${errors.opens ? 'border-brand-700' : 'border-ink/25'}`}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-closes`} className="sr-only">
          {t('board.settings.closes', { name })}
        </label>
        <TimeInput
          id={`${id}-closes`}
          value={closes}
          onChange={(chosen) => onChange({ opens, closes: chosen })}
          aria-invalid={errors.closes ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} ${errors.closes ? 'border-brand-700' : 'border-ink/25'}`}
        />
        <Button variant="ghost" size="sm" aria-label={t('board.settings.removeRange', { name })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {pastMidnight && <p className="text-sm text-ink-muted">{t('board.settings.pastMidnight')}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-brand-800">
          {error}
        </p>
      )}
    </li>
  );
}
