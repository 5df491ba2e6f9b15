import { type AdminDish, allergenCodes, allergenWords } from '@pizza/shared';
import { Pencil } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../components/ui/product-image';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { photoSrc } from '../photo-check';

interface DishRowProps {
  dish: AdminDish;
  /** Move buttons (live dishes) or Restore (archived ones). */
  actions: ReactNode;
  onEdit?: () => void;
}

/** One dish of the list: picture, name, sizes with prices, allergen codes, hidden or sold out. */
export function DishRow({ dish, actions, onEdit }: DishRowProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const language = format.language === 'hu' ? 'hu' : 'en';
  const name = format.name(dish);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface p-3 shadow-card sm:flex-nowrap">
      <img
        src={dish.photo ? photoSrc(dish.photo) : dish.imageUrl || PRODUCT_PLACEHOLDER_IMAGE}
        srcSet={dish.photo?.srcset.webp}
        sizes="4rem"
        alt=""
        width={dish.photo?.width ?? 400}
        height={dish.photo?.height ?? 300}
        loading="lazy"
        decoding="async"
        className="aspect-square w-16 shrink-0 rounded-xl bg-cream-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold break-words">{name}</h3>
          {!dish.visible && !dish.archived && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800">{t('menuEditor.dish.hidden')}</span>
          )}
          {dish.sizes.some((size) => size.soldOutUntil) && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">{t('menuEditor.dish.soldOut')}</span>
          )}
        </div>
        {/* A size and its price never part at a line break ('Large' on one line, its price on the next). */}
        <p className="text-sm text-ink-muted">
          {dish.sizes.map((size, index) => (
            <Fragment key={size.size}>
              {index > 0 && ' · '}
              <span className="whitespace-nowrap">{`${t(`menuEditor.sizes.${size.size}`)} ${format.money(size.price)}`}</span>
            </Fragment>
          ))}
        </p>
        <p className="text-xs text-ink-muted">
          {dish.allergens.length > 0 ? (
            <>
              {t('menuEditor.dish.allergens')}{' '}
              <abbr title={allergenWords(dish.allergens, language)} className="no-underline">
                <span aria-hidden="true">{allergenCodes(dish.allergens)}</span>
                <span className="sr-only">{allergenWords(dish.allergens, language)}</span>
              </abbr>
            </>
          ) : (
            t('menuEditor.dish.noAllergens')
          )}
        </p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {actions}
        {onEdit && (
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('menuEditor.dish.edit', { name })}>
            <Pencil aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('menuEditor.edit')}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
