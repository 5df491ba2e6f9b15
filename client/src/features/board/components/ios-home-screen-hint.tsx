import { Share, SquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentDeviceFacts, type DeviceFacts, needsHomeScreenForPush } from '../pwa/ios';

/**
 * On an iPhone or iPad in Safari: web push reaches only a board added to the Home Screen
 * (iOS 16.4 and later), so the board says so and how. Nothing elsewhere or once installed.
 */
export function IosHomeScreenHint({ facts }: { facts?: DeviceFacts }) {
  const { t } = useTranslation();
  const [show] = useState(() => needsHomeScreenForPush(facts ?? currentDeviceFacts()));
  if (!show) return null;
  return (
    <aside
      aria-labelledby="ios-push-hint-title"
      className="flex flex-col gap-2 rounded-xl bg-accent-200/60 p-3 text-ink ring-1 ring-accent-400"
    >
      <h4 id="ios-push-hint-title" className="font-bold">
        {t('board.push.ios.title')}
      </h4>
      <p className="text-sm">{t('board.push.ios.why')}</p>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
        <li>
          {t('board.push.ios.step1')} <Share aria-hidden="true" className="inline size-4 align-text-bottom" />
        </li>
        <li>
          {t('board.push.ios.step2')} <SquarePlus aria-hidden="true" className="inline size-4 align-text-bottom" />
        </li>
        <li>{t('board.push.ios.step3')}</li>
        <li>{t('board.push.ios.step4')}</li>
      </ol>
    </aside>
  );
}
