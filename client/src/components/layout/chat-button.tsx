import { MessageCircle, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDismiss } from '../ui/use-dismiss';
import { RESTAURANT_LINKS } from './restaurant-links';

const linkClasses = 'flex min-h-12 items-center gap-3 rounded-xl px-3 font-bold text-ink hover:bg-cream-100';

/**
 * The floating chat button: opens shortcuts to a WhatsApp and a Viber chat with the restaurant.
 * `raised` lifts it above the View Cart bar on phones.
 */
export function ChatButton({ raised }: { raised: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      onKeyDown={onKeyDown}
      className={`fixed right-4 z-30 flex flex-col items-end gap-3 transition-[bottom] sm:right-6 sm:bottom-6 ${raised ? 'bottom-24 short:bottom-20' : 'bottom-4'}`}
    >
      <div id={panelId} hidden={!open} className="w-56 rounded-2xl border border-cream-200 bg-surface p-2 shadow-card-hover">
        <p className="px-3 pt-1 pb-2 text-sm font-semibold text-ink-muted">{t('chat.title')}</p>
        <a href={RESTAURANT_LINKS.whatsApp} target="_blank" rel="noopener noreferrer" onClick={close} className={linkClasses}>
          <span aria-hidden="true" className="size-3 rounded-full bg-[#25d366]" />
          {t('chat.whatsApp')}
        </a>
        <a href={RESTAURANT_LINKS.viber} onClick={close} className={linkClasses}>
          <span aria-hidden="true" className="size-3 rounded-full bg-[#7360f2]" />
          {t('chat.viber')}
        </a>
      </div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('chat.close') : t('chat.open')}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-14 cursor-pointer items-center justify-center rounded-full bg-basil text-white shadow-card-hover transition-colors hover:bg-[#336b2b]"
      >
        {open ? <X aria-hidden="true" className="size-7" /> : <MessageCircle aria-hidden="true" className="size-7" />}
      </button>
    </div>
  );
}
