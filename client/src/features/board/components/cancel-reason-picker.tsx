import { CANCEL_NOTE_MAX_LENGTH, type StaffCancelReason, STAFF_CANCEL_REASONS } from '@pizza/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The reason being chosen: none yet, and staff's words so far. */
export interface ReasonDraft {
  reason?: StaffCancelReason;
  note: string;
}

/** What is missing before the order can be cancelled with this reason (a translation key), or undefined. */
export function reasonProblem(draft: ReasonDraft): string | undefined {
  if (!draft.reason) return 'board.card.chooseReason';
  if (draft.reason === 'other' && !draft.note.trim()) return 'board.card.writeNote';
  return undefined;
}

interface CancelReasonPickerProps {
  value: ReasonDraft;
  onChange: (draft: ReasonDraft) => void;
  /** Shown once staff tried to confirm without what is needed. */
  problem?: string;
}

/**
 * Why an order is rejected or cancelled (the customer's page and mail say it in their language):
 * native radios (arrow keys move between them), then optional words for the customer, required for
 * 'Other', with a counter against the limit. The first reason takes the focus.
 */
export function CancelReasonPicker({ value, onChange, problem }: CancelReasonPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const noteId = useId();
  const counterId = useId();
  const problemId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={problem ? problemId : undefined}>
      <legend className="mb-2 text-base font-bold text-brand-900">{t('board.card.reasonLegend')}</legend>
      <div className="flex flex-wrap gap-2">
        {STAFF_CANCEL_REASONS.map((reason, index) => (
          <label
            key={reason}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-ink/25 bg-surface px-3 text-base font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500"
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={reason}
              checked={value.reason === reason}
              onChange={() => onChange({ ...value, reason })}
              className="size-5 accent-brand-700"
            />
            {t(`board.card.reasons.${reason}`)}
          </label>
        ))}
      </div>
      <label htmlFor={noteId} className="mt-1 text-sm font-bold text-ink">
        {t(value.reason === 'other' ? 'board.card.noteLabelOther' : 'board.card.noteLabel')}
      </label>
      <textarea
        id={noteId}
        rows={2}
        maxLength={CANCEL_NOTE_MAX_LENGTH}
        value={value.note}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
        aria-describedby={counterId}
        className="w-full rounded-xl border-2 border-ink/25 bg-surface p-2 text-base text-ink"
      />
      <p id={counterId} className="self-end text-sm text-ink-muted">
        {t('board.card.noteCount', { count: value.note.length, max: CANCEL_NOTE_MAX_LENGTH })}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-semibold text-brand-800">
          {t(problem)}
        </p>
      )}
    </fieldset>
  );
}
