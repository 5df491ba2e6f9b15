import { ChevronDown, Share, SquarePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentDeviceFacts, type DeviceFacts, needsHomeScreenForPush } from '../pwa/ios';

interface IosHomeScreenHintProps {
  /** Read from the browser unless given (tests). */
  facts?: DeviceFacts;
  /** On the board: one line that opens to the steps, so the orders stay in view. */
  collapsible?: boolean;
}

function Steps() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

const BOX = 'flex flex-col gap-2 rounded-xl bg-accent-200/60 p-3 text-ink ring-1 ring-accent-400';

/**
 * On an iPhone or iPad in Safari: web push reaches only a board added to the Home Screen
 * (iOS 16.4 and later), so the board says so and how. Nothing elsewhere or once installed.
 */
export function IosHomeScreenHint({ facts, collapsible = false }: IosHomeScreenHintProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [show] = useState(() => needsHomeScreenForPush(facts ?? currentDeviceFacts()));
  if (!show) return null;
  if (collapsible) {
    return (
      <aside aria-labelledby={titleId}>
        <details className={`group ${BOX}`}>
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-bold [&::-webkit-details-marker]:hidden">
            <span id={titleId}>{t('board.push.ios.title')}</span>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <Steps />
        </details>
      </aside>
    );
  }
  return (
    <aside aria-labelledby={titleId} className={BOX}>
      <h4 id={titleId} className="font-bold">
        {t('board.push.ios.title')}
      </h4>
      <Steps />
    </aside>
  );
}
