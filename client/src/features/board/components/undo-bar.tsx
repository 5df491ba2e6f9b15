import type { OrderStatus } from '@pizza/shared';
import { Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { actionButton } from '../../../components/ui/confirm-step';
import { UNDO_WINDOW_MS } from '../hooks/use-undo-window';

interface UndoBarProps {
  sequence: string;
  status: OrderStatus;
  onUndo: () => void;
}

/**
 * 'Marked as Delivered' with Undo, while the change waits out its window. Focus moves to Undo, so
 * a keyboard user can take it back at once; the shrinking bar shows the time left (without motion
 * when the system asks for less).
 */
export function UndoBar({ sequence, status, onUndo }: UndoBarProps) {
  const { t } = useTranslation();
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => undoRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3 overflow-hidden rounded-xl bg-green-50 p-3 ring-2 ring-green-700">
      <p role="status" className="text-base font-bold text-green-950">
        {t('board.card.undoPending', { sequence, status: t(`board.status.${status}`), seconds: UNDO_WINDOW_MS / 1000 })}
      </p>
      <button
        ref={undoRef}
        type="button"
        onClick={onUndo}
        className={`${actionButton} border-2 border-ink/30 bg-surface text-ink hover:bg-cream-100`}
      >
        <Undo2 aria-hidden="true" className="size-5" />
        {t('board.card.undo')}
      </button>
      <div aria-hidden="true" className="h-1.5 rounded-full bg-green-200">
        <div
          className="h-full origin-left rounded-full bg-green-700 motion-safe:animate-[undo-countdown_linear_forwards]"
          style={{ animationDuration: `${UNDO_WINDOW_MS}ms` }}
        />
      </div>
    </div>
  );
}
