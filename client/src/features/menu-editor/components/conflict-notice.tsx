import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';

interface ConflictNoticeProps {
  /** 'conflict': the save was refused; 'reloaded': the newest version is read, the person's input kept. */
  state: 'conflict' | 'reloaded';
  message: string;
  reloading: boolean;
  onReload: () => void;
}

/**
 * Someone else saved this meanwhile (409): says so with Reload, which reads the newest version
 * while the dialog keeps what this person typed, so nothing is lost (docs/product/menu.md#the-screen).
 */
export function ConflictNotice({ state, message, reloading, onReload }: ConflictNoticeProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The notice sits at the top of the panel; whoever pressed Save may be scrolled down to the add-ons.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);
  if (state === 'reloaded')
    return (
      <div
        ref={box}
        role="status"
        className="scroll-mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
      >
        {t('menuEditor.conflict.reloaded')}
      </div>
    );
  return (
    <div
      ref={box}
      role="alert"
      className="flex scroll-mt-4 flex-col items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <p className="text-sm font-semibold text-brand-700">{message}</p>
      <Button size="sm" variant="secondary" disabled={reloading} onClick={onReload}>
        {reloading ? t('menuEditor.conflict.reloading') : t('menuEditor.conflict.reload')}
      </Button>
    </div>
  );
}
