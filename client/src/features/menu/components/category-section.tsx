import type { Category, MenuPhoto } from '@pizza/shared';
import { RotateCcw } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import type { HomeCategory } from '../api/get-menu-categories';
import { useMenuCardsByCategory } from '../api/get-menu-items-by-category';
import { CATEGORY_BANNERS } from '../menu-categories';
import { MenuItemCard } from './menu-item-card';
import { MenuItemCardSkeleton } from './menu-item-card-skeleton';
import { MenuItemGrid } from './menu-item-grid';

const SKELETON_CARDS = 4;
/** The first section's first row (four cards on the widest grid) is on screen at once: their pictures are not lazy. */
const EAGER_CARDS = 4;
/** The banner spans the main column (80rem less its padding). */
const BANNER_SIZES = '(min-width: 1280px) 1232px, calc(100vw - 32px)';

/** Loading, error and empty states of one section, or its cards. */
function SectionBody({ category, label, first }: { category: Category; label: string; first: boolean }) {
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
      {cards.map((item, index) => (
        <MenuItemCard key={item.id} item={item} eager={first && index < EAGER_CARDS} />
      ))}
    </MenuItemGrid>
  );
}

/** The section's banner: the restaurant's photo when it set one, else the demo artwork. */
function Banner({ category, photo }: { category: Category; photo: MenuPhoto | undefined }) {
  const image = (
    <img
      src={photo ? (photo.srcset.webp.split(' ')[0] ?? CATEGORY_BANNERS[category]) : CATEGORY_BANNERS[category]}
      alt=""
      width={photo?.width ?? 1200}
      height={photo?.height ?? 240}
      loading="lazy"
      decoding="async"
      className="h-24 w-full object-cover object-right sm:h-32 lg:h-36"
    />
  );
  if (!photo) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={BANNER_SIZES} />
      <source type="image/webp" srcSet={photo.srcset.webp} sizes={BANNER_SIZES} />
      {image}
    </picture>
  );
}

/**
 * One home page section; its id is the category so the category nav can anchor to it. Its name and
 * banner are the restaurant's (useMenuCategories); `first`: the topmost section, whose first cards load at once.
 */
export function CategorySection({ category: { id: category, label, banner }, first = false }: { category: HomeCategory; first?: boolean }) {
  const headingId = `${category}-heading`;

  return (
    <section id={category} aria-labelledby={headingId} tabIndex={-1} className="scroll-mt-32 focus:outline-none">
      <div className="relative mb-5 overflow-hidden rounded-2xl bg-brand-solid sm:mb-6">
        <Banner category={category} photo={banner} />
        {/* Gradient keeps the white heading readable over any artwork. */}
        <div className="absolute inset-0 flex items-end bg-gradient-to-r from-night/75 via-night/35 to-transparent p-4 sm:p-6">
          <h2 id={headingId} className="text-2xl font-extrabold text-white drop-shadow sm:text-3xl">
            {label}
          </h2>
        </div>
      </div>
      <SectionBody category={category} label={label} first={first} />
    </section>
  );
}
