import type { MenuItem } from '@pizza/shared';

import { AllergenCodes } from '../../../components/ui/allergen-codes';
import { ProductImage } from '../../../components/ui/product-image';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useSoldOutText } from '../hooks/use-sold-out-text';
import { useItemModalStore } from '../stores/item-modal-store';
import { DietTags } from './diet-tags';

/**
 * The width a card's picture takes (menu-item-grid.tsx): a 7rem thumbnail on phones, then a share
 * of the 80rem main column (minus its padding and the gaps) in 2, 3 and 4 columns.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 88px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), 112px';

/**
 * One product card: a compact row on phones (a long menu stays scannable with the thumb), a
 * picture-on-top tile from sm up. The product name is a button whose hit area stretches over the
 * whole card, so the card opens the item modal while headings stay headings for screen readers.
 * A sold-out item is greyed with "Sold out today" instead of its price; it still opens,
 * so a customer can read it (and pick another size the modal still offers).
 * The allergens show as Annex numbers (their names are read with the dish's name by a screen
 * reader, and listed in words in the item window: docs/product/menu.md#allergens).
 * `eager`: one of the first cards on screen, whose picture may be the page's largest paint.
 */
export function MenuItemCard({ item, eager = false }: { item: MenuItem; eager?: boolean }) {
  const open = useItemModalStore((state) => state.open);
  const { money, name, description } = useLocaleFormat();
  const soldOutText = useSoldOutText();
  const priceId = `${item.id}-price`;
  const allergensId = `${item.id}-allergens`;
  const hasAllergens = item.allergens.length > 0;
  const soldOut = !item.available;

  return (
    <li className="flex">
      <article
        data-sold-out={soldOut || undefined}
        className="relative flex w-full flex-row-reverse items-center overflow-hidden rounded-2xl bg-surface shadow-card transition-shadow hover:shadow-card-hover has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 sm:flex-col sm:items-stretch"
      >
        <ProductImage
          src={item.imageUrl}
          photo={item.photo}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          className={`m-3 aspect-square w-28 shrink-0 rounded-xl bg-cream-100 object-cover sm:m-0 sm:aspect-[4/3] sm:w-full sm:rounded-none ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="flex flex-1 flex-col gap-1.5 self-stretch p-4 sm:gap-2">
          <h3 className={`text-lg leading-snug font-bold ${soldOut ? 'text-ink-muted' : ''}`}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-describedby={hasAllergens ? `${priceId} ${allergensId}` : priceId}
              onClick={() => open(item.id)}
              className="cursor-pointer text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {name(item)}
            </button>
          </h3>
          <p className="line-clamp-3 text-sm leading-relaxed text-ink-muted">{description(item)}</p>
          <DietTags tags={item.dietTags} />
          <AllergenCodes id={allergensId} allergens={item.allergens} />
          {soldOut ? (
            <p id={priceId} className="mt-auto pt-1 sm:pt-2">
              <span className="inline-block rounded-full bg-cream-200 px-3 py-1 text-sm font-bold text-ink">
                {soldOutText(item.soldOutUntil)}
              </span>
            </p>
          ) : (
            <p id={priceId} className="mt-auto pt-1 text-lg font-extrabold text-brand-700 sm:pt-2">
              {money(item.price)}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
