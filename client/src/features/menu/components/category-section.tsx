import type { Category } from '@pizza/shared';
import { RotateCcw } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { useMenuCardsByCategory } from '../api/get-menu-items-by-category';
import { CATEGORY_BANNERS } from '../menu-categories';
import { MenuItemCard } from './menu-item-card';
import { MenuItemCardSkeleton } from './menu-item-card-skeleton';
import { MenuItemGrid } from './menu-item-grid';

const SKELETON_CARDS = 4;

/** Loading, error and empty states of one section, or its cards. */
function SectionBody({ category, label }: { category: Category; label: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useMenuCardsByCategory(category);
  // The cards (110 on the demo menu) render in a background pass that React splits into short
  // tasks, instead of in the one long task the query's answer would start: the page stays
  // responsive (low total blocking time) while the skeletons give way to cards.
  const cards = useDeferredValue(data);

  if (isPending || (data !== undefined && cards === undefined)) {
    return (
      <>
        <p role="status" className="sr-only">
          {t('menu.loading', { category: label })}
        </p>
        <MenuItemGrid busy>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <MenuItemCardSkeleton key={index} />
          ))}
        </MenuItemGrid>
      </>
    );
  }
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="font-medium text-brand-900">{t('menu.loadError', { category: label })}</p>
        <Button variant="secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          <RotateCcw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          {t('menu.retry')}
        </Button>
      </div>
    );
  }
  if (cards === undefined || cards.length === 0) {
    return <p className="rounded-2xl bg-cream-100 p-5 text-ink-muted">{t('menu.empty')}</p>;
  }
  return (
    <MenuItemGrid>
      {cards.map((item) => (
        <MenuItemCard key={item.id} item={item} />
      ))}
    </MenuItemGrid>
  );
}

/** One home page section; its id is the category so the category nav can anchor to it. */
export function CategorySection({ category }: { category: Category }) {
  const { t } = useTranslation();
  const label = t(`categories.${category}.label`);
  const headingId = `${category}-heading`;

  return (
    <section id={category} aria-labelledby={headingId} tabIndex={-1} className="scroll-mt-32 focus:outline-none">
      <div className="relative mb-5 overflow-hidden rounded-2xl bg-brand-solid sm:mb-6">
        <img
          src={CATEGORY_BANNERS[category]}
          alt=""
          width="1200"
          height="240"
          loading="lazy"
          decoding="async"
          className="h-24 w-full object-cover object-right sm:h-32 lg:h-36"
        />
        {/* Gradient keeps the white heading readable over any artwork. */}
        <div className="absolute inset-0 flex items-end bg-gradient-to-r from-night/75 via-night/35 to-transparent p-4 sm:p-6">
          <h2 id={headingId} className="text-2xl font-extrabold text-white drop-shadow sm:text-3xl">
            {label}
          </h2>
        </div>
      </div>
      <SectionBody category={category} label={label} />
    </section>
  );
}
