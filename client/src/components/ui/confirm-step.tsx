import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface ConfirmStepProps {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Choices that go with the confirmation (a reason); they take the focus instead of the safe button. */
  children?: ReactNode;
}

/**
 * An inline "are you sure?" on the card (no modal over a busy board). Focus lands on the safe
 * choice (or on the choices given as children), Escape backs out, and both buttons are plain
 * buttons in the tab order.
 */
export function ConfirmStep({ question, confirmLabel, cancelLabel, onConfirm, onCancel, children }: ConfirmStepProps) {
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const hasChoices = children !== undefined;
  useEffect(() => {
    if (!hasChoices) keepRef.current?.focus();
  }, [hasChoices]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-xl bg-brand-50 p-3 ring-2 ring-brand-600"
    >
      <p id={questionId} className="text-base font-bold break-words text-brand-900">
        {question}
      </p>
      {children}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          className={`${actionButton} min-w-36 flex-1 bg-brand-solid text-white hover:bg-brand-solid-hover`}
        >
          {confirmLabel}
        </button>
        <button
          ref={keepRef}
          type="button"
          onClick={onCancel}
          className={`${actionButton} min-w-36 flex-1 border-2 border-ink/30 bg-surface text-ink hover:bg-cream-100`}
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}

/** Big, round, at least 48 px tall: tapped with floury fingers. */
export const actionButton =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-full px-5 text-lg font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
