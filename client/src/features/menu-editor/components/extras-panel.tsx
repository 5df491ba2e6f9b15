import { type AdminExtra, type AdminMenu, allergenCodes, allergenWords } from '@pizza/shared';
import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useReorderExtras } from '../api/admin-menu';
import { useMenuErrorText } from '../menu-messages';
import { moveEntry } from '../reorder';
import { MoveButtons } from './move-buttons';

interface ExtrasPanelProps {
  menu: AdminMenu;
  onEdit: (extra: AdminExtra | undefined) => void;
}

/** The Add-ons tab (docs/product/menu.md#add-ons): every add-on in menu order with its price, allergens and dishes. */
export function ExtrasPanel({ menu, onEdit }: ExtrasPanelProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const errorText = useMenuErrorText();
  const reorder = useReorderExtras();
  const language = format.language === 'hu' ? 'hu' : 'en';
  const live = menu.extras.filter((extra) => !extra.archived);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink-muted">{t('menuEditor.extra.intro')}</p>
        <Button size="sm" onClick={() => onEdit(undefined)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('menuEditor.extra.new')}
        </Button>
      </div>
      {reorder.isError && <InlineError>{errorText(reorder.error)}</InlineError>}
      {live.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-cream-300 px-4 py-8 text-center text-ink-muted">
          {t('menuEditor.extra.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {live.map((extra, index) => {
            const name = format.name(extra);
            return (
              <li key={extra.id} className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface p-3 shadow-card sm:flex-nowrap">
                <div className="flex min-w-0 flex-1 basis-40 flex-col gap-0.5">
                  <h3 className="font-bold break-words">
                    {name} <span className="font-semibold text-ink-muted">{format.money(extra.price)}</span>
                  </h3>
                  <p className="text-sm text-ink-muted" lang={language === 'hu' ? 'en' : 'hu'}>
                    {language === 'hu' ? extra.name : extra.translations.hu.name}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {extra.allergens.length > 0 ? (
                      <>
                        {t('menuEditor.dish.allergens')}{' '}
                        <abbr title={allergenWords(extra.allergens, language)} className="no-underline">
                          <span aria-hidden="true">{allergenCodes(extra.allergens)}</span>
                          <span className="sr-only">{allergenWords(extra.allergens, language)}</span>
                        </abbr>
                      </>
                    ) : (
                      t('menuEditor.dish.noAllergens')
                    )}
                    {' · '}
                    {t('menuEditor.extra.dishCount', { count: extra.dishIds.length })}
                  </p>
                </div>
                <div className="ml-auto flex shrink-0 items-center gap-1">
                  <MoveButtons
                    name={name}
                    index={index}
                    count={live.length}
                    busy={reorder.isPending}
                    onMove={(step) => reorder.mutate(moveEntry(live, index, step).map((entry) => entry.id))}
                  />
                  <Button size="sm" variant="secondary" onClick={() => onEdit(extra)} aria-label={t('menuEditor.extra.edit', { name })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    <span aria-hidden="true">{t('menuEditor.edit')}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
