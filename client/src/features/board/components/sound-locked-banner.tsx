import { VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { resumeAudio } from '../alerts/chime';
import { useRearmSound } from '../hooks/use-sound-lock';

/**
 * After a reload the browser keeps the alarm silent until someone taps the page. The board says so
 * at the top of every tab until sound plays again: there is no dismiss, only re-arming (a tap or a
 * key anywhere, or the button for those who look for one). An alert, so a screen reader says it at once.
 */
export function SoundLockedBanner() {
  const { t } = useTranslation();
  const locked = useRearmSound();
  if (!locked) return null;
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-brand-solid px-4 py-4 text-white ring-4 ring-brand-300 sm:flex-row sm:items-center sm:px-5">
      <VolumeX aria-hidden="true" className="size-8 shrink-0" />
      <div role="alert" className="flex flex-1 flex-col gap-1">
        <p className="text-xl font-extrabold">{t('board.alerts.lockedTitle')}</p>
        <p className="text-base font-semibold">{t('board.alerts.lockedText')}</p>
      </div>
      <button
        type="button"
        onClick={() => resumeAudio()}
        className="min-h-12 shrink-0 cursor-pointer rounded-full bg-paper px-5 text-lg font-bold text-brand-deep hover:opacity-90"
      >
        {t('board.alerts.lockedRearm')}
      </button>
    </div>
  );
}
