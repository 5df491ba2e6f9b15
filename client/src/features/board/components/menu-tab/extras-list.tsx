import type { Extra } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../../lib/use-locale-format';
import { SoldOutSwitch } from './sold-out-switch';

interface ExtrasListProps {
  extras: Extra[];
  whenText: (entry: Extra) => string;
  onToggle: (label: string, extra: Extra, soldOut: boolean) => void;
}

/** The add-ons on the Menu tab, each with its sold-out switch. */
export function ExtrasList({ extras, whenText, onToggle }: ExtrasListProps) {
  const { t } = useTranslation();
  const { name: localName } = useLocaleFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="pt-2 text-lg font-extrabold">
        {t('board.menu.addOns')}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {extras.map((extra) => {
          const name = localName(extra);
          return (
            <li
              key={extra.id}
              data-sold-out={!extra.available || undefined}
              className={`flex items-center justify-between gap-2 rounded-2xl p-3 shadow-card ${extra.available ? 'bg-surface' : 'bg-brand-50 ring-1 ring-brand-200'}`}
            >
              <div className="min-w-0">
                <p className="font-bold">{name}</p>
                <p className="text-sm text-ink-muted">{extra.available ? t('board.menu.available') : whenText(extra)}</p>
              </div>
              <SoldOutSwitch
                label={t('board.menu.extraLabel', { name })}
                soldOut={!extra.available}
                text={t('board.menu.whole')}
                onToggle={() => onToggle(name, extra, extra.available)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
