import { CAROUSEL_STEP_PX, type Cart, type MenuItem, SUGGESTED_CATEGORY } from '@pizza/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { ProductImage } from '../../../components/ui/product-image';
import { prefersReducedMotion } from '../../../lib/motion';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useAddToCart, useCart } from '../../cart';
import { useMenuCardsByCategory } from '../api/get-menu-items-by-category';
import { carouselArrows } from '../carousel-arrows';

const arrowClasses =
  'absolute top-14 z-10 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-surface text-ink shadow-card-hover hover:bg-cream-100';

/** One suggestion with its own add request, so each Add button is disabled only while its own request runs. */
function SuggestedItem({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const { money, name } = useLocaleFormat();
  return (
    <li className="flex w-36 shrink-0 snap-start flex-col overflow-hidden rounded-2xl bg-surface shadow-card">
      <ProductImage src={item.imageUrl} className="aspect-[4/3] w-full bg-cream-100 object-cover" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="line-clamp-2 text-sm leading-snug font-bold">{name(item)}</p>
        <p className="mt-auto text-sm font-semibold text-ink-muted tabular-nums">{money(item.price)}</p>
        <button
          type="button"
          disabled={addToCart.isPending}
          onClick={() => addToCart.mutate({ menuItemId: item.id, quantity: 1, extraIds: [] })}
          aria-label={t('cart.addSuggested', { name: name(item) })}
          className="mt-1 min-h-9 cursor-pointer rounded-full border-2 border-brand-600 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t('cart.add')}
        </button>
        {addToCart.isError && <InlineError>{t('cart.addError')}</InlineError>}
      </div>
    </li>
  );
}

type Arrows = ReturnType<typeof carouselArrows>;

/**
 * Shows each arrow only when there is something to scroll to in its direction. State changes only
 * when an arrow appears or goes, not on every scroll event. When the focused arrow goes (the end
 * is reached), focus moves to the other one instead of falling out of the drawer.
 */
function useArrows(scroller: HTMLElement | null) {
  const [arrows, setArrows] = useState<Arrows>({ left: false, right: false });
  const leftRef = useRef<HTMLButtonElement>(null);
  const rightRef = useRef<HTMLButtonElement>(null);
  const measure = useCallback(() => {
    if (!scroller) return;
    const next = carouselArrows(scroller);
    setArrows((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, [scroller]);
  useEffect(() => {
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    for (const child of Array.from(scroller.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [scroller, measure]);
  useEffect(() => {
    const focused = document.activeElement;
    if (!arrows.left && focused === leftRef.current) rightRef.current?.focus();
    if (!arrows.right && focused === rightRef.current) leftRef.current?.focus();
  }, [arrows]);
  return { arrows, measure, leftRef, rightRef };
}

/** At most this many suggestions: a short row to glance at, not the whole drinks menu. */
export const MAX_SUGGESTIONS = 6;

/** Drinks that fit the cart: available ones it does not hold yet, in menu order, at most MAX_SUGGESTIONS. */
export function suggestionsFor(drinks: readonly MenuItem[], cart: Cart | null | undefined): MenuItem[] {
  const inCart = new Set(cart?.cartItems.map((line) => line.menuItem.id));
  return drinks.filter((drink) => drink.available && !inCart.has(drink.id)).slice(0, MAX_SUGGESTIONS);
}

/** 'Popular Items': drinks customers add with their order; adding one adds 1 with no extras. */
export function PopularItems() {
  const { t } = useTranslation();
  const { data: menu = [] } = useMenuCardsByCategory(SUGGESTED_CATEGORY);
  const { data: cart } = useCart();
  const drinks = suggestionsFor(menu, cart);
  const [scroller, setScroller] = useState<HTMLUListElement | null>(null);
  const { arrows, measure, leftRef, rightRef } = useArrows(scroller);
  const scroll = (direction: 1 | -1) =>
    scroller?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  if (drinks.length === 0) return null;
  return (
    <section aria-labelledby="popular-items-title" className="py-4">
      <h3 id="popular-items-title" className="text-lg font-extrabold">
        {t('cart.popularTitle')}
      </h3>
      <p className="text-sm text-ink-muted">{t('cart.popularSubtitle')}</p>
      <div className="relative mt-3">
        {arrows.left && (
          <button
            ref={leftRef}
            type="button"
            aria-label={t('cart.scrollLeft')}
            onClick={() => scroll(-1)}
            className={`${arrowClasses} -left-1`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        )}
        <ul
          ref={setScroller}
          onScroll={measure}
          className="flex snap-x scroll-px-0.5 gap-3 overflow-x-auto px-0.5 pt-0.5 pb-3 [scrollbar-width:none]"
        >
          {drinks.map((item) => (
            <SuggestedItem key={item.id} item={item} />
          ))}
        </ul>
        {arrows.right && (
          <button
            ref={rightRef}
            type="button"
            aria-label={t('cart.scrollRight')}
            onClick={() => scroll(1)}
            className={`${arrowClasses} -right-1`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
    </section>
  );
}
